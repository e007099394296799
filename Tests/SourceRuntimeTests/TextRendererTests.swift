import Motion
import Scene
import SourceRuntime
import XCTest

/// A TextRenderer draws each slice of the text every frame; its animatableData animates.
final class TextRendererTests: XCTestCase {
    private let source = """
import SwiftUI

struct Emphasis: TextAttribute {}

struct RevealRenderer: TextRenderer, Animatable {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flattenedRuns {
            if run[Emphasis.self] != nil {
                let count = Double(run.count)
                for (index, slice) in run.enumerated() {
                    let start = Double(index) / count * 0.6
                    let local = max(0, min(1, (progress - start) / 0.4))
                    var copy = context
                    copy.opacity = local
                    copy.addFilter(.blur(radius: 6 * (1 - local)))
                    copy.translateBy(x: 0, y: 20 * (1 - local))
                    copy.draw(slice)
                }
            } else {
                var copy = context
                copy.opacity = UnitCurve.easeIn.value(at: progress / 0.2)
                copy.draw(run)
            }
        }
    }
}

struct Reveal: View {
    @State private var shown = false
    var body: some View {
        (Text("Hello ") + Text("world").customAttribute(Emphasis()))
            .font(.system(size: 56, weight: .bold))
            .textRenderer(RevealRenderer(progress: shown ? 1 : 0))
            .onAppear { withAnimation(.linear(duration: 2)) { shown = true } }
    }
}

"""

    func testSlicesFadeRiseAndSharpenByProgress() throws {
        let p = try play(source)
        for t in stride(from: 0.0, through: 2.5, by: 0.125) {
            p.seek(to: t)
            let glyphs = p.present().nodes.filter { $0.node.kind == .glyph }
            XCTAssertEqual(glyphs.map(\.node.text).joined(), "Hello world")
            let progress = min(1, t / 2)
            for (i, g) in glyphs.enumerated() {
                if i < 6 {
                    XCTAssertEqual(g.opacity, UnitBezier.easeIn(min(1, progress / 0.2)), accuracy: 1e-9, "plain run at \(t)")
                    XCTAssertEqual(g.offset.y, 0, accuracy: 1e-9)
                    continue
                }
                let local = max(0, min(1, (progress - Double(i - 6) / 5 * 0.6) / 0.4))
                XCTAssertEqual(g.opacity, local, accuracy: 1e-9, "slice \(i) at \(t)")
                XCTAssertEqual(g.blur, 6 * (1 - local), accuracy: 1e-9, "slice \(i) at \(t)")
                XCTAssertEqual(g.offset.y, 20 * (1 - local), accuracy: 1e-9, "slice \(i) at \(t)")
                XCTAssertEqual(g.scale.x, 1, accuracy: 1e-12)
            }
        }
        XCTAssertTrue(p.scene.isSettled(at: 2.5))
        XCTAssertFalse(p.scene.isSettled(at: 1))
    }

    func testARendererThatFailsStopsTheScene() throws {
        let p = try play("""
        struct Broken: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                let lines = Array(layout)
                context.draw(lines[3])
            }
        }
        struct V: View { var body: some View { Text("x").textRenderer(Broken()) } }
        """, file: "Broken.swift")
        _ = p.present()
        let failure = try XCTUnwrap(p.scene.failure)
        XCTAssertTrue(failure.headline.hasPrefix("Broken.swift:4:"), failure.headline)
        XCTAssertTrue(failure.headline.contains("Index out of range"), failure.headline)
    }
}
