@testable import SourceRuntime
import Scene
import XCTest

/// The registry's declarations: which arguments a call may take, by Swift's rules for labels
/// (in order; a parameter with a default may be left out), and the errors swiftc gives.
final class ModifierRegistryTests: XCTestCase {
    func testLabelsMatchParametersInOrderLeavingOutOnlyDefaults() {
        let offset = Signature("offset", "x: CGFloat = 0, y: CGFloat = 0")
        XCTAssertEqual(offset.match(["x", "y"]), [0, 1])
        XCTAssertEqual(offset.match(["y"]), [1])
        XCTAssertEqual(offset.match([]), [])
        XCTAssertNil(offset.match(["y", "x"]), "Swift takes labelled arguments in the declared order")
        XCTAssertNil(offset.match([nil]))
        let scale = Signature("scaleEffect", "_ scale: CGFloat, anchor: UnitPoint = .center")
        XCTAssertEqual(scale.match([nil, "anchor"]), [0, 1])
        XCTAssertNil(scale.match(["anchor"]), "the factor has no default")
        let turn = Signature("rotation3DEffect", "_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center")
        XCTAssertEqual(turn.parameters.map(\.type), ["Angle", "(x: CGFloat, y: CGFloat, z: CGFloat)", "UnitPoint"])
        XCTAssertEqual(turn.description, "rotation3DEffect(_:axis:anchor:)")
        let shadow = Signature("shadow", "color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0")
        XCTAssertEqual(shadow.parameters.map(\.name), ["color", "radius", "x"])
        XCTAssertEqual(shadow.parameters.map(\.hasDefault), [true, false, true])
    }

    func testTheLastMatchIsTakenOnlyForTheSameLabels() throws {
        let cache = MatchCache()
        func items(_ labels: [String?]) -> [Argument] {
            labels.map { Argument(label: $0, value: Expr(.literal(.int(1)), at: 0)) }
        }
        XCTAssertNil(cache.match(for: items(["y"])))
        cache.keep(["y"], 1, [nil, 0])
        XCTAssertEqual(cache.match(for: items(["y"]))?.0, 1)
        XCTAssertEqual(cache.match(for: items(["y"]))?.1, [nil, 0])
        XCTAssertNil(cache.match(for: items(["x"])), "other labels match anew")
        XCTAssertNil(cache.match(for: items([nil])))
        XCTAssertNil(cache.match(for: items(["y", "y"])))
        // In a file: one modifier called with three sets of labels in turn, and a wrong one
        // after them, each as its labels say.
        let p = try play("""
        struct V: View {
            var body: some View {
                VStack {
                    ForEach(0..<4, id: \\.self) { i in
                        Text("t\\(i)")
                            .offset(x: 10)
                            .offset(y: 20)
                            .offset(CGSize(width: 1, height: 2))
                            .offset(x: 3, y: 4)
                    }
                }
            }
        }
        """)
        XCTAssertNil(p.scene.failure)
        // Each offset is a node of its own: four of each, with the values their labels give.
        let offsets = p.present().nodes.map { [$0.offset.x, $0.offset.y] }.filter { $0 != [0, 0] }
        for expected: [Double] in [[10, 0], [0, 20], [1, 2], [3, 4]] {
            XCTAssertEqual(offsets.filter { $0 == expected }.count, 4, "\(expected) in \(offsets)")
        }
        XCTAssertEqual(offsets.count, 16)
        let wrong = try play("struct V: View {\n  var body: some View {\n    VStack { Text(\"a\").offset(y: 1); Text(\"b\").offset(z: 1) }\n  }\n}\n", file: "W.swift")
        XCTAssertTrue(try XCTUnwrap(wrong.scene.failure).headline.hasPrefix("W.swift:3:"), "\(String(describing: wrong.scene.failure))")
    }

    func testACallThatFitsNoDeclarationIsSwiftcsErrorAtTheCall() throws {
        // swiftc's words for the same calls of stand-in declarations with SwiftUI's labels
        // (`func blur(radius: Double, opaque: Bool = false)` …), typechecked with swiftc 6.3.
        let cases: [(String, String)] = [
            ("Text(\"a\").opacity(amount: 0.5)", "extraneous argument label 'amount:' in call"),
            ("Text(\"a\").opacity(0.5, 1)", "extra argument in call"),
            ("Text(\"a\").blur(0.5)", "missing argument label 'radius:' in call"),
            ("Text(\"a\").blur(radius: 1, size: 2)", "extra argument 'size' in call"),
            ("Text(\"a\").shadow(color: .red)", "missing argument for parameter 'radius' in call"),
            ("Text(\"a\").offset(y: 1, x: 2)", "argument 'x' must precede argument 'y'"),
        ]
        for (view, message) in cases {
            let p = try play("struct V: View {\n  var body: some View {\n    \(view)\n  }\n}\n", file: "A.swift")
            let failure = try XCTUnwrap(p.scene.failure, view)
            XCTAssertTrue(failure.headline.hasPrefix("A.swift:3:"), failure.headline)
            XCTAssertTrue(failure.headline.hasSuffix("error: " + message), failure.headline)
        }
    }

    func testEveryModifierHasOneEntryAndEveryEffectKindItsModifier() {
        let names = ModifierRegistry.names
        XCTAssertEqual(Set(names).count, names.count)
        for kind in EffectModifiers.kinds {
            XCTAssertTrue(ModifierRegistry.entry(kind.name)?.effect === kind, kind.name)
            XCTAssertLessThanOrEqual(kind.transitionParts, kind.properties.count, kind.name)
        }
    }
}
