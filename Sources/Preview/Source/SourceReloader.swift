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

    /// Called every frame: notes changes, starts a read when one is due (one at a time; a
    /// change during a read is read after it), and returns a read that finished.
    func poll(now: Double, preview: String?) -> Result? {
        if let change = watch?.changed() { schedule.changed(at: now, stillOpen: change == .writing) }
        if let result = finished.take() { reading = false; return result }
        guard !reading else { return nil }
        var request: (preview: String?, fromStart: Bool)?
        if let asked { request = asked; self.asked = nil } else if schedule.take(at: now) { request = (preview, false) }
        guard let request else { return nil }
        reading = true
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

/// One value handed from a worker thread to the main loop.
final class Mailbox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func put(_ new: Value) { lock.lock(); value = new; lock.unlock() }

    func take() -> Value? {
        lock.lock(); defer { lock.unlock() }
        let taken = value
        value = nil
        return taken
    }
}
