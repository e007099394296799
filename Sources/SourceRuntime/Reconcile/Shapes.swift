import Foundation
import Motion
import Scene

/// What a path node's outline is drawn from: the shape view as last evaluated, and the
/// shape's `animatableData` as last read (the layout its numbers are written back in).
final class ShapeSource {
    var kind: ShapeKind
    var data: Value?
    /// The shape's `transform(_:)`s, in the order written.
    var transforms: [Transform2D] = []
    /// `size(width:height:)`: the size its path is made in, whatever its frame (nil: the frame's).
    var fixedSize: Size?
    init(kind: ShapeKind) { self.kind = kind }
}

/// Shapes drawn as paths: stroked, trimmed, inset or filled by a rule, a `Path`, an uneven
/// rounded rectangle, a file's own `Shape`. The node's outline asks for the path at each
/// frame's size and animatable data; a file's shape runs its `path(in:)` with its
/// `animatableData` set to the interpolated numbers first, as SwiftUI does each frame.
extension SourceRuntime {
    static let shapeDataSlot = Int.min + 1
    /// Serialises the file's code run while frames are presented (on several threads at once
    /// for wide scenes): the evaluator is not re-entrant.
    static let outlineLock = NSLock()
    /// How many paths the memo keeps before it starts over.
    static let pathMemoLimit = 512

    static func drawsAsPath(_ v: ViewValue, _ kind: ShapeKind) -> Bool {
        switch kind {
        case .path, .custom, .unevenRoundedRectangle, .canvas: return true
        default: break
        }
        return v.modifiers.contains { m in
            switch m {
            case .stroke, .fillStyle, .inset, .shapeTransform, .shapeSize: return true
            case .effect(let e): return e.kind === ShapeModifiers.trim
            default: return false
            }
        }
    }

    func buildPathShape(_ host: ViewHost, _ kind: ShapeKind, _ ctx: ViewContext, _ update: Update) throws {
        let v = host.value
        let source = ShapeSource(kind: kind)
        source.transforms = Self.transforms(of: v)
        source.fixedSize = v.modifiers.lazy.compactMap { if case .shapeSize(let s) = $0 { return s }; return nil }.last
        host.shapeSource = source
        source.data = try animatableData(of: kind, at: v.at)
        let numbers = source.data.map(Self.flatten) ?? []
        let at = v.at
        if numbers.count > ShapeOutline.maximumData {
            evaluator.runtime.warn("a shape's animatableData animates its first \(ShapeOutline.maximumData) numbers here; the rest change at once", at: at)
        }
        let (paint, inset, inside) = Self.paint(of: v)
        let outline: ShapeOutline
        if case .canvas = kind {
            outline = ShapeOutline { [weak self, weak source] size in
                guard let self, let source else { return [] }
                return self.canvasItems(source, size: size, at: at)
            }
        } else {
            outline = ShapeOutline(paint: paint, inset: inset, strokesInside: inside, dataCount: numbers.count) { [weak self, weak source] size, data in
                guard let self, let source else { return ShapePath() }
                return self.outlinePath(source, size: size, data: data, at: at)
            }
        }
        let node = scene.makeNode(.path, color: .primary)
        node.outline = outline
        host.content = node
        setPaintColor(node, v, host: host, ctx, update)
        if !numbers.isEmpty {
            let scopes = self.scopes(after: -1, host) + ctx.scopes
            var slots = bindShapeData(node, numbers, scopes: scopes)
            if numbers.count > Property.shapeData.count {
                // The next four numbers on a data node of the outline's own, a child of the
                // shape's node (it draws nothing and goes with the shape).
                let extra = scene.makeNode(.group)
                node.add(extra)
                outline.extraData = extra
                slots += bindShapeData(extra, Array(numbers.dropFirst(Property.shapeData.count)), scopes: scopes)
            }
            host.effectSlots[Self.shapeDataSlot] = slots
        }
    }

    /// Binds `node`'s shape-data tracks to slots holding `numbers` (up to four), animated with
    /// `scopes` when the slots change: what an animatable shape, view or effect reads its
    /// interpolated data from.
    func bindShapeData(_ node: Node, _ numbers: [Double], scopes: [AnimationScope]) -> [StateValue<Double>] {
        var slots: [StateValue<Double>] = []
        for (p, n) in zip(Property.shapeData, numbers) {
            let slot = scene.state(n)
            slots.append(slot)
            node.bind(p, scopes: scopes) { slot.value }
        }
        return slots
    }

    /// A path node masking a view: the outline of `kind` in the masked view's frame, filled.
    func maskPathNode(_ kind: ShapeKind, host: ViewHost, index: Int, at: Int) -> Node {
        let source = ShapeSource(kind: kind)
        host.maskSources[index] = source
        let node = scene.makeNode(.path)
        node.outline = ShapeOutline { [weak self, weak source] size, data in
            guard let self, let source else { return ShapePath() }
            return self.outlinePath(source, size: size, data: data, at: at)
        }
        return node
    }

    func updatePathShape(_ host: ViewHost, _ kind: ShapeKind, _ ctx: ViewContext, _ update: Update) {
        guard let node = host.content, let source = host.shapeSource, let outline = node.outline else { return }
        let v = host.value
        let transforms = Self.transforms(of: v)
        if source.kind != kind || source.transforms != transforms {
            source.kind = kind
            source.transforms = transforms
            outline.invalidate()
        }
        let (paint, inset, inside) = Self.paint(of: v)
        if outline.paint != paint || outline.inset != inset || outline.strokesInside != inside {
            outline.paint = paint; outline.inset = inset; outline.strokesInside = inside
            outline.invalidate()
        }
        setPaintColor(node, v, host: host, ctx, update)
        if let slots = host.effectSlots[Self.shapeDataSlot] {
            do { source.data = try animatableData(of: kind, at: v.at) } catch { fail(error, at: v.at); return }
            let numbers = source.data.map(Self.flatten) ?? []
            for (slot, n) in zip(slots, numbers) where slot.value != n { slot.value = n }
        }
    }

    /// The paint, the inset and whether the stroke lies inside, from the shape's modifiers
    /// (the first stroke wins; a fill rule applies when there is none).
    static func paint(of v: ViewValue) -> (ShapePaint, Double, Bool) {
        var inset = 0.0, evenOdd = false
        var stroke: StrokeSpec?
        for m in v.modifiers {
            switch m {
            case .inset(let d) where stroke == nil: inset += d.isFinite ? d : 0
            case .fillStyle(let eo): evenOdd = eo
            case .stroke(let s) where stroke == nil: stroke = s
            default: break
            }
        }
        if let stroke { return (.stroke(stroke.style), inset, stroke.inside) }
        return (.fill(evenOdd: evenOdd), inset, false)
    }

    private func strokeSpec(_ v: ViewValue) -> StrokeSpec? {
        for m in v.modifiers { if case .stroke(let s) = m { return s } }
        return nil
    }

    /// The colour or gradient that paints the path: a stroke's own, else the fill's, else the
    /// foreground style around it.
    private func setPaintColor(_ node: Node, _ v: ViewValue, host: ViewHost, _ ctx: ViewContext, _ update: Update) {
        let gradient: GradientSpec?, color: Color
        if let s = strokeSpec(v) {
            gradient = s.gradient ?? (s.color == nil ? ctx.foregroundGradient : nil)
            color = s.color ?? ctx.foreground ?? .primary
        } else {
            gradient = fillGradient(v, ctx)
            color = fillColor(v) ?? ctx.foreground ?? .primary
        }
        setGradientFill(node, gradient, host: host, scopes: ctx.scopes, update)
        let shown = gradient == nil ? color : .white
        if node.color != shown { node.color = shown }
    }

    /// The shape's `animatableData` (nil: it has none, or it is not made of numbers).
    private func animatableData(of kind: ShapeKind, at: Int) throws -> Value? {
        guard case .custom(let s) = kind, s.type.property("animatableData") != nil else { return nil }
        let v = try evaluator.member(.instance(s), "animatableData", at: at)
        return Self.flatten(v).isEmpty ? nil : v
    }

    /// The numbers of an animatable value: a number, or a pair, point, size or rect of them.
    static func flatten(_ v: Value) -> [Double] {
        switch v {
        case .double(let d): return [d]
        case .int(let i): return [Double(i)]
        case .tuple(let items, _): return items.flatMap(flatten)
        default: return []
        }
    }

    /// `template` with its numbers, in order, replaced by `numbers` (the ones past them kept).
    static func unflatten(_ template: Value, _ numbers: [Double]) -> Value {
        var i = 0
        func walk(_ v: Value) -> Value {
            switch v {
            case .double, .int:
                defer { i += 1 }
                return i < numbers.count ? .double(numbers[i]) : v
            case .tuple(let items, let labels): return .tuple(items.map(walk), labels: labels)
            default: return v
            }
        }
        return walk(template)
    }

    /// The path of `source` in a frame of `size`, at `data`.
    static func transforms(of v: ViewValue) -> [Transform2D] {
        v.modifiers.compactMap { if case .shapeTransform(let t) = $0 { return t }; return nil }
    }

    /// The path of `source` in a frame of `size`, at `data`, mapped by its transforms.
    func outlinePath(_ source: ShapeSource, size: Size, data: [Double], at: Int) -> ShapePath {
        source.transforms.reduce(basePath(source, size: size, data: data, at: at)) { $0.applying($1) }
    }

    private func basePath(_ source: ShapeSource, size frameSize: Size, data: [Double], at: Int) -> ShapePath {
        let size = source.fixedSize ?? frameSize
        let rect = Rect(x: 0, y: 0, width: max(0, size.width), height: max(0, size.height))
        if let builtin = source.kind.builtin { return builtin.path(in: rect) }
        switch source.kind {
        case .path(let p): return p
        case .rectangle, .roundedRectangle, .circle, .capsule, .ellipse, .unevenRoundedRectangle, .canvas: return ShapePath()
        case .custom(let s):
            Self.outlineLock.lock()
            defer { Self.outlineLock.unlock() }
            guard scene.failure == nil, let m = s.type.methods["path"] else { return ShapePath() }
            let key = PathMemoKey(shape: .instance(s), width: rect.width, height: rect.height, data: data)
            if let kept = pathMemo[key] { return kept }
            let box = Box(.instance(s))
            evaluator.drawsFrame = true
            defer { evaluator.drawsFrame = false }
            do {
                evaluator.steps = 0
                let (result, log) = try evaluator.logging { () throws -> Value in
                    if let template = source.data, !data.isEmpty {
                        try evaluator.storeMember(of: .value(box), "animatableData", Self.unflatten(template, data), at: at)
                    }
                    return try evaluator.invoke(FunctionValue(.method(m, receiver: .value(box), program.globals)),
                                                [PathValues.rectValue(rect)], at: at)
                }
                guard case .object(let p as PathObject) = result else {
                    throw RuntimeError(message: "cannot convert return expression of type '\(result.typeName)' to return type 'Path'", at: m.at)
                }
                // A pure `path(in:)` gives the same path for the same shape, size and data: the
                // thousand equal shapes of a grid, springing together, are worked out once a frame.
                if !log.impure, log.reads.isEmpty {
                    if pathMemo.count >= Self.pathMemoLimit { pathMemo.removeAll(keepingCapacity: true) }
                    pathMemo[key] = p.path
                }
                return p.path
            } catch {
                fail(error, at: at)
                return ShapePath()
            }
        }
    }
}

/// A file's own shape (its stored properties), the size it is drawn in and its animatable data.
struct PathMemoKey: Hashable {
    let shape: Value
    let width: Double, height: Double
    let data: [Double]
}
