import Foundation
import Motion
import Scene

/// A layer a replicator copies: drawn again for each instance, its animations late by the
/// instance's delay, its colours tinted.
protocol ReplicableLayer: SublayerObject {
    func makeReplica(_ scene: Scene, delay: Double, tint: Color) -> (node: Node, layout: Layout)
    func dropReplicas()
}
extension PlainLayerObject: ReplicableLayer {}
extension ShapeLayerObject: ReplicableLayer {}
extension TextLayerObject: ReplicableLayer {}

/// `CAReplicatorLayer()`: its sublayers (`CALayer`s, `CAShapeLayer`s, `CATextLayer`s) drawn
/// `instanceCount` times. Apple: each instance is the one before transformed by
/// `instanceTransform`, "applied relative to the center of the replicator layer"; its
/// animations run `instanceDelay` seconds after the one before's; its colour is
/// `instanceColor` (white unless set) plus the instance's index times each
/// `instance…Offset`, multiplying the copied layers' colours. The first instance is the
/// layers themselves, untransformed.
final class ReplicatorLayerObject: RuntimeObject, SettableObject, SublayerObject {
    var frame = Rect.zero { didSet { superlayerView?.playground.setNeedsLayout() } }
    var instanceCount = 1 { didSet { rebuild() } }
    var instanceTransform = Transform2D.identity { didSet { rebuild() } }
    var instanceDelay = 0.0 { didSet { rebuild() } }
    var instanceColor = Color.white { didSet { rebuild() } }
    var offsets = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0) { didSet { rebuild() } }
    var opacity = 1.0 { didSet { layerNode?.tracks[.opacity].set(opacity, at: 0, animation: nil) } }
    var zPosition = 0.0 { didSet { restackSiblings() } }
    var shownZPosition: Double { zPosition }
    private(set) var sublayers: [ReplicableLayer] = []
    weak var superlayerView: UIKitView?
    weak var superlayer: PlainLayerObject?
    var layerNode: Node?
    private weak var scene: Scene?
    /// Each instance's node (the replicator's bounds) and what it holds, laid out.
    private var instances: [(node: Node, items: [Layout])] = []

    override var typeName: String { "CAReplicatorLayer" }

    /// Past this many instances a file is told, and only these are drawn.
    static let instanceLimit = 1_000

    func makeLayerNode(_ scene: Scene) -> Node {
        self.scene = scene
        let group = scene.makeNode(.group)
        if opacity != 1 { group.tracks[.opacity].set(opacity, at: 0, animation: nil) }
        layerNode = group
        rebuild()
        return group
    }

    /// The replicator in its superlayer: each instance fills its bounds, its copies at their
    /// frames in it.
    var layout: Layout? {
        guard let group = layerNode else { return nil }
        return .zstack(children: instances.map { .zstack(children: $0.items, container: $0.node) }, container: group)
    }

    /// Draws the instances again: after a sublayer, the count, the transform, the delay or the
    /// colours changed.
    private func rebuild() {
        guard let scene, let group = layerNode else { return }
        for (node, _) in instances { group.remove(node) }
        instances = []
        for layer in sublayers { layer.dropReplicas() }
        let count = min(max(0, instanceCount), Self.instanceLimit)
        var transform = Transform2D.identity
        for i in 0..<count {
            let node = scene.makeNode(.group)
            Self.show(transform, on: node)
            let k = Double(i)
            let tint = Color(red: clamp(instanceColor.red + k * offsets.red), green: clamp(instanceColor.green + k * offsets.green),
                             blue: clamp(instanceColor.blue + k * offsets.blue), alpha: clamp(instanceColor.alpha + k * offsets.alpha))
            var items: [Layout] = []
            for layer in sublayers {
                let copy = layer.makeReplica(scene, delay: k * instanceDelay, tint: tint)
                node.add(copy.node)
                items.append(superlayerView?.playground.placed(copy.layout, at: layer.frame) ?? copy.layout)
            }
            group.add(node)
            instances.append((node, items))
            transform = instanceTransform.concatenating(after: transform)
        }
        superlayerView?.playground.setNeedsLayout()
    }

    private func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 1 }

    /// An instance's transform on its node, which turns and scales about its centre (the
    /// replicator's): the turn, the scales (no skew: a turn and scales compose without one when
    /// the scales are equal, as replicators use them) and the translation.
    static func show(_ t: Transform2D, on node: Node) {
        // The translation is in the replicator's own coordinates, after the turn and scale.
        node.offsetBeforeScale = false
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let det = t.a * t.d - t.b * t.c
        let angle = sx > 0 ? atan2(t.b, t.a) * 180 / .pi : 0
        let values: [(Property, Double)] = [(.rotation, angle), (.scaleX, sx), (.scaleY, sx > 0 ? det / sx : 0),
                                            (.offsetX, t.tx), (.offsetY, t.ty)]
        for (p, v) in values where v.isFinite { node.tracks[p].set(v, at: 0, animation: nil) }
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "frame": frame = try Playground.rect(value, ev, at: at)
        case "bounds":
            let b = try Playground.rect(value, ev, at: at)
            let c = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
            frame = Rect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
        case "position":
            let p = try Playground.point(value, ev, at: at)
            frame = Rect(x: p.x - frame.width / 2, y: p.y - frame.height / 2, width: frame.width, height: frame.height)
        case "instanceCount":
            let n = try ev.number(value, at: at)
            if n > Double(Self.instanceLimit) {
                ev.runtime.warn("a replicator draws at most \(Self.instanceLimit) instances here", at: at)
            }
            instanceCount = Int(saturatingFloor: n)
        case "instanceDelay": instanceDelay = try ev.number(value, at: at)
        case "instanceTransform":
            let t = try CATransform3DValues.required(value, "instanceTransform", ev, at: at)
            guard t.isAffine else {
                throw RuntimeError(message: "a replicator's instanceTransform is drawn in the screen's plane here: turns about the z axis (0, 0, 1), moves and scales, without depth or perspective", at: at)
            }
            instanceTransform = t.affine
        case "instanceColor": instanceColor = try Playground.optionalColor(value, ev, at: at) ?? .white
        case "instanceRedOffset": offsets.red = try ev.number(value, at: at)
        case "instanceGreenOffset": offsets.green = try ev.number(value, at: at)
        case "instanceBlueOffset": offsets.blue = try ev.number(value, at: at)
        case "instanceAlphaOffset": offsets.alpha = try ev.number(value, at: at)
        case "opacity": opacity = try ev.number(value, at: at)
        case "zPosition": zPosition = try ev.number(value, at: at)
        case "masksToBounds", "backgroundColor", "cornerRadius", "preservesDepth":
            // Not drawn for a replicator here.
            return
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CAReplicatorLayer' (the subset sets instanceCount, instanceTransform, instanceDelay, instanceColor, the instance colour offsets, frame, bounds, position, opacity, zPosition)", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "frame": return Playground.value(frame)
        case "bounds": return Playground.value(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        case "position": return PathValues.pointValue(Point(frame.x + frame.width / 2, frame.y + frame.height / 2))
        case "instanceCount": return .int(instanceCount)
        case "instanceDelay": return .double(instanceDelay)
        case "instanceTransform": return CATransform3DValues.value(Matrix3D(instanceTransform))
        case "opacity": return .double(opacity)
        default: return nil
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "addSublayer":
            guard case .object(let layer as ReplicableLayer)? = try args.value(at: 0) else {
                throw RuntimeError(message: "a replicator copies CALayer(), CAShapeLayer() and CATextLayer() sublayers here", at: at)
            }
            sublayers.removeAll { $0 === layer }
            sublayers.append(layer)
            rebuild()
            return .void
        case "removeFromSuperlayer": removeFromSuperlayer(); return .void
        case "add":
            throw RuntimeError(message: "a CAReplicatorLayer is not animated here; animate the layers it copies", at: at)
        default: return nil
        }
    }
}
