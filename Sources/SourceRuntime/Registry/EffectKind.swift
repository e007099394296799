import Motion
import Scene

/// An animatable effect modifier (`opacity`, `offset`, `scaleEffect`, a colour filter …): the
/// scene properties it animates and how it behaves in each part of the runtime. Each is
/// described once, in the effects family of the registry (`EffectModifiers.swift`); binding
/// to nodes, transitions, masks and the live path read these fields and name no effect.
final class EffectKind: CustomStringConvertible {
    /// Where the effect sits among a node's effects.
    enum Placement {
        /// Reads no frame: stays on the node under padding and frames (opacity, blur, shadow).
        case free
        /// An offset: before the node's scale when written before any scale or turn.
        case offset
        /// About an anchor of the view's frame. `turns`: a later offset lies outside it (a scale
        /// or rotation of the view; a shape's own `.scale` is not one).
        case anchored(turns: Bool)
        /// A turn in 3D: outside whatever the node has; later effects get a node of their own.
        case turn3D
        /// A colour filter: each on a node of its own, so they apply in the order written.
        case colorFilter
    }

    /// How a transition's active look combines with the view's own value of a property.
    enum Composition {
        /// The active value times the view's own (opacity, scale).
        case multiplied
        /// The active value's change from the property's identity, added to the view's own.
        case added
    }

    /// The modifier's name, as SwiftUI spells it.
    let name: String
    /// The scene properties it sets, in the order of its values.
    let properties: [Property]
    let placement: Placement
    /// How many of `properties`, from the first, a transition animates (a scale's anchor is
    /// a setting, not animated by a transition); 0: the effect takes no part in transitions.
    let transitionParts: Int
    let composition: Composition
    /// The parameters whose values a `ForEach` item's live path may work out from state
    /// (`LivePlan`), each with the values it feeds (their indices in `properties`); empty: the
    /// effect is evaluated with its item.
    let live: [String: [Int]]

    init(_ name: String, _ properties: [Property], _ placement: Placement, transitionParts: Int? = nil,
         composition: Composition = .added, live: [String: [Int]] = [:]) {
        self.name = name; self.properties = properties; self.placement = placement
        self.transitionParts = transitionParts ?? properties.count; self.composition = composition; self.live = live
    }

    var description: String { name }

    /// The properties every colour filter uses (each filter on a node of its own).
    static var colorFilterProperties: [Property] {
        EffectModifiers.kinds.filter { if case .colorFilter = $0.placement { return true }; return false }.flatMap(\.properties)
    }
}

/// An effect modifier with its arguments evaluated: a value for each of its kind's properties
/// and the settings some kinds carry.
struct EffectValue {
    let kind: EffectKind
    let values: [Double]
    /// `rotation3DEffect`'s axis, anchor and perspective.
    var rotation3D: Rotation3DSettings? = nil
    /// A shadow's colour (its alpha is a value: the shadow's opacity animates).
    var color: Color? = nil

    /// The value for `p`, if the effect sets it.
    func value(_ p: Property) -> Double? { kind.properties.firstIndex(of: p).map { values[$0] } }
}
