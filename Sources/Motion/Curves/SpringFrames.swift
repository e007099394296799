/// The display frames at which a spring is tested for rest.
///
/// SwiftUI integrates the spring in 1/300 s steps up to each frame it renders, and tests
/// for rest only then; the state at a step between frames is never tested. Whether a
/// spring is still moving therefore depends on the display. **Our rule**: frames come
/// 60 times a second, counted from the start of the spring's own time (an animation
/// begins on a frame), as on a 60 Hz device.
public enum SpringFrames {
    /// Frames per second of the display we reproduce.
    public static let perSecond = 60.0

    /// The time of frame `k`.
    @inline(__always) public static func time(_ k: Int) -> Double { Double(k) / perSecond }

    /// The index of the first frame strictly after `t` (≥ 0).
    public static func first(after t: Double) -> Int {
        guard t >= 0 else { return 0 }
        guard t < 1e9 else { return Int.max / 2 }
        var k = Int((t * perSecond).rounded(.down))
        while k > 0 && time(k - 1) > t { k -= 1 }
        while time(k) <= t { k += 1 }
        return k
    }
}
