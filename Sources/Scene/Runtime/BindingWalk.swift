/// Every node of a scene in `Node.forEach` order, with what an update looks at first: the
/// summary bits of the states its bindings read, of the states its frame scopes watch, and
/// whether it must be looked at whatever changed.
///
/// An update scans these flat arrays and touches only the nodes whose bits meet the changed
/// states: visiting every node of a large scene would cost a cache miss each. The nodes stay
/// the truth; the walk is rebuilt from them whenever the tree, a binding or a scope changes.
struct BindingWalk {
    private(set) var nodes: [Node] = []
    var readBits: [UInt64] = []
    private(set) var scopeBits: [UInt64] = []
    var checks: [Bool] = []

    /// The walk's number: places of an older walk no longer name its nodes.
    private(set) var generation = -1

    /// Reads the tree under `root`; each node subscribes to the states it reads at its place.
    init(root: Node, generation: Int) {
        self.generation = generation
        root.forEach { node in
            node.walkIndex = nodes.count
            node.walkGeneration = generation
            node.subscribed = []
            node.subscribeReads()
            nodes.append(node)
            readBits.append(node.readBits)
            scopeBits.append(node.frameScopeBits)
            checks.append(node.checksEveryUpdate)
        }
    }

    init() {}
}

extension BindingWalk {
    /// The nodes an update looks at, in drawing order: those among the readers of `changed`
    /// (their places in this walk), and those that must be looked at every time (new, or
    /// reading no known state).
    func visits(reading changed: ArraySlice<AnyState>) -> [Int] {
        var visit = checks
        for s in changed {
            for place in s.readers where place.generation == generation && place.index < visit.count { visit[place.index] = true }
        }
        var out: [Int] = []
        for i in visit.indices where visit[i] { out.append(i) }
        return out
    }
}

extension Scene {
    /// The walk for this update: the cached one, or one read afresh if anything it caches
    /// changed. It is taken out of the scene while the update runs (writing it in place
    /// would otherwise copy it); `putBack` returns it unless something changed meanwhile.
    /// An update nested in a binding takes a walk of its own, so the outer one is not put
    /// back after it: its bits may be out of date.
    func takeBindingWalk() -> (walk: BindingWalk, version: Int) {
        if bindingWalkVersion != structureVersion {
            walkGenerations += 1
            bindingWalk = BindingWalk(root: root, generation: walkGenerations)
            bindingWalkVersion = structureVersion
        }
        let walk = bindingWalk
        bindingWalk = BindingWalk()
        bindingWalkVersion = -1
        structureVersion &+= 1
        return (walk, structureVersion)
    }

    /// Makes the next update look at `node` (its `checksEveryUpdate` is set): in the cached
    /// walk at its place, or in the walk read afresh when there is none to mark.
    func lookAtNextUpdate(_ node: Node) {
        if bindingWalkVersion == structureVersion, node.walkGeneration == bindingWalk.generation,
           node.walkIndex >= 0, node.walkIndex < bindingWalk.checks.count {
            bindingWalk.checks[node.walkIndex] = true
        } else {
            // Taken by a running update, or out of date: the next walk is read from the nodes.
            structureVersion &+= 1
        }
    }

    func putBack(_ walk: BindingWalk, takenAt version: Int) {
        guard structureVersion == version else { return }
        bindingWalk = walk
        bindingWalkVersion = version
    }
}

extension Node {
    /// Tells the scene that the tree under it, a binding or a frame scope changed.
    func structureChanged() {
        scene?.structureVersion &+= 1
    }
}
