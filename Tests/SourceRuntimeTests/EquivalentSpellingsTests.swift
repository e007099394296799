import Scene
@testable import SourceRuntime
import XCTest

/// Spellings SwiftUI documents as the same thing draw the same nodes: `AnyView(v)` is `v`,
/// `RoundedBorderTextFieldStyle()` is `.roundedBorder`, `accentColor(_:)` is `tint(_:)` for
/// controls; and `hidden()` keeps a view's place while drawing nothing (Apple's `hidden()`).
final class EquivalentSpellingsTests: XCTestCase {
    /// Each node's kind, frame, colour and opacity, as drawn at 0.5 s.
    private func drawn(_ body: String) throws -> [String] {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var name = "Ada"
            @State private var on = true
            var body: some View {
                \(body)
            }
        }
        """, size: Size(400, 300))
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.description)
        return p.present().nodes.map { "\($0.node.kind) \($0.frame) \($0.node.color) \($0.effectiveOpacity)" }
    }

    func testAnyViewIsTheViewItWraps() throws {
        let plain = try drawn(#"VStack { Text("one"); Circle().fill(.red).frame(width: 40, height: 40) }"#)
        XCTAssertEqual(try drawn(#"VStack { AnyView(Text("one")); AnyView(Circle().fill(.red).frame(width: 40, height: 40)) }"#), plain)
        XCTAssertFalse(plain.isEmpty)
    }

    func testTheStyleStructsAreTheirStatics() throws {
        let statics = try drawn(#"TextField("Name", text: $name).textFieldStyle(.roundedBorder)"#)
        XCTAssertEqual(try drawn(#"TextField("Name", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())"#), statics)
        XCTAssertNotEqual(try drawn(#"TextField("Name", text: $name).textFieldStyle(PlainTextFieldStyle())"#), statics,
                          "the plain style draws no border")
    }

    func testAccentColorTintsAControlAsTintDoes() throws {
        let tint = try drawn(#"Toggle("On", isOn: $on).tint(.orange)"#)
        XCTAssertEqual(try drawn(#"Toggle("On", isOn: $on).accentColor(.orange)"#), tint)
        XCTAssertNotEqual(try drawn(#"Toggle("On", isOn: $on)"#), tint, "the orange is drawn")
    }

    func testHiddenKeepsItsPlaceAndDrawsNothing() throws {
        let shown = try drawn(#"HStack { Text("left"); Text("right") }"#)
        let hidden = try drawn(#"HStack { Text("left").hidden(); Text("right") }"#)
        XCTAssertEqual(shown.count, hidden.count)
        // "right" stays where it was: the hidden text still takes its width.
        XCTAssertEqual(shown.last, hidden.last)
        XCTAssertTrue(hidden.first?.hasSuffix(" 0.0") == true, hidden.first ?? "")
    }
}

extension EquivalentSpellingsTests {
    func testTheShapeAndStyleErasersAreWhatTheyWrap() throws {
        let plain = try drawn(#"Circle().fill(Color.red).frame(width: 40, height: 40).clipShape(Capsule())"#)
        XCTAssertEqual(try drawn(#"Circle().fill(AnyShapeStyle(Color.red)).frame(width: 40, height: 40).clipShape(AnyShape(Capsule()))"#), plain)
        let gradient = try drawn(#"Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))"#)
        XCTAssertEqual(try drawn(#"Rectangle().fill(AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))"#), gradient)
    }

    /// Core Animation's constants as Swift 4 spelled them (`kCALineCapRound`,
    /// `kCAMediaTimingFunctionEaseOut`, `kCAFillModeForwards`) are Swift 4.2's `.round`,
    /// `.easeOut`, `.forwards`; `UIBezierPath.init(…)` is `UIBezierPath(…)`.
    func testSwift4sCoreAnimationConstantsAreTheirNewNames() throws {
        func frames(_ cap: String, _ timing: String, _ fill: String, _ make: String) throws -> [String] {
            let p = try play("""
            import UIKit
            import PlaygroundSupport
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let ring = CAShapeLayer()
            ring.path = \(make)(arcCenter: CGPoint(x: 100, y: 100), radius: 60, startAngle: 0, endAngle: 5, clockwise: true).cgPath
            ring.strokeColor = UIColor.black.cgColor
            ring.fillColor = UIColor.clear.cgColor
            ring.lineWidth = 12
            ring.lineCap = \(cap)
            view.layer.addSublayer(ring)
            PlaygroundPage.current.liveView = view
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: \(timing))
            grow.fillMode = \(fill)
            grow.isRemovedOnCompletion = false
            ring.add(grow, forKey: "grow")
            """)
            return try [0.3, 0.6, 1.2].map { t in
                p.seek(to: t)
                XCTAssertNil(p.scene.failure?.description)
                let ring = try XCTUnwrap(p.present().nodes.first {
                    if case .stroke? = $0.node.outline?.paint { return true } else { return false }
                })
                return "\(String(describing: ring.node.outline?.paint)) \(ring.node.value(.trimTo, at: t))"
            }
        }
        let modern = try frames(".round", ".easeOut", ".forwards", "UIBezierPath")
        XCTAssertEqual(try frames("kCALineCapRound", "kCAMediaTimingFunctionEaseOut", "kCAFillModeForwards", "UIBezierPath.init"), modern)
        XCTAssertNotEqual(try frames("kCALineCapButt", "kCAMediaTimingFunctionLinear", "kCAFillModeForwards", "UIBezierPath"), modern)
    }
}
