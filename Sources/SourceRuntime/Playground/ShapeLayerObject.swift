import Foundation
import Motion
import Scene

/// `CAShapeLayer()`: its path filled (`fillColor`, opaque black unless set, by `fillRule`) and
/// stroked (`strokeColor`, nil unless set) with its line attributes, between `strokeStart` and
/// `strokeEnd`; those, the path, the line width, the dash phase, the opacity, the turn, scale and
/// translation animate by `add(_:forKey:)`, presented frame by frame as a view's layer's are. An
/// animated path moves point by point between paths of the same elements (`ShapePath.coordinates`);
/// a path of other elements is shown as the layer's own path (Apple: "the results are undefined").
final class ShapeLayerObject: RuntimeObject, SettableObject, SublayerObject, LayerClassPart {
    var object: ClassObject?
    static let keyPaths = ["path", "strokeEnd", "strokeStart", "lineWidth", "lineDashPhase", "opacity", "transform.rotation",
                           "transform.rotation.z", "transform.scale", "transform.translation.x", "transform.translation.y",
                           "position", "position.x", "position.y", "zPosition", "shadowOpacity", "shadowRadius",
                           "shadowOffset", "shadowColor"] + LayerTransform3D.keyPaths
    var frame = Rect.zero { didSet { superlayerView?.playground.setNeedsLayout() } }
    var path = ShapePath() { didSet { for n in drawn { n.shownPath = nil; n.invalidate() } } }
    var fillColor: Color? = .black { didSet { restyle() } }
    var strokeColor: Color? { didSet { restyle() } }
    var lineWidth = 1.0 { didSet { present(at: clock?.now ?? 0, force: true) } }
    var strokeStart = 0.0 { didSet { present(at: clock?.now ?? 0, force: true) } }
    var strokeEnd = 1.0 { didSet { present(at: clock?.now ?? 0, force: true) } }
    var opacity = 1.0 { didSet { present(at: clock?.now ?? 0, force: true) } }
    var lineDashPhase = 0.0 { didSet { present(at: clock?.now ?? 0, force: true) } }
    var zPosition = 0.0 { didSet { present(at: clock?.now ?? 0, force: true) } }
    /// Its shadow, of the path as filled and stroked (a border is not drawn for a shape layer).
    var look = LayerBorderShadow() { didSet { present(at: clock?.now ?? 0, force: true) } }
    var transform3D = LayerTransform3D() { didSet { present(at: clock?.now ?? 0, force: true) } }
    var anchorPoint = UnitPoint.center { didSet { for n in drawn { n.group.anchor = anchorPoint } } }
    /// The zPosition shown now (an animation's, else the model's): orders it among its siblings.
    private(set) var shownZPosition = 0.0
    var style = StrokeStyle() { didSet { restyle() } }
    var evenOdd = false { didSet { restyle() } }
    weak var superlayerView: UIKitView?
    weak var superlayer: PlainLayerObject?
    var layerNode: Node?
    /// The layer as drawn: its own nodes, then one set for each copy a replicator makes.
    private var drawn: [ShapeLayerNodes] = []
    private var primary: ShapeLayerNodes?
    private var animations = CALayerAnimations()
    private var hooked = false
    private weak var clock: SceneClock?

    override var typeName: String { "CAShapeLayer" }

    /// When the layer was first put on screen (implicit animations start after).
    private var shownSince: Double?

    /// Sets a property, animating the change implicitly (`Playground.implicitAnimation`).
    private func implicitly(_ key: String, _ old: Double, _ ev: Evaluator, _ assign: () throws -> Void) throws {
        try implicitly(key, [old], ev, assign)
    }

    private func implicitly(_ key: String, _ old: [Double], _ ev: Evaluator, _ assign: () throws -> Void) throws {
        let now = ev.runtime.scene.now
        let from = animations.present([key: old], at: now)[key] ?? old
        try assign()
        let new: [Double]
        switch key {
        case "lineWidth": new = [lineWidth]
        case "strokeStart": new = [strokeStart]
        case "strokeEnd": new = [strokeEnd]
        case "opacity": new = [opacity]
        case "lineDashPhase": new = [lineDashPhase]
        default: new = look.model[key] ?? transform3D.model[key] ?? []
        }
        guard !new.isEmpty, let a = ev.runtime.playground.implicitAnimation(key, from: from, to: new, shownSince: shownSince) else { return }
        animations.add(a, forKey: key, at: now)
        hook(ev.runtime.scene)
        present(at: now, force: true)
    }

    func makeLayerNode(_ scene: Scene) -> Node {
        if shownSince == nil { shownSince = scene.now }
        let nodes = makeNodes(scene, delay: 0)
        drawn.removeAll { $0 === primary }
        primary = nodes
        drawn.insert(nodes, at: 0)
        layerNode = nodes.group
        present(at: scene.now, force: true)
        return nodes.group
    }

    /// Another drawing of the layer, whose animations run `delay` seconds late
    /// (`CAReplicatorLayer.instanceDelay`).
    func makeReplica(_ scene: Scene, delay: Double, tint: Color) -> (node: Node, layout: Layout) {
        let nodes = makeNodes(scene, delay: delay)
        nodes.tint = tint
        restyle(nodes)
        drawn.append(nodes)
        present(at: scene.now, force: true)
        return (nodes.group, .zstack(children: [.node(nodes.fill), .node(nodes.stroke)], container: nodes.group))
    }

    func dropReplicas() { drawn.removeAll { $0 !== primary } }

    private func makeNodes(_ scene: Scene, delay: Double) -> ShapeLayerNodes {
        clock = scene.clock
        let group = scene.makeNode(.group)
        group.anchor = anchorPoint
        let fill = scene.makeNode(.path), stroke = scene.makeNode(.path)
        let nodes = ShapeLayerNodes(group: group, fill: fill, stroke: stroke, delay: delay)
        fill.outline = ShapeOutline(paint: .fill(evenOdd: evenOdd)) { [weak self, weak nodes] _, _ in nodes?.shownPath ?? self?.path ?? ShapePath() }
        stroke.outline = ShapeOutline(paint: .stroke(style)) { [weak self, weak nodes] _, _ in nodes?.shownPath ?? self?.path ?? ShapePath() }
        group.add(fill); group.add(stroke)
        restyle(nodes)
        hook(scene)
        return nodes
    }

    /// The layer in its view: at its frame's origin, its two path nodes on its frame.
    var layout: Layout? {
        guard let nodes = primary, nodes.group === layerNode else { return nil }
        return .zstack(children: [.node(nodes.fill), .node(nodes.stroke)], container: nodes.group)
    }

    private func restyle() { for n in drawn { restyle(n) } }

    private func restyle(_ n: ShapeLayerNodes) {
        n.fill.outline?.paint = .fill(evenOdd: evenOdd)
        n.stroke.outline?.paint = .stroke(style)
        n.invalidate()
        n.fill.color = (fillColor ?? .clear).tinted(n.tint)
        n.stroke.color = (strokeColor ?? .clear).tinted(n.tint)
    }

    private func hook(_ scene: Scene) {
        guard !hooked else { return }
        hooked = true
        scene.beforePresenting.append { [weak self] time in self?.present(at: time) }
        scene.animatingAt.append { [weak self] time in
            guard let self else { return false }
            let late = self.drawn.map(\.delay).max() ?? 0
            return self.animations.isAnimating(at: time - late)
        }
    }

    private func present(at time: Double, force: Bool = false) {
        for n in drawn { present(n, at: time - n.delay, force: force, own: n === primary) }
    }

    /// The layer's values at `time`, its animations over its model, on one set of its nodes.
    private func present(_ nodes: ShapeLayerNodes, at time: Double, force: Bool, own: Bool) {
        let group = nodes.group, stroke = nodes.stroke
        let modelPath = path.coordinates
        let p = LayerGeometry.position(frame, anchorPoint), centre = [p.x, p.y]
        let model: CAKeyValues = ["path": modelPath, "strokeEnd": [strokeEnd], "strokeStart": [strokeStart], "lineWidth": [lineWidth],
                                  "lineDashPhase": [lineDashPhase], "opacity": [opacity], "transform.rotation.z": [0],
                                  "transform.scale": [1], "transform.translation.x": [0], "transform.translation.y": [0],
                                  "position": centre, "position.x": [centre[0]], "position.y": [centre[1]],
                                  "zPosition": [zPosition]].merging(look.model) { a, _ in a }
            .merging(transform3D.model) { a, _ in a }
        var shown = animations.present(model, at: time)
        // The position is the frame's centre (the default anchor point): an animated one moves
        // the layer by its distance from the model's.
        if let p = shown["position"], p.count == 2, p != centre {
            shown["position.x"] = [p[0]]; shown["position.y"] = [p[1]]
        }
        if let r = shown["transform.rotation"] { shown["transform.rotation.z"] = r }
        let animated = shown != model
        guard force || animated || nodes.showedAnimation else { return }
        nodes.showedAnimation = animated
        func value(_ key: String, _ fallback: Double) -> Double { shown[key]?.first ?? fallback }
        // Core Animation clamps strokeStart and strokeEnd to 0…1 (CAShapeLayer's documentation).
        let end = min(1, max(0, value("strokeEnd", 1))), start = min(1, max(0, value("strokeStart", 0)))
        let set: [(Node, Property, Double)] = [
            (stroke, .trimFrom, start), (stroke, .trimTo, end), (stroke, .lineWidth, value("lineWidth", 1)),
            (stroke, .dashPhase, value("lineDashPhase", 0)), (group, .opacity, value("opacity", 1)),
            (group, .rotation, value("transform.rotation.z", 0) * 180 / .pi),
            (group, .scaleX, value("transform.scale", 1)), (group, .scaleY, value("transform.scale", 1)),
            // A translation moves the layer in its superlayer's coordinates, points.
            (group, .offsetX, value("transform.translation.x", 0) + value("position.x", centre[0]) - centre[0]),
            (group, .offsetY, value("transform.translation.y", 0) + value("position.y", centre[1]) - centre[1]),
        ]
        for (node, p, v) in set where v.isFinite && node.model(p) != v { node.tracks[p].set(v, at: 0, animation: nil) }
        let moved = shown["path"].flatMap { $0 == modelPath || $0.contains { !$0.isFinite } ? nil : path.replacingCoordinates($0) }
        if moved != nodes.shownPath {
            nodes.shownPath = moved
            nodes.invalidate()
        }
        LayerBorderShadow.show(shown, on: group, tint: nodes.tint, border: false)
        transform3D.show(shown, on: group)
        let z = value("zPosition", zPosition)
        if own, z != shownZPosition, z.isFinite {
            shownZPosition = z
            restackSiblings()
        }
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        if try setOwn(name, value, evaluator: ev, at: at) { return }
        switch name {
        case "frame": frame = try Playground.rect(value, ev, at: at)
        case "path":
            switch value {
            case .nil: path = ShapePath()
            case .object(let p as PathObject): path = p.path
            case .object(let b as BezierPathObject): path = b.path
            default: throw RuntimeError(message: "cannot convert value of type '\(value.typeName)' to expected type 'CGPath'", at: at)
            }
        case "fillColor": fillColor = try Playground.optionalColor(value, ev, at: at)
        case "strokeColor": strokeColor = try Playground.optionalColor(value, ev, at: at)
        case "lineWidth": try implicitly(name, lineWidth, ev) { lineWidth = try ev.number(value, at: at) }
        case "strokeStart": try implicitly(name, strokeStart, ev) { strokeStart = try ev.number(value, at: at) }
        case "strokeEnd": try implicitly(name, strokeEnd, ev) { strokeEnd = try ev.number(value, at: at) }
        case "opacity": try implicitly(name, opacity, ev) { opacity = try ev.number(value, at: at) }
        case "zPosition": zPosition = try ev.number(value, at: at)
        case "lineDashPhase": try implicitly(name, lineDashPhase, ev) { lineDashPhase = try ev.number(value, at: at) }
        case "miterLimit": style.miterLimit = try ev.number(value, at: at)
        case "lineDashPattern":
            if case .nil = value { style.dash = []; return }
            style.dash = try Playground.numbers(value, ev, at: at)
        case "lineCap":
            guard case .enumCase(_, let n, _) = value, let cap = StrokeStyle.Cap(rawValue: n) else {
                throw RuntimeError(message: "lineCap is .butt, .round or .square", at: at)
            }
            style.lineCap = cap
        case "lineJoin":
            guard case .enumCase(_, let n, _) = value, let join = StrokeStyle.Join(rawValue: n) else {
                throw RuntimeError(message: "lineJoin is .miter, .round or .bevel", at: at)
            }
            style.lineJoin = join
        case "fillRule":
            guard case .enumCase(_, let n, _) = value else { throw RuntimeError(message: "fillRule is .nonZero or .evenOdd", at: at) }
            evenOdd = n == "evenOdd"
        case "position": frame = LayerGeometry.frame(frame, position: try Playground.point(value, ev, at: at), anchor: anchorPoint)
        case "bounds": frame = LayerGeometry.frame(frame, bounds: try Playground.rect(value, ev, at: at), anchor: anchorPoint)
        case "anchorPoint": (frame, anchorPoint) = try LayerGeometry.anchored(frame, value, from: anchorPoint, ev, at: at)
        case "masksToBounds", "backgroundColor", "cornerRadius":
            // Not drawn for a shape layer here.
            return
        case "borderWidth", "borderColor":
            ev.runtime.warn("a shape layer's border is not drawn here; stroke its path instead", at: at)
        case "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "shadowPath":
            try implicitly(name, look.model[name] ?? [], ev) { _ = try look.set(name, value, ev, at: at) }
        case "transform": try implicitly(name, transform3D.model[name] ?? [], ev) { _ = try transform3D.set(name, value, ev, at: at) }
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CAShapeLayer' (the subset sets path, fillColor, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, lineDashPattern, lineDashPhase, strokeStart, strokeEnd, fillRule, frame, position, bounds, anchorPoint, opacity, zPosition, transform, the shadow)", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "frame": return Playground.value(frame)
        case "bounds": return Playground.value(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        case "path": return .object(PathObject(path))
        case "fillColor": return fillColor.map(Value.color) ?? .nil
        case "strokeColor": return strokeColor.map(Value.color) ?? .nil
        case "lineWidth": return .double(lineWidth)
        case "strokeStart": return .double(strokeStart)
        case "strokeEnd": return .double(strokeEnd)
        case "opacity": return .double(opacity)
        case "zPosition": return .double(zPosition)
        case "position": return PathValues.pointValue(LayerGeometry.position(frame, anchorPoint))
        case "anchorPoint": return PathValues.pointValue(Point(anchorPoint.x, anchorPoint.y))
        default: return look.member(name) ?? transform3D.member(name)
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "add":
            try Playground.addAnimation(args, kind: .shape, to: &animations, evaluator: ev, at: at) { [weak self] in
                self?.animations.contains($0) ?? false
            }
            hook(ev.runtime.scene)
        case "removeAnimation": animations.removeAnimation(forKey: try ev.string(args.required("forKey"), at: at))
        case "removeAllAnimations": animations.removeAllAnimations()
        case "animation":
            return (animations.source(forKey: try ev.string(args.required("forKey"), at: at)) as? RuntimeObject).map { .object($0) } ?? .nil
        case "removeFromSuperlayer": removeFromSuperlayer()
        case "addSublayer", "insertSublayer":
            throw RuntimeError(message: "only a CALayer() holds sublayers here; put this layer and the others in a CALayer", at: at)
        default: return nil
        }
        return .void
    }
}

/// One drawing of a shape layer: its group, fill and stroke nodes, the path an animation
/// shows there now, and how late its animations run.
final class ShapeLayerNodes {
    let group: Node, fill: Node, stroke: Node
    let delay: Double
    /// What its colours are multiplied by (a replicator's copy).
    var tint = Color.white
    var shownPath: ShapePath?
    var showedAnimation = false
    init(group: Node, fill: Node, stroke: Node, delay: Double) {
        self.group = group; self.fill = fill; self.stroke = stroke; self.delay = delay
    }
    func invalidate() { fill.outline?.invalidate(); stroke.outline?.invalidate() }
}
