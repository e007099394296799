import Motion

/// The device every command plays for: `--ios N` (the SwiftUI era the presets follow,
/// `SwiftUIVersion`), `--refresh HZ` (the display's frame rate, on whose ticks SwiftUI
/// takes its per-frame decisions: `SpringFrames`) and `--hold-first-frame` (a new animation
/// shows its start value on two frames and counts its time from the second:
/// `AnimationStart`). They are read before the command runs,
/// since scenes and spring tables are made for one of each.
enum DeviceOptions {
    /// The display rates accepted: 60 Hz devices, ProMotion's 120 Hz, and the rates between
    /// and below that iOS lets an app ask for.
    static let rates = 10...240
    static let usage = "[--ios \(SwiftUIVersion.supported.lowerBound)…\(SwiftUIVersion.supported.upperBound)] [--refresh HZ] [--hold-first-frame]"

    /// Takes `--ios` and `--refresh` from `arguments` and applies them.
    static func take(_ arguments: inout Arguments) throws {
        if let ios = try arguments.int("--ios", range: SwiftUIVersion.supported) {
            SwiftUIVersion.current = SwiftUIVersion(iOS: ios)
        }
        if let hz = try arguments.int("--refresh", range: rates) {
            SpringFrames.perSecond = Double(hz)
        }
        if arguments.flag("--hold-first-frame") { AnimationStart.holdsFirstFrames = true }
    }
}
