import Foundation
import Motion
import Scene

/// A `GeometryEffect` of the file on a view (`.modifier(effect)`): its latest value, and the
/// node whose offset, turn and scale show the effect's transform.
final class GeometryEffectState {
    var effect: StructValue
    /// The effect's `animatableData` as last read (the layout its numbers are written back in).
    var data: Value?
    weak var node: Node?
    init(effect: StructValue) { self.effect = effect }
}

/// SwiftUI's `GeometryEffect`: its `animatableData` is interpolated like any property, and
/// before each frame `effectValue(size:)` runs with the interpolated value; the transform it
/// gives moves, turns and scales the view in its own coordinates (origin at its top-left).
///
/// **Our rule**: the transform's affine part is shown as a translation, a turn and a scale
/// along each axis (a skew, and a projection's perspective row, are not drawn): the
/// effects these files write are moves, turns and scales.
extension SourceRuntime {
    /// Makes or updates the effect at modifier `index` on `node` (a node of its own).
    func bindGeometryEffect(_ effect: StructValue, on node: Node, host: ViewHost, index: Int, creating: Bool, _ ctx: ViewContext) throws {
        let data = try geometryData(effect, at: host.value.at)
        let numbers = data.map(Self.flatten) ?? []
        if creating {
            let state = GeometryEffectState(effect: effect)
            state.data = data
            state.node = node
            host.geometryEffects[index] = state
            node.offsetBeforeScale = false
            node.anchor = UnitPoint(0, 0)
            host.effectSlots[index] = bindShapeData(node, numbers, scopes: self.scopes(after: index, host) + ctx.scopes)
            let at = host.value.at
            scene.beforePresenting.append { [weak self, weak state] time in
                guard let self, let state else { return }
                self.presentGeometryEffect(state, at: time, place: at)
            }
        } else if let state = host.geometryEffects[index] {
            state.effect = effect
            state.data = data
            for (slot, n) in zip(host.effectSlots[index] ?? [], numbers) where slot.value != n { slot.value = n }
        }
    }

    private func geometryData(_ effect: StructValue, at: Int) throws -> Value? {
        guard effect.type.property("animatableData") != nil else { return nil }
        let v = try evaluator.member(.instance(effect), "animatableData", at: at)
        return Self.flatten(v).isEmpty ? nil : v
    }

    /// Runs `effectValue(size:)` for the frame at `time` and sets the node's offset, turn and scale.
    private func presentGeometryEffect(_ state: GeometryEffectState, at time: Double, place: Int) {
        guard scene.failure == nil, let node = state.node,
              let method = state.effect.type.methods["effectValue"] else { return }
        let box = Box(.instance(state.effect))
        let transform: Transform2D
        evaluator.drawsFrame = true
        defer { evaluator.drawsFrame = false }
        do {
            evaluator.steps = 0
            if let template = state.data {
                let count = Self.flatten(template).count
                let numbers = Property.shapeData.prefix(count).map { node.value($0, at: time) }
                try evaluator.storeMember(of: .value(box), "animatableData", Self.unflatten(template, numbers), at: place)
            }
            let frame = node.frame(at: time)
            let size = Value.tuple([.double(frame.width), .double(frame.height)], labels: ["width", "height"])
            let result = try evaluator.invoke(FunctionValue(.method(method, receiver: .value(box), program.globals)), [size], at: place)
            guard case .object(let t as AffineTransformObject) = result else {
                throw RuntimeError(message: "cannot convert return expression of type '\(result.typeName)' to return type 'ProjectionTransform'", at: method.at)
            }
            transform = t.transform
        } catch {
            fail(error, at: place)
            return
        }
        Self.show(transform, on: node)
    }

    /// Sets `node`'s offset, scale and turn (about its top-leading corner) to `t`'s affine part:
    /// t = translate · rotate(θ) · scale(sx, sy), its skew dropped.
    static func show(_ t: Transform2D, on node: Node) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let angle = sx > 0 ? atan2(t.b, t.a) : 0
        let sy = sx > 0 ? (t.a * t.d - t.b * t.c) / sx : (t.c * t.c + t.d * t.d).squareRoot()
        let values: [(Property, Double)] = [(.offsetX, t.tx), (.offsetY, t.ty), (.scaleX, sx), (.scaleY, sy),
                                            (.rotation, angle * 180 / .pi)]
        for (p, v) in values where v.isFinite && node.model(p) != v { node.tracks[p].set(v, at: 0, animation: nil) }
    }
}
