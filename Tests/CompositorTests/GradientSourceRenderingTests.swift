import Compositor
import Foundation
import Scene
import SourceRuntime
import Typography
import XCTest

/// Gradients drawn from source files: a playground card with a gradient sublayer clipped to
/// its rounded bounds, and SwiftUI's three gradients as views, fills, text styles and masks.
final class GradientSourceRenderingTests: XCTestCase {
    /// `source` played and drawn at `time` on a 960 × 600 canvas with the test fonts.
    private func render(source: String, at time: Double) throws -> Canvas {
        if goldenLedger != nil { return try Canvas(width: 1, height: 1) }
        let player = try SourceFile(path: "Gradients.swift", text: source).effect()
            .player(size: Size(960, 600), metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
        player.seek(to: time)
        let canvas = try Canvas(width: 960, height: 600)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
        return canvas
    }

    private func assertPixel(_ canvas: Canvas, _ x: Int, _ y: Int, _ expected: Color, within: Int = 1, _ note: String = "",
                             file: StaticString = #filePath, line: UInt = #line) {
        let got = canvas.pixels[y * canvas.width + x], want = Premultiplied.word(expected)
        for shift: UInt32 in [24, 16, 8, 0] {
            let g = Int((got >> shift) & 0xFF), w = Int((want >> shift) & 0xFF)
            XCTAssertLessThanOrEqual(abs(g - w), within, "(\(x), \(y)) \(note): got \(String(got, radix: 16)), want \(String(want, radix: 16))",
                                     file: file, line: line)
        }
    }

    /// The card of `SublayerTests`: at (320, 200), 320 × 200, corners of 24; its gradient band
    /// from x = −40 to 360 of it, 120 high; a half-transparent blue stripe; a white title.
    private static let card = """
    import UIKit
    import PlaygroundSupport
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    card.backgroundColor = UIColor(white: 0.92, alpha: 1)
    card.layer.cornerRadius = 24
    card.clipsToBounds = true
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: -40, y: 0, width: 400, height: 120)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    card.layer.addSublayer(gradient)
    let stripe = CALayer()
    stripe.frame = CGRect(x: 20, y: 140, width: 280, height: 12)
    stripe.backgroundColor = UIColor.blue.cgColor
    stripe.opacity = 0.5
    card.layer.addSublayer(stripe)
    let slide = CABasicAnimation(keyPath: "locations")
    slide.fromValue = [0, 0.2]
    slide.toValue = [0.8, 1]
    slide.duration = 2
    gradient.add(slide, forKey: "slide")
    PlaygroundPage.current.liveView = card
    """

    func testAGradientSublayerIsTheFormulaClippedToTheRoundedBounds() throws {
        let canvas = try render(source: Self.card, at: 0.5)
        // UIKit's fixed red and blue (UIColor's documentation): 1, 0, 0 and 0, 0, 1.
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // At 0.5 s of 2 s, linear: locations [0.2, 0.4]; the band's unit x = (canvas x + 0.5 − 280) / 400.
        for x in [330, 380, 400, 430, 600] {
            let u = (Double(x) + 0.5 - 280) / 400
            let f = min(1, max(0, (u - 0.2) / 0.2))
            let c = Color(red: red.red + (blue.red - red.red) * f, green: red.green + (blue.green - red.green) * f,
                          blue: red.blue + (blue.blue - red.blue) * f)
            assertPixel(canvas, x, 260, c, "band x \(x)")
        }
        // Outside the card's rounded corner and left of it the band is clipped: the background.
        assertPixel(canvas, 321, 201, .white, "corner")
        assertPixel(canvas, 300, 260, .white, "left of the card")
        // Below the band, the card's own grey; the stripe half over it.
        let grey = Color(white: 0.92)
        assertPixel(canvas, 480, 380, grey, "card")
        let mixed = Color(red: grey.red / 2 + blue.red / 2, green: grey.green / 2 + blue.green / 2, blue: grey.blue / 2 + blue.blue / 2)
        assertPixel(canvas, 480, 345, mixed, within: 2, "stripe")
    }

    func testASwiftUIGradientViewMixesItsColoursPerceptually() throws {
        let canvas = try render(source: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    LinearGradient(colors: [.red, .blue, .clear], startPoint: .leading, endPoint: .trailing).frame(width: 400, height: 100)
                }
            }
            """, at: 0)
        // The view is centred: x from 280 to 680; u = (x + 0.5 − 280) / 400, stops at 0, ½, 1.
        let red = Color(red: 1, green: 59 / 255, blue: 48 / 255), blue = Color(red: 0, green: 122 / 255, blue: 1)
        for x in [285, 330, 400, 479, 500, 560, 640, 675] {
            let u = (Double(x) + 0.5 - 280) / 400
            let c = u < 0.5 ? GradientInterpolation.perceptual.mix(red, blue, u / 0.5)
                : GradientInterpolation.perceptual.mix(blue, .clear, (u - 0.5) / 0.5)
            // Over the white background: the premultiplied colour plus white times what it leaves.
            let over = Color(red: c.red * c.alpha + (1 - c.alpha), green: c.green * c.alpha + (1 - c.alpha),
                             blue: c.blue * c.alpha + (1 - c.alpha))
            assertPixel(canvas, x, 300, over, within: 2, "x \(x)")
        }
    }

    /// SwiftUI's gradients: a linear view, a radial circle fill, a colour wheel, an angular fill
    /// with a missing area, gradient text and a radially masked text.
    static let swiftUI = """
    import SwiftUI

    struct Gradients: View {
        var body: some View {
            VStack(spacing: 16) {
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 260, height: 40)
                HStack(spacing: 16) {
                    Circle()
                        .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 50))
                        .frame(width: 100, height: 100)
                    AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                        .frame(width: 100, height: 100)
                    RoundedRectangle(cornerRadius: 16)
                        .fill(AngularGradient(colors: [.pink, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(90)))
                        .frame(width: 100, height: 100)
                }
                Text("Gradient text")
                    .font(.system(size: 44, weight: .heavy))
                    .foregroundStyle(LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
                Text("Radial mask")
                    .font(.system(size: 40, weight: .bold))
                    .foregroundStyle(.blue)
                    .mask(RadialGradient(colors: [.black, .clear], center: .center, startRadius: 20, endRadius: 130))
            }
        }
    }
    """

    func testGoldenFrames() throws {
        try assertGolden(try render(source: Self.swiftUI, at: 0), named: "gradient-styles")
    }
}
