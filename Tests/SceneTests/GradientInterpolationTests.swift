import Foundation
import Scene
import XCTest

/// How stops' colours mix: Core Animation's straight components, SwiftUI's premultiplied
/// device and perceptual ones.
final class GradientInterpolationTests: XCTestCase {
    private let white = Color.white, clear = Color.clear
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    private func assertEqual(_ a: Color, _ b: Color, _ accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)] {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testStraightMixingGreysTowardsTransparentBlackPremultipliedDoesNot() {
        assertEqual(GradientInterpolation.straight.mix(white, clear, 0.5), Color(white: 0.5, alpha: 0.5))
        assertEqual(GradientInterpolation.device.mix(white, clear, 0.5), Color(white: 1, alpha: 0.5))
        assertEqual(GradientInterpolation.perceptual.mix(white, clear, 0.5), Color(white: 1, alpha: 0.5))
        // Opaque colours: device mixing is the straight mix.
        assertEqual(GradientInterpolation.device.mix(red, blue, 0.25), Color(red: 0.75, green: 0, blue: 0.25))
    }

    func testPerceptualMixingIsOklabsAndKeepsTheEnds() {
        let p = GradientInterpolation.perceptual
        for c in [red, blue, white, Color(red: 0.2, green: 0.7, blue: 0.4, alpha: 0.8)] {
            assertEqual(p.mix(c, c, 0.3), c, 1e-7)   // the published matrices invert to about 1e-8
            assertEqual(p.mix(red, c, 1), c, 1e-7)
        }
        // Half-way in Oklab (Ottosson's published matrices), worked out on its own here.
        func lab(_ c: Color) -> [Double] {
            func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            let r = lin(c.red), g = lin(c.green), b = lin(c.blue)
            let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
            let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
            let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
            return [0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                    1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                    0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s]
        }
        func rgb(_ lab: [Double]) -> Color {
            let l = pow(lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2], 3)
            let m = pow(lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2], 3)
            let s = pow(lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2], 3)
            func enc(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            return Color(red: enc(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                         green: enc(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                         blue: enc(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
        }
        let a = lab(red), b = lab(blue)
        let half = rgb(zip(a, b).map { ($0 + $1) / 2 })
        assertEqual(p.mix(red, blue, 0.5), half, 1e-6)
        XCTAssertGreaterThan(half.red, 0.5, "lighter than the device mix's half red")
    }

    func testAGradientMixesAsItsInterpolationSays() {
        let g = PresentedGradient(colors: [white, clear], locations: [0, 1], startPoint: UnitPoint(0, 0), endPoint: UnitPoint(1, 0),
                                  interpolation: .device)
        assertEqual(g.color(at: UnitPoint(0.5, 0)), Color(white: 1, alpha: 0.5))
        let scene = Scene(size: Size(10, 10), metrics: ProportionalMetrics())
        let layer = CAGradientLayer(clock: scene.clock)
        XCTAssertEqual(layer.interpolation, .straight, "Core Animation's own")
        layer.interpolation = .perceptual
        XCTAssertEqual(layer.presented(at: 0).interpolation, .perceptual)
    }
}
