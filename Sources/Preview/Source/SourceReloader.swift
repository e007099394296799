import Dispatch
import Foundation
import Scene

/// Reads the window's source file again when it changes: watches it, waits for a save to
/// finish, and reads, parses and checks it off the main thread, so the scene shown keeps
/// playing until the new one is ready to build.
final class SourceReloader {
    /// What reading the file gave.
    enum Outcome {
        case loaded(Effect, previews: [String])
        /// Why it cannot be played, as the panel and the terminal show it.
        case failed(String)
    }

    /// A finished read: its outcome, when it started (`clock` seconds) and what was asked.
    struct Result {
        let outcome: Outcome
        let started: Double
        let preview: String?
        /// Whether the scene starts again from 0 whatever the playback (another preview).
        let fromStart: Bool
    }

    let path: String
    private let load: PreviewApp.Source.Load
    private let watch: FileWatch?
    private var schedule = ReloadSchedule()
    private let finished = Mailbox<Result>()
    private var reading = false
    /// When the read under way started (`clock` seconds).
    private(set) var readStarted: Double?
    /// A read asked for now rather than after a change (another preview).
    private var asked: (preview: String?, fromStart: Bool)?

    init(path: String, load: @escaping PreviewApp.Source.Load) {
        self.path = path
        self.load = load
        watch = FileWatch(path: path)
        if watch == nil {
            FileHandle.standardError.write(Data("animpreview: warning: cannot watch \(path) for changes (inotify: \(String(cString: strerror(errno)))); it is not reloaded\n".utf8))
        }
    }

    /// Reads the file again at once, for `preview`.
    func reload(preview: String?, fromStart: Bool) { asked = (preview, fromStart) }

    /// Waits up to `seconds` (the rest of a frame) for a read to finish: true when one did, so
    /// that its scene is shown at once instead of at the next frame's turn.
    func waitForRead(_ seconds: Double) -> Bool {
        guard reading else { return false }
        return finished.wait(seconds)
    }

    /// Called every frame: notes changes, starts a read when one is due (one at a time; a
    /// change during a read is read after it), and returns a read that finished.
    func poll(now: Double, preview: String?) -> Result? {
        if let change = watch?.changed() { schedule.changed(at: now, stillOpen: change == .writing) }
        if let result = finished.take() { reading = false; readStarted = nil; return result }
        guard !reading else { return nil }
        var request: (preview: String?, fromStart: Bool)?
        if let asked { request = asked; self.asked = nil } else if schedule.take(at: now) { request = (preview, false) }
        guard let request else { return nil }
        reading = true
        readStarted = now
        let path = self.path, load = self.load, finished = self.finished
        DispatchQueue.global(qos: .userInteractive).async {
            let outcome: Outcome
            do {
                let (effect, previews) = try load(path, request.preview)
                outcome = .loaded(effect, previews: previews)
            } catch {
                outcome = .failed("\(error)")
            }
            finished.put(Result(outcome: outcome, started: now, preview: request.preview, fromStart: request.fromStart))
        }
        return nil
    }
}

/// One value handed from a worker thread to the main loop, which can wait for it.
final class Mailbox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private let arrived = DispatchSemaphore(value: 0)

    func put(_ new: Value) { lock.lock(); value = new; lock.unlock(); arrived.signal() }

    /// Waits up to `seconds` for a value to be put; true if one was (it is still to be taken).
    func wait(_ seconds: Double) -> Bool {
        arrived.wait(timeout: .now() + .nanoseconds(Int(max(0, seconds) * 1e9))) == .success
    }

    func take() -> Value? {
        lock.lock(); defer { lock.unlock() }
        let taken = value
        value = nil
        // A value taken without a wait leaves its signal: it goes with the value.
        if taken != nil { _ = arrived.wait(timeout: .now()) }
        return taken
    }
}
