import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// glibc's `pthread_getattr_np` (a GNU extension the Glibc module leaves out): the attributes,
/// stack included, of a running thread.
@_silgen_name("pthread_getattr_np")
private func threadAttributes(_ thread: pthread_t, _ attr: UnsafeMutablePointer<pthread_attr_t>) -> Int32

/// The budgets no file escapes, beside the step budget of one event (`Evaluator.budget`):
/// - events at one scene time (a `DispatchQueue.main.asyncAfter(deadline: .now())` that
///   schedules itself, phases that complete at once): at most `eventsPerInstant`, and
///   `stepsPerInstant` steps between them;
/// - memory: the most the process has held (its peak resident size, read every
///   `memoryCheckMask + 1` steps) may grow by at most `memoryBytes` over what it was when the
///   file started: what the file's arrays, strings and dictionaries hold is counted there;
/// - the native stack: a call (a body, a closure, a method, a view's body nested in views)
///   that finds less than a quarter of its thread's stack left stops with a positioned error,
///   before the stack can overflow.
/// - a frame: every event between two frames, and the frame's own drawing calls, share
///   `frameBudget` steps — the window's `SourceFile.frameStepBudget`, so a frame stops with
///   the error panel shown rather than holding the window for seconds; elsewhere
///   `commandFrameBudget`, so a timer faster than the display doing heavy work stops rather
///   than running a budget's worth of steps on each of its many ticks a frame.
/// Past each, the scene stops with a positioned runtime error (exit 1 on the command line).
/// docs/SEMANTICS.md, "Untrusted input: limits and clamps", gives the figures and reasons.
struct Budgets {
    static let eventsPerInstant = 1_000
    /// The steps one 60 Hz frame of scene time may take where no window sets its own budget
    /// (`render`, `inspect`, `export`, `bench`): one event's, so a single event still has its
    /// whole budget.
    static let commandFrameBudget = Evaluator.eventBudget
    static let stepsPerInstant = 20_000_000
    static let memoryBytes = 512 << 20
    /// Steps between two readings of the process's memory (a power of two, less one).
    static let memoryCheckMask = 63

    /// The scene time of the events counted, how many ran then and the steps they took.
    var instant = -Double.infinity
    var eventsAtInstant = 0
    var stepsAtInstant = 0
    /// Set when the events at one time ran past their budget: the next step stops the scene.
    var instantExhausted = false
    /// The steps the events of this frame took before the running one (see `endFrame`).
    var frameSteps = 0
    /// The 60 Hz frame of scene time those events ran in.
    var frameIndex = -Double.infinity
    /// The most steps the code of one frame may take.
    var frameBudget: Int = Budgets.commandFrameBudget
    /// Resident bytes when the file started (nil: not read yet).
    var memoryBaseline: Int?
    /// The thread whose stack `stackFloor` bounds, and the lowest address a call may reach.
    var stackThread: pthread_t?
    var stackFloor: UInt = 0

    /// The most the process has held in memory so far (its peak resident bytes; one system
    /// call, cheap enough to make every few dozen steps).
    static func residentBytes() -> Int? {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        return usage.ru_maxrss * 1024
    }
}

extension Evaluator {
    /// An event starts: its step budget is fresh, the events at this scene time are counted.
    func beginEvent() {
        let now = runtime?.scene.now ?? 0
        // A seek that catches up over many frames gives each 60 Hz frame its own budget.
        let frame = (now * 60).rounded(.down)
        if frame != limits.frameIndex {
            limits.frameIndex = frame
            limits.frameSteps = 0
        }
        budget = min(Self.eventBudget, max(0, limits.frameBudget - limits.frameSteps))
        if runtime?.recording != nil || drawsFrame {
            // A text renderer drawing a frame (a paused window draws the same time again and
            // again): frames are being drawn, so the events are not stuck at one time.
            limits.instant = -.infinity
            return
        }
        if now == limits.instant {
            limits.eventsAtInstant += 1
            limits.stepsAtInstant += taken
        } else {
            limits.instant = now
            limits.eventsAtInstant = 1
            limits.stepsAtInstant = 0
        }
        if limits.eventsAtInstant > Budgets.eventsPerInstant || limits.stepsAtInstant > Budgets.stepsPerInstant {
            // The next step of the file's code stops the scene where it is.
            limits.instantExhausted = true
            taken = budget
        }
    }

    /// The step that went past the budget, or a step at which memory is read.
    /// Counts a copy of `n` values as work (one step per 16): code that copies a large array
    /// on every pass of a loop meets the step budget, not an hour of copying.
    @inline(__always) func chargeCopy(_ n: Int, at: Int) throws {
        taken += n >> 4
        if taken > budget { try overBudget(at) }
    }

    func overBudget(_ at: Int) throws {
        if limits.instantExhausted {
            throw RuntimeError(message: "more than \(Budgets.eventsPerInstant.formatted()) events ran at one time without the clock moving (a delay of 0 that schedules itself?)", at: at)
        }
        if taken > budget {
            if budget < Self.eventBudget {
                throw RuntimeError(message: "one frame's code ran for more than \(limits.frameBudget.formatted()) steps, the budget of a 60 Hz frame of scene time that every event in it shares (too much work in a body, or a timer faster than the display doing heavy work?)", at: at)
            }
            throw RuntimeError(message: "the code ran for more than \(budget.formatted()) steps without finishing (an endless loop?)", at: at)
        }
        guard let resident = Budgets.residentBytes() else { return }
        guard let baseline = limits.memoryBaseline else { limits.memoryBaseline = resident; return }
        if resident - baseline > Budgets.memoryBytes {
            throw RuntimeError(message: "the file's values grew past \(Budgets.memoryBytes >> 20) MB of memory", at: at)
        }
    }

    /// A call's or an operator's result, its making charged to the step budget by its size
    /// (a step for every 16 characters or elements): `String(repeating:count:)`, `Array(…)`,
    /// `map` and `+` make big values in one step, and would otherwise run for minutes within
    /// the budget.
    @inline(__always) func charged(_ v: Value, at: Int) throws -> Value {
        let size: Int
        switch v {
        case .string(let s): size = s.utf8.count
        case .array(let items): size = items.count
        case .dictionary(let entries): size = entries.count
        default: return v
        }
        if size >= 16 {
            taken += size >> 4
            if taken > budget { try overBudget(at) }
        }
        return v
    }

    /// A frame has been brought up to date: the next frame's events start a fresh frame budget.
    func endFrame() {
        limits.frameSteps = 0
        taken = 0
    }

    /// Reads the resident memory the file's budget counts from (when it starts).
    func startMemoryBudget() {
        limits.memoryBaseline = Budgets.residentBytes()
    }

    /// Stops a call that would leave less than a quarter of the thread's stack (at least
    /// 64 KB) unused: deep recursion is a positioned error, not a crash.
    @inline(__always) func checkStack(at: Int) throws {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let thread = pthread_self()
        if limits.stackThread == nil || pthread_equal(limits.stackThread!, thread) == 0 {
            limits.stackThread = thread
            limits.stackFloor = Self.stackFloor(of: thread, near: here)
        }
        if here < limits.stackFloor {
            throw RuntimeError(message: "recursion went too deep for the stack (views or calls nested without end?)", at: at)
        }
    }

    /// The lowest address a call on `thread` may reach: its stack's bottom plus a quarter of
    /// its size (at least 64 KB); for a stack of unknown size, 256 KB below `here`.
    private static func stackFloor(of thread: pthread_t, near here: UInt) -> UInt {
        var attr = pthread_attr_t()
        guard threadAttributes(thread, &attr) == 0 else { return here > 262_144 ? here - 262_144 : 0 }
        defer { pthread_attr_destroy(&attr) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attr, &base, &size) == 0, let base, size > 0 else {
            return here > 262_144 ? here - 262_144 : 0
        }
        let low = UInt(bitPattern: base)
        return low + UInt(max(65_536, size / 4))
    }
}
