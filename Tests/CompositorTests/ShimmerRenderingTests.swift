import Compositor
import Gallery
import SourceRuntime
import Motion
import Scene
import XCTest

/// The shimmer scenes' pixels: along every row through the card, the frame's alpha is the
/// content's alpha times CAGradientLayer's value at that pixel, worked out here from the
/// seed's numbers and docs/SEMANTICS.md, "Gradient layers" and "Layers", alone.
final class ShimmerRenderingTests: XCTestCase {
    /// A gradient as the seed sets it up at one time.
    struct Expected {
        var alphas: [Double]
        var locations: [Double]
        var start: (x: Double, y: Double)
        var end: (x: Double, y: Double)

        /// u = ((p − s)·(e − s)) / |e − s|², in the layer's unit space.
        func position(_ x: Double, _ y: Double) -> Double {
            let dx = end.x - start.x, dy = end.y - start.y
            return ((x - start.x) * dx + (y - start.y) * dy) / (dx * dx + dy * dy)
        }

        /// Stops clamped to the largest before them; the first min(count) pairs.
        var stops: [(Double, Double)] {
            var out: [(Double, Double)] = []
            for i in 0..<min(alphas.count, locations.count) {
                out.append((max(locations[i], out.last?.0 ?? -.infinity), alphas[i]))
            }
            return out
        }

        func alpha(at u: Double, stops s: [(Double, Double)]) -> Double {
            if u < s[0].0 { return s[0].1 }
            for i in 1..<s.count where u < s[i].0 {
                return s[i - 1].1 + (s[i].1 - s[i - 1].1) * (u - s[i - 1].0) / (s[i].0 - s[i - 1].0)
            }
            return s[s.count - 1].1
        }

        /// Locations where the alpha jumps.
        var hardEdges: [Double] {
            let s = stops
            return (1..<s.count).filter { s[$0].0 == s[$0 - 1].0 && s[$0].1 != s[$0 - 1].1 }.map { s[$0].0 }
        }
    }

    private static func lerp(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * f } }

    /// The seed's gradient at scene time t (the animation is added at 0.5 s).
    static func expected(_ name: String, at t: Double) -> Expected {
        let e = t - 0.5
        switch name {
        case "shimmer":
            let f = e.truncatingRemainder(dividingBy: 1)
            return Expected(alphas: [1, 0, 1], locations: lerp([0, 0.3, 0.3], [0.7, 1, 1], f),
                            start: (0, 0.5), end: (1, 0.5))
        case "shimmer-sharp":
            let locations = e > 0.4 ? [1, 1, 1] : lerp([0, 0.2, 0.2], [0.8, 1, 1], UnitBezier.easeIn(e / 0.4))
            return Expected(alphas: [1, 0.3, 1], locations: locations, start: (-1, 0), end: (2, 1.5))
        default:
            let highlight = [1, 1, 0.9, 0.8, 0.75, 0.8, 0.9, 1, 1], base = [Double](repeating: 1, count: 9)
            if e > 1 { return Expected(alphas: highlight, locations: [1, 1, 1], start: (-1, 0), end: (2, 1.5)) }
            let tau = UnitBezier.easeInOut(e)
            let alphas = tau <= 0.5 ? lerp(base, highlight, tau / 0.5) : lerp(highlight, base, (tau - 0.5) / 0.5)
            let locations = lerp([0.0, 0.04, 0.07, 0.1, 0.12, 0.14, 0.17, 0.2, 0.24],
                                 [0.76, 0.8, 0.83, 0.86, 0.88, 0.9, 0.93, 0.96, 0.1], tau)
            return Expected(alphas: alphas, locations: locations, start: (-1, 0), end: (2, 1.5))
        }
    }

    /// Renders on a transparent background, so the frame's alpha is the card's alpha.
    private func renderAlpha(_ name: String, at t: Double, scale: Double) throws -> (Canvas, Rect) {
        let size = Size(480, 360)
        guard let effect = EffectCatalogue.named(name) else { throw CompositorError.io("no effect \(name)") }
        let player = effect.player(size: size, metrics: testFonts)
        player.seek(to: t)
        let presentation = player.present()
        let canvas = try Canvas(width: Int(size.width * scale), height: Int(size.height * scale))
        let renderer = Renderer(fonts: testFonts, scale: scale, assetsDirectory: assetsDirectory)
        renderer.background = .clear
        renderer.draw(presentation, into: canvas)
        let card = presentation.nodes.first { $0.node.kind == .card }?.frame ?? .zero
        return (canvas, Rect(x: card.x * scale, y: card.y * scale, width: card.width * scale, height: card.height * scale))
    }

    /// Checks every pixel of every row through the card; returns how many were compared.
    @discardableResult
    private func assertRowsMatch(_ name: String, at t: Double, scale: Double = 1,
                                 file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let (content, _) = try renderAlpha(name, at: 0.3, scale: scale)   // before the mask is set
        let (frame, card) = try renderAlpha(name, at: t, scale: scale)
        let g = Self.expected(name, at: t)
        let stops = g.stops, edges = g.hardEdges
        // How far u moves across one pixel, to stay a pixel away from the jumps.
        let du = abs(g.position(1 / card.width, 0) - g.position(0, 0)) + abs(g.position(0, 1 / card.height) - g.position(0, 0))
        var compared = 0, worst = 0.0
        for y in Int(card.y)..<Int(card.maxY.rounded(.up)) {
            for x in 0..<frame.width {
                let u = g.position((Double(x) + 0.5 - card.x) / card.width, (Double(y) + 0.5 - card.y) / card.height)
                if edges.contains(where: { abs($0 - u) <= 1.5 * du }) { continue }
                let expected = Double(content.rgba(x, y).a) * g.alpha(at: u, stops: stops)
                let shown = Double(frame.rgba(x, y).a)
                worst = max(worst, abs(shown - expected))
                if abs(shown - expected) > 2 {
                    XCTFail("\(name) at \(t): pixel (\(x), \(y)) alpha \(shown), expected \(expected) (u \(u))",
                            file: file, line: line)
                    return compared
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, Int(card.width * card.height * 0.9), "compared too few pixels", file: file, line: line)
        return compared
    }

    func testShimmerAlphaAlongEveryRowMatchesTheGradient() throws {
        for t in [0.5, 0.9, 1.37, 2.05, 5.8] { try assertRowsMatch("shimmer", at: t) }
    }

    func testSharpShimmerAlphaMatchesTheSkewedGradient() throws {
        for t in [0.62, 0.7, 0.8, 0.88, 1.0] { try assertRowsMatch("shimmer-sharp", at: t) }
        try assertRowsMatch("shimmer-sharp", at: 0.74, scale: 2)
    }

    func testSoftShimmerAlphaMatchesTheGroupedGradient() throws {
        for t in [0.6, 0.85, 1.0, 1.2, 1.45, 2.0] { try assertRowsMatch("shimmer-soft", at: t) }
        try assertRowsMatch("shimmer-soft", at: 1.1, scale: 2)
    }

    func testTheMaskedBandIsVisible() throws {
        // Guards the row test against a mask that draws nothing at all.
        let (frame, card) = try renderAlpha("shimmer", at: 0.9, scale: 1)
        let y = Int(card.y + card.height / 2)
        let alphas = (Int(card.x) + 2..<Int(card.maxX) - 2).map { frame.rgba($0, y).a }
        XCTAssertLessThanOrEqual(alphas.min() ?? 255, 3)
        XCTAssertEqual(alphas.max(), 255)
    }

    func testGoldenFrames() throws {
        for (name, t) in [("shimmer", 0.9), ("shimmer-sharp", 0.7), ("shimmer-soft", 1.0)] {
            try assertGolden(try render(name, at: t), named: "\(name)-" + String(format: "%.2f", t))
        }
    }
}
