import Motion
import Scene
import SourceRuntime
import XCTest

/// UIKit snippets written as a user would: `UIView.animate` and the shimmer seed in a playground.
final class UIKitAnimationTests: XCTestCase {
    /// A 200 × 100 view holding a label; `animate` is the top-level code run after it is shown.
    private func playground(_ animate: String) throws -> ScenePlayer {
        try play("""
        import UIKit
        import PlaygroundSupport

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hi"
        label.textAlignment = .center
        view.addSubview(label)
        PlaygroundPage.current.liveView = view
        \(animate)
        """, file: "Anim.swift")
    }

    private func label(_ p: ScenePlayer, at t: Double) -> PresentedNode? {
        p.seek(to: t)
        return p.present().nodes.first { $0.node.kind == .text }
    }

    /// The label view's node, whose opacity is the view's alpha (its text is its child).
    private func labelView(_ p: ScenePlayer, at t: Double) -> PresentedNode? {
        p.seek(to: t)
        let nodes = p.present().nodes
        guard let text = nodes.first(where: { $0.node.kind == .text }) else { return nil }
        return nodes.first { $0.node === text.node.parent }
    }

    private func expected(_ animation: Animation, from: Double, to: Double, at t: Double) -> Double {
        var track = AnimatedValue(from)
        track.set(to, at: 0, animation: animation)
        return track.value(at: t)
    }

    func testAFadeAndAMoveEaseInOutByDefaultAndTheCompletionRunsAtTheEnd() throws {
        let p = try playground("""
        UIView.animate(withDuration: 1, animations: {
            label.alpha = 0
            label.center = CGPoint(x: 150, y: 60)
        }, completion: { finished in
            label.text = finished ? "Done" : "?"
        })
        """)
        // The view stands at (380, 250) on the 960 × 600 canvas; the 100 × 20 label's centre
        // moves from (50, 10) to (150, 60) in it, the text ("Hi", 2 × 0.6 × 17 wide) centred.
        let textWidth = 2 * 0.6 * 17.0
        for t in [0.0, 0.25, 0.5, 0.9] {
            let shown = try XCTUnwrap(label(p, at: t))
            let f = UnitBezier.easeInOut(t)
            XCTAssertEqual(shown.effectiveOpacity, 1 - f, accuracy: 1e-9, "alpha at \(t)")
            XCTAssertEqual(shown.frame.x, 380 + 100 * f + (100 - textWidth) / 2, accuracy: 1e-9, "x at \(t)")
            XCTAssertEqual(shown.frame.y, 250 + 50 * f + (20 - 17) / 2, accuracy: 1e-9, "y at \(t)")
        }
        XCTAssertEqual(label(p, at: 0.99)?.node.text, "Hi")
        XCTAssertEqual(label(p, at: 1.01)?.node.text, "Done")
    }

    func testASpringAnimateFollowsTheDurationAndBounceSpring() throws {
        let p = try playground("""
        UIView.animate(withDuration: 0.6, delay: 0.2, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
            label.frame = CGRect(x: 0, y: 80, width: 100, height: 20)
        })
        """)
        // UIKit runs its springs as Core Animation springs: the closed-form oscillator.
        let spring = Animation.interpolatingSpring(duration: 0.6, bounce: 0.5).delay(0.2)
        for t in stride(from: 0.0, through: 1.5, by: 0.05) {
            let y = try XCTUnwrap(label(p, at: t)).frame.y - 250 - 1.5
            XCTAssertEqual(y, expected(spring, from: 0, to: 80, at: t), accuracy: 1e-6, "at \(t)")
        }
        XCTAssertGreaterThan(try XCTUnwrap(label(p, at: 0.2 + 0.45)).frame.y - 251.5, 80, "it overshoots")
    }

    /// `initialSpringVelocity` starts the spring moving: in units of the whole change a second
    /// (Apple). Worked by hand: ω₀ = 2π / duration, ζ = damping ratio (bounce 1 − ζ), the
    /// displacement from the end y(t) = e^(−ζω₀t)(−cos ω_d t + (v − ζω₀)/ω_d · sin ω_d t).
    func testASpringsInitialVelocityIsApplied() throws {
        let p = try playground("""
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 3, options: [], animations: {
            label.frame = CGRect(x: 0, y: 100, width: 100, height: 20)
        })
        """)
        let w0 = 2 * Double.pi, zeta = 0.5, v = 3.0
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        func hand(_ t: Double) -> Double { 100 * (1 + exp(-zeta * w0 * t) * (-cos(wd * t) + (v - zeta * w0) / wd * sin(wd * t))) }
        for t in [0.05, 0.1, 0.2, 0.35, 0.5, 0.8] {
            let y = try XCTUnwrap(label(p, at: t)).frame.y - 250 - 1.5
            // Springs are shown at the engine's 1/300 s steps (the first at or after t).
            let steps = (t * 300).rounded(.up)
            let nearest = [steps - 1, steps, steps + 1].map { abs(hand($0 / 300) - y) }.min() ?? .infinity
            XCTAssertLessThan(nearest, 1e-6, "at \(t): \(y), by hand \(hand(t))")
        }
        // iOS 17's form: springDuration and bounce.
        let q = try playground("""
        UIView.animate(springDuration: 1, bounce: 0.5, initialSpringVelocity: 3, animations: {
            label.frame = CGRect(x: 0, y: 100, width: 100, height: 20)
        })
        """)
        XCTAssertEqual(try XCTUnwrap(label(q, at: 0.2)).frame.y, try XCTUnwrap(label(p, at: 0.2)).frame.y, accuracy: 1e-9)
    }

    /// A background colour set in the block moves component by component (linear: halfway at
    /// half the duration, from UIKit's red (1, 0, 0) to blue (0, 0, 1)); a completion written as
    /// a trailing closure runs at the end, and its own block animates.
    func testABackgroundColourAnimatesAndATrailingCompletionRuns() throws {
        let p = try playground("""
        view.backgroundColor = .red
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            view.backgroundColor = .blue
        }) { _ in
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { label.alpha = 0 }
        }
        """)
        func background(at t: Double) throws -> Color {
            p.seek(to: t)
            return try XCTUnwrap(p.present().nodes.first { $0.node.kind == .card }).node.color
        }
        let mid = try background(at: 1)
        XCTAssertEqual(mid.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(mid.blue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try background(at: 2.5), Color(red: 0, green: 0, blue: 1))
        // The completion's animation: at 2.5 s halfway through its second.
        XCTAssertEqual(try XCTUnwrap(labelView(p, at: 2.5)).opacity, 0.5, accuracy: 0.02)
    }

    /// A view layer's corner radius set in the block animates with it (linear: 20 at half of 2 s).
    func testACornerRadiusAnimatesInTheBlock() throws {
        let p = try playground("""
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            view.layer.cornerRadius = 40
        })
        """)
        p.seek(to: 1)
        XCTAssertEqual(try XCTUnwrap(p.present().nodes.first { $0.frame.width == 200 }).node.cornerRadius, 20, accuracy: 1e-9)
        p.seek(to: 2.5)
        XCTAssertEqual(try XCTUnwrap(p.present().nodes.first { $0.frame.width == 200 }).node.cornerRadius, 40, accuracy: 1e-9)
    }

    func testAPulseRepeatsBackAndForthWithAutoreverse() throws {
        let p = try playground("""
        UIView.animate(withDuration: 0.5, delay: 0, options: [.autoreverse, .repeat, .curveLinear], animations: {
            label.alpha = 0.2
        })
        """)
        let pulse = Animation.linear(duration: 0.5).repeatForever(autoreverses: true)
        for t in [0.1, 0.4, 0.6, 0.9, 1.2, 7.3] {
            XCTAssertEqual(try XCTUnwrap(labelView(p, at: t)).opacity, expected(pulse, from: 1, to: 0.2, at: t), accuracy: 1e-9, "at \(t)")
        }
        // Back up a quarter of the way through the second pass (it starts on the frame tick after
        // 0.5 s, as the engine starts every repeat; see README).
        XCTAssertEqual(try XCTUnwrap(labelView(p, at: 0.75)).opacity, 0.2 + 0.8 * (0.75 - 31.0 / 60) / 0.5, accuracy: 1e-9)
    }

    func testAChangeOutsideAnAnimationBlockIsImmediate() throws {
        let p = try playground("""
        label.alpha = 0.5
        label.center = CGPoint(x: 50, y: 90)
        """)
        let shown = try XCTUnwrap(label(p, at: 0))
        XCTAssertEqual(shown.effectiveOpacity, 0.5)
        XCTAssertEqual(shown.frame.y, 250 + 80 + 1.5)
    }

    // MARK: The shimmer seed, as printed, in a playground that declares its view

    /// The seed's sharp `func shimmer()` (its three blocks joined), as the article prints it.
    private static let sharpShimmer = """
    func shimmer() {

        let gradient = CAGradientLayer()
        gradient.colors = [
          UIColor.white.withAlphaComponent(1).cgColor,\u{20}
          UIColor.white.withAlphaComponent(0.3).cgColor, // ここがハイライトカラーになるので、透明度を調整する。
          UIColor.white.withAlphaComponent(1).cgColor
        ]
        gradient.locations = [1, 1, 1] // オール 0 or 1

        gradient.frame = CGRect(
          x: 0,
          y: 0,
          width: shimmerView.bounds.width, // shimmerView = 対象の view
          height: shimmerView.bounds.height
        )
        shimmerView.layer.mask = gradient
        // gradation の start 位置. x < 0　（対象の view の左外）　となる値を設定する.　
        gradient.startPoint = CGPoint(x: -1, y: 0)
        // gradation の end 位置. 1 < x （対象の view の右外） となる値を設定する.
        gradient.endPoint = CGPoint(x: 2, y: 1.5)

        let locationsAnimation = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.locations))
        locationsAnimation.fromValue = [0.0, 0.2, 0.2]  // animation 開始時における gradation color の分岐点. 幅を調整できる.
        locationsAnimation.toValue = [0.8, 1.0, 1.0]  // ... 終了時 ...
        locationsAnimation.duration = 0.4 // animation の持続時間
        locationsAnimation.repeatCount = 1  // animation の回数
        locationsAnimation.timingFunction = CAMediaTimingFunction(name: .easeIn) // animation のタイミングカーブ

        gradient.add(locationsAnimation, forKey: "shimmer")
    }
    """

    private static func page(_ shimmer: String) -> String {
        """
        import UIKit
        import PlaygroundSupport

        let shimmerView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        shimmerView.backgroundColor = .systemBlue

        \(shimmer)

        PlaygroundPage.current.liveView = shimmerView
        shimmer()
        """
    }

    func testTheSharpShimmerAsPrintedPlaysInAPlayground() throws {
        let p = try play(Self.page(Self.sharpShimmer), file: "Sharp.swift")
        for t in stride(from: 0.0, through: 0.4, by: 0.01) {
            p.seek(to: t)
            guard case .gradient(let g)? = p.present().nodes.first?.mask else { return XCTFail("no mask at \(t)") }
            let f = UnitBezier.easeIn(t / 0.4)
            for (shown, (a, b)) in zip(g.locations, zip([0, 0.2, 0.2], [0.8, 1, 1])) {
                XCTAssertEqual(shown, a + (b - a) * f, accuracy: 1e-9, "at \(t)")
            }
            XCTAssertEqual(g.colors.map(\.alpha), [1, 0.3, 1])
            XCTAssertEqual(g.startPoint, UnitPoint(-1, 0))
            XCTAssertEqual(g.endPoint, UnitPoint(2, 1.5))
        }
        p.seek(to: 0.41)
        guard case .gradient(let after)? = p.present().nodes.first?.mask else { return XCTFail("no mask") }
        XCTAssertEqual(after.locations, [1, 1, 1], "removed on completion: the model again")
    }

    func testTheSharpShimmerWithItsIdeographicSpacesIsRefusedWhereSwiftRefusesIt() throws {
        // The article prints two code lines with U+3000 IDEOGRAPHIC SPACE before their comments.
        let asPrinted = Self.sharpShimmer
            .replacingOccurrences(of: "[0.0, 0.2, 0.2]  //", with: "[0.0, 0.2, 0.2]\u{3000} //")
            .replacingOccurrences(of: "repeatCount = 1  //", with: "repeatCount = 1\u{3000} //")
        let error = try XCTUnwrap(loadError(Self.page(asPrinted), file: "AsPrinted.swift"))
        let lines = "\(error)".split(separator: "\n").filter { $0.hasPrefix("AsPrinted.swift:") }
        XCTAssertEqual(lines.count, 2, "\(error)")
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix("error: invalid character in source file") }, "\(error)")
        // Lines 30 and 33 of the page (the function starts on its line 7).
        XCTAssertTrue(lines[0].hasPrefix("AsPrinted.swift:30:"), "\(lines)")
        XCTAssertTrue(lines[1].hasPrefix("AsPrinted.swift:33:"), "\(lines)")
    }
}
