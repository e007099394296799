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

    /// Takes `--ios`, `--refresh` and `--hold-first-frame` out of the command line's words and
    /// applies them. They are every command's, so they stay out of the options a command
    /// names when it reports a word it does not know.
    static func take(_ words: inout [String]) throws {
        if let ios = try integer("--ios", in: &words, range: SwiftUIVersion.supported) {
            SwiftUIVersion.current = SwiftUIVersion(iOS: ios)
        }
        if let hz = try integer("--refresh", in: &words, range: rates) {
            SpringFrames.perSecond = Double(hz)
        }
        if let i = words.firstIndex(of: "--hold-first-frame") {
            words.remove(at: i)
            AnimationStart.holdsFirstFrames = true
        }
    }

    /// `name N` or `name=N`, given at most once, N a whole number in `range`.
    private static func integer(_ name: String, in words: inout [String], range: ClosedRange<Int>) throws -> Int? {
        var found: String?
        while let i = words.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) {
            if found != nil { throw UsageError("\(name) is given more than once; give it once") }
            if words[i] == name {
                guard i + 1 < words.count else { throw UsageError("\(name) needs a value (see 'animpreview help')") }
                found = words[i + 1]
                words.removeSubrange(i...(i + 1))
            } else {
                found = String(words[i].dropFirst(name.count + 1))
                words.remove(at: i)
            }
        }
        guard let text = found else { return nil }
        guard let v = Int(text) else { throw UsageError("\(name): '\(text)' is not a whole number") }
        guard range.contains(v) else { throw UsageError("\(name): \(v) is out of range (\(range.lowerBound)…\(range.upperBound))") }
        return v
    }
}
