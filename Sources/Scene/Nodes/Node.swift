import Motion

/// One node of the scene graph: a character, a text run, a shape, an image or a group.
public final class Node {
    /// What a node draws.
    public enum Kind: String, Sendable {
        case glyph, text, rect, circle, image, button, card, group
        /// A path filled or stroked (`outline`): a stroked or trimmed shape, a `Path`, a file's `Shape`.
        case path
    }

    // What every frame reads comes first, together: a frame visits tens of thousands of
    // nodes, and fields spread over the object would each cost a cache line. Its drawing
    // reads the kind, lines, text, font and colour of a text next, once the frame's values
    // are worked out: they follow, beside the last fields that pass read.
    public var tracks = PropertyTracks()
    public private(set) var children: [Node] = []
    /// What masks this node and its subtree (nil: nothing).
    public var mask: Mask? { didSet { structureChanged() } }
    /// A gradient whose colours fill what the node draws (a shape, a text's glyphs) in place
    /// of `color`, its unit space the node's frame (nil: `color` fills). What the node draws
    /// gives the coverage; the gradient gives colour and alpha (SwiftUI's shape styles:
    /// `.fill(gradient)`, `.foregroundStyle(gradient)`, a gradient as a view).
    public var gradientFill: CAGradientLayer?
    /// A path node's outline (nil for every other kind).
    public var outline: ShapeOutline?
    /// How the subtree's pixels combine with what lies below (`.normal`: over it).
    public var blendMode = BlendMode.normal
    /// Shadow colour (its alpha is multiplied by the shadowOpacity track); nil: no shadow.
    public var shadowColor: Color?
    /// Whether `offset` comes before `scaleEffect` in the modifier chain (then the offset is scaled too).
    public var offsetBeforeScale = true
    public let kind: Kind
    /// `rotation3DEffect`'s axis, anchor and perspective (the angle is the `rotation3D` track).
    public var rotation3D = Rotation3DSettings()
    /// A Core Animation layer's 3D transforms (nil: none; see `LayerTransforms`).
    public var layerTransforms: LayerTransforms?
    /// Wrapped lines of a text node, from layout.
    public var lines: [String] = []
    /// A text's most lines (`lineLimit`; nil: any number): the last one shown ends in "…"
    /// when the text goes on. With `reservesLines` the text takes that many lines' height.
    public var lineLimit: Int?
    public var reservesLines = false
    /// Where a text's lines sit in its frame: 0 leading, 0.5 centre, 1 trailing.
    public var lineAlignment = 0.0
    /// `strikethrough`/`underline`: whether a text's lines are struck or underlined, and in
    /// which colour (nil: the text's).
    public var strikethrough = false, underline = false
    public var strikethroughColor: Color?, underlineColor: Color?
    /// The character or string drawn (glyph, text, button label).
    public var text: String { didSet { if text != oldValue { forgetMeasures() } } }
    public var font: FontSpec? { didSet { if font != oldValue { forgetMeasures() } } }
    /// Text colour, or a shape's fill.
    public var color: Color
    /// Stable across times and across text changes that keep a character's identity.
    public let id: Int

    /// Anchor of `scaleEffect`, in the node's unit space (the model value of the anchor
    /// tracks; setting it moves the anchor at once).
    public var anchor: UnitPoint {
        get { UnitPoint(model(.anchorX), model(.anchorY)) }
        set {
            tracks[.anchorX].set(newValue.x, at: 0, animation: nil)
            tracks[.anchorY].set(newValue.y, at: 0, animation: nil)
        }
    }
    public var cornerRadius: Double = 0
    /// Outline width for bordered shapes and buttons (0: none).
    public var borderWidth: Double = 0
    public var borderColor: Color = .clear
    /// An image asset name, for image nodes.
    public var imageName: String?
    /// Space added after the glyph in a text of glyph nodes (`tracking(_:)`, `kerning(_:)`), points.
    public var letterSpacing = 0.0
    /// Width at which a text node wraps (nil: one line).
    public var wrapWidth: Double?
    /// The lines of a text drawn as glyph nodes, for the group that holds them, from layout.
    public var textLines: [TextLine] = []
    /// The width of the text on one line in its font, as layout last measured it (a pass
    /// measures a text for every proposal its stacks make; see `LayoutEngine.singleLine`).
    /// Forgotten when the text or the font changes.
    var measuredLine: MeasuredLine?
    /// The lines the text wrapped into at the widths layout last offered it, with the widest
    /// line's width (a pass offers a text nothing, everything and its share; a relayout offers
    /// the same again). Forgotten when the text or the font changes.
    var wrapped: [WrappedText] = []

    func forgetMeasures() {
        measuredLine = nil
        if !wrapped.isEmpty { wrapped.removeAll() }
    }

    public private(set) weak var parent: Node?

    /// State bindings of this node's properties, in modifier order.
    var bindings: [PropertyBinding] = []
    /// `Text(state)`: the string shown, read again on every update (nil: `text` is fixed).
    var textBinding: (() -> String)?
    /// The states `textBinding` read when it last ran (empty: unknown).
    var textReads: [StateDependency] = []
    /// `.animation(_:value:)` scopes that apply to this node's frame and its subtree's frames.
    var frameScopes: [AnimationScope] = []
    /// The bits (`AnyState.bit`) of the states `frameScopes` watch; all set for a state
    /// made outside a scene.
    var frameScopeBits: UInt64 = 0
    /// The bits of the states the bindings read when they last ran: an update that changed
    /// none of them leaves the node alone.
    var readBits: UInt64 = 0
    /// Whether an update must look at every binding: one reads no known state, or the
    /// node has not been looked at since it was made or put in the tree.
    var checksEveryUpdate = true
    /// Its place in the scene's `BindingWalk` when that was last read (−1: never), and that walk's generation.
    var walkIndex = -1
    var walkGeneration = -1
    /// The states whose `readers` name it.
    var subscribed: [ObjectIdentifier] = []
    /// Set when its bindings read other states than when it last subscribed to them.
    var readsMoved = true
    /// The tap handler (`onTapGesture`).
    public var onTap: (() -> Void)?
    /// Pointer handlers (a drag or long-press gesture), keyed by the modifier that set them;
    /// each returns whether its gesture recognised the press (then a short release is no tap).
    public var pointerHandlers: [Int: (PointerEvent) -> Bool] = [:]
    /// What a scroll (the mouse wheel) over the node does: it is given the distance to scroll
    /// the content by, in points (a scroll view's).
    public var onScroll: ((Point) -> Void)?
    /// Whether a click outside the node's drawn frame misses its subtree (a scroll view's).
    public var clipsHitTesting = false
    /// The scene that made the node: reading a frame first runs its pending layout pass.
    weak var scene: Scene?
    /// Whether layout has placed the node yet (a new node's first frame does not animate).
    public internal(set) var isLaidOut = false

    init(id: Int, kind: Kind, text: String = "", font: FontSpec? = nil, color: Color = .primary) {
        self.id = id; self.kind = kind; self.text = text; self.font = font; self.color = color
    }

    /// Adds a child; it is drawn after (above) the earlier ones.
    public func add(_ child: Node) {
        child.parent = self
        children.append(child)
        // State may have changed while the subtree was out of the tree.
        child.forEach { $0.checksEveryUpdate = true }
        structureChanged()
    }

    /// Puts `child` in the place of `old`, one of this node's children (nil: `old` is not one).
    @discardableResult
    public func replace(_ old: Node, with child: Node) -> Bool {
        guard let index = children.firstIndex(where: { $0 === old }) else { return false }
        old.parent = nil
        child.parent?.remove(child)
        child.parent = self
        children[index] = child
        child.forEach { $0.checksEveryUpdate = true }
        structureChanged()
        return true
    }

    /// Removes `child`, if it is one of this node's children.
    public func remove(_ child: Node) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        child.parent = nil
        children.remove(at: index)
        structureChanged()
    }

    /// Removes every child.
    public func removeAllChildren() {
        for c in children { c.parent = nil }
        children.removeAll()
        structureChanged()
    }

    /// Every node of the subtree, this one first, in drawing order (a shape mask's node
    /// right after the node it masks, so its bindings update like any view's).
    public func forEach(_ body: (Node) -> Void) {
        body(self)
        if case .shape(let shape)? = mask { shape.forEach(body) }
        for c in children { c.forEach(body) }
    }

    /// Writes every property's presented value at `time` to `out[Property.rawValue]`,
    /// reading the tracks in place: a copy would move their inline model values and retain
    /// their storage, for every node of every frame.
    @inline(__always) func presentedValues(at time: Double, into out: UnsafeMutablePointer<Double>) {
        tracks.values(at: time, into: out)
    }

    /// The node's current model value of `property`.
    public func model(_ property: Property) -> Double { tracks.model(property) }

    /// The presented value of `property` at `time`.
    @inline(__always) public func value(_ property: Property, at time: Double) -> Double {
        tracks[property].value(at: time)
    }

    /// The laid-out frame presented at `time` (after any layout pass still pending).
    public func frame(at time: Double) -> Rect {
        scene?.layoutIfNeeded()
        return laidOutFrame(at: time)
    }

    /// The frame as the last layout pass left it, presented at `time`.
    func laidOutFrame(at time: Double) -> Rect {
        Rect(x: value(.frameX, at: time), y: value(.frameY, at: time),
             width: value(.frameWidth, at: time), height: value(.frameHeight, at: time))
    }

    /// The frame the layout last gave (the model frame), after any layout pass still pending.
    public var modelFrame: Rect {
        scene?.layoutIfNeeded()
        return laidOutFrame
    }

    /// The frame as the last layout pass set it (a layout pass compares with it: asking for
    /// `modelFrame` there would ask the scene for its pending pass at every node).
    var laidOutFrame: Rect { Rect(x: model(.frameX), y: model(.frameY), width: model(.frameWidth), height: model(.frameHeight)) }
}
