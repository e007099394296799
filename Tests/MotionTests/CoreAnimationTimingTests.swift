import Motion
import XCTest

/// Core Animation timing: basic animations over arrays, repeats, removal, groups.
final class CoreAnimationTimingTests: XCTestCase {
    private let model: CAKeyValues = ["locations": [1, 1, 1]]

    private func locations(_ layer: CALayerAnimations, at t: Double) -> [Double] {
        layer.present(model, at: t)["locations"] ?? []
    }

    private func assertEqual(_ a: [Double], _ b: [Double], accuracy: Double = 1e-9, _ message: String = "",
                             line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, message, line: line)
        for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, message, line: line) }
    }

    func testTimingFunctionPresetsHaveCoreAnimationsControlPoints() {
        XCTAssertEqual(CAMediaTimingFunction(name: .default).curve, UnitBezier(0.25, 0.1, 0.25, 1))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn).curve, UnitBezier(0.42, 0, 1, 1))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeOut).curve, UnitBezier(0, 0, 0.58, 1))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeInEaseOut).curve, UnitBezier(0.42, 0, 0.58, 1))
        XCTAssertEqual(CAMediaTimingFunction(name: .linear)(0.3), 0.3, accuracy: 1e-9)
    }

    func testBasicAnimationIsLinearByDefaultAndRepeatsForever() {
        var a = CABasicAnimation(keyPath: "locations")
        a.fromValue = [0, 0.3, 0.3]
        a.toValue = [0.7, 1, 1]
        a.duration = 1
        a.repeatCount = .infinity
        var layer = CALayerAnimations()
        layer.add(a, forKey: "shimmer", at: 0.5)
        assertEqual(locations(layer, at: 0.4), [1, 1, 1], "before it is added: the model value")
        assertEqual(locations(layer, at: 0.5), [0, 0.3, 0.3])
        assertEqual(locations(layer, at: 0.75), [0.175, 0.475, 0.475])
        // Pass 7, a quarter in.
        assertEqual(locations(layer, at: 7.75), [0.175, 0.475, 0.475], accuracy: 1e-9)
        XCTAssertTrue(layer.isAnimating(at: 1e6))
    }

    func testUnsetDurationIsAQuarterSecondAndTheModelValueReturnsAfterIt() {
        var a = CABasicAnimation(keyPath: "locations")
        a.fromValue = [0, 0, 0]
        a.toValue = [0.5, 0.5, 0.5]
        var layer = CALayerAnimations()
        layer.add(a, forKey: nil, at: 0)
        assertEqual(locations(layer, at: 0.125), [0.25, 0.25, 0.25])
        assertEqual(locations(layer, at: 0.25), [0.5, 0.5, 0.5], "the last frame shows the to-value")
        assertEqual(locations(layer, at: 0.2501), [1, 1, 1], "removed on completion")
        XCTAssertFalse(layer.isAnimating(at: 0.2501))
    }

    func testTimingFunctionEasesEachPass() {
        var a = CABasicAnimation(keyPath: "locations")
        a.fromValue = [0, 0.2, 0.2]
        a.toValue = [0.8, 1, 1]
        a.duration = 0.4
        a.repeatCount = 1
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        var layer = CALayerAnimations()
        layer.add(a, forKey: "shimmer", at: 0.5)
        for e in [0.05, 0.1, 0.2, 0.3, 0.39] {
            let f = UnitBezier.easeIn(e / 0.4)
            assertEqual(locations(layer, at: 0.5 + e), [0.8 * f, 0.2 + 0.8 * f, 0.2 + 0.8 * f], "e \(e)")
        }
        assertEqual(locations(layer, at: 0.91), [1, 1, 1])
    }

    func testAddingUnderTheSameKeyRestarts() {
        var a = CABasicAnimation(keyPath: "locations")
        a.fromValue = [0, 0, 0]
        a.toValue = [1, 1, 1]
        a.duration = 1
        var layer = CALayerAnimations()
        layer.add(a, forKey: "k", at: 0)
        layer.add(a, forKey: "k", at: 0.6)
        assertEqual(locations(layer, at: 0.7), [0.1, 0.1, 0.1])
        XCTAssertEqual(layer.keys, ["k"])
    }

    func testMissingFromValueStartsAtTheValueBelow() {
        var a = CABasicAnimation(keyPath: "locations")
        a.toValue = [0, 0, 0]
        a.duration = 1
        var layer = CALayerAnimations()
        layer.add(a, forKey: nil, at: 0)
        assertEqual(locations(layer, at: 0.25), [0.75, 0.75, 0.75])
    }

    func testForwardsFillHoldsOnlyWhenNotRemoved() {
        var a = CABasicAnimation(keyPath: "locations")
        a.fromValue = [0, 0, 0]
        a.toValue = [0.5, 0.5, 0.5]
        a.duration = 1
        a.fillMode = .forwards
        var layer = CALayerAnimations()
        layer.add(a, forKey: nil, at: 0)
        assertEqual(locations(layer, at: 2), [1, 1, 1])
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: nil, at: 0)
        assertEqual(locations(layer, at: 2), [0.5, 0.5, 0.5])
    }

    func testAutoreversesPlaysEachPassBackAgain() {
        var a = CABasicAnimation(keyPath: "locations")
        a.fromValue = [0, 0, 0]
        a.toValue = [1, 1, 1]
        a.duration = 1
        a.autoreverses = true
        a.repeatCount = 2
        var layer = CALayerAnimations()
        layer.add(a, forKey: nil, at: 0)
        assertEqual(locations(layer, at: 1.25), [0.75, 0.75, 0.75])
        assertEqual(locations(layer, at: 2.25), [0.25, 0.25, 0.25])
        XCTAssertTrue(layer.isAnimating(at: 3.9))
        XCTAssertFalse(layer.isAnimating(at: 4.1))
    }

    /// The soft shimmer's group: children in group time, warped by the group's curve.
    func testGroupWarpsItsChildrensTimeAndClipsThem() {
        var locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 0.1]
        locations.toValue = [0.8, 0.9]
        var appear = CABasicAnimation(keyPath: "colors")
        appear.fromValue = [1, 1]
        appear.toValue = [0.5, 0.75]
        appear.duration = 0.5
        var disappear = CABasicAnimation(keyPath: "colors")
        disappear.fromValue = [0.5, 0.75]
        disappear.toValue = [1, 1]
        disappear.beginTime = 0.5
        disappear.duration = 0.5
        var group = CAAnimationGroup()
        group.duration = 1
        group.animations = [locations, appear, disappear]
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        var layer = CALayerAnimations()
        layer.add(group, forKey: "shimmer", at: 2)
        let model: CAKeyValues = ["locations": [1, 1], "colors": [0.2, 0.2]]
        for e in [0.0, 0.1, 0.3, 0.5, 0.6, 0.8, 1.0] {
            let tau = UnitBezier.easeInOut(e)   // the time the children see
            let v = layer.present(model, at: 2 + e)
            // The locations child has no duration: it runs over the group's whole second.
            assertEqual(v["locations"] ?? [], [0.8 * tau, 0.1 + 0.8 * tau], "locations at \(e)")
            let alpha = tau <= 0.5 ? 1 - 0.5 * (tau / 0.5) : 0.5 + 0.5 * ((tau - 0.5) / 0.5)
            XCTAssertEqual(v["colors"]?[0] ?? -1, alpha, accuracy: 1e-9, "colors at \(e)")
        }
        let after = layer.present(model, at: 3.01)
        assertEqual(after["locations"] ?? [], [1, 1])
        assertEqual(after["colors"] ?? [], [0.2, 0.2])
    }

    func testGroupChildLongerThanTheGroupIsCutOff() {
        var child = CABasicAnimation(keyPath: "locations")
        child.fromValue = [0]
        child.toValue = [1]
        child.duration = 4
        var group = CAAnimationGroup()
        group.duration = 1
        group.animations = [child]
        var layer = CALayerAnimations()
        layer.add(group, forKey: nil, at: 0)
        let m: CAKeyValues = ["locations": [9]]
        XCTAssertEqual(layer.present(m, at: 1)["locations"]?[0] ?? -1, 0.25, accuracy: 1e-9, "not scaled to the group")
        XCTAssertEqual(layer.present(m, at: 1.01)["locations"]?[0], 9)
    }
}
