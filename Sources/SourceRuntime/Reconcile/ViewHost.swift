import Motion
import Scene

/// An effect's binding that a live unit drives: its node and property, the modifier's index,
/// the target and part of the unit it reads, and the slot it reads when unbound.
struct BoundProperty {
    let node: Node
    let property: Property
    let modifier: Int
    let target: Int
    let part: Int
    let slot: StateValue<Double>

    /// The binding's computation while `live` drives it (nil: its slot).
    func compute(_ live: LiveUnit?) -> () -> Double {
        let (k, part, slot) = (target, self.part, slot)
        guard let live else { return { slot.value } }
        return { live.boundNumber(k, part) }
    }
}

/// A view as it plays: one place in the view tree, kept while the views evaluated there keep
/// their type, and the scene nodes that draw it.
final class ViewHost {
    /// The identity of what stands here (`ViewValue.identityKey`) and its modifiers' kinds.
    let key: String
    let shape: [String]
    var value: ViewValue { didSet { notePlainLeaf() } }
    var context: ViewContext
    let depth: Int
    /// A view struct's `self`.
    var instance: ViewInstance?
    /// Its gestures' progress through the press under way, by modifier index.
    var gestureRuns: [Int: GestureRun] = [:]
    /// A text whose changes roll (`.contentTransition(.numericText())`).
    var numeric: NumericTextState? { didSet { notePlainLeaf() } }
    /// A text drawn by a text renderer.
    var renderer: RendererState? { didSet { notePlainLeaf() } }
    /// The glyphs of a text of styled runs (made by `+`).
    var styledGlyphs: [Node]? { didSet { notePlainLeaf() } }
    /// A timeline's date.
    var timeline: TimelineState?
    /// A phase animator's phase.
    var phase: PhaseState?
    /// The view struct whose body built this view (nil at the root).
    weak var owner: ViewHost?
    /// A view struct's body as last evaluated, with what it read.
    var bodyUnit: BodyUnit?
    /// A `ForEach`'s calls of its content, as last evaluated.
    var itemUnits: [ItemUnit] = []
    /// Set when the instance's state changed: its body is evaluated again at the next update.
    var isDirty = false
    /// The node that draws the content (a text, a shape, a stack's container).
    var content: Node? { didSet { notePlainLeaf() } }
    /// A `UIViewRepresentable`'s view, made by its `makeUIView(context:)`.
    var represented: UIKitView?
    /// A shape drawn as a path node: the shape as last evaluated, which its outline draws.
    var shapeSource: ShapeSource?
    /// `GeometryEffect`s of the file, by modifier index.
    var geometryEffects: [Int: GeometryEffectState] = [:]
    /// The shapes of path masks (`clipShape`, `mask`), by modifier index.
    var maskSources: [Int: ShapeSource] = [:]
    /// A view struct (or modifier) with `animatableData`: its data as presented.
    var animatable: AnimatableViewState?
    /// Group nodes made where a modifier needs a node of its own, by modifier index.
    var wrappers: [Int: Node] = [:] { didSet { notePlainLeaf() } }
    /// The content's child views, in order; for a `ForEach`, their ids.
    /// The tasks `.task` started when the view appeared, cancelled when it goes.
    var tasks: [TaskObject] = []
    /// The task each `.task(id:)` modifier (by its index) started last.
    var idTasks: [Int: TaskObject] = [:]
    var children: [ViewHost] = []
    /// A `GeometryReader` whose content failed on the zero size it read before the first
    /// layout pass: it is evaluated again once layout gave it its size.
    var awaitsLayout = false
    /// A scroll view's axes, offset and sizes (`Reconcile/ScrollViews.swift`).
    var scroll: ScrollGeometry?
    /// A scroll view's `scrollPosition(id:)`: the binding, its anchor, and the id it was last
    /// brought to or set to.
    var scrollPosition: (spec: ScrollPositionObject, synced: Value)?
    /// Where the last layout pass placed the view as a whole (kept for a `ForEach`'s items
    /// when the file scrolls to them).
    var placedFrame: Rect?
    var childIDs: [Value] = []
    /// Views of `background`, `overlay` and `mask` modifiers, by modifier index.
    var attachedViews: [Int: ViewHost] = [:]
    /// The values the bindings of each effect modifier read, by modifier index.
    var effectSlots: [Int: [StateValue<Double>]] = [:]
    /// A keyframe animator's timeline and where its value stands.
    var keyframes: KeyframeState?
    var textSlot: StateValue<String>?
    /// `.animation(_:value:)` scopes, by modifier index.
    var scopes: [Int: (state: StateValue<Value>, source: AnimationSource)] = [:]
    /// For a scope of `.animation(_:body:)`: the first modifier index it covers.
    var scopeStarts: [Int: Int] = [:]
    /// A view built with its live effects bound to its item's live unit (see `LiveBound.swift`):
    /// the unit (nil: back to its slots), whether it was built bound, the plan it was
    /// built for, the mirrors its animation scopes watch by modifier index, and the bound
    /// bindings.
    var boundLive: LiveUnit?
    var isBuiltBound = false
    var boundPlan: LivePlan?
    var mirrorScopes: [Int: StateValue<Value>] = [:]
    var boundProperties: [BoundProperty] = []
    /// How many nodes the bound bindings are on.
    var boundOnNodes: Int { Set(boundProperties.map { ObjectIdentifier($0.node) }).count }
    /// `onChange(of:)` values as last seen, by modifier index.
    var watched: [Int: Value] = [:]
    /// A gradient's layer (a gradient view's, or a gradient mask's by modifier index).
    var gradientLayer: CAGradientLayer?
    var maskLayers: [Int: CAGradientLayer] = [:]
    /// The node of a shape `.mask { }`, by modifier index.
    var maskNodes: [Int: Node] = [:]
    /// Nodes of removed children still playing their removal transition.
    var leaving: [Node] = []
    /// A control's own state between evaluations (a button held down, a picker's last slide).
    var control: ControlState?
    /// A system image stand-in's parts inside its group (the circle, the pencil).
    var symbolParts: [Node] = []
    /// A symbol image's glyphs and the effects playing on them (`Symbols.swift`).
    var symbol: SymbolState?
    /// A container's state (a navigation stack's path, a tab view's selection, …).
    var container: AnyObject?

    init(key: String, shape: [String], value: ViewValue, context: ViewContext, depth: Int) {
        self.key = key; self.shape = shape; self.value = value; self.context = context; self.depth = depth
    }

    /// The node a plain text, colour, gradient or shape other than a circle lays out as by
    /// itself, with no layout modifier and no modifier's node of its own (nil otherwise): kept
    /// up to date as what it depends on changes, so that a relayout of thousands of views
    /// reads one field of each rather than its value and its modifiers.
    private(set) var plainLeaf: Node?

    private func notePlainLeaf() {
        plainLeaf = nil
        guard wrappers.isEmpty, let node = content, !value.changesLayout else { return }
        switch value.content {
        case .text where numeric == nil && renderer == nil && styledGlyphs == nil: plainLeaf = node
        case .shape(.circle): return
        case .shape, .color, .gradient: plainLeaf = node
        default: return
        }
    }

    /// A host without a node or layout of its own: its children stand in its parent's place
    /// (`ForEach`, `Group`, an `if`'s branch, a view struct whose body is several views).
    var isTransparent: Bool {
        guard wrappers.isEmpty, content == nil else { return false }
        switch value.content {
        case .forEach, .group, .conditional, .custom, .empty, .stack, .scrollView, .phaseAnimator, .keyframeAnimator, .timeline, .button, .control, .container: return true
        default: return false
        }
    }

    /// The outermost nodes this view puts in its parent's container, in drawing order.
    var topNodes: [Node] {
        if let outer = wrappers.max(by: { $0.key < $1.key })?.value { return [outer] }
        if let content { return [content] }
        return ViewHost.zOrdered(children).flatMap(\.topNodes) + leaving
    }

    /// `zIndex(_:)`: siblings drawn in the order of their index, equal ones as written.
    var zIndex: Double {
        for m in value.modifiers.reversed() { if case .zIndex(let z) = m { return z } }
        // A control's body carries its own (an open menu above what follows it).
        if case .control = value.content, wrappers.isEmpty, let body = children.first { return body.zIndex }
        return 0
    }

    static func zOrdered(_ hosts: [ViewHost]) -> [ViewHost] {
        guard hosts.contains(where: { $0.zIndex != 0 }) else { return hosts }
        return hosts.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// The kinds of a view's modifiers: a view whose kinds change is built anew.
    static func shape(of v: ViewValue) -> [String] {
        v.modifiers.map(\.kind)
    }
}
