/// The window's clock: maps wall time to timeline time, with pause, speed, steps and seeks.
///
/// While playing, timeline time = base + (now − anchor) × speed; every change re-anchors at
/// the time shown, so nothing jumps when the speed changes or playback resumes.
struct Playback {
    private(set) var speed: Double
    private(set) var isPaused: Bool
    private var base: Double
    private var anchor: Double

    /// The duration of one displayed frame, in wall seconds.
    static let frame = 1.0 / 60

    init(start: Double, speed: Double, paused: Bool, now: Double) {
        base = max(0, start)
        anchor = now
        self.speed = speed
        isPaused = paused
    }

    /// The timeline time shown at wall time `now`.
    func time(at now: Double) -> Double {
        isPaused ? base : base + (now - anchor) * speed
    }

    /// Jumps to timeline time `time`, playing on from there unless paused.
    mutating func seek(to time: Double, at now: Double) {
        base = max(0, time)
        anchor = now
    }

    mutating func setPaused(_ paused: Bool, at now: Double) {
        seek(to: time(at: now), at: now)
        isPaused = paused
    }

    mutating func setSpeed(_ newSpeed: Double, at now: Double) {
        seek(to: time(at: now), at: now)
        speed = newSpeed
    }

    /// Pauses and moves by `frames` displayed frames at the current speed (one frame of the
    /// slow motion when slowed down).
    mutating func step(frames: Int, at now: Double) {
        seek(to: time(at: now) + Double(frames) * Self.frame * speed, at: now)
        isPaused = true
    }
}
