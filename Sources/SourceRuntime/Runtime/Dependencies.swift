/// Which evaluations read which state, so that a change evaluates again only what it reaches.
///
/// SwiftUI evaluates a view's body again when a state value the body read changes, and a
/// `ForEach` calls its content closure again for its elements when the body that made it
/// runs. **Our rule**, for speed and with the same views as a result: each evaluation of a
/// body, and each call of a `ForEach` content closure (an *item*), keeps the state it read:
/// a property as a whole (`glyphs`, `glyphs.count`) or one element of an array property
/// read by a constant-free subscript of its name (`phases[g.group]`). A change evaluates
/// again the bodies that read what changed (as SwiftUI does) and, where the body itself did
/// not read it, only the items that did, in the closure and scope the body gave them then.
/// That gives the views a whole new body would give whenever the code is pure; an
/// evaluation that was not (it drew a random number, read the date or a top-level `var`,
/// printed, started a timer or task, wrote state, or animated) is never evaluated alone:
/// a change that reaches such an item evaluates its whole body again, as SwiftUI would.
final class ReadLog {
    struct Read {
        let instance: ViewInstance
        let name: String
        /// The element read, or nil for the property as a whole.
        let index: Int?
        /// The property's readers, when the reader already has them at hand.
        var readers: StateReaders? = nil
    }
    var reads: [Read] = []
    var impure = false
    let parent: ReadLog?
    init(parent: ReadLog?) { self.parent = parent }
}

/// One evaluation whose reads are kept: a body or an item. A new evaluation of it bumps
/// its generation, so what the old one registered no longer counts.
class EvaluationUnit {
    var generation = 0
    /// Called when a state value it read changed.
    func invalidate(_ runtime: SourceRuntime) {}
    /// Whether nothing it read can reach it any more (an item of a `ForEach` evaluated again).
    var isGone: Bool { false }
}

/// A view struct's body, evaluated in its host.
final class BodyUnit: EvaluationUnit {
    weak var host: ViewHost?
    init(host: ViewHost) { self.host = host }
    override func invalidate(_ runtime: SourceRuntime) {
        if let host { runtime.markDirty(host) }
    }
}

/// A `ForEach` content closure's call for one element: what it needs to be called again.
final class ItemUnit: EvaluationUnit {
    let closure: FunctionValue
    let element: Value
    /// Modifiers of the `ForEach` handed to each of its views, in order.
    var distributed: [Modifier] = []
    var impure: Bool
    /// The body whose evaluation made the item (a change reaching an impure item goes there).
    weak var owner: ViewHost?
    /// The item's view and the `ForEach` host it stands in, once reconciled.
    weak var host: ViewHost?
    weak var parent: ViewHost?
    /// Where the item's view stood in its parent's children when last placed.
    var index = 0
    var isDirty = false
    /// What of the item follows its live reads without an evaluation (see `LivePlan`).
    var live: LiveUnit?
    /// Set when the `ForEach` was evaluated again: the item is another one's now.
    var isStale = false

    init(closure: FunctionValue, element: Value, impure: Bool, owner: ViewHost?) {
        self.closure = closure; self.element = element; self.impure = impure; self.owner = owner
    }

    override var isGone: Bool { isStale }

    override func invalidate(_ runtime: SourceRuntime) {
        guard !isStale, !isDirty else { return }
        if impure || host == nil || parent == nil {
            if let owner { runtime.markDirty(owner) }
            return
        }
        isDirty = true
        runtime.pending.dirtyItems.append(self)
    }
}

/// The evaluations that read one state property: as a whole, or by element.
final class StateReaders {
    var whole = ReaderList()
    var byIndex: [Int: ReaderList] = [:]
}

/// Evaluations that read one thing, each with its generation then. Entries a newer
/// evaluation replaced, or of items gone, are dropped when the list has doubled since it was last cleaned (a
/// list no change reaches would otherwise grow with every evaluation; cleaning more often
/// would look at a long list's entries again and again).
struct ReaderList {
    private(set) var entries: [(EvaluationUnit, Int)] = []
    private var limit = 8

    mutating func add(_ entry: (EvaluationUnit, Int)) {
        if entries.count >= limit {
            entries.removeAll { $0.0.generation != $0.1 || $0.0.isGone }
            limit = max(8, 2 * entries.count)
        }
        entries.append(entry)
    }
}

extension Evaluator {
    /// Runs `body` keeping its state reads in a log of its own (nested in the running one).
    func logging<T>(_ body: () throws -> T) rethrows -> (T, ReadLog) {
        let log = ReadLog(parent: readLog)
        readLog = log
        defer { readLog = log.parent }
        return (try body(), log)
    }

    /// The evaluation running now did something whose result a second run would not repeat.
    func impure() {
        var log = readLog
        while let l = log { l.impure = true; log = l.parent }
    }

    func noteRead(_ instance: ViewInstance, _ name: String, index: Int? = nil) {
        readLog?.reads.append(ReadLog.Read(instance: instance, name: name, index: index))
    }
}

extension SourceRuntime {
    /// Keeps what `log` read as read by `unit` (a new generation of it).
    func register(_ unit: EvaluationUnit, _ log: ReadLog) {
        register(unit, reads: log.reads)
    }

    func register(_ unit: EvaluationUnit, reads: [ReadLog.Read]) {
        unit.generation += 1
        let g = unit.generation
        for read in reads {
            let readers = read.readers ?? read.instance.readers(of: read.name)
            if let i = read.index { readers.byIndex[i, default: ReaderList()].add((unit, g)) } else { readers.whole.add((unit, g)) }
        }
    }

    /// A state property's value changed from `old`: the evaluations that read what changed
    /// are invalidated (an array of the same length: only the readers of changed elements
    /// and of the whole).
    func stateChanged(_ instance: ViewInstance, _ name: String, from old: Value) {
        if instance.mirrors[name] != nil { pending.mirrorsToSync.append((instance, name)) }
        guard let readers = instance.readersIfAny(of: name) else { return }
        let new = instance.state[name] ?? .nil
        var hit = readers.whole.entries
        readers.whole = ReaderList()
        if case .array(let a) = old, case .array(let b) = new, a.count == b.count {
            for i in a.indices where a[i] != b[i] {
                if let list = readers.byIndex.removeValue(forKey: i) { hit += list.entries }
            }
        } else {
            for list in readers.byIndex.values { hit += list.entries }
            readers.byIndex = [:]
        }
        for (unit, g) in hit where unit.generation == g { unit.invalidate(self) }
    }

    /// Evaluates again, alone, the items a change reached whose body was not evaluated again.
    func reevaluateItems(_ update: Update) throws {
        while !pending.dirtyItems.isEmpty || !pending.dirtyLive.isEmpty {
            if pending.dirtyItems.isEmpty { updateLive(update); continue }
            let units = pending.dirtyItems
            pending.dirtyItems = []
            for unit in units {
                unit.isDirty = false
                guard !unit.isStale, let host = unit.host, let parent = unit.parent else { continue }
                let placed = unit.index < parent.children.count && parent.children[unit.index] === host
                guard let index = placed ? unit.index : parent.children.firstIndex(where: { $0 === host }) else { continue }
                unit.index = index
                evaluations.items += 1
                try update.count(1, at: parent.value.at)
                try evaluator.building(unit.owner) { try reevaluate(unit, host, in: parent, at: index, update) }
            }
        }
    }

    /// One item evaluated again and reconciled in its place.
    private func reevaluate(_ unit: ItemUnit, _ host: ViewHost, in parent: ViewHost, at index: Int, _ update: Update) throws {
        let ((child, own, scope), log) = try evaluator.logging { () throws -> (ViewHost, ViewValue, Scope?) in
            let (v, scope) = try evaluator.invokeKeepingScope(unit.closure, [unit.element], at: parent.value.at, asBuilder: true)
            let own = try evaluator.viewOf(v, at: parent.value.at)
            var value = own
            for m in unit.distributed { value = value.adding(m) }
            return (try reconcile(value, host, host.context, depth: host.depth, update), own, scope)
        }
        unit.impure = log.impure
        if child !== host {
            parent.children[index] = child
            leave(host, from: parent, host.context, alreadyRemoved: true, update)
            appeared(child, child.context, update)
            unit.host = child
            update.structureChanged = true
        }
        register(item: unit, log, view: own, scope: scope)
        if let host = unit.host, host.isBuiltBound { rebind(host, unit.live) }
    }
}
