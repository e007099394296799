import Motion
import Scene

/// The `CALayer` behind a view (`view.layer`): its corner radius, its mask, and the Core
/// Animation animations of its own properties (`opacity`, `position`, `transform.scale`,
/// `transform.rotation.z`, `cornerRadius`, `backgroundColor`), presented on the view's node
/// frame by frame.
final class ViewLayer: RuntimeObject, SettableObject {
    /// The key paths a view's layer animates here.
    static let keyPaths = ["opacity", "position", "position.x", "position.y", "transform.scale", "transform.scale.x",
                           "transform.scale.y", "transform.rotation", "transform.rotation.z", "cornerRadius", "backgroundColor"]
        + LayerBorderShadow.keyPaths + LayerTransform3D.keyPaths
    unowned let view: UIKitView
    private var animations = CALayerAnimations()
    /// Whether the last frame showed animated values (then a frame with none shows the model again).
    private var showedAnimation = false
    private var hooked = false
    var cornerRadius = 0.0 {
        didSet {
            let playground = view.playground, scene = playground.runtime.scene
            if let animation = playground.currentAnimation {
                let animated = shownCornerRadius ?? AnimatedCornerRadius(oldValue)
                shownCornerRadius = animated
                animated.set(cornerRadius, at: scene.now, animation: animation, scene: scene) { [weak self] in
                    guard let self, let node = self.view.node, node.kind != .circle else { return [] }
                    return [node] + (self.clipNode.map { [$0] } ?? [])
                }
                return
            }
            shownCornerRadius?.set(cornerRadius, at: scene.now, animation: nil, scene: scene) { [] }
            view.node?.cornerRadius = cornerRadius
            clipNode?.cornerRadius = cornerRadius
        }
    }
    /// The corner radius as an animation block moves it (nil: never animated).
    private var shownCornerRadius: AnimatedCornerRadius?
    var mask: GradientLayerObject? { didSet { view.playground.applyMask(of: view) } }
    /// `masksToBounds` (`view.clipsToBounds`): the view's node and subtree are clipped to its bounds.
    var masksToBounds = false { didSet { view.playground.applyMask(of: view) } }
    /// The shape that clips to the bounds, once made.
    var clipNode: Node?
    /// `anchorPoint`: what the view's turns and scales go about, and the point its `center`
    /// (the layer's position) names. Set alone it keeps the position, so the view moves, as in
    /// Core Animation.
    var anchorPoint = UnitPoint.center {
        didSet {
            view.frame = LayerGeometry.frame(view.frame, anchor: anchorPoint, from: oldValue)
            view.node?.anchor = anchorPoint
        }
    }
    /// Its border and shadow, on the view's node.
    var look = LayerBorderShadow() { didSet { if !showedAnimation { showLook() } } }
    /// Its 3D `transform` and `sublayerTransform` (a `UIView.transform` is the view's own, kept apart).
    var transform3D = LayerTransform3D() { didSet { if !showedAnimation { showLook() } } }

    /// The border, shadow and 3D transforms as set, on the view's node (once it is made, and
    /// after a change).
    func showLook() {
        guard let node = view.node else { return }
        LayerBorderShadow.show(look.model, on: node, border: node.kind == .card || node.kind == .circle)
        transform3D.show(transform3D.model, on: node)
    }

    init(view: UIKitView) { self.view = view }
    override var typeName: String { "CALayer" }

    /// See `Playground.clipMask(of:)`: with a mask layer, rounded corners do not clip as well.
    func warnIfClippedByMask(at: Int) {
        if mask != nil && masksToBounds && cornerRadius > 0 {
            view.playground.runtime.warn("a view with a mask layer is clipped by the mask alone; its rounded corners do not clip as well", at: at)
        }
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "cornerRadius": cornerRadius = try ev.number(value, at: at)
        case "mask":
            switch value {
            case .nil: mask = nil
            case .object(let g as GradientLayerObject):
                // CALayer.mask: the mask layer is drawn in this layer's coordinates; the seeds frame
                // it to the view's bounds. **Our rule**: a mask is drawn over the bounds, said once otherwise.
                if g.frame != view.bounds {
                    view.playground.runtime.warn("a mask layer is drawn over the bounds of the view it masks, not its own frame", at: at)
                }
                mask = g
                warnIfClippedByMask(at: at)
            default:
                throw RuntimeError(message: "a layer's mask is a CAGradientLayer here (the UIKit subset masks with gradients)", at: at)
            }
        case "backgroundColor": view.backgroundColor = try Playground.optionalColor(value, ev, at: at)
        case "opacity": view.alpha = try ev.number(value, at: at)
        case "masksToBounds":
            masksToBounds = try ev.truth(value, at: at)
            warnIfClippedByMask(at: at)
        case "cornerCurve":
            return
        case "anchorPoint":
            let p = try Playground.point(value, ev, at: at)
            anchorPoint = UnitPoint(p.x.isFinite ? p.x : 0.5, p.y.isFinite ? p.y : 0.5)
        case "position":
            view.frame = LayerGeometry.frame(view.frame, position: try Playground.point(value, ev, at: at), anchor: anchorPoint)
        default:
            if try look.set(name, value, ev, at: at) || transform3D.set(name, value, ev, at: at) { return }
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CALayer' (the subset sets cornerRadius, mask, masksToBounds, backgroundColor, opacity, the border and the shadow)", at: at)
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "add":
            try Playground.addAnimation(args, kind: .view, to: &animations, evaluator: ev, at: at) { [weak self] in
                self?.animations.contains($0) ?? false
            }
            hook()
        case "removeAnimation": animations.removeAnimation(forKey: try ev.string(args.required("forKey"), at: at))
        case "removeAllAnimations": animations.removeAllAnimations()
        case "animation":
            return (animations.source(forKey: try ev.string(args.required("forKey"), at: at)) as? RuntimeObject).map { .object($0) } ?? .nil
        case "animationKeys": return animations.keys.isEmpty ? .nil : .array(animations.keys.map(Value.string))
        default: return try callSublayers(name, args, evaluator: ev, at: at)
        }
        return .void
    }

    /// Presents the layer's animations before every frame: the node's opacity, offset (the
    /// animated position less the model's, the view's centre), scale and rotation.
    private func hook() {
        guard !hooked else { return }
        hooked = true
        let scene = view.playground.runtime.scene
        scene.beforePresenting.append { [weak self] time in self?.present(at: time) }
        scene.animatingAt.append { [weak self] time in self?.animations.isAnimating(at: time) ?? false }
    }

    private func present(at time: Double) {
        guard let node = view.node else { return }
        let p = LayerGeometry.position(view.frame, anchorPoint), centre = [p.x, p.y]
        let colour = view.backgroundColor ?? .clear
        let model: CAKeyValues = ["opacity": [view.isHidden ? 0 : view.alpha], "position": centre,
                                  "cornerRadius": [cornerRadius], "backgroundColor": CAGradientLayer.value([colour]),
                                  "transform.scale": [1], "transform.scale.x": [1], "transform.scale.y": [1],
                                  "transform.rotation.z": [0], "position.x": [centre[0]], "position.y": [centre[1]]]
            .merging(look.model) { a, _ in a }.merging(transform3D.model) { a, _ in a }
        var shown = animations.present(model, at: time)
        // `transform.rotation` is the z rotation; `position.x`/`.y` move one axis.
        if let r = shown["transform.rotation"] { shown["transform.rotation.z"] = r }
        if let x = shown["position.x"], x != model["position.x"] { shown["position"] = [x[0], shown["position"]?[1] ?? centre[1]] }
        if let y = shown["position.y"], y != model["position.y"] { shown["position"] = [shown["position"]?[0] ?? centre[0], y[0]] }
        let animated = shown != model
        guard animated || showedAnimation else { return }
        showedAnimation = animated
        let scale = shown["transform.scale"]?.first ?? 1
        // Over the view's own transform (`UIView.transform`), which the model values leave out.
        let own = TransformParts(view.transform)
        let values: [(Property, Double)] = [
            (.opacity, shown["opacity"]?.first ?? 1),
            (.offsetX, (shown["position"]?[0] ?? centre[0]) - centre[0] + own.translateX),
            (.offsetY, (shown["position"]?[1] ?? centre[1]) - centre[1] + own.translateY),
            (.scaleX, scale * (shown["transform.scale.x"]?.first ?? 1) * own.scaleX),
            (.scaleY, scale * (shown["transform.scale.y"]?.first ?? 1) * own.scaleY),
            (.rotation, ((shown["transform.rotation.z"]?.first ?? 0) + own.angle) * 180 / .pi),
        ]
        for (p, v) in values where node.model(p) != v { node.tracks[p].set(v, at: 0, animation: nil) }
        // The corner radius and the background colour (of a view drawn as a card).
        let r = shown["cornerRadius"]?.first ?? cornerRadius
        if r.isFinite, node.cornerRadius != max(0, r), node.kind == .card || node.kind == .rect { node.cornerRadius = max(0, r) }
        if let c = shown["backgroundColor"], c.count == 4, c.allSatisfy(\.isFinite), node.kind == .card || node.kind == .rect {
            let shownColour = Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            if node.color != shownColour { node.color = shownColour }
        }
        LayerBorderShadow.show(shown, on: node, border: node.kind == .card || node.kind == .circle)
        transform3D.show(shown, on: node)
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "cornerRadius": return .double(cornerRadius)
        case "mask": return mask.map { .object($0) } ?? .nil
        case "masksToBounds": return .bool(masksToBounds)
        case "sublayers":
            let layers = view.stacking.map { item -> Value in
                if let v = item as? UIKitView { return .object(v.layer) }
                return .object(item)
            }
            return layers.isEmpty ? .nil : .array(layers)
        case "bounds": return Playground.value(view.bounds)
        case "frame": return Playground.value(view.frame)
        case "anchorPoint": return PathValues.pointValue(Point(anchorPoint.x, anchorPoint.y))
        case "position": return PathValues.pointValue(LayerGeometry.position(view.frame, anchorPoint))
        default: return look.member(name) ?? transform3D.member(name)
        }
    }
}
