@testable import Compositor
import Scene
import XCTest

/// The ramp a gradient fill reads its colours from is the formula, within far less than 1/255.
final class ColorRampTests: XCTestCase {
    func testTheRampIsTheFormulaForEveryInterpolation() {
        let pairs: [(Color, Color)] = [
            (.black, .white), (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)),
            (.clear, Color(red: 0, green: 0.05, blue: 0.3)), (Color(white: 0.01), Color(white: 0.02, alpha: 0.5)),
            (Color(red: 1, green: 0.8, blue: 0), Color(red: 0.2, green: 0, blue: 0.4, alpha: 0.3)),
        ]
        for mode in [GradientInterpolation.straight, .device, .perceptual] {
            for (a, b) in pairs {
                let stops = [PresentedGradient.Stop(location: 0.1, color: a), PresentedGradient.Stop(location: 0.7, color: b)]
                let ramp = ColorRamp(stops, mode)
                var worst = 0.0, i = 0
                for k in 0...6000 {
                    let u = Double(k) / 6000
                    i = ramp.stops(atOrBefore: u, from: i)
                    let got = ramp.color(at: u, after: i)
                    let want = PresentedGradient.color(at: u, stops: stops, interpolation: mode)
                    // Compared as drawn: premultiplied.
                    for (x, y) in [(got.red * got.alpha, want.red * want.alpha), (got.green * got.alpha, want.green * want.alpha),
                                   (got.blue * got.alpha, want.blue * want.alpha), (got.alpha, want.alpha)] {
                        worst = max(worst, abs(x - y))
                    }
                }
                XCTAssertLessThan(worst, 0.25 / 255, "\(mode) \(a) → \(b)")
            }
        }
    }
}
