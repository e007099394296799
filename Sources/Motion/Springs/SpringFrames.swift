import Foundation

/// The display frames at which SwiftUI takes its per-frame decisions: whether a spring has
/// come to rest, when a repeat starts its next pass.
///
/// SwiftUI integrates a spring in 1/300 s steps up to each frame it renders and tests for
/// rest only then (OpenSwiftUI `FluidSpringAnimation.swift` lines 53–90: one test per
/// `animate` call, after stepping to the frame's time); the state at a step between frames
/// is never tested. Whether a spring is still moving therefore depends on the display.
/// Frames come `perSecond` times a second of scene time: 60 (a 60 Hz device) unless the
/// program chose otherwise (`--refresh 120` for ProMotion).
public enum SpringFrames {
    /// Frames per second of the display we reproduce: the working scene's device's
    /// (`DeviceProfile.current`). Setting it sets the process's (`DeviceProfile.standard`),
    /// once, before any scene is made and any other thread runs (the program does, from
    /// `--refresh`). Spring tables are kept per rate.
    public static var perSecond: Double {
        get { DeviceProfile.current.refreshRate }
        set { DeviceProfile.standard.refreshRate = newValue > 0 ? newValue : 60 }
    }

    /// The time of frame `k` at the current rate.
    @inline(__always) public static func time(_ k: Int) -> Double { Double(k) / perSecond }

    /// The time of frame `k` at `rate` frames a second.
    @inline(__always) public static func time(_ k: Int, rate: Double) -> Double { Double(k) / rate }

    /// The index of the first frame strictly after `t` (≥ 0).
    public static func first(after t: Double) -> Int { first(after: t, rate: perSecond) }

    /// The index of the first frame strictly after `t` (≥ 0) at `rate` frames a second.
    public static func first(after t: Double, rate: Double) -> Int {
        guard t >= 0 else { return 0 }
        guard t < 1e9 else { return Int.max / 2 }
        var k = Int((t * rate).rounded(.down))
        while k > 0 && time(k - 1, rate: rate) > t { k -= 1 }
        while time(k, rate: rate) <= t { k += 1 }
        return k
    }

    /// A spring's own time at a frame, taken as the whole frame k / rate when it is within a
    /// microsecond of one: the frame's time less an on-grid delay (0.7 − 0.2) should count
    /// as the frame it is (0.5), not one rounding step before it, which can show one
    /// integration step fewer (**our rule**: a device's frame times carry no such exact
    /// ties; we resolve them as exact arithmetic would, the same on every path).
    @inline(__always) public static func snapped(_ t: Double, rate: Double) -> Double {
        let x = t * rate
        let k = nearest(x)
        return abs(x - k) < 1e-6 * rate ? k / rate : t
    }

    /// The whole number nearest `x`, by truncation where it can (`rounded()` is a call into libm
    /// on a baseline x86-64 target, and this runs for every spring started).
    @inline(__always) static func nearest(_ x: Double) -> Double {
        guard x >= 0, x < 4e15 else { return x.rounded() }
        return Double(Int(x + 0.5))
    }

    /// Whether `t` lies on the frame grid at `rate`, up to a microsecond of rounding: a run
    /// started there sees its frames at exactly k/rate of its own time.
    @inline(__always) public static func isOnGrid(_ t: Double, rate: Double) -> Bool {
        let x = t * rate
        return abs(x - nearest(x)) < 1e-6 * rate
    }
}
