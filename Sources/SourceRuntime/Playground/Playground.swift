import Motion
import Scene

/// The UIKit / Core Animation subset: a file that imports UIKit shows the `UIView` its
/// `#Preview` returns. Views become scene nodes (a view a `.card`, a label a `.text`, a round
/// square view a `.circle`) laid out at their frames; a `CAGradientLayer` set as a layer's
/// `mask` masks the view's node, and its `CABasicAnimation`s and `CAAnimationGroup`s are
/// Motion's Core Animation models on the scene clock.
///
/// **Our rule** for where the shown view stands: at its own size, centred on the canvas, as a
/// playground's live view is shown at its frame's size.
final class Playground {
    unowned let runtime: SourceRuntime
    /// The view the preview returned, once shown.
    private(set) var root: UIKitView?

    init(runtime: SourceRuntime) { self.runtime = runtime }

    static let types: Set<String> = [
        "UIView", "UIControl", "UILabel", "UIImageView", "UIImage", "UIButton", "CACurrentMediaTime", "CAKeyframeAnimation", "UIColor", "UIFont", "UIAction", "CALayer", "CAGradientLayer",
        "CABasicAnimation", "CAAnimationGroup", "CAMediaTimingFunction", "CAMediaTimingFunctionName",
        "CAMediaTimingFillMode", "CAGradientLayerType", "UIControl.Event", "PlaygroundPage", "UIView.AnimationOptions",
        "NSTextAlignment",
    ]
    /// `PlaygroundPage.current`: a playground's top-level code shows its `liveView`.
    private(set) lazy var page = PlaygroundPageObject(playground: self)

    // MARK: Showing

    /// Shows the preview's result: the root view's nodes under the scene's root, laid out.
    func show(_ value: Value, at: Int) throws {
        // A playground's live view is shown when it is set (so the code after it animates it).
        if case .void = value, root != nil { return }
        guard case .object(let view as UIKitView) = value else {
            throw RuntimeError(message: "a UIKit #Preview returns the UIView to show, not '\(value.typeName)'", at: at)
        }
        if let old = root?.node { runtime.scene.root.remove(old) }
        root = view
        mount(view, in: runtime.scene.root)
        // Read again on every layout pass, so that frames set later (in `UIView.animate` too) move.
        runtime.scene.layout = .dynamic { [unowned self] in
            _ = self.runtime.layoutVersion.value
            return self.root.map(self.layout(of:)) ?? .spacer
        }
    }

    /// Makes the nodes of `view` and its subviews under `parent`.
    func mount(_ view: UIKitView, in parent: Node) {
        let scene = runtime.scene
        let node = view.makeNode {
            switch view.kind {
            case .label:
                return scene.makeNode(.text, text: view.text ?? "", font: view.font, color: view.textColor)
            case .image:
                // **Our rule**: the image is drawn to fit its frame, centred, keeping its shape (UIKit's
                // default `contentMode` is .scaleToFill, which stretches it; the scene draws images fitted).
                let n = scene.makeNode(.image)
                n.imageName = view.imageName
                return n
            case .view, .control:
                // A square view whose corners are rounded by half its side is a disc.
                let f = view.frame
                let round = f.width > 0 && f.width == f.height && view.layer.cornerRadius * 2 >= f.width
                let n = scene.makeNode(round ? .circle : .card, color: view.backgroundColor ?? .clear)
                n.cornerRadius = round ? 0 : view.layer.cornerRadius
                return n
            }
        }
        if view.alpha != 1 || view.isHidden { node.tracks[.opacity].set(view.isHidden ? 0 : view.alpha, at: 0, animation: nil) }
        parent.add(node)
        applyMask(of: view)
        attachActions(node)
        // Sublayers and subviews in the order they were added: each draws over the ones before.
        for item in view.stacking {
            if let sub = item as? UIKitView { mount(sub, in: node) } else if let layer = item as? SublayerObject { mount(layer, of: view) }
        }
    }

    /// The view's layer mask, or its clip to its bounds, on its node, if it is shown.
    func applyMask(of view: UIKitView) {
        guard let node = view.node else { return }
        if let gradient = view.layer.mask {
            node.mask = .gradient(gradient.layer)
            return
        }
        node.mask = clipMask(of: view)
    }

    /// A click on a control runs its actions in order, each as one event of the file's code.
    func attachActions(_ node: Node) {
        guard let view = owner(of: node), !view.actions.isEmpty else { return }
        node.onTapGesture { [unowned self, unowned view] in
            for action in view.actions {
                runtime.event(at: action.at) { _ = try runtime.evaluator.invoke(action.handler, [.object(action)], at: action.at) }
            }
        }
    }

    private func owner(of node: Node) -> UIKitView? {
        func find(_ v: UIKitView) -> UIKitView? {
            if v.node === node { return v }
            for s in v.subviews { if let f = find(s) { return f } }
            return nil
        }
        return root.flatMap(find)
    }

    /// The animation of the `UIView.animate` block running, if any.
    private(set) var currentAnimation: Animation?
    private var layoutPending = false

    /// Lays the scene out again when a shown view's frame, text or subviews changed: at once,
    /// or at the end of the `UIView.animate` block changing them, with its animation.
    func setNeedsLayout() {
        guard let root, root.node != nil else { return }
        if currentAnimation != nil { layoutPending = true; return }
        runtime.scene.update { runtime.layoutVersion.value += 1 }
    }

    /// Runs `body` (an animations block) so that what it changes animates with `animation`.
    func animating(_ animation: Animation, _ body: () throws -> Void) throws {
        let outer = currentAnimation
        currentAnimation = animation
        defer { currentAnimation = outer }
        try body()
        if layoutPending {
            layoutPending = false
            runtime.scene.update(animation: animation) { runtime.layoutVersion.value += 1 }
        }
    }

    /// The view at its frame's size: its own node filling it, its subviews at their frames'
    /// origins in it (UIView.frame: "in the coordinate system of its superview"). A label's
    /// text stands at the leading edge, centred vertically, as UILabel draws one line.
    private func layout(of view: UIKitView) -> Layout {
        let f = view.frame
        guard let node = view.node else { return .spacer }
        let own: Layout = view.kind == .label
            ? .flexibleFrame(minWidth: f.width, maxWidth: f.width, minHeight: f.height, maxHeight: f.height,
                             alignment: UnitPoint(view.textAlignment, 0.5), .node(node))
            : .node(node)
        let subviews = view.subviews.filter { $0.node != nil }.map(placed)
        let layers = view.stacking.compactMap { ($0 as? SublayerObject).flatMap(placed) }
        return .frame(width: { f.width }, height: { f.height }, .zstack(children: [own] + layers + subviews, container: nil))
    }

    /// A subview in its superview: the whole of it offered, the subview at its frame's origin.
    private func placed(_ view: UIKitView) -> Layout {
        .flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: UnitPoint(0, 0),
                       .padding(EdgeInsets(top: view.frame.y, leading: view.frame.x), layout(of: view)))
    }

    // MARK: Names

    /// `UIView(frame:)`, `UILabel()`, `CAGradientLayer()`, `CABasicAnimation(keyPath:)`, …
    static func construct(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "UIView", "UIControl", "UILabel", "UIImageView":
            let view = UIKitView(UIKitView.Kind(rawValue: name)!, playground: ev.runtime.playground)
            if let f = try args.value("frame") { view.frame = try rect(f, ev, at: args.at) }
            if case .object(let image as UIImageObject)? = try args.value("image") {
                view.imageName = image.name
                // `init(image:)`: the view takes the image's size (ours: the asset's, unknown here, so 100 × 100 until set).
                if view.frame == .zero { view.frame = Rect(x: 0, y: 0, width: 100, height: 100) }
            }
            return .object(view)
        case "UIButton":
            // `UIButton(type: .system)`, `UIButton(frame:)`: a control whose title `setTitle(_:for:)` sets.
            let view = UIKitView(.control, playground: ev.runtime.playground)
            view.isButton = true
            if let f = try args.value("frame") { view.frame = try rect(f, ev, at: args.at) }
            _ = try args.value("type", hint: "UIButton.ButtonType")
            return .object(view)
        case "CACurrentMediaTime":
            return .double(CoreAnimationClock.epoch + ev.runtime.now)
        case "UIImage":
            return .object(UIImageObject(name: try ev.string(args.required("named"), at: args.at)))
        case "CAGradientLayer":
            return .object(GradientLayerObject(clock: ev.runtime.scene.clock))
        case "CALayer":
            return .object(PlainLayerObject())
        case "CABasicAnimation":
            let key = try args.value("keyPath").map { try ev.string($0, at: args.at) } ?? ""
            return .object(BasicAnimationObject(keyPath: key, evaluator: ev))
        case "CAAnimationGroup":
            return .object(AnimationGroupObject())
        case "CAKeyframeAnimation":
            let key = try args.value("keyPath").map { try ev.string($0, at: args.at) } ?? ""
            return .object(KeyframeAnimationObject(keyPath: key, evaluator: ev))
        case "CAMediaTimingFunction":
            if args.has("controlPoints") {
                return .object(TimingFunctionObject(CAMediaTimingFunction(
                    controlPoints: try args.requiredDouble("controlPoints"), try args.requiredDouble(nil),
                    try args.requiredDouble(nil, nth: 1), try args.requiredDouble(nil, nth: 2))))
            }
            guard case .enumCase(_, let n, _)? = try args.value("name", hint: "CAMediaTimingFunctionName"),
                  let f = timingFunctions[n] else {
                throw RuntimeError(message: "CAMediaTimingFunction(name:) takes .linear, .easeIn, .easeOut, .easeInEaseOut or .default", at: args.at)
            }
            return .object(TimingFunctionObject(f))
        case "UIAction":
            guard let handler = try args.function("handler") ?? args.trailingClosure() else {
                throw RuntimeError(message: "UIAction needs a handler closure", at: args.at)
            }
            return .object(UIActionObject(handler: handler, at: args.at))
        case "UIFont":
            let family = try ev.string(args.required("name"), at: args.at)
            return .font(FontValue(spec: .custom(family, size: try args.requiredDouble("size")), textStyle: nil))
        default: return nil
        }
    }

    static let timingFunctions: [String: CAMediaTimingFunction] = [
        "linear": CAMediaTimingFunction(name: .linear), "easeIn": CAMediaTimingFunction(name: .easeIn),
        "easeOut": CAMediaTimingFunction(name: .easeOut), "easeInEaseOut": CAMediaTimingFunction(name: .easeInEaseOut),
        "default": CAMediaTimingFunction(name: .default),
    ]

    /// `CAMediaTimingFunctionName.easeIn` and the like, kept as names until read.
    static func staticMember(type: String, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch type {
        case "CAMediaTimingFunctionName", "CAMediaTimingFillMode", "CAGradientLayerType", "UIControl.Event", "UIFont.Weight",
             "UIButton.ButtonType", "UIControl.State",
             "CAAnimationCalculationMode",
             "UIView.AnimationOptions", "NSTextAlignment":
            return .enumCase(type: "", name: name, payload: [])
        case "PlaygroundPage" where name == "current":
            return .object(ev.runtime.playground.page)
        case "UIColor":
            // UIKit's system colours that are not SwiftUI's names.
            switch name {
            case "label", "darkText": return .color(.primary)
            case "systemBackground": return .color(.white)
            case "darkGray": return .color(Color(white: 1.0 / 3))
            case "lightGray": return .color(Color(white: 2.0 / 3))
            default: return systemColor(name).map(Value.color)
            }
        default: return nil
        }
    }

    /// `UIFont.systemFont(ofSize:weight:)`, `UIFont.boldSystemFont(ofSize:)`.
    static func staticCall(type: String, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        if type == "UIView", name == "animate" { return try UIViewAnimation.animate(args, evaluator: ev) }
        guard type == "UIFont" else { return nil }
        switch name {
        case "systemFont":
            var weight = FontSpec.Weight.regular
            if case .enumCase(_, let w, _)? = try args.value("weight", hint: "UIFont.Weight") {
                guard let known = Builtins.weights[w] else { throw RuntimeError(message: "unknown font weight '.\(w)'", at: args.place("weight")) }
                weight = known
            }
            return .font(FontValue(spec: .system(size: try args.requiredDouble("ofSize"), weight: weight), textStyle: nil))
        case "boldSystemFont":
            return .font(FontValue(spec: .system(size: try args.requiredDouble("ofSize"), weight: .bold), textStyle: nil))
        default: return nil
        }
    }

    /// Members of the playground's objects, and `UIColor`'s `cgColor`.
    static func member(_ value: Value, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch value {
        case .color(let c) where name == "cgColor": return .color(c)
        case .object(let v as UIKitView): return try v.member(name, evaluator: ev, at: at)
        case .object(let l as ViewLayer): return l.member(name)
        case .object(let g as GradientLayerObject): return g.member(name)
        case .object(let l as PlainLayerObject): return l.member(name)
        case .object(let a as BasicAnimationObject): return a.member(name)
        case .object(let a as AnimationGroupObject): return a.member(name)
        case .object(let a as KeyframeAnimationObject): return a.member(name)
        default: return nil
        }
    }

    /// Methods of the playground's objects, and `UIColor.withAlphaComponent(_:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch base {
        case .color(let c) where name == "withAlphaComponent":
            // "the same color space and component values as the receiver, but the specified alpha".
            return .color(Color(red: c.red, green: c.green, blue: c.blue, alpha: try args.requiredDouble(nil)))
        case .object(let v as UIKitView): return try v.call(name, args, evaluator: ev, at: at)
        case .object(let g as GradientLayerObject): return try g.call(name, args, evaluator: ev, at: at)
        case .object(let page as PlaygroundPageObject) where name == "setLiveView":
            try page.set("liveView", args.required(nil), evaluator: ev, at: at)
            return .void
        case .object(let l as ViewLayer): return try l.call(name, args, evaluator: ev, at: at)
        case .object(let l as PlainLayerObject): return try l.call(name, args, evaluator: ev, at: at)
        default: return nil
        }
    }
}

/// `PlaygroundPage.current`: what a playground shows (`liveView`, a UIView).
final class PlaygroundPageObject: RuntimeObject, SettableObject {
    unowned let playground: Playground
    var liveView: Value?
    init(playground: Playground) { self.playground = playground }
    override var typeName: String { "PlaygroundPage" }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "liveView":
            guard case .object(let v) = value, v is UIKitView else {
                throw RuntimeError(message: "liveView is the UIView to show", at: at)
            }
            liveView = value
            try playground.show(value, at: at)
        case "needsIndefiniteExecution":
            // The scene plays on its own clock for as long as it is shown.
            return
        default: throw RuntimeError(message: "cannot assign to property '\(name)' of 'PlaygroundPage'", at: at)
        }
    }
}

/// `UIImage(named:)`: an asset of the assets folder, by name.
final class UIImageObject: RuntimeObject {
    let name: String
    init(name: String) { self.name = name }
    override var typeName: String { "UIImage" }
}
