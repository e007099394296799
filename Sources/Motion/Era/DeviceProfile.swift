import Foundation

/// The device a scene plays for: the SwiftUI era its presets follow (`SwiftUIVersion`), the
/// display's refresh rate on whose ticks SwiftUI takes its per-frame decisions
/// (`SpringFrames`), and whether a new animation holds its first frames (`AnimationStart`).
///
/// A scene takes the profile in force where it is made and runs its updates, layout and
/// presentation under it (`with`), on every thread that works for it; so two scenes of two
/// devices play side by side in one process. Code outside any scene reads `standard`: the
/// process's own profile, which the command line sets once before any scene is made.
public struct DeviceProfile: Equatable, Sendable {
    public var era: SwiftUIVersion
    /// Frames a second; not positive: 60.
    public var refreshRate: Double {
        didSet { if !(refreshRate > 0) || !refreshRate.isFinite { refreshRate = 60 } }
    }
    public var holdsFirstFrames: Bool

    public init(era: SwiftUIVersion = .latest, refreshRate: Double = 60, holdsFirstFrames: Bool = false) {
        self.era = era
        self.refreshRate = refreshRate > 0 && refreshRate.isFinite ? refreshRate : 60
        self.holdsFirstFrames = holdsFirstFrames
    }

    nonisolated(unsafe) private static var process = DeviceProfile()

    /// The process's profile: what scenes made outside any `with` take. Set it before scenes
    /// are made and other threads run (the command line does): it is read without a lock.
    public static var standard: DeviceProfile {
        get { process }
        set { process = newValue }
    }

    /// The profile of the scene working on this thread, else `standard`.
    public static var current: DeviceProfile {
        if let p = pthread_getspecific(key) { return Unmanaged<Box>.fromOpaque(p).takeUnretainedValue().profile }
        return standard
    }

    /// Runs `body` on this thread under `profile` (the profile in force before comes back after).
    public static func with<T>(_ profile: DeviceProfile, _ body: () throws -> T) rethrows -> T {
        let outer = pthread_getspecific(key)
        if let outer, Unmanaged<Box>.fromOpaque(outer).takeUnretainedValue().profile == profile { return try body() }
        let box = Box(profile)
        pthread_setspecific(key, Unmanaged.passUnretained(box).toOpaque())
        defer { pthread_setspecific(key, outer) }
        return try withExtendedLifetime(box) { try body() }
    }

    private final class Box {
        let profile: DeviceProfile
        init(_ profile: DeviceProfile) { self.profile = profile }
    }

    private static let key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k, nil)
        return k
    }()
}
