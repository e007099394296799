import Motion
import Scene

/// A `UIView` of the file's code (`UIView`, `UIControl`, `UILabel`): a reference, as in UIKit,
/// whose frame, colours and subviews become a scene node and its layout once the view is shown.
final class UIKitView: RuntimeObject, SettableObject {
    enum Kind: String { case view = "UIView", control = "UIControl", label = "UILabel", image = "UIImageView" }
    let kind: Kind
    unowned let playground: Playground
    /// In the superview's coordinates, points.
    var frame = Rect.zero {
        willSet { playground.noteLookChange(self) }
        didSet {
            titleLabel?.frame = bounds
            if capsule { layer.cornerRadius = frame.height / 2 }
            playground.setNeedsLayout()
            // A shown view whose size changes is laid out again (its `layoutSubviews()`).
            if node != nil, oldValue.width != frame.width || oldValue.height != frame.height { playground.needsLayout(self) }
        }
    }
    /// Of an instance of a `UIView` subclass of the file: its class's part (stored properties,
    /// methods), looked up before UIKit's members.
    var object: ClassObject?
    /// A `UIButton`'s title, drawn by a label over its bounds (nil: no title set, or not a button).
    var titleLabel: UIKitView?
    /// Whether the view is a `UIButton` (a control with a title).
    var isButton = false
    /// A button's `UIButton.Configuration`, once given one (see `ButtonConfiguration`).
    var configuration: Value?
    /// Whether its configuration's corners are a capsule's (half the height, as it changes).
    var capsule = false
    var backgroundColor: Color? {
        willSet { playground.noteLookChange(self) }
        didSet {
            let scene = playground.runtime.scene, colour = backgroundColor ?? .clear
            if let animation = playground.currentAnimation {
                let animated = shownBackground ?? AnimatedViewColor(oldValue ?? .clear)
                shownBackground = animated
                animated.set(colour, at: scene.now, animation: animation, scene: scene) { [weak self] in self?.node }
            } else {
                shownBackground?.set(colour, at: scene.now, animation: nil, scene: scene) { [weak self] in self?.node }
                node?.color = colour
            }
        }
    }
    /// The background colour as an animation inside `UIView.animate` moves it (nil: never animated).
    private var shownBackground: AnimatedViewColor?
    /// Inside `UIView.animate`'s block the change animates; `isHidden` never does (UIView.isHidden is not animatable).
    var alpha = 1.0 {
        willSet { playground.noteLookChange(self) }
        didSet { showOpacity(animation: playground.currentAnimation) }
    }
    var isHidden = false { didSet { showOpacity(animation: nil) } }
    /// `UIView.transform`, about the view's centre (see `ViewTransform.swift`); animated inside
    /// `UIView.animate`'s block.
    var transform = Transform2D.identity {
        willSet { playground.noteLookChange(self) }
        didSet { showTransform(animation: playground.currentAnimation) }
    }
    private(set) var subviews: [UIKitView] = []
    /// The view's layer's sublayers in drawing order: its subviews and the layers added to
    /// its layer, as they were added (see `SublayerObject`).
    var stacking: [RuntimeObject] = []
    private(set) weak var superview: UIKitView?
    private(set) lazy var layer = ViewLayer(view: self)
    /// `UILabel.text`; nil draws nothing.
    var text: String? { didSet { textNode?.text = text ?? ""; playground.setNeedsLayout() } }
    /// UILabel's default font is the system font at 17 pt (UIFont.labelFontSize).
    var font = FontSpec.system(size: 17) { didSet { textNode?.font = font; playground.setNeedsLayout() } }
    /// UILabel's default text colour is `UIColor.label`: black in the light appearance.
    var textColor = Color.primary { didSet { textNode?.color = textColor } }
    /// A label's text, over its node (its background), once shown.
    var textNode: Node?
    /// Where a label's line stands across its width: 0 leading, 0.5 centre, 1 trailing.
    var textAlignment = 0.0
    /// `UIImageView.image`: an asset's name (`UIImage(named:)`), nil draws nothing.
    var imageName: String? { didSet { node?.imageName = imageName } }
    /// The `UIAction`s added `for: .touchUpInside` (or `.primaryActionTriggered`), in order.
    private(set) var actions: [UIActionObject] = []
    /// `addTarget(_:action:for:)` for a click (`.touchUpInside`, `.primaryActionTriggered`), in order.
    var clickTargets: [TargetAction] = []
    /// `addTarget(_:action:for:)` for events a click does not send (`.valueChanged`, `.editingChanged`, …).
    var otherTargets: [TargetAction] = []
    /// `addGestureRecognizer(_:)`, in order.
    var recognizers: [GestureRecognizerObject] = []
    /// UIView's default is true; UILabel's and UIImageView's false (Apple, `isUserInteractionEnabled`).
    lazy var isUserInteractionEnabled = kind != .label && kind != .image
    /// The node drawing the view, once shown.
    private(set) var node: Node?

    init(_ kind: Kind, playground: Playground) {
        self.kind = kind
        self.playground = playground
    }

    override var typeName: String { object?.type.name ?? kind.rawValue }

    /// Stops the background colour's animation where it is shown at `time`.
    func haltBackground(at time: Double) { shownBackground?.halt(at: time) }

    private func showOpacity(animation: Animation?) {
        node?.tracks[.opacity].set(isHidden ? 0 : alpha, at: playground.runtime.scene.now, animation: animation)
    }

    var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// `addSubview(_:)`: the view moves to the end of this view's subviews (drawn on top).
    func addSubview(_ view: UIKitView, at: Int) throws {
        var ancestor: UIKitView? = self
        while let a = ancestor {
            if a === view { throw RuntimeError(message: "a view cannot be added as a subview of itself or of its own subview", at: at) }
            ancestor = a.superview
        }
        view.removeFromSuperview()
        subviews.append(view)
        stacking.append(view)
        view.superview = self
        if let node {
            playground.mount(view, in: node)
            // A view added to a shown view is laid out and drawn in the next pass.
            playground.needsLayoutAndDisplay(view)
        }
        playground.setNeedsLayout()
    }

    func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        parent.stacking.removeAll { $0 === self }
        superview = nil
        if let node { parent.node?.remove(node) }
        playground.setNeedsLayout()
    }

    func addAction(_ action: UIActionObject) {
        actions.append(action)
        node.map(playground.attachActions)
    }

    /// Lets go of the nodes drawing the view, its subviews and its sublayers, which stay where
    /// they are drawn (a transition's picture of the old look); showing it again draws it anew.
    func forgetNodes() {
        node = nil
        textNode = nil
        layer.clipNode = nil
        for item in stacking {
            if let v = item as? UIKitView { v.forgetNodes() } else if let l = item as? SublayerObject { l.forgetNodes() }
        }
    }

    /// Makes the node once (the view is shown) and keeps it: its kind follows the view's shape
    /// then (see `Playground.mount`).
    func makeNode(_ make: () -> Node) -> Node {
        if let node { return node }
        let made = make()
        node = made
        return made
    }

    /// `sizeToFit()`: a label takes the size of its text on one line, measured as the scene lays
    /// text out (the advance of the run, the font's line height); other views keep their size.
    func sizeToFit() {
        guard kind == .label else { return }
        let scene = playground.runtime.scene
        let font = scene.resolve(self.font)
        let size = Size(scene.metrics.advance(of: text ?? "", font: font), (text ?? "").isEmpty ? 0 : scene.metrics.lineMetrics(font).height)
        frame = Rect(x: frame.x, y: frame.y, width: size.width, height: size.height)
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        if let object, object.type.property(name) != nil { return try object.set(name, value, evaluator: ev, at: at) }
        try uikitSet(name, value, evaluator: ev, at: at)
    }

    /// UIKit's property `name` of the view set (`super.name = value` skips the class's).
    func uikitSet(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "frame": frame = try Playground.rect(value, ev, at: at)
        case "bounds":
            let r = try Playground.rect(value, ev, at: at)
            // Setting bounds keeps the centre (UIView.bounds: "changing the size … expands or shrinks the view relative to its center point").
            frame = Rect(x: frame.x + (frame.width - r.width) / 2, y: frame.y + (frame.height - r.height) / 2, width: r.width, height: r.height)
        case "center":
            // The layer's position: where its anchor point stands (the frame's centre by default).
            frame = LayerGeometry.frame(frame, position: try Playground.point(value, ev, at: at), anchor: layer.anchorPoint)
        case "backgroundColor": backgroundColor = try Playground.optionalColor(value, ev, at: at)
        case "alpha": alpha = try ev.number(value, at: at)
        case "configuration" where isButton: try ButtonConfiguration.apply(value, to: self, evaluator: ev, at: at)
        case "transform": transform = try Playground.affineTransform(value, ev, at: at)
        case "isHidden": isHidden = try ev.truth(value, at: at)
        case "text" where kind == .label:
            if case .nil = value { text = nil } else { text = try ev.string(value, at: at) }
        case "textAlignment" where kind == .label:
            // NSTextAlignment: .natural and .left are the leading edge for the left-to-right text drawn here.
            guard case .enumCase(_, let a, _) = value, let x = ["left": 0.0, "natural": 0, "justified": 0, "center": 0.5, "right": 1][a] else {
                throw RuntimeError(message: "textAlignment is .left, .center, .right, .natural or .justified", at: at)
            }
            textAlignment = x
            playground.setNeedsLayout()
        case "image" where kind == .image:
            switch value {
            case .nil: imageName = nil
            case .object(let image as UIImageObject): imageName = image.name
            default: throw RuntimeError(message: "an image view's image is a UIImage(named:)", at: at)
            }
        case "font" where kind == .label: font = try Playground.font(value, at: at)
        case "textColor" where kind == .label: textColor = try Playground.optionalColor(value, ev, at: at) ?? .primary
        case "clipsToBounds":
            layer.masksToBounds = try ev.truth(value, at: at)
            layer.warnIfClippedByMask(at: at)
        case "isUserInteractionEnabled":
            isUserInteractionEnabled = try ev.truth(value, at: at)
            node.map(playground.attachActions)
        case "translatesAutoresizingMaskIntoConstraints", "numberOfLines",
             "contentMode", "tag", "accessibilityLabel":
            // Read and drawn as nothing (as the README lists for the UIKit subset).
            return
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of '\(typeName)' (the UIKit subset sets frame, bounds, center, transform, backgroundColor, alpha, isHidden\(kind == .label ? ", text, font, textColor" : ""))", at: at)
        }
    }

    func member(_ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if let object, let v = try object.member(name, evaluator: ev, at: at) { return v }
        return try uikitMember(name, evaluator: ev, at: at)
    }

    /// UIKit's member `name` of the view.
    func uikitMember(_ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "titleLabel" where isButton: return titleLabel.map { .object($0) } ?? .nil
        case "configuration" where isButton: return configuration ?? .nil
        case "frame": return Playground.value(frame)
        case "bounds": return Playground.value(bounds)
        case "center": return PathValues.pointValue(LayerGeometry.position(frame, layer.anchorPoint))
        case "layer": return .object(layer)
        case "subviews": return .array(subviews.map { .object($0) })
        case "superview": return superview.map { .object($0) } ?? .nil
        case "backgroundColor": return backgroundColor.map(Value.color) ?? .nil
        case "alpha": return .double(alpha)
        case "transform": return .object(AffineTransformObject(transform))
        case "isHidden": return .bool(isHidden)
        case "clipsToBounds": return .bool(layer.masksToBounds)
        case "isUserInteractionEnabled": return .bool(isUserInteractionEnabled)
        case "gestureRecognizers": return recognizers.isEmpty ? .nil : .array(recognizers.map { .object($0) })
        case "text" where kind == .label: return text.map(Value.string) ?? .nil
        case "font" where kind == .label: return .font(FontValue(spec: font, textStyle: nil))
        case "textColor" where kind == .label: return .color(textColor)
        default: return nil
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if let object, let m = object.type.methods[name], !m.isStatic {
            return try ev.call(FunctionValue(.method(m, receiver: .value(Box(.object(self))), ev.program.globals)), args)
        }
        return try uikitCall(name, args, evaluator: ev, at: at)
    }

    /// UIKit's method `name` of the view called.
    func uikitCall(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "addSubview":
            guard case .object(let v as UIKitView)? = try args.value(at: 0) else {
                throw RuntimeError(message: "addSubview(_:) takes a UIView", at: at)
            }
            try addSubview(v, at: at)
        case "removeFromSuperview": removeFromSuperview()
        case "sizeToFit": sizeToFit()
        case "setNeedsLayout": if node != nil { playground.needsLayout(self) }
        case "setNeedsDisplay": if node != nil { playground.needsDisplay(self) }
        case "layoutIfNeeded":
            // "Lays out the subviews immediately, if layout updates are pending."
            if node != nil { try playground.runPasses(at: at) }
        case "setTitle" where isButton:
            let title = try args.value(at: 0).flatMap { v -> String? in if case .nil = v { return nil }; return try ev.string(v, at: at) }
            try setButtonTitle(title, at: at)
        case "setTitleColor" where isButton:
            let c = try Playground.optionalColor(args.required(nil), ev, at: at) ?? .primary
            titleLabel?.textColor = c
        case "addTarget", "addGestureRecognizer", "removeGestureRecognizer", "removeTarget":
            return try callTargets(name, args, evaluator: ev, at: at)
        case "addAction":
            guard kind != .label, case .object(let action as UIActionObject)? = try args.value(at: 0) else {
                throw RuntimeError(message: "addAction(_:for:) takes a UIAction and is a UIControl's", at: at)
            }
            let event = try args.value("for", hint: "UIControl.Event")
            guard case .enumCase(_, let e, _)? = event, e == "touchUpInside" || e == "primaryActionTriggered" else {
                throw RuntimeError(message: "a control's action runs for .touchUpInside or .primaryActionTriggered (a click)", at: args.place("for"))
            }
            addAction(action)
        default: return nil
        }
        return .void
    }
}
