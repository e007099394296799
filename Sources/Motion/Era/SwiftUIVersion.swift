import Foundation

/// Which SwiftUI a scene's code is built against, named by its iOS release: it decides what
/// the presets mean.
///
/// - `Animation.default` is easeInOut over 0.35 s before iOS 17 and a spring from iOS 17 on.
///   Apple's page for `Animation.default` (developer.apple.com/documentation/swiftui/animation/default)
///   names it `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)` and says that
///   before iOS 17 it is `easeInOut`. OpenSwiftUI switches at the same release
///   (`DefaultAnimation.swift` lines 93–98, `isDeployedOnOrAfter(Semantics.v5)`) but to
///   `.spring` (response 0.5); we follow Apple's page, the shipping framework's own account.
/// - From the iOS 17 SDK on, `spring(duration:bounce:blendDuration:)` and
///   `interactiveSpring(duration:extraBounce:blendDuration:)` are the preferred overloads
///   and the response/dampingFraction ones are `@_disfavoredOverload` (OpenSwiftUI
///   `FluidSpringAnimation.swift` lines 231–240, 259–271, 288–322), so `spring()` and
///   `.spring` are duration 0.5, bounce 0 (dampingFraction 1), and `interactiveSpring()`
///   is duration 0.15, bounce 0.15 (dampingFraction 0.85), blendDuration 0.25. Before,
///   only the response overloads exist: (0.5, 0.825) and (0.15, 0.86, 0.25).
/// - The duration/bounce overloads, `smooth`, `snappy` and `bouncy` are iOS 17 API.
public struct SwiftUIVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The iOS major version.
    public let iOS: Int

    /// The releases animpreview knows.
    public static let supported: ClosedRange<Int> = 15...26
    /// The newest release: the default.
    public static let latest = SwiftUIVersion(iOS: 26)

    /// The release `iOS` (clamped to `supported`).
    public init(iOS: Int) {
        self.iOS = min(max(iOS, Self.supported.lowerBound), Self.supported.upperBound)
    }

    /// iOS 17 (SwiftUI 5) on: `.default` is a spring and `spring()` means duration/bounce.
    public var prefersDurationSprings: Bool { iOS >= 17 }

    /// Whether `spring(duration:bounce:)`, `smooth`, `snappy`, `bouncy` exist.
    public var hasDurationSprings: Bool { iOS >= 17 }

    public static func < (a: SwiftUIVersion, b: SwiftUIVersion) -> Bool { a.iOS < b.iOS }

    /// `iOS 26`.
    public var description: String { "iOS \(iOS)" }

    /// Which presets the era gives, in a line (`curve` prints it).
    public var presetSummary: String {
        prefersDurationSprings
            ? "\(self): default = spring(response: 0.55, dampingFraction: 1); spring() = spring(duration: 0.5, bounce: 0)"
            : "\(self): default = easeInOut(duration: 0.35); spring() = spring(response: 0.5, dampingFraction: 0.825)"
    }

    /// The era a source file asks for with a line `// animpreview: ios N` among its leading
    /// comment lines (blank lines and other comments may come before it); nil when it names
    /// none. A number outside `supported` is clamped.
    public static func directive(in source: String) -> SwiftUIVersion? {
        // The first 40 lines only: the rest of the file is not split.
        for line in source.split(separator: "\n", maxSplits: 40, omittingEmptySubsequences: false).prefix(40) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            guard text.hasPrefix("//") else { return nil }
            let words = text.dropFirst(2).lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" })
            if words.count == 3, words[0] == "animpreview", words[1] == "ios", let n = Int(words[2]) {
                return SwiftUIVersion(iOS: n)
            }
        }
        return nil
    }

    /// The era the static presets (`Animation.default`, `.spring`, `.interactiveSpring`) and
    /// `AnimationSyntax.parse` follow when none is given: the working scene's device's
    /// (`DeviceProfile.current`), `latest` unless the program set it (`--ios N`). Setting it
    /// sets the process's (`DeviceProfile.standard`): do so before building scenes; code that
    /// knows its era passes it instead.
    public static var current: SwiftUIVersion {
        get { DeviceProfile.current.era }
        set { DeviceProfile.standard.era = newValue }
    }
}
