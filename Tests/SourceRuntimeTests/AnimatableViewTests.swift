import Foundation
import Scene
import SourceRuntime
import XCTest

/// `Animatable` views and `AnimatableModifier`s: their body is evaluated again with the
/// interpolated data every frame, so a count-up shows the numbers in between.
final class AnimatableViewTests: XCTestCase {
    private func file(animatable: Bool, modifier: Bool) -> String {
        let data = animatable ? "var animatableData: Double { get { value } set { value = newValue } }" : ""
        let counting = modifier
            ? """
              struct Counting: ViewModifier {
                  var value: Double
                  \(data)
                  func body(content: Content) -> some View { content.overlay(Text("\\(Int(value))")) }
              }
              """
            : """
              struct Counting: View {
                  var value: Double
                  \(data)
                  var body: some View { Text("\\(Int(value))") }
              }
              """
        let use = modifier ? "Color.clear.frame(width: 10, height: 10).modifier(Counting(value: n))" : "Counting(value: n)"
        return """
            import SwiftUI
            \(counting)
            struct V: View {
                @State private var n = 0.0
                var body: some View {
                    \(use)
                        .onAppear { withAnimation(.linear(duration: 2)) { n = 100 } }
                }
            }
            """
    }

    private func shown(_ p: ScenePlayer, at t: Double) -> [String] {
        p.seek(to: t)
        return p.present().nodes.filter { $0.node.kind == .text || $0.node.kind == .glyph }.map(\.node.text)
    }

    func testAnAnimatableViewShowsTheValuesInBetween() throws {
        // Linear over 2 s from 0 to 100: 25 at 0.5 s, 75 at 1.5 s, 100 once it ends.
        let p = try play(file(animatable: true, modifier: false))
        XCTAssertEqual(shown(p, at: 0.5), ["25"])
        XCTAssertEqual(shown(p, at: 1.5), ["75"])
        XCTAssertEqual(shown(p, at: 2.5), ["100"])
        XCTAssertNil(p.scene.failure)
    }

    func testAnAnimatableModifierShowsTheValuesInBetween() throws {
        let p = try play(file(animatable: true, modifier: true))
        XCTAssertEqual(shown(p, at: 0.5), ["25"])
        XCTAssertEqual(shown(p, at: 1.0), ["50"])
        XCTAssertEqual(shown(p, at: 3), ["100"])
    }

    func testWithoutAnimatableDataTheNewValueShowsAtOnce() throws {
        XCTAssertEqual(shown(try play(file(animatable: false, modifier: false)), at: 0.5), ["100"])
        XCTAssertEqual(shown(try play(file(animatable: false, modifier: true)), at: 0.5), ["100"])
    }

    func testSeekingBackShowsTheEarlierValue() throws {
        let p = try play(file(animatable: true, modifier: false))
        XCTAssertEqual(shown(p, at: 1.5), ["75"])
        XCTAssertEqual(shown(p, at: 0.5), ["25"])
    }
}
