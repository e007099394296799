import Motion
import Scene

/// `AnyTransition`: how a view looks just before it is inserted and just after it is
/// removed, and, when given, the animation it takes (`.animation(_:)` on a transition).
///
/// Apple documents each built-in transition by what it does; the numbers SwiftUI does not
/// publish are our rules, marked below.
final class Transition: RuntimeObject {
    /// One change of the view's look at the transition's active end: an effect modifier's
    /// (its kind says how it combines with the view's own values), or a move by the view's size.
    enum Effect {
        case effect(EffectValue)
        /// `.move(edge:)`: by the view's own size towards the edge.
        case move(Edge)
    }
    enum Edge: String { case top, bottom, leading, trailing }

    let insertion: [Effect]
    let removal: [Effect]
    let animation: Animation??

    init(insertion: [Effect], removal: [Effect], animation: Animation?? = nil) {
        self.insertion = insertion; self.removal = removal; self.animation = animation
    }
    convenience init(_ effects: [Effect]) { self.init(insertion: effects, removal: effects) }
    override var typeName: String { "AnyTransition" }

    /// SwiftUI's default, `.opacity`.
    static let opacity = Transition([fade])

    /// The effects the built-in transitions are made of.
    static let fade = Effect.effect(EffectValue(kind: EffectModifiers.opacity, values: [0]))
    static func scaled(_ s: Double, _ anchor: UnitPoint = .center) -> Effect {
        .effect(EffectValue(kind: EffectModifiers.scaleEffect, values: [s, s, anchor.x, anchor.y]))
    }
    static func blurred(_ radius: Double) -> Effect { .effect(EffectValue(kind: EffectModifiers.blur, values: [radius])) }
    static func shifted(_ x: Double, _ y: Double) -> Effect { .effect(EffectValue(kind: EffectModifiers.offset, values: [x, y])) }

    func combined(with other: Transition) -> Transition {
        Transition(insertion: insertion + other.insertion, removal: removal + other.removal, animation: animation ?? other.animation)
    }

    func withAnimation(_ a: Animation?) -> Transition { Transition(insertion: insertion, removal: removal, animation: .some(a)) }

    static func edge(_ v: Value) -> Edge? {
        if case .enumCase(_, let n, _) = v { return Edge(rawValue: n) }
        if case .unitPoint(let p) = v {
            return p == .top ? .top : p == .bottom ? .bottom : p == .leading ? .leading : p == .trailing ? .trailing : nil
        }
        return nil
    }

    static func opposite(_ e: Edge) -> Edge {
        switch e {
        case .top: return .bottom
        case .bottom: return .top
        case .leading: return .trailing
        case .trailing: return .leading
        }
    }

    /// `.opacity`, `.scale`, `.slide`, `.identity`, `.blurReplace` (no arguments).
    static func named(_ name: String) -> Transition? {
        switch name {
        case "opacity": return .opacity
        // `.scale`: from nothing (scale 0) at the centre.
        case "scale": return Transition([scaled(0)])
        // Apple: "inserts by moving in from the leading edge, and removes by moving out towards the trailing edge".
        case "slide": return Transition(insertion: [.move(.leading)], removal: [.move(.trailing)])
        case "identity": return Transition([])
        // Apple: "combining blurring and scaling effects". The numbers are SwiftUI's (OpenSwiftUI
        // `BlurTransition.swift` lines 93–104, read from the binary by another port too): away
        // from the identity the view is transparent, blurred by 7 pt and scaled by 0.9, the blur
        // in the view's own space (applied before the scale, as our blur always is). `.downUp`,
        // the default, is 0.9 both ways: grows in, shrinks out.
        case "blurReplace": return Transition([blurred(7), scaled(0.9), fade])
        default: return nil
        }
    }

    /// `.scale(_:anchor:)`, `.move(edge:)`, `.push(from:)`, `.offset(x:y:)`, `.asymmetric`,
    /// `.blurReplace(_:)`.
    static func call(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Transition? {
        switch name {
        case "scale":
            let s = try args.double(nil) ?? args.double("scale") ?? 0
            var anchor = UnitPoint.center
            if case .unitPoint(let p)? = try args.value("anchor", hint: "UnitPoint") { anchor = p }
            return Transition([scaled(s, anchor)])
        case "move":
            guard let e = try edge(args.required("edge", hint: "Edge")) else {
                throw RuntimeError(message: "move(edge:) takes .top, .bottom, .leading or .trailing", at: args.at)
            }
            return Transition([.move(e)])
        case "push":
            // Apple: in from the edge while fading in; out towards the opposite edge while fading out.
            guard let e = try edge(args.required("from", hint: "Edge")) else {
                throw RuntimeError(message: "push(from:) takes .top, .bottom, .leading or .trailing", at: args.at)
            }
            return Transition(insertion: [.move(e), fade], removal: [.move(opposite(e)), fade])
        case "offset":
            if let v = try args.value(nil, hint: "CGSize"), case .tuple(let items, _) = v, items.count == 2 {
                return Transition([shifted(try ev.number(items[0], at: args.at), try ev.number(items[1], at: args.at))])
            }
            return Transition([shifted(try args.double("x") ?? 0, try args.double("y") ?? 0)])
        case "asymmetric":
            guard case .object(let i as Transition) = try args.required("insertion", hint: "AnyTransition"),
                  case .object(let r as Transition) = try args.required("removal", hint: "AnyTransition") else {
                throw RuntimeError(message: "asymmetric(insertion:removal:) takes two transitions", at: args.at)
            }
            return Transition(insertion: i.insertion, removal: r.removal, animation: i.animation ?? r.animation)
        case "modifier":
            // `.modifier(active:identity:)`: the active modifier's look, relative to the identity's.
            guard case .instance(let active) = try args.required("active"), case .instance(let identity) = try args.required("identity") else {
                throw RuntimeError(message: "modifier(active:identity:) takes two values of a ViewModifier struct", at: args.at)
            }
            let a = try effects(of: active, ev, at: args.at), i = try effects(of: identity, ev, at: args.at)
            return Transition(relative(a, to: i))
        case "blurReplace":
            let config = try args.value(nil, hint: "BlurReplaceTransition.Configuration")
            if case .enumCase(_, "upUp", _)? = config {
                // `.upUp`: grows in from 0.9 and on out to 1.1.
                return Transition(insertion: [blurred(7), scaled(0.9), fade],
                                  removal: [blurred(7), scaled(1.1), fade])
            }
            return named("blurReplace")
        default: return nil
        }
    }

    /// A `Transition` struct of the file (iOS 17): its `body(content:phase:)` run on an empty
    /// view at each phase, the looks at `.willAppear` and `.didDisappear` taken as changes from
    /// the look at `.identity` (as `.modifier(active:identity:)` takes its two).
    static func custom(_ s: StructValue, _ ev: Evaluator, at: Int) throws -> Transition {
        guard let body = s.type.methods["body"] else { throw RuntimeError(message: "'\(s.type.name)' has no body(content:phase:)", at: at) }
        func look(_ phase: String) throws -> [Effect] {
            let f = FunctionValue(.method(body, receiver: .value(Box(.instance(s))), ev.program.globals))
            let view = try ev.viewOf(ev.invoke(f, [.view(ViewValue(.empty, at: at)), .enumCase(type: "TransitionPhase", name: phase, payload: [])], at: at), at: at)
            return view.modifiers.compactMap { m in
                guard case .effect(let e) = m, e.kind.transitionParts > 0 else { return nil }
                return .effect(e)
            }
        }
        let identity = try look("identity")
        return Transition(insertion: relative(try look("willAppear"), to: identity), removal: relative(try look("didDisappear"), to: identity))
    }

    /// What a ViewModifier does to a view, as transition effects: its `body(content:)` run on
    /// an empty view, its effect modifiers read back.
    static func effects(of m: StructValue, _ ev: Evaluator, at: Int) throws -> [Effect] {
        guard let body = m.type.methods["body"] else {
            throw RuntimeError(message: "'\(m.type.name)' has no body(content:)", at: at)
        }
        let f = FunctionValue(.method(body, receiver: .value(Box(.instance(m))), ev.program.globals))
        let view = try ev.viewOf(ev.invoke(f, [.view(ViewValue(.empty, at: at))], at: at), at: at)
        // The effects that take part in transitions, as the modifier set them.
        return view.modifiers.compactMap { m in
            guard case .effect(let e) = m, e.kind.transitionParts > 0 else { return nil }
            return .effect(e)
        }
    }

    /// Active effects as changes from the identity's (an identity opacity of 0.5 and an active
    /// one of 0 is a fade from the view's own opacity to nothing).
    static func relative(_ active: [Effect], to identity: [Effect]) -> [Effect] {
        var own: [Property: Double] = [:]
        for case .effect(let e) in identity {
            for (p, v) in zip(e.kind.properties, e.values).prefix(e.kind.transitionParts) { own[p] = v }
        }
        return active.map { effect in
            guard case .effect(let e) = effect else { return effect }
            var values = e.values
            for (k, p) in e.kind.properties.prefix(e.kind.transitionParts).enumerated() {
                guard let base = own[p] else { continue }
                switch e.kind.composition {
                case .multiplied: if base != 0 { values[k] /= base }
                // As a change of the property from its identity value.
                case .added: values[k] = values[k] - base + p.identity
                }
            }
            return .effect(EffectValue(kind: e.kind, values: values, rotation3D: e.rotation3D, color: e.color))
        }
    }
}
