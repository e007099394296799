import Foundation
import Motion
import Scene

/// A view struct of the file, or a `ViewModifier` given to `.modifier(_:)`, that declares
/// `animatableData`: the numbers of its data as an animation presents them, held by a hidden
/// node's shape-data tracks, and the numbers its body was last evaluated with.
final class AnimatableViewState {
    let dataNode: Node
    /// The data's value as last read (the layout its numbers are written back in).
    var template: Value
    var count: Int
    var shown: [Double]?
    init(dataNode: Node, template: Value, count: Int) { self.dataNode = dataNode; self.template = template; self.count = count }
}

/// SwiftUI's `Animatable` views and `AnimatableModifier`s: when their data changes in an
/// animated transaction, the data is interpolated like any property, and before each frame
/// whose value differs the struct's `animatableData` is set to it and its body evaluated again
/// (without an animation of its own), as SwiftUI evaluates an animatable view's body each
/// frame. A struct without `animatableData` has `EmptyAnimatableData`: its new body at once.
extension SourceRuntime {
    /// The field that holds a `.modifier(_:)`'s content, for its `body(content:)`.
    static let modifierContentField = "$content"

    func animatableAppeared(_ host: ViewHost, _ fields: StructValue, _ ctx: ViewContext) throws {
        guard fields.type.property("animatableData") != nil else { return }
        let template = try evaluator.member(.instance(fields), "animatableData", at: host.value.at)
        let numbers = Self.flatten(template)
        guard !numbers.isEmpty else { return }
        let node = scene.makeNode(.group)
        let state = AnimatableViewState(dataNode: node, template: template, count: min(numbers.count, Property.shapeData.count))
        host.animatable = state
        host.effectSlots[Self.shapeDataSlot] = bindShapeData(node, numbers, scopes: self.scopes(after: -1, host) + ctx.scopes)
        dataNodes.add(node)
        scene.beforePresenting.append { [weak self, weak host] time in
            guard let self, let host, let state = host.animatable, self.scene.failure == nil else { return }
            let numbers = Property.shapeData.prefix(state.count).map { state.dataNode.value($0, at: time) }
            guard numbers != state.shown else { return }
            self.event(at: host.value.at) {
                try self.showAnimatable(host, state, numbers)
                self.markDirty(host)
                try self.flush(nil)
            }
        }
    }

    /// The parent gave new fields: the data's slots take their numbers (an animated change
    /// animates), and the next frame evaluates the body with the presented ones.
    func animatableUpdated(_ host: ViewHost, _ fields: StructValue) throws {
        guard let state = host.animatable, let slots = host.effectSlots[Self.shapeDataSlot] else { return }
        state.template = try evaluator.member(.instance(fields), "animatableData", at: host.value.at)
        let numbers = Self.flatten(state.template)
        for (slot, n) in zip(slots, numbers) where slot.value != n { slot.value = n }
        state.shown = nil
    }

    /// Sets the instance's `animatableData` to `numbers` (its setter run on its fields).
    private func showAnimatable(_ host: ViewHost, _ state: AnimatableViewState, _ numbers: [Double]) throws {
        guard let instance = host.instance else { return }
        state.shown = numbers
        let box = Box(.instance(StructValue(type: instance.type, fields: instance.fields.merging(instance.state) { a, _ in a })))
        try evaluator.storeMember(of: .value(box), "animatableData", Self.unflatten(state.template, numbers), at: host.value.at)
        guard case .instance(let changed) = box.value else { return }
        for (name, value) in changed.fields where instance.state[name] == nil { instance.fields[name] = value }
    }
}

/// The hidden nodes that hold animatable views' data: under the scene's root, after the views,
/// drawing nothing.
final class DataNodes {
    let holder: Node
    init(scene: Scene) { holder = scene.makeNode(.group) }
    func add(_ node: Node) { holder.add(node) }
    var isEmpty: Bool { holder.children.isEmpty }
}
