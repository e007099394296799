import Motion
import Dispatch

/// A node's presented values at one time, in canvas coordinates.
public struct PresentedNode {
    public let node: Node
    /// The laid-out frame (before effects).
    public let frame: Rect
    public let offset: Point
    public let scale: Point
    public let opacity: Double
    public let blur: Double
    @inlinable public var shadow: PresentedShadow? { shadowBox?.shadow }
    /// Maps the node's frame coordinates to the canvas (its own and its ancestors' effects).
    public let transform: Transform2D
    /// Opacity including every ancestor's, clamped to 0…1.
    public let effectiveOpacity: Double
    /// The presented anchor of the scale, in unit space.
    public let anchor: UnitPoint
    /// `rotationEffect` in degrees, about the anchor.
    public let rotation: Double
    /// What the subtree is drawn through besides `transform` (a 3D turn, colour filters).
    @inlinable public var effects: PresentedEffects? { effectsBox?.effects }
    @usableFromInline let effectsBox: PresentedEffectsBox?
    /// The node's mask at this time, in its own coordinates (nil: unmasked).
    @inlinable public var mask: PresentedMask? { maskBox?.mask }
    /// Held by reference: a plain field would make every copy and release of a presented
    /// node go through the mask's own fields.
    @usableFromInline let maskBox: PresentedMaskBox?
    /// Likewise: most nodes have none, and a presented node stays small.
    @usableFromInline let shadowBox: PresentedShadowBox?
    /// The node's gradient fill at this time (nil: its colour fills).
    @inlinable public var fill: PresentedGradient? { fillBox?.gradient }
    /// Whether the node has a gradient fill (without copying it out).
    @inlinable public var hasFill: Bool { fillBox != nil }
    @usableFromInline let fillBox: PresentedFillBox?
    /// A path node's outline at this time (nil: not a path node, or nothing to draw).
    @inlinable public var path: PresentedPath? { pathBox?.path }
    @usableFromInline let pathBox: PresentedPathBox?
    /// How many nodes after this one are its descendants (a presentation lists a node's
    /// subtree right after it), so that drawing a subtree never walks the live tree.
    public internal(set) var descendants = 0

    init(node: Node, frame: Rect, offset: Point, scale: Point, opacity: Double, blur: Double,
         shadow: PresentedShadow?, transform: Transform2D, effectiveOpacity: Double, anchor: UnitPoint,
         mask: PresentedMask?, rotation: Double = 0, effects: PresentedEffects? = nil,
         fill: PresentedGradient? = nil, path: PresentedPath? = nil) {
        self.rotation = rotation
        pathBox = path.map(PresentedPathBox.init)
        effectsBox = effects.map(PresentedEffectsBox.init)
        self.node = node; self.frame = frame; self.offset = offset; self.scale = scale
        self.opacity = opacity; self.blur = blur; self.transform = transform
        self.effectiveOpacity = effectiveOpacity; self.anchor = anchor
        maskBox = mask.map(PresentedMaskBox.init)
        shadowBox = shadow.map(PresentedShadowBox.init)
        fillBox = fill.map(PresentedFillBox.init)
    }
    /// The frame after effects: what a tap hits.
    public var hitBounds: Rect { transform.apply(frame) }
}

/// A presented mask, boxed.
@usableFromInline final class PresentedMaskBox {
    @usableFromInline let mask: PresentedMask
    init(_ mask: PresentedMask) { self.mask = mask }
}

/// A presented gradient fill, boxed.
@usableFromInline final class PresentedFillBox {
    @usableFromInline let gradient: PresentedGradient
    init(_ gradient: PresentedGradient) { self.gradient = gradient }
}

/// A presented path, boxed.
@usableFromInline final class PresentedPathBox {
    @usableFromInline let path: PresentedPath
    init(_ path: PresentedPath) { self.path = path }
}

/// A presented shadow, boxed.
@usableFromInline final class PresentedShadowBox {
    @usableFromInline let shadow: PresentedShadow
    init(_ shadow: PresentedShadow) { self.shadow = shadow }
}

/// A presented shadow.
public struct PresentedShadow: Hashable, Sendable {
    public let color: Color
    public let radius: Double
    public let x: Double
    public let y: Double
    public let opacity: Double
}

/// Everything a scene shows at one time, in drawing order.
public struct Presentation {
    public let time: Double
    public let size: Size
    public let nodes: [PresentedNode]
}

extension Scene {
    /// The presentation at `time` (events are not run: call `advance(to:)` first).
    ///
    /// With `threads` > 1 and many top-level views, slices of them are evaluated on that many
    /// threads (evaluation only reads the tree); the order is the same either way.
    public func present(at time: Double, threads: Int = 1) -> Presentation {
        DeviceProfile.with(device) { presentUnderDevice(at: time, threads: threads) }
    }

    private func presentUnderDevice(at time: Double, threads: Int) -> Presentation {
        // Hooks first: what they change is laid out with the rest.
        for hook in beforePresenting { hook(time) }
        layoutIfNeeded()
        let children = root.children
        let slices = threads > 1 && children.count >= 2048 ? threads * 2 : 1
        var parts = [PresentedBatch](repeating: PresentedBatch(), count: slices)
        parts.withUnsafeMutableBufferPointer { parts in
            if slices == 1 {
                parts[0] = present(children[...], at: time)
                return
            }
            let device = self.device
            DispatchQueue.concurrentPerform(iterations: slices) { i in
                let range = (children.count * i / slices)..<(children.count * (i + 1) / slices)
                parts[i] = DeviceProfile.with(device) { present(children[range], at: time) }
            }
        }
        return Presentation(time: time, size: size, nodes: PresentedBatch.join(parts, concurrently: slices > 1))
    }

    private func present(_ views: ArraySlice<Node>, at time: Double) -> PresentedBatch {
        var out = PresentedBatch(capacity: max(64, views.count))
        // One scratch row of property values, reused node after node.
        let values = UnsafeMutablePointer<Double>.allocate(capacity: Property.allCases.count)
        defer { values.deallocate() }
        // Nodes passed unretained: the tree holds them while it is presented.
        views.withUnsafeBufferPointer { views in
            for i in views.indices {
                present(Unmanaged.passUnretained(views[i]), at: time, parent: .identity, parentOpacity: 1, inherited: nil,
                        into: &out, values: values)
            }
        }
        return out
    }

    private func present(_ unretained: Unmanaged<Node>, at t: Double, parent: Transform2D, parentOpacity: Double,
                         inherited: Matrix3D?, into out: inout PresentedBatch, values: UnsafeMutablePointer<Double>) {
        withBorrowed(unretained) {
            present($0, at: t, parent: parent, parentOpacity: parentOpacity, inherited: inherited, into: &out, values: values)
        }
    }

    /// `inherited`: the parent layer's `sublayerTransform`, in frame coordinates (nil: none).
    private func present(_ node: Node, at t: Double, parent: Transform2D, parentOpacity: Double, inherited: Matrix3D?,
                         into out: inout PresentedBatch, values: UnsafeMutablePointer<Double>) {
        let v = values
        node.presentedValues(at: t, into: v)
        func value(_ p: Property) -> Double { v[p.rawValue] }
        let frame = Rect(x: value(.frameX), y: value(.frameY), width: value(.frameWidth), height: value(.frameHeight))
        let offset = Point(value(.offsetX), value(.offsetY))
        let scale = Point(value(.scaleX), value(.scaleY))
        let unitAnchor = UnitPoint(value(.anchorX), value(.anchorY))
        let anchor = Point(frame.x + unitAnchor.x * frame.width, frame.y + unitAnchor.y * frame.height)
        let move = Transform2D.translation(offset.x, offset.y)
        var zoom = Transform2D.scale(scale.x, scale.y, about: anchor)
        let degrees = value(.rotation)
        if degrees != 0 { zoom = Transform2D.rotation(degrees: degrees, about: anchor).concatenating(after: zoom) }
        var local = node.offsetBeforeScale ? zoom.concatenating(after: move) : move.concatenating(after: zoom)
        // A layer's 3D transform: folded into the affine transform when it keeps the plane,
        // else a projection of the node's subtree.
        var layerProjection: Projection? = nil
        if inherited != nil || node.layerTransforms?.own != nil {
            let p = LayerTransforms.projection(of: node, anchor: anchor, inherited: inherited)
            if p.isAffine {
                let a = Transform2D(a: p.m11, b: p.m21, c: p.m12, d: p.m22, tx: p.m13, ty: p.m23)
                // After the node's own scale and turn (and its offset, when that comes first).
                local = node.offsetBeforeScale ? a.concatenating(after: zoom.concatenating(after: move))
                                               : move.concatenating(after: a.concatenating(after: zoom))
            } else {
                layerProjection = p
            }
        }
        let transform = parent.concatenating(after: local)
        let opacity = value(.opacity)
        let effective = min(1, max(0, opacity)) * parentOpacity
        var shadow: PresentedShadow? = nil
        if let color = node.shadowColor {
            shadow = PresentedShadow(color: color, radius: max(0, value(.shadowRadius)),
                                     x: value(.shadowX), y: value(.shadowY), opacity: value(.shadowOpacity))
        }
        // The 3D turn is seen through what lies outside the node's own effects (`PresentedEffects`).
        let outer = node.offsetBeforeScale ? parent : parent.concatenating(after: move)
        var effects = Node.presentedEffects(v, settings: node.rotation3D, frame: frame, outer: outer)
        if let layerProjection, let inverse = outer.inverted {
            let seen = Projection(outer).concatenating(after: layerProjection).concatenating(after: Projection(inverse))
            effects = PresentedEffects(projection: effects?.projection.map { $0.concatenating(after: seen) } ?? seen,
                                       colorMatrix: effects?.colorMatrix)
        }
        // A container's blur and shadow act on what its views draw together; an image's on its
        // pixels (a text's and a shape's are drawn with them).
        let blur = max(0, value(.blur))
        if node.kind == .group || node.kind == .image, blur > 0 || shadow != nil {
            effects = PresentedEffects(projection: effects?.projection, colorMatrix: effects?.colorMatrix, blur: blur, shadow: shadow)
        }
        if node.blendMode != .normal {
            effects = PresentedEffects(projection: effects?.projection, colorMatrix: effects?.colorMatrix, blur: effects?.blur ?? 0,
                                       shadow: effects?.shadow, blendMode: node.blendMode)
        }
        out.append(PresentedNode(node: node, frame: frame, offset: offset, scale: scale, opacity: opacity,
                                 blur: blur, shadow: shadow,
                                 transform: transform, effectiveOpacity: effective, anchor: unitAnchor,
                                 mask: node.mask?.presented(at: t, in: frame), rotation: degrees, effects: effects,
                                 fill: node.gradientFill?.presented(at: t),
                                 path: node.outline?.presented(in: frame, values: v, at: t)))
        if node.children.isEmpty { return }
        let index = out.count - 1
        let passed = node.layerTransforms?.sublayers.map { LayerTransforms.aboutPoint($0, anchor) }
        node.children.withUnsafeBufferPointer { children in
            for i in children.indices {
                present(Unmanaged.passUnretained(children[i]), at: t, parent: transform, parentOpacity: effective,
                        inherited: passed, into: &out, values: values)
            }
        }
        out.setDescendants(of: index)
    }
}

/// Presented nodes gathered by one thread, in drawing order, then moved (not copied) into
/// the presentation: a copy would retain and release every node once more.
struct PresentedBatch {
    private let buffer: UnsafeGrowingBuffer<PresentedNode>
    var count: Int { buffer.count }

    init(capacity: Int = 1) { buffer = UnsafeGrowingBuffer(capacity: capacity) }

    @inline(__always) mutating func append(_ node: consuming PresentedNode) { buffer.append(node) }

    /// Notes that every node appended after the one at `index` belongs to its subtree.
    @inline(__always) mutating func setDescendants(of index: Int) {
        buffer[index].pointee.descendants = count - index - 1
    }

    /// One array of every batch's nodes, in order; the batches are left empty. Concurrently:
    /// each batch is moved by a thread of its own (megabytes a frame for tens of thousands of
    /// nodes, just written by that thread).
    static func join(_ batches: [PresentedBatch], concurrently: Bool) -> [PresentedNode] {
        var offsets: [Int] = []
        offsets.reserveCapacity(batches.count)
        var total = 0
        for batch in batches { offsets.append(total); total += batch.count }
        return [PresentedNode](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = buffer.baseAddress
            func move(_ i: Int) {
                if batches[i].count > 0, let target { batches[i].buffer.moveAll(to: target + offsets[i]) }
            }
            if concurrently && batches.count > 1 {
                DispatchQueue.concurrentPerform(iterations: batches.count) { move($0) }
            } else {
                for i in batches.indices { move(i) }
            }
            initialized = total
        }
    }
}
