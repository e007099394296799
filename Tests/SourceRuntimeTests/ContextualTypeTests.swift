import Scene
import SourceRuntime
import XCTest

/// Implicit members, `.init(…)` and literals typed by the context, where swiftc types them, in
/// SwiftUI and UIKit code (the plain-Swift cases are `SwiftOracleTests`').
final class ContextualTypeTests: XCTestCase {
    func testAUIKitPropertysTypeGivesAnAssignmentItsImplicitMembers() throws {
        let p = try play("""
        import UIKit

        #Preview("Label") {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.text = "Hi"
            label.font = .boldSystemFont(ofSize: 28)
            label.textColor = .systemRed
            return label
        }
        """)
        p.seek(to: 0)
        let label = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .text })
        // UILabel.font is a UIFont: `.boldSystemFont(ofSize: 28)` is UIFont's.
        XCTAssertEqual(label.node.font, FontSpec.system(size: 28, weight: .bold))
    }

    func testAViewsStoredPropertiesReadItsStaticsByBareNameAndTakeTheirTypesImplicitMembers() throws {
        var printed: [String] = []
        let saved = SourceFile.onPrint
        SourceFile.onPrint = { printed.append($0) }
        defer { SourceFile.onPrint = saved }
        let p = try play("""
        import SwiftUI
        struct Item { let size: Double }
        struct V: View {
            static let DATA = [Item(size: 1/2), Item(size: 2)]
            @State var items = DATA.map { $0.size }
            @State var angle: Angle = .zero
            @State var turn: Angle = .init(degrees: 90)
            var body: some View {
                Text("a").opacity(1/2).onAppear { print(items, angle.degrees, turn.degrees) }
            }
        }
        """)
        p.seek(to: 0.1)
        XCTAssertNil(p.scene.failure?.headline)
        // What swiftc's program prints for the same declarations with a stand-in Angle.
        XCTAssertEqual(printed, ["[0.5, 2.0] 0.0 90.0"])
        // `.opacity(1/2)`: the literals are Doubles, so half, not Int 0.
        let text = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .glyph || $0.node.kind == .text })
        XCTAssertEqual(text.opacity, 0.5, accuracy: 1e-9)
    }

    func testAColourOfFractionsIsThatColour() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View { Rectangle().fill(Color(red: 200/255, green: 41/255, blue: 90/255)).frame(width: 10, height: 10) }
        }
        """)
        p.seek(to: 0)
        let rect = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        XCTAssertEqual(rect.node.color.red, 200.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(rect.node.color.green, 41.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(rect.node.color.blue, 90.0 / 255, accuracy: 1e-9)
    }

    /// A number static of the file's `extension CGFloat` where SwiftUI wants a number
    /// (`.padding(.p32)`, `VStack(spacing: .p32)`), and `.init(scaleX:y:)` where `Path.applying`
    /// wants a `CGAffineTransform`. Frames worked out by hand: a 40-pt square padded by 32 is
    /// 104 pt tall; with 32 between it and the next 40-pt square the stack is 176 tall,
    /// centred in 600 (top at 212). The path's 10-pt-wide rectangle scaled by 3 is 30 wide.
    func testAnExtensionsNumberAndATransformTakeTheirPlaceByTheirType() throws {
        let p = try play("""
        import SwiftUI
        extension CGFloat { static let p32: CGFloat = 32 }
        struct Bar: Shape {
            func path(in rect: CGRect) -> Path {
                Path(CGRect(x: 0, y: 0, width: 10, height: 10)).applying(.init(scaleX: 3, y: 1))
            }
        }
        struct V: View {
            var body: some View {
                VStack(spacing: .p32) {
                    Color.red.frame(width: 40, height: 40).padding(.p32)
                    Color.blue.frame(width: 40, height: 40)
                        .overlay(Text("\\(Int(Bar().path(in: .zero).boundingRect.width))"))
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        let nodes = p.present().nodes
        let squares = nodes.filter { $0.node.kind == .rect && $0.frame.width == 40 }.map(\.frame)
        XCTAssertEqual(squares.map(\.y), [212 + 32, 212 + 104 + 32])
        XCTAssertEqual(nodes.first { $0.node.kind == .text }?.node.text, "30")
    }

    /// `UIColor { traits in … }` gives the colour for the scheme shown: its closure reads
    /// `userInterfaceStyle` as `.light`, or `.dark` under `.preferredColorScheme(.dark)`.
    func testADynamicUIColorFollowsTheScheme() throws {
        func fill(_ scheme: String) throws -> Color? {
            let p = try play("""
            import SwiftUI
            extension Color {
                static var ink: Color { Color(UIColor { $0.userInterfaceStyle == .light ? UIColor(white: 0.2, alpha: 1) : UIColor(white: 0.9, alpha: 1) }) }
            }
            struct V: View {
                var body: some View { Rectangle().fill(Color.ink).frame(width: 10, height: 10)\(scheme) }
            }
            """)
            p.seek(to: 0)
            XCTAssertNil(p.scene.failure?.headline)
            return p.present().nodes.first { $0.node.kind == .rect && $0.frame.width == 10 }?.node.color
        }
        XCTAssertEqual(try fill(""), Color(white: 0.2))
        XCTAssertEqual(try fill(".preferredColorScheme(.dark)"), Color(white: 0.9))
    }

    /// A rectangle's `origin` and `size` are written through (`r.size = …`, `r.origin.x = …`),
    /// and a message names the rectangle's type as Swift does, not a tuple.
    func testARectanglesPartsAreWrittenThroughAndNamedAsCGRect() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                var r = CGRect(x: 1, y: 2, width: 3, height: 4)
                r.size = CGSize(width: 10, height: 20)
                r.origin.x = 7
                r.size.width += 1
                return Text("\\(Int(r.size.width)) \\(Int(r.origin.x)) \\(Int(r.midX * 2)) \\(Int(r.maxY))")
            }
        }
        """)
        // swiftc: size 10×20, x 7, width 11: midX 12.5, maxY 22.
        XCTAssertEqual(shownText(p, at: 0), "11 7 25 22")
        let broken = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                var r = CGRect(x: 1, y: 2, width: 3, height: 4)
                r.centre = .zero
                return Text("x")
            }
        }
        """)
        broken.seek(to: 0)
        let error = broken.scene.failure?.headline ?? ""
        XCTAssertTrue(error.contains("value of type 'CGRect' has no member 'centre'"), error)
    }
}
