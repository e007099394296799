import Motion
import Scene

/// A view as a body evaluation gives it: what it draws, its children and its modifiers in
/// the order written (innermost first). The host tree turns it into scene nodes and layout.
final class ViewValue {
    enum Content {
        case text(String)
        case image(name: String, system: Bool)
        case shape(ShapeKind)
        case color(Color)
        /// `LinearGradient`, `RadialGradient`, `AngularGradient` as a view.
        case gradient(GradientSpec)
        case spacer(minLength: Double?)
        case divider
        case stack(StackAxis, alignment: String, spacing: Double?, [ViewValue])
        /// `Group`, and a builder's several views.
        case group([ViewValue])
        /// `ForEach`: each element's id and view, and the call of the content that made it.
        case forEach([(id: Value, view: ViewValue, unit: ItemUnit?)])
        /// A view struct of the file: its initial fields.
        case custom(StructValue)
        case button(label: ViewValue, action: FunctionValue?, role: String?)
        /// `Toggle`, `Slider`, `Stepper`, `ProgressView` (`Views/Controls.swift`).
        case control(ControlSpec)
        /// `GeometryReader { proxy in … }`: the content, called with the proxy.
        case geometryReader(FunctionValue)
        /// `ScrollView(axes)`: its content (a vertical stack of its views) and the axes it scrolls along.
        case scrollView(ViewValue, axes: EdgeSet)
        case empty
        /// A phase animator: its content in the phase it is in.
        case phaseAnimator(PhaseSpec)
        /// A keyframe animator: its content following the value's keyframe tracks.
        case keyframeAnimator(KeyframeSpec)
        /// A timeline: its content for the schedule's date.
        case timeline(TimelineSpec)
        /// The branch of an `if`/`switch` in a builder: each branch has an identity of its own.
        case conditional(branch: Int, ViewValue)
        /// A `UIViewRepresentable` struct of the file: its fields (its UIView is made once per host).
        case represented(StructValue)
        /// A container (`NavigationStack`, `List`, `Section`, `TabView`, `Label`, …): what it
        /// holds, laid out by its own rule into plain views (`Views/Containers.swift`).
        case container(ContainerSpec)
    }
    let content: Content
    let modifiers: [Modifier]
    /// Where the view's expression starts in the file.
    let at: Int

    /// Whether a modifier changes how the view lays out (padding, a frame, a position, a
    /// background …) rather than only what it draws: known when the view is made, since every
    /// relayout asks it of every view (`SourceRuntime.layouts`).
    let changesLayout: Bool

    init(_ content: Content, modifiers: [Modifier] = [], at: Int) {
        self.content = content; self.modifiers = modifiers; self.at = at
        changesLayout = modifiers.contains(where: Self.changesLayout)
    }

    private init(_ content: Content, modifiers: [Modifier], at: Int, changesLayout: Bool) {
        self.content = content; self.modifiers = modifiers; self.at = at; self.changesLayout = changesLayout
    }

    /// Whether `m` changes how its view lays out.
    static func changesLayout(_ m: Modifier) -> Bool {
        switch m {
        case .padding, .frame, .flexibleFrame, .position, .background, .overlay, .layoutPriority, .fixedSize, .aspectRatio, .ignoresSafeArea,
             .alignmentGuide: return true
        default: return false
        }
    }

    func adding(_ modifier: Modifier) -> ViewValue {
        // One allocation: the list is shared with this view, so it is copied anyway.
        var list: [Modifier] = []
        list.reserveCapacity(modifiers.count + 1)
        list.append(contentsOf: modifiers)
        list.append(modifier)
        return ViewValue(content, modifiers: list, at: at, changesLayout: changesLayout || Self.changesLayout(modifier))
    }

    /// A key for identity: two evaluations at one place with the same key are the same view.
    var identityKey: String {
        switch content {
        case .text: return "Text"
        case .image: return "Image"
        case .shape(let s): return "Shape.\(s.name)"
        case .color: return "Color"
        case .gradient(let g): return g.name
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .stack(let axis, _, _, _): return "Stack.\(axis)"
        case .group: return "Group"
        case .forEach: return "ForEach"
        case .custom(let s): return "View.\(s.type.name)"
        case .button: return "Button"
        case .control(let c): return c.name
        case .geometryReader: return "GeometryReader"
        case .scrollView: return "ScrollView"
        case .empty: return "EmptyView"
        case .conditional(let b, _): return "Branch.\(b)"
        case .phaseAnimator: return "PhaseAnimator"
        case .keyframeAnimator: return "KeyframeAnimator"
        case .timeline: return "TimelineView"
        case .represented(let s): return "UIViewRepresentable.\(s.type.name)"
        case .container(let c): return "Container.\(c.kind)"
        }
    }
}

enum StackAxis: String { case horizontal, vertical, depth }

/// A `Canvas`'s renderer closure (one per evaluation: a new one draws anew).
final class CanvasSpec: Equatable {
    let renderer: FunctionValue
    /// The views of its `symbols:` closure, each found by its `.tag(_:)`.
    var symbols: [ViewValue] = []
    init(renderer: FunctionValue) { self.renderer = renderer }
    static func == (a: CanvasSpec, b: CanvasSpec) -> Bool { a === b }
}

/// A shape view.
enum ShapeKind: Equatable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
    /// `UnevenRoundedRectangle`: each corner's radius (top-leading, bottom-leading, bottom-trailing, top-trailing).
    case unevenRoundedRectangle([Double])
    /// A `Path` drawn as a shape (its points in the view's own coordinates).
    case path(ShapePath)
    /// A file's own `Shape`: its fields; it draws `path(in:)`.
    case custom(StructValue)
    /// `Canvas { context, size in … }`: its renderer.
    case canvas(CanvasSpec)

    var name: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .unevenRoundedRectangle: return "UnevenRoundedRectangle"
        case .path: return "Path"
        case .custom(let s): return s.type.name
        case .canvas: return "Canvas"
        }
    }
}
