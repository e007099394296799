import Foundation

/// `Task { … }`: the closure runs on a thread of its own, one step at a time with the scene:
/// the scene waits while the task runs, and the task waits (on a scene-clock event) while it
/// sleeps, so what it does is as deterministic as any handler.
final class TaskObject: RuntimeObject {
    /// The task whose code is running now (only one runs at a time).
    nonisolated(unsafe) static var current: TaskObject?
    private unowned let runtime: SourceRuntime
    private let body: FunctionValue
    private let at: Int
    private let toTask = DispatchSemaphore(value: 0)
    private let toScene = DispatchSemaphore(value: 0)
    private var error: Error?
    private(set) var isCancelled = false
    private var finished = false
    override var typeName: String { "Task" }

    init(runtime: SourceRuntime, body: FunctionValue, at: Int) {
        self.runtime = runtime; self.body = body; self.at = at
    }

    func start() throws {
        let thread = Thread { [self] in
            toTask.wait()
            if !isCancelled {
                // A cancelled task's sleep throws CancellationError: the task ends, as in Swift.
                do { _ = try runtime.evaluator.invoke(body, [], at: at) } catch is CancellationError {} catch { self.error = error }
            }
            finished = true
            toScene.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        try resume()
    }

    /// Runs the task until it sleeps or ends; its error (a runtime error) comes back here.
    private func resume() throws {
        let outer = Self.current
        Self.current = self
        toTask.signal()
        toScene.wait()
        Self.current = outer
        if let error { self.error = nil; throw error }
    }

    /// On the task's thread: wait `seconds` of scene time.
    func suspend(for seconds: Double) throws {
        try runtime.after(seconds) { [self] in try resume() }
        toScene.signal()
        toTask.wait()
        if isCancelled { throw CancellationError() }
    }

    func cancel() { isCancelled = true }
}
