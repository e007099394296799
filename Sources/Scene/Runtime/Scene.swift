import Dispatch
import Motion

/// A running scene: its node tree, layout, state, clock and random source.
///
/// What it shows at time t depends only on how it was built, the taps so far and t.
public final class Scene {
    public let clock = SceneClock()
    public var random: SeededRandom
    public let metrics: FontMetrics
    /// The canvas, in points.
    public private(set) var size: Size
    /// The root of the node tree; drawing follows its order.
    public let root: Node
    /// The view tree's layout; set by the effect once its nodes exist.
    public var layout: Layout? { didSet { if !isDisposed { relayout(animation: nil, changed: []) } } }
    /// Set once the scene has been discarded; it then lays nothing out again.
    private var isDisposed = false

    /// Drops the layout (and the closures in it) for `dispose()`.
    func disposeLayout() {
        isDisposed = true
        layout = nil
    }
    /// A family that replaces every seed font (the user's choice), or nil.
    public let fontOverride: String?
    /// The user's own text for the scene's lines (`--text`), or nil for the seed's.
    public let userText: SceneText?
    /// Whether a line of the user's text was cut to `SceneText.maximumCharactersPerLine`.
    public internal(set) var cutsCharacterLines = false
    /// Whether the root content is centred vertically (false: top-aligned, as in a ScrollView).
    public var centersVertically = true
    /// Natural sizes of image assets for layout (nil: images fill what they are offered).
    public var images: ImageMetrics?
    /// Run before every presentation with its time: code that decides what a frame shows as
    /// the frame is drawn (a text renderer's `draw`) sets the tracks it draws from.
    public var beforePresenting: [(Double) -> Void] = []
    /// What typed text goes to (`Scene+Text.swift`); nil while nothing has the focus.
    public var textReceiver: ((String) -> Void)?
    /// The press under way (see `Scene+Pointer.swift`), or nil.
    var pointer: ActivePointer?
    /// Whether something outside the nodes' tracks still animates at a time (Core Animation
    /// animations on a view's layer): a scene is not settled while one says so.
    public var animatingAt: [(Double) -> Bool] = []
    /// What plays the scene's code, kept alive as long as the scene (a source file's runtime).
    public var script: AnyObject?
    /// Run once the events due by a time have run, before the scene is drawn there: where a
    /// script brings up to date what its events left to the end of a frame.
    public var afterEvents: (() -> Void)?
    /// Set when the code the scene plays raised an error: the scene is stopped there.
    public var failure: SceneFailure?
    /// `ForEach`es to bring up to date in every update, before bindings and layout.
    var reconcilers: [(_ changed: Set<ObjectIdentifier>, _ animation: Animation?) -> Void] = []

    private var nextID = 0
    /// An unanimated update changed state since the last layout pass.
    var layoutIsStale = false
    /// Every state the scene made (kept alive here: reads and readers do not retain them).
    private var states: [AnyState] = []
    /// How deep updates are nested (an update run by a binding of another).
    private var updateDepth = 0
    /// Records which states each binding reads, so updates re-run only affected bindings.
    let stateReads = StateReads()
    /// Bumped when the tree, a node's bindings or its frame scopes change.
    var structureVersion = 0
    /// What updates scan, as of `bindingWalkVersion` (−1: none).
    var bindingWalk = BindingWalk()
    var bindingWalkVersion = -1
    /// How many binding walks were read so far.
    var walkGenerations = 0

    /// The canvas's unsafe edges (a device's status bar and home indicator): the content is
    /// offered and centred in what they leave, and a view that ignores the safe area reaches
    /// past them.
    public let safeArea: EdgeInsets
    /// The device's appearance (`--color-scheme dark`, the window's K): dark unless a file
    /// asks for its own with `.preferredColorScheme`.
    public let systemDark: Bool
    /// The device the scene plays for: the profile in force where it was made
    /// (`DeviceProfile.current`), under which its updates, layout and presentation run.
    public let device = DeviceProfile.current

    /// A scene of `size`, laying text out with `metrics`, its randomness fixed by `seed`.
    public init(size: Size, metrics: FontMetrics, seed: UInt64 = 0, fontOverride: String? = nil,
                text: SceneText? = nil, safeArea: EdgeInsets = EdgeInsets(), systemDark: Bool = false) {
        self.size = size
        self.safeArea = safeArea
        self.systemDark = systemDark
        self.metrics = metrics
        self.random = SeededRandom(seed: seed)
        self.fontOverride = fontOverride
        self.userText = text
        root = Node(id: -1, kind: .group)
        root.scene = self
    }

    /// The current scene time.
    public var now: Double { clock.now }

    // MARK: Building

    /// A new state value (`@State var x = value`).
    public func state<Value: Equatable>(_ value: Value) -> StateValue<Value> {
        let s = StateValue(value, reads: stateReads, bit: 1 << UInt64(states.count % 64))
        s.index = states.count
        states.append(s)
        return s
    }

    /// A new node; add it to the tree with `parent.add(_:)` or `root.add(_:)`.
    public func makeNode(_ kind: Node.Kind, text: String = "", font: FontSpec? = nil, color: Color = .primary) -> Node {
        let node = Node(id: nextID, kind: kind, text: text, font: font.map(resolve), color: color)
        node.scene = self
        nextID += 1
        return node
    }

    /// `font` with the user's family applied, if one was chosen.
    public func resolve(_ font: FontSpec) -> FontSpec {
        guard let fontOverride else { return font }
        var f = font
        f.family = fontOverride
        return f
    }

    // MARK: Updating

    /// Changes state as one transaction: `withAnimation(animation) { body() }`.
    ///
    /// Each bound property whose value changes animates with the innermost
    /// `.animation(_:value:)` whose value changed, else with `animation`, else at once.
    public func update(animation unchecked: Animation? = nil, _ body: () -> Void) {
        DeviceProfile.with(device) { performUpdate(animation: unchecked, body) }
    }

    private func performUpdate(animation unchecked: Animation?, _ body: () -> Void) {
        let animation = EngineLimits.animation(unchecked)
        // Frames that earlier updates moved at once must not take this update's animation.
        if layoutIsStale && (animation != nil || hasFrameScopes) { layoutIfNeeded() }
        let firstNew = states.count
        stateReads.updateSerial += 1
        let mark = stateReads.changedStates.count
        updateDepth += 1
        body()
        updateDepth -= 1
        // The states `body` changed (a state it made itself, for a view built in this
        // update, is new, not changed), and their summary bits.
        let listed = stateReads.changedStates
        var changed = Set<ObjectIdentifier>(minimumCapacity: listed.count - mark)
        var changedBits: UInt64 = 0
        for s in listed[mark...] where s.index < firstNew { changed.insert(ObjectIdentifier(s)); changedBits |= s.bit }
        for reconcile in reconcilers { reconcile(changed, animation) }
        let time = now
        var framesMayAnimate = animation != nil
        var (walk, version) = takeBindingWalk()
        let nodes = walk.nodes
        let refresh = Refresh(time: time, changed: changed, changedBits: changedBits, animation: animation)
        // The states changed since bindings last ran (also outside an update) say which nodes
        // to look at; the outermost update has then looked at every state listed.
        let visits = walk.visits(reading: updateDepth == 0 ? listed[...] : listed[mark...])
        if updateDepth == 0 {
            stateReads.changedStates.removeAll(keepingCapacity: true)
            stateReads.updateSerial += 1
        }
        var i = 0
        while !framesMayAnimate && i < nodes.count {
            if walk.scopeBits[i] & changedBits != 0,
               nodes[i].frameScopes.contains(where: { changed.contains(ObjectIdentifier($0.state)) }) { framesMayAnimate = true }
            i += 1
        }
        if refreshSplit.gathers(nodes.count), refreshSplit.sharesOut(visits.count) {
            let split = refreshSplit
            walk.readBits.withUnsafeMutableBufferPointer { readBits in
                walk.checks.withUnsafeMutableBufferPointer { checks in
                    stateReads.concurrently(parts: split.parts) { part, notes in
                        for j in split.run(part, of: visits.count) {
                            let i = visits[j]
                            refresh.run(nodes[i], recording: notes, reads: stateReads)
                            readBits[i] = nodes[i].readBits
                            checks[i] = nodes[i].checksEveryUpdate
                        }
                    }
                }
            }
        } else {
            for i in visits {
                refresh.run(nodes[i], recording: nil, reads: stateReads)
                walk.readBits[i] = nodes[i].readBits
                walk.checks[i] = nodes[i].checksEveryUpdate
            }
        }
        // The states each node looked at read are told it reads them (here, on one thread).
        for i in visits where nodes[i].readsMoved { nodes[i].subscribeReads() }
        putBack(walk, takenAt: version)
        // SwiftUI lays out once per frame, not once per change: frames that can only move at
        // once wait for the next pass (before drawing, a tap, a frame read, the next event time).
        // An update that changed no state moved nothing (a line's characters each running the
        // same onAppear update: only the first changes anything).
        // A layout that reads no state but its input has not moved when that input did not change.
        if let input = layoutInput, !changed.contains(ObjectIdentifier(input)) { return }
        if framesMayAnimate { relayout(animation: animation, changed: changed) } else if !changed.isEmpty { layoutIsStale = true }
    }

    /// When set, the state every input of `layout` is told through: the layout reads no other
    /// state (its nodes' texts and fonts, frames and stacks change only with this one), so an
    /// update that leaves it unchanged lays nothing out again.
    public var layoutInput: StateValue<Int>?

    /// How updates share out the bindings they run over the cores.
    var refreshSplit = RefreshSplit()

    /// What one update does to a node whose bindings may be out of date.
    private struct Refresh {
        let time: Double
        let changed: Set<ObjectIdentifier>
        let changedBits: UInt64
        let animation: Animation?

        /// Runs the node's bindings whose states changed (or whose states are unknown) and
        /// sets what they give; `recording` are the notes of a concurrent part (nil: `reads`).
        func run(_ node: Node, recording notes: ReadNotes?, reads: StateReads) {
            var vectors = VectorRest.Changes()
            if let textBinding = node.textBinding, !StateReads.isCurrent(node.textReads) {
                var textReads = node.textReads
                node.textReads = []
                let before = textReads
                let shown = Self.record(textBinding, into: &textReads, notes: notes, reads: reads)
                if !StateReads.sameStates(before, textReads) { node.readsMoved = true }
                node.textReads = textReads
                if shown != node.text { node.text = shown }
            }
            for i in node.bindings.indices where !StateReads.isCurrent(node.bindings[i].reads) {
                // Not a copy of the binding: that would copy its reads on write.
                let compute = node.bindings[i].compute, property = node.bindings[i].property
                // Taken out while `compute` runs, which may touch the node (and its bindings).
                var bindingReads = node.bindings[i].reads
                node.bindings[i].reads = []
                let before = bindingReads
                let newValue = Self.record(compute, into: &bindingReads, notes: notes, reads: reads)
                if !StateReads.sameStates(before, bindingReads) { node.readsMoved = true }
                node.bindings[i].reads = bindingReads
                if newValue == node.tracks[property].model { continue }
                let chosen = Scene.pick(node.bindings[i].scopes, changed, animation, changedBits: changedBits)
                if chosen != nil, VectorRest.member(property) != nil {
                    vectors.add(property, newValue, chosen)
                    continue
                }
                node.tracks[property].set(newValue, at: time, animation: chosen)
            }
            vectors.set(on: node, at: time)
            node.summarizeReads()
        }

        private static func record<T>(_ body: () -> T, into list: inout [StateDependency], notes: ReadNotes?,
                                      reads: StateReads) -> T {
            if let notes { return notes.record(body, into: &list) }
            return reads.record(body, into: &list)
        }
    }

    /// Whether any node has an `.animation(_:value:)` scope on its frame (set by `Node.animation`;
    /// kept rather than searched for on every update).
    var hasFrameScopes = false

    /// How many times the tree was laid out (a measure of work: an update that moves no
    /// frame should not add to it).
    public internal(set) var layoutPasses = 0
    /// The time layout passes took so far, in seconds (`bench` reports it a frame).
    public internal(set) var layoutSeconds = 0.0

    /// Changes the canvas size and lays the scene out again at once.
    public func resize(to newSize: Size) {
        size = newSize
        DeviceProfile.with(device) { relayout(animation: nil, changed: []) }
    }
}
