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
    /// The view controller whose view is shown, if one is (`liveView = ViewController()`).
    private(set) var shownController: ClassObject?
    /// Whether the shown view had its first layout pass (see `appear(at:)`).
    var appeared = false
    /// The shown views of the file's `UIView` subclasses whose `layoutSubviews()` or
    /// `draw(_:)` is due, superviews first (see `UIKitSubclasses.swift`).
    var pendingLayout: [UIKitView] = []
    var pendingDisplay: [UIKitView] = []

    /// The file's classes inheriting from classes of the file, flattened (see `ClassChains`),
    /// their chains, and how far up its chain each object's running `super` call is.
    var flattenedClasses: [String: StructDecl] = [:]
    var classChains: [String: [StructDecl]] = [:]
    var superLevels: [String: Int] = [:]
    /// `CATransaction.begin()`s not yet committed, innermost last, and the transaction of the
    /// event under way (by its scene time) (`CATransactions.swift`).
    var transactions: [CATransactionState] = []
    var implicitTransaction: (Double, CATransactionState)?
    /// The keyframes of the `UIView.animateKeyframes` block being run (nil: none runs).
    var keyframes: [ViewKeyframe]?

    init(runtime: SourceRuntime) { self.runtime = runtime }

    static let types: Set<String> = Set<String>([
        "UIView", "UIControl", "UILabel", "UIImageView", "UIImage", "UIButton", "CACurrentMediaTime", "CAKeyframeAnimation", "UIColor", "UIFont", "UIAction", "CALayer", "CAGradientLayer",
        "CABasicAnimation", "CASpringAnimation", "UIViewPropertyAnimator", "CATransaction", "CAAnimationGroup", "CAReplicatorLayer", "CAEmitterLayer", "CAEmitterCell", "UISpringTimingParameters", "UICubicTimingParameters", "UIButton.Configuration", "NSNumber", "NSValue",
        "CAMediaTimingFunction", "CAMediaTimingFunctionName",
        "CAMediaTimingFillMode", "CAGradientLayerType", "UIControl.Event", "PlaygroundPage", "XCPlaygroundPage", "UIView.AnimationOptions",
        "NSTextAlignment", "CAShapeLayer", "UIBezierPath", "CAShapeLayerLineCap", "CAShapeLayerLineJoin", "CAShapeLayerFillRule",
        "UIScreen", "Selector", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
        "UISwipeGestureRecognizer", "CADisplayLink", "RunLoop", "UIImpactFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "CATextLayer", "CATextLayerAlignmentMode",
        "UIBarButtonItem", "UIBarButtonItem.SystemItem", "UIBarButtonItem.Style",
    ]).union(CATransform3DValues.functions)
    /// `PlaygroundPage.current`: a playground's top-level code shows its `liveView`.
    private(set) lazy var page = PlaygroundPageObject(playground: self)

    // MARK: Showing

    /// Shows the preview's result: the root view's nodes under the scene's root, laid out.
    func show(_ value: Value, at: Int) throws {
        // A playground's live view is shown when it is set (so the code after it animates it).
        if case .void = value, root != nil { return }
        let view: UIKitView
        switch value {
        case .object(let v as UIKitView):
            view = v
            shownController = nil
        case .object(let c as ClassObject) where c.isController:
            view = try c.loadedView(runtime.evaluator)
            shownController = c
        case .object(let layer as SublayerObject):
            // **Our rule**: a layer shown alone (a file declaring only a layer class) is drawn
            // as the sublayer of a clear view of the canvas's size, at its frame.
            view = UIKitView(.view, playground: self)
            view.frame = Rect(x: 0, y: 0, width: runtime.scene.size.width, height: runtime.scene.size.height)
            try view.layer.insert(layer, at: nil, place: at)
            shownController = nil
        default:
            throw RuntimeError(message: "a UIKit #Preview returns the UIView or UIViewController to show, not '\(value.typeName)'", at: at)
        }
        // **Our rule**: a view of no size (`MyView()`) is shown the canvas's size, as Xcode's
        // canvas shows a preview's view filling it.
        if view.frame.width == 0 && view.frame.height == 0 {
            let size = runtime.scene.size
            view.frame = Rect(x: view.frame.x, y: view.frame.y, width: size.width, height: size.height)
        }
        appeared = false
        if let old = root?.node { runtime.scene.root.remove(old) }
        root = view
        // A view controller's view is shown in a window: black where the view lets it through
        // (a view with no background colour, or a translucent one), as a device's screen shows
        // under a window whose background is nil (UIWindow's default). **Our rule**: a
        // playground's live view of a plain view is shown on the canvas as it is.
        if shownController != nil, windowNode == nil {
            let window = runtime.scene.makeNode(.rect, color: .black)
            runtime.scene.root.add(window)
            windowNode = window
        } else if shownController == nil, let window = windowNode {
            runtime.scene.root.remove(window)
            windowNode = nil
        }
        mount(view, in: runtime.scene.root)
        // Read again on every layout pass, so that frames set later (in `UIView.animate` too) move.
        runtime.scene.layout = .dynamic { [unowned self] in
            _ = self.runtime.layoutVersion.value
            guard let root = self.root else { return .spacer }
            guard let window = self.windowNode else { return self.layout(of: root) }
            let f = root.frame
            return .zstack(children: [.frame(width: { f.width }, height: { f.height }, .node(window)), self.layout(of: root)],
                           container: nil)
        }
    }


    /// Makes the nodes of `view` and its subviews under `parent`.
    func mount(_ view: UIKitView, in parent: Node) {
        let scene = runtime.scene
        let node = view.makeNode {
            switch view.kind {
            case .label:
                // Its background (and corners, border, shadow) as a view's, its text over it.
                let n = scene.makeNode(.card, color: view.backgroundColor ?? .clear)
                n.cornerRadius = view.layer.cornerRadius
                let text = scene.makeNode(.text, text: view.text ?? "", font: view.font, color: view.textColor)
                view.textNode = text
                n.add(text)
                return n
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
        if view.layer.anchorPoint != .center { node.anchor = view.layer.anchorPoint }
        view.layer.showLook()
        if view.transform != .identity { view.showTransform(animation: nil) }
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

    /// A click on a control runs its actions in order, then the target-actions it sends for a
    /// click and its tap recognizers' (see `TargetAction.swift`), each as one event.
    func attachActions(_ node: Node) {
        guard let view = owner(of: node), !view.actions.isEmpty || !view.clickTargets.isEmpty || !view.recognizers.isEmpty else { return }
        attachRecognizers(of: view, on: node)
        // A view that takes no touches lets the click through to the view under it.
        guard view.isUserInteractionEnabled else { node.onTap = nil; return }
        node.onTapGesture { [unowned self, unowned view] in
            for action in view.actions {
                runtime.event(at: action.at) { _ = try runtime.evaluator.invoke(action.handler, [.object(action)], at: action.at) }
            }
            for action in view.clickTargets {
                runtime.event(at: action.at) { try action.send(from: .object(view), evaluator: runtime.evaluator) }
            }
            for recognizer in view.recognizers where recognizer.firesOnClick {
                for action in recognizer.actions {
                    runtime.event(at: action.at) { try action.send(from: .object(recognizer), evaluator: runtime.evaluator) }
                }
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

    /// While a property animator learns what its blocks change: each view changed, with its
    /// look before the change (see `AnimatorScrub`).
    var lookRecording: [(view: UIKitView, look: ViewLook)]?
    /// The repeating keyframe animations playing (kept while the scene runs).
    var repeatingKeyframes: [RepeatingKeyframes] = []

    /// The black window under the shown root view, once one is shown.
    private var windowNode: Node?

    /// The animation of the `UIView.animate` block running, if any.
    private(set) var currentAnimation: Animation?
    private var layoutPending = false

    /// Lays the scene out again when a shown view's frame, text or subviews changed: at once,
    /// or at the end of the `UIView.animate` block changing them, with its animation.
    func setNeedsLayout() {
        guard root?.node != nil || runtime.showsUIKit else { return }
        if currentAnimation != nil { layoutPending = true; return }
        runtime.scene.update { runtime.layoutVersion.value += 1 }
    }

    /// Set while a UIKit preview's or playground's code runs, until its view first appears.
    var awaitsAppearance = false
    /// Animation blocks run before the shown view first appeared, waiting for it.
    private var beforeAppearing: [(animation: Animation, body: () throws -> Void)] = []

    /// Runs `body` (an animations block) so that what it changes animates with `animation`.
    /// Before the shown view has appeared (`UIView.animate` in `viewDidLoad`, or before
    /// `liveView` is set) the block waits for its first layout and then animates from there:
    /// UIKit commits such animations with the run loop's transaction, and they play from the
    /// view's first frame on screen.
    func animating(_ animation: Animation, _ body: @escaping () throws -> Void) throws {
        if awaitsAppearance {
            beforeAppearing.append((animation, body))
            return
        }
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
    func layout(of view: UIKitView) -> Layout {
        let f = view.frame
        guard let node = view.node else { return .spacer }
        var own: [Layout] = [.node(node)]
        if let text = view.textNode {
            own.append(.flexibleFrame(minWidth: f.width, maxWidth: f.width, minHeight: f.height, maxHeight: f.height,
                                      alignment: UnitPoint(view.textAlignment, 0.5), .node(text)))
        }
        let subviews = view.subviews.filter { $0.node != nil }.map(placed)
        let layers = view.stacking.compactMap { ($0 as? SublayerObject).flatMap(placed) }
        return .frame(width: { f.width }, height: { f.height }, .zstack(children: own + layers + subviews, container: nil))
    }

    /// A subview in its superview: the whole of it offered, the subview at its frame's origin.
    private func placed(_ view: UIKitView) -> Layout {
        .flexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: UnitPoint(0, 0),
                       .padding(EdgeInsets(top: view.frame.y, leading: view.frame.x), layout(of: view)))
    }

    /// Plays the animation blocks that waited for the shown view: laid out as it stands first,
    /// then each block's changes animated from there.
    func runBeforeAppearing() throws {
        awaitsAppearance = false
        guard !beforeAppearing.isEmpty else { return }
        let waiting = beforeAppearing
        beforeAppearing = []
        runtime.scene.layoutIfNeeded()
        for (animation, body) in waiting { try animating(animation, body) }
    }
}
