import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// Names nothing declares are refused at load, all of them, where swiftc reports them; names
/// the file declares anywhere, and the runtime's own, are not.
final class LoadTimeNameTests: XCTestCase {
    func testEveryUndeclaredNameIsRefusedAtLoadWhereSwiftcPutsIt() throws {
        // Lines 1–16 are a plain Swift file; `swiftc -typecheck` on them reports exactly
        // 13:31 'clearGray', 13:42 'brandColor' and 14:16 'missingName'.
        let source = """
        struct Item { let id: Int; var name = "" }
        enum Phase { case start, end(after: Double) }
        func total<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }
        struct Model {
            static let items = [Item(id: 1)]
            var phase = Phase.start
            func show() -> String {
                let names = Self.items.map { item in item.name }
                for (index, value) in names.enumerated() where index > 0 { print(value) }
                if let first = names.first { print(first) }
                let doubled = Model.items.map { $0.id * 2 }
                switch phase { case .end(let after): print(after); default: break }
                print(total(doubled), clearGray, brandColor(1))
                return missingName
            }
        }
        import SwiftUI
        struct V: View { var body: some View { Text(Model().show()) } }
        """
        let error = try XCTUnwrap(loadError(source))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" },
                       ["13:31 cannot find 'clearGray' in scope", "13:42 cannot find 'brandColor' in scope",
                        "14:16 cannot find 'missingName' in scope"])
    }

    func testUnsupportedViewsAreFoundBeforeAnythingRuns() throws {
        let error = try XCTUnwrap(loadError("""
        import SwiftUI
        struct V: View {
            @State var on = false
            var body: some View {
                VStack { FancyToggle(isOn: $on); Text("x").foregroundStyle(fancyTint) }
            }
        }
        """))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" },
                       ["5:18 cannot find 'FancyToggle' in scope", "5:68 cannot find 'fancyTint' in scope"])
    }

    func testNamesOfTheFileAndOfTheFrameworksAreNotRefused() throws {
        // Each name here resolves when the file plays: declared somewhere in the file (a
        // closure's parameters, a pattern, a generic parameter, a nested type),
        // the runtime's (`withAnimation`, `max`, `Color`), or a member of a framework type in
        // its extension or subclass (`shadow`, `objectWillChange`).
        let p = try play("""
        import SwiftUI
        extension View { func glow() -> some View { shadow(radius: 4) } }
        final class Model: ObservableObject { func poke() { objectWillChange.send() } }
        func pick<T>(_ a: T, _ b: T, first: Bool) -> T { first ? a : b }
        struct Box: View {
            enum Mode { case a, b }
            let mode: Mode = .a
            let title: String
            var body: some View { Text(pick(title, "b", first: mode == .a)) }
        }
        struct V: View {
            @State private var scale = 1.0
            var body: some View {
                Box(title: "\\(max(scale, 2))").glow()
                    .onAppear { withAnimation { scale = Double([1, 2].map { n in n * 2 }.count) } }
                    .scaleEffect(Self.factor)
                    .foregroundStyle(scale > 1 ? Color.red : .blue)
            }
            static let factor = 1.5
        }
        """)
        p.seek(to: 0.1)
        XCTAssertNil(p.scene.failure?.headline)
    }

    func testAViewThatNeedsArgumentsAndHasNoPreviewIsRefusedAtLoad() throws {
        let error = try XCTUnwrap(loadError("""
        import SwiftUI
        struct Bar: View {
            let value: Double
            @Binding var selected: Int
            var label = "bar"
            var body: some View { Text(label) }
        }
        """))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column)" }, ["2:1"])
        let message = try XCTUnwrap(error.diagnostics.first?.message)
        XCTAssertTrue(message.contains("missing arguments for parameters 'value', 'selected' in call to 'Bar'"), message)
        // With a preview that makes it, it plays.
        XCTAssertNil(loadError("""
        import SwiftUI
        struct Bar: View {
            let value: Double
            var body: some View { Text("\\(value)") }
        }
        #Preview { Bar(value: 2) }
        """))
    }

    /// Inside a framework subclass or extension a lowercase bare name may be a member of the
    /// framework type (`view`, `addSubview`), but a capitalised one is a type or a C function
    /// (`CGSizeMake`, removed in Swift 3), and `kCA…` a C constant: those are checked at load.
    /// `#selector(…)` names methods as text.
    func testTypeNamesInsideUIKitSubclassesAreCheckedAtLoad() throws {
        let error = try XCTUnwrap(loadError("""
        import UIKit
        class Boxes: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let box = UIView(frame: CGRect(origin: .zero, size: CGSizeMake(50, 50)))
                view.addSubview(box)
                let animator = UIDynamicAnimator(referenceView: view)
                box.layer.fillMode = kCABogusConstant
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(UIResponder.becomeFirstResponder)))
            }
        }
        extension UIView { func grow() { transform = CGAffineTransformMakeScale(2, 2) } }
        """))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" },
                       ["5:61 cannot find 'CGSizeMake' in scope", "7:24 cannot find 'UIDynamicAnimator' in scope",
                        "8:30 cannot find 'kCABogusConstant' in scope",
                        "12:46 cannot find 'CGAffineTransformMakeScale' in scope"])
    }

    /// A static member the runtime's type does not have is refused at load, where swiftc puts
    /// it (on the member's name: `swiftc -typecheck` of `struct C { static let a = 1 }; let x =
    /// C.bee` reports 2:11); the members a type has, an extension's statics and nested types are
    /// not.
    func testUnknownStaticMembersOfBuiltinTypesAreRefusedAtLoad() throws {
        let error = try XCTUnwrap(loadError("""
        import SwiftUI
        extension Color { static let brand = Color.red }
        struct V: View {
            var body: some View {
                VStack {
                    Text("a").foregroundColor(Color.blurple).font(Font.titel)
                    Text("b").foregroundColor(Color.brand).font(Font.title).fontWeight(Font.Weight.bold)
                    Circle().fill(Color.red.opacity(Double.pi / 10)).frame(width: CGFloat.infinity)
                    Rectangle().fill(Color.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                        .animation(Animation.easeInOut(duration: 1), value: 1)
                        .foregroundStyle(Color.init(red: 1, green: 0, blue: 0))
                    Text("c").foregroundColor(Color(UIColor.systemBlue)).background(Color(UIColor.redColor()))
                }
            }
        }
        """))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" },
                       ["6:45 type 'Color' has no member 'blurple'", "6:64 type 'Font' has no member 'titel'",
                        "12:91 type 'UIColor' has no member 'redColor'"])
    }

    /// A view type has no statics but its initialiser and nested types: another project file's
    /// `extension VStack { static func zeroSpacing(…) }` is not here, so the call is refused.
    func testAStaticOfAViewTypeNothingDeclaresIsRefusedAtLoad() throws {
        let error = try XCTUnwrap(loadError("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack.zeroSpacing { Text(verbatim: "a").font(.body) }
            }
        }
        """))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" }, ["4:16 type 'VStack' has no member 'zeroSpacing'"])
        XCTAssertNil(loadError("""
        import SwiftUI
        extension VStack { static func zeroSpacing(@ViewBuilder _ c: () -> Content) -> some View { VStack(spacing: 0, content: c) } }
        struct V: View { var body: some View { VStack.zeroSpacing { Text("a") } } }
        """))
    }

    /// An implicit member in a modifier's argument is checked against the argument's type as
    /// `Type.member` is, where swiftc puts it (`swiftc -typecheck` of `func f(_ x: C) {}; f(.bee)`
    /// reports the column of `bee`): a font, a weight, an angle, a point, an animation. A colour
    /// is not checked (an asset catalog may name it), nor an extension's static.
    func testUnknownImplicitMembersInModifierArgumentsAreRefusedAtLoad() throws {
        let error = try XCTUnwrap(loadError("""
        import SwiftUI
        extension Animation { static let snappy2 = Animation.easeIn }
        struct V: View {
            @State var on = false
            var body: some View {
                VStack {
                    Text("a").font(.titel).fontWeight(.bolder)
                    Text("b").font(.system(size: 12, weight: .bold)).font(.custom("Avenir", size: 9)).foregroundColor(.blurple)
                    Circle().rotationEffect(.degreess(9), anchor: .centre)
                        .animation(.easeInOutt, value: on).animation(.snappy2, value: on).transition(.slide)
                }
            }
        }
        """))
        XCTAssertEqual(error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" },
                       ["7:29 type 'Font' has no member 'titel'", "7:48 type 'Font.Weight' has no member 'bolder'",
                        "9:38 type 'Angle' has no member 'degreess'", "9:60 type 'UnitPoint' has no member 'centre'",
                        "10:29 type 'Animation' has no member 'easeInOutt'"])
    }
}
