import Motion
import Scene
import SourceRuntime
import XCTest

/// The device options are each scene's own (`DeviceProfile`): two scenes made for two devices
/// play side by side in one process, each by its own era and first-frame rule.
final class DeviceProfileTests: XCTestCase {
    private let source = """
    import SwiftUI
    struct V: View {
        @State private var x = 0.0
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: x)
                .onAppear { withAnimation { x = 100 } }
        }
    }
    """

    private func offset(_ p: ScenePlayer, at t: Double) throws -> Double {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let square = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        return square.node.value(.offsetX, at: t)
    }

    /// `withAnimation` with no animation is the era's `Animation.default`: before iOS 17 an
    /// ease-in-out over 0.35 s (expected values worked out apart: the cubic Bézier (0.42, 0,
    /// 0.58, 1) solved at t/0.35), from iOS 17 on a spring, which the iOS 17 scene plays as
    /// the same file does alone in a process whose options say iOS 17.
    func testTwoErasPlaySideBySide() throws {
        let times = [0.1, 0.2, 0.3]
        let saved = DeviceProfile.standard
        DeviceProfile.standard = DeviceProfile(era: SwiftUIVersion(iOS: 17))
        let alone = try play(source)
        let spring = try times.map { try offset(alone, at: $0) }
        DeviceProfile.standard = saved

        let old = try DeviceProfile.with(DeviceProfile(era: SwiftUIVersion(iOS: 16))) { try play(source) }
        let new = try DeviceProfile.with(DeviceProfile(era: SwiftUIVersion(iOS: 17))) { try play(source) }
        XCTAssertEqual(old.scene.device.era, SwiftUIVersion(iOS: 16))
        XCTAssertEqual(new.scene.device.era, SwiftUIVersion(iOS: 17))
        let easeInOut = [16.970183, 62.156876, 95.90958]
        // Interleaved: each seek of one scene runs between the other's.
        for (i, t) in times.enumerated() {
            XCTAssertEqual(try offset(old, at: t), easeInOut[i], accuracy: 1e-4, "iOS 16 at \(t)")
            XCTAssertEqual(try offset(new, at: t), spring[i], accuracy: 1e-9, "iOS 17 at \(t)")
            XCTAssertGreaterThan(abs(spring[i] - easeInOut[i]), 1, "the eras differ at \(t)")
        }
    }

    /// A scene of a device that holds first frames shows the start value on the frame of the
    /// change and the next, and counts its time from that next frame (1/60 s for a change at
    /// 0), while a scene beside it, of the process's device, moves at once.
    func testTheFirstFrameHoldIsTheScenes() throws {
        let linear = source.replacingOccurrences(of: "withAnimation {", with: "withAnimation(.linear(duration: 1)) {")
        let held = try DeviceProfile.with(DeviceProfile(holdsFirstFrames: true)) { try play(linear) }
        let plain = try play(linear)
        XCTAssertFalse(DeviceProfile.current.holdsFirstFrames, "outside a scene: the process's profile")
        XCTAssertEqual(try offset(held, at: 1.0 / 60), 0, accuracy: 1e-9)
        XCTAssertEqual(try offset(plain, at: 1.0 / 60), 100.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(try offset(held, at: 0.5), 100 * (0.5 - 1.0 / 60), accuracy: 1e-6)
        XCTAssertEqual(try offset(plain, at: 0.5), 50, accuracy: 1e-6)
    }
}
