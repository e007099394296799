import Foundation
import Motion
import Scene

/// The file's time on the scene clock (delays, timers, tasks, completions) and its random draws.
extension SourceRuntime {
    // MARK: Time

    func at(_ time: Double, _ body: @escaping () throws -> Void) throws {
        evaluator.impure()
        // Never before now; NaN is now (`max` would keep a NaN).
        let t = time > scene.now ? time : scene.now
        scene.clock.at(t) { [weak self] in self?.event(at: 0) { try body() } }
    }

    func after(_ delay: Double, _ body: @escaping () throws -> Void) throws { try at(scene.now + max(0, delay), body) }

    /// How long an animation takes to come to rest (a completion waiting for `.removed`).
    func settleDelay(of animation: Animation?) -> Double {
        guard let animation else { return 0 }
        var track = AnimatedValue(0)
        track.set(1, at: 0, animation: animation)
        return track.lastEnd ?? 0
    }

    /// When an animation is logically complete. Apple: "the animation has logically
    /// completed, but may still be in its long tail". **Our rule**, SwiftUI publishing no
    /// number: a curve at its duration, a spring at its perceptual duration (its response:
    /// the `duration:` of `spring(duration:bounce:)`), each through the delays, speeds and
    /// repeats around it; a repeat forever never completes.
    func logicalDelay(of animation: Animation?) -> Double? {
        guard let animation else { return 0 }
        var t: Double
        switch animation.base {
        case .bezier(_, let duration): t = duration
        case .spring(let s): t = s.response
        }
        for m in animation.modifiers {
            switch m {
            case .delay(let d): t += d
            case .speed(let s): t = s > 0 ? t / s : .infinity
            case .repeat(let count, _):
                guard let count else { return nil }
                t *= Double(max(1, count))
            }
        }
        return t.isFinite ? t : nil
    }

    /// `withAnimation(_:completionCriteria:_:completion:)`, called just after its transaction:
    /// the completion runs once what the transaction animated is logically complete (the latest
    /// of its properties' runs: a repeated spring after its first pass), or with `.removed` once
    /// those properties have come to rest and every view it removed has gone. A transaction that
    /// animated nothing completes at once (Apple, `Transaction.addAnimationCompletion`: "if no
    /// animation is running, the completion is called immediately"). Logical completion falls on
    /// a frame: the first at or after the time.
    func complete(_ animation: Animation?, removed: Bool, _ body: @escaping () throws -> Void) throws {
        let record = lastTransaction?.record
        let removes = lastTransaction?.removes ?? false
        let now = scene.now
        guard let record, record.animated || removes else { return try after(0, body) }
        if removed {
            let settle = max(0, record.restEnd - now)
            guard settle.isFinite else { return }
            try after(settle) { [weak self] in
                guard let self else { return }
                if self.removalsPending == 0 { try body() } else {
                    self.onRemovalEnded.append { [weak self] in self?.event(at: 0) { try body() } }
                }
            }
            return
        }
        let logical = record.logicalEnd
        guard logical.isFinite || !record.animated else { return }
        let frame = record.animated ? SpringFrames.time(SpringFrames.first(after: logical - 1e-9)) : now
        try at(max(now, frame), body)
    }

    func scheduledTimer(_ args: Args) throws -> Value {
        evaluator.impure()
        let interval = try args.requiredDouble("withTimeInterval")
        let repeats = try args.value("repeats").map { try evaluator.truth($0, at: args.at) } ?? false
        guard let block = try args.function("block") ?? args.trailingClosure() else {
            throw RuntimeError(message: "scheduledTimer needs a block to run", at: args.at)
        }
        let object = TimerObject()
        let at = args.at
        // The clock keeps the timer object alive while it runs (the code may drop it, as
        // `Timer.scheduledTimer(…)` without `let` does); the object's own `fire` holds it weakly.
        // Foundation: "If seconds is less than or equal to 0.0, this method chooses the
        // nonnegative value of 0.1 milliseconds instead"; NaN as 0 here.
        let period = interval > 0.0001 ? interval : 0.0001
        let run: (TimerObject) -> Void = { [weak self] object in
            guard let self else { return }
            // Ticks faster than the display: the views are brought up to date once, after the
            // frame's last tick, as SwiftUI evaluates a view once per frame however often its
            // state changed (`coalescedEvent`).
            let coalesced = repeats && period < Self.framePeriod && self.scene.now + period < Self.frameEnd(after: self.scene.now)
            self.event(at: at, flushing: !coalesced) { _ = try self.evaluator.invoke(block, [.object(object)], at: at) }
        }
        object.timer = scene.clock.every(period) { t in
            if !repeats { t.invalidate() }
            run(object)
        }
        object.action = { [weak object] in if let object { run(object) } }
        return .object(object)
    }

    func startTask(_ body: FunctionValue, at: Int) throws -> RuntimeObject {
        evaluator.impure()
        let task = TaskObject(runtime: self, body: body, at: at)
        try task.start()
        return task
    }

    /// `Task.sleep(for:)`/`(nanoseconds:)`: the running task waits on the scene clock.
    func sleep(_ args: Args) throws -> Value {
        let seconds: Double
        if let ns = try args.double("nanoseconds") { seconds = ns / 1e9 }
        else if let s = try args.double("for") { seconds = s }
        else if let s = try args.double("seconds") { seconds = s }
        else { seconds = try args.requiredDouble(nil) }
        guard let task = TaskObject.current else {
            throw RuntimeError(message: "Task.sleep can only be awaited inside a Task { … }", at: args.at)
        }
        try task.suspend(for: max(0, seconds))
        return .void
    }

    // MARK: Randomness

    func random(below n: UInt64) -> UInt64 {
        evaluator.impure()
        guard n > 0 else { return 0 }
        return UInt64.random(in: 0..<n, using: &scene.random)
    }

    func randomWord() -> UInt64 {
        evaluator.impure()
        return scene.random.next()
    }

    func randomDouble(in range: ClosedRange<Double>) -> Double {
        evaluator.impure()
        return Double.random(in: range, using: &scene.random)
    }

    func nextUUID() -> String {
        evaluator.impure()
        let a = scene.random.next(), b = scene.random.next()
        let c = Array(String(format: "%016llX%016llX", a, b))
        return "\(String(c[0..<8]))-\(String(c[8..<12]))-4\(String(c[13..<16]))-\(String(c[16..<20]))-\(String(c[20..<32]))"
    }
}

/// `Timer.scheduledTimer`: a timer of the scene clock.
final class TimerObject: RuntimeObject {
    var timer: SceneClock.Timer?
    var action: (() -> Void)?
    override var typeName: String { "Timer" }
    func fire() throws { action?() }
}
