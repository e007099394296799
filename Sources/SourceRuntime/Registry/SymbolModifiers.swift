import Motion
import Scene

/// A symbol effect as written: `.bounce.up.byLayer`, `.pulse.wholeSymbol`, `.variableColor.iterative`.
struct SymbolEffectSpec: Equatable {
    enum Kind: String, CaseIterable { case bounce, pulse, variableColor, scale, appear, disappear, wiggle, rotate, breathe }
    var kind: Kind
    /// `.down` (bounce, scale), `.counterClockwise` (rotate), `.left`/`.backward` (wiggle).
    var reversed = false
    /// A wiggle that turns (`.clockwise`, `.counterClockwise`) rather than moves sideways.
    var turns = false
}

/// `SymbolEffectOptions`: how often and how fast an effect plays.
struct SymbolEffectOptions: Equatable {
    /// nil: the effect's own default (once for a discrete effect, forever while active).
    var count: Int?
    var speed = 1.0
    /// The most plays `.repeat(n)` is taken for (a larger count plays forever).
    static let maximumCount = 10_000
}

/// One `.symbolEffect` modifier: what plays, how, and what starts it.
struct SymbolEffectUse: Equatable {
    enum Trigger: Equatable {
        /// `value:`: a discrete effect, played again each time the value changes.
        case value(Value)
        /// `isActive:`: an indefinite effect, playing while true.
        case active(Bool)
    }
    var effect: SymbolEffectSpec
    var options: SymbolEffectOptions
    var trigger: Trigger
    static func == (a: SymbolEffectUse, b: SymbolEffectUse) -> Bool {
        guard a.effect == b.effect, a.options == b.options else { return false }
        switch (a.trigger, b.trigger) {
        case (.value(let x), .value(let y)): return x == y
        case (.active(let x), .active(let y)): return x == y
        default: return false
        }
    }
}

/// `.contentTransition(.symbolEffect(.replace))` and its directions.
struct SymbolReplaceSpec: Equatable {
    /// `.downUp` (the default), `.upUp`, `.offUp`: whether the old symbol leaves scaling down.
    var outgoingScales = true
    var speed = 1.0
}

final class SymbolReplaceObject: RuntimeObject {
    let spec: SymbolReplaceSpec
    init(_ spec: SymbolReplaceSpec) { self.spec = spec }
    override var typeName: String { "ContentTransition" }
}

/// What a symbol-related modifier adds to the environment of the images inside.
enum SymbolModifier {
    case effect(SymbolEffectUse)
    case imageScale(Double)
    case replace(SymbolReplaceSpec)
    case renderingMode(String)
    /// `symbolEffectsRemoved(_:)`: no effect from outside reaches the symbols inside.
    case effectsRemoved(Bool)
    /// `symbolVariant(_:)`: the slash, enclosure and fill a symbol's name takes.
    case variant(SymbolVariant)

    var kind: String {
        switch self {
        case .effect: return "symbolEffect"
        case .imageScale: return "imageScale"
        case .replace: return "contentTransition"
        case .renderingMode: return "symbolRenderingMode"
        case .effectsRemoved: return "symbolEffectsRemoved"
        case .variant: return "symbolVariant"
        }
    }
}

/// `SymbolVariants`: `.fill`, `.circle`, `.square`, `.rectangle`, `.slash`, `.none`, chained.
struct SymbolVariant: Equatable {
    var slash = false
    var shape: String?
    var fill = false

    /// The name with the variant, as SF Symbols spell them (`bell.slash.circle.fill`), when
    /// the table has it; else the name as written (Apple falls back to the plain symbol).
    func apply(to name: String, has: (String) -> Bool) -> String {
        var composed = name
        if slash, !composed.contains(".slash") { composed += ".slash" }
        if let shape, !composed.contains("." + shape) { composed += "." + shape }
        if fill, !composed.hasSuffix(".fill") { composed += ".fill" }
        return has(composed) ? composed : name
    }
}

/// The symbol environment a view passes down (innermost scale and mode win; effects add up).
struct SymbolEnvironment: Equatable {
    var scale: Double?
    var effects: [SymbolEffectUse] = []
    var replace: SymbolReplaceSpec?
    var renderingMode: String?
    var variant: SymbolVariant?

    mutating func apply(_ m: SymbolModifier) {
        switch m {
        case .effect(let e): if effects.count < 16 { effects.append(e) }
        case .imageScale(let s): scale = s
        case .replace(let r): replace = r
        case .renderingMode(let r): renderingMode = r
        case .effectsRemoved(let on): if on { effects = [] }
        case .variant(let v): variant = v
        }
    }
}

/// `symbolEffect`, `imageScale`, `symbolRenderingMode`, and the `.symbolEffect(.replace)`
/// content transition.
enum SymbolModifiers {
    /// Apple, `NSImage.SymbolScale`: small is "approximately 20% smaller" than medium, large
    /// "approximately 30% larger".
    static let imageScales: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3]
    static let renderingModes = ["monochrome", "hierarchical", "palette", "multicolor"]

    static let entries: [ModifierEntry] = [
        ModifierEntry("symbolEffect") { call in
            let args = call.args
            guard let first = args.items.first, first.label == nil else {
                throw RuntimeError(message: "symbolEffect(_:options:value:) takes an effect such as .bounce, .pulse or .scale.up", at: args.at)
            }
            try args.allow([nil, "options", "value", "isActive"])
            let effect = try effectSpec(first.value)
            var options = SymbolEffectOptions()
            if let o = args.items.first(where: { $0.label == "options" }) { options = try SymbolModifiers.options(o.value, args) }
            let trigger: SymbolEffectUse.Trigger
            if let v = try args.value("value") {
                trigger = .value(v)
            } else if let a = try args.value("isActive", hint: "Bool") {
                trigger = .active(try call.evaluator.truth(a, at: args.place("isActive")))
            } else {
                trigger = .active(true)
            }
            return call.add(.symbol(.effect(SymbolEffectUse(effect: effect, options: options, trigger: trigger))))
        },
        ModifierEntry("imageScale") { call in
            let v = try call.args.required(nil, hint: "Image.Scale")
            guard case .enumCase(_, let name, _) = v, let s = imageScales[name] else {
                throw RuntimeError(message: "imageScale(_:) takes .small, .medium or .large", at: call.args.place(nil))
            }
            return call.add(.symbol(.imageScale(s)))
        },
        ModifierEntry("symbolEffectsRemoved") { call in
            let on = try call.args.value(nil, hint: "Bool").map { try call.evaluator.truth($0, at: call.args.place(nil)) } ?? true
            return call.add(.symbol(.effectsRemoved(on)))
        },
        ModifierEntry("symbolVariant") { call in
            guard let first = call.args.items.first, first.label == nil else {
                throw RuntimeError(message: "symbolVariant(_:) takes variants such as .fill, .circle or .slash", at: call.args.at)
            }
            var v = SymbolVariant()
            var node: Expr? = first.value
            while let n = node, case .member(let base, let name) = n.kind {
                switch name {
                case "fill": v.fill = true
                case "slash": v.slash = true
                case "circle", "square", "rectangle": v.shape = v.shape ?? name
                case "none": break
                default: throw RuntimeError(message: "'\(name)' is not a symbol variant (fill, circle, square, rectangle, slash, none)", at: n.at)
                }
                node = base
            }
            if let n = node, case .member = n.kind {} else if let n = node, !(n.kind.isName("SymbolVariants")) {
                throw RuntimeError(message: "symbolVariant(_:) takes variants such as .fill, .circle or .slash", at: n.at)
            }
            return call.add(.symbol(.variant(v)))
        },
        ModifierEntry("symbolRenderingMode") { call in
            let v = try call.args.required(nil, hint: "SymbolRenderingMode")
            guard case .enumCase(_, let name, _) = v, renderingModes.contains(name) else {
                throw RuntimeError(message: "symbolRenderingMode(_:) takes .monochrome, .hierarchical, .palette or .multicolor", at: call.args.place(nil))
            }
            return call.add(.symbol(.renderingMode(name)))
        },
    ]

    /// Reads an effect expression: an implicit member chain from one of the effects, its
    /// direction and scope members after it.
    static func effectSpec(_ e: Expr) throws -> SymbolEffectSpec {
        var names: [(String, Int)] = []
        var node = e
        while case .member(let base, let name) = node.kind {
            names.insert((name, node.at), at: 0)
            guard let base else { break }
            node = base
        }
        if case .name("SymbolEffect") = node.kind {} else if case .member(nil, _) = node.kind {} else {
            throw RuntimeError(message: "a symbol effect is written as .bounce, .pulse, .variableColor, .scale, .appear, .disappear, .wiggle, .rotate, .breathe or .replace", at: e.at)
        }
        guard let (head, at) = names.first else { throw RuntimeError(message: "expected a symbol effect", at: e.at) }
        guard let kind = SymbolEffectSpec.Kind(rawValue: head) else {
            throw RuntimeError(message: "'\(head)' is not a symbol effect here (bounce, pulse, variableColor, scale, appear, disappear, wiggle, rotate, breathe)", at: at)
        }
        var spec = SymbolEffectSpec(kind: kind)
        for (name, at) in names.dropFirst() {
            switch name {
            case "up", "right", "forward", "wholeSymbol", "byLayer", "iterative", "cumulative", "reversing",
                 "nonReversing", "hideInactiveLayers", "dimInactiveLayers", "default":
                break
            case "clockwise": spec.turns = kind == .wiggle
            case "counterClockwise": spec.turns = kind == .wiggle; spec.reversed = true
            case "down", "left", "backward": spec.reversed = true
            default:
                throw RuntimeError(message: "'\(name)' is not an option of .\(head)", at: at)
            }
        }
        return spec
    }

    /// Reads `options:`: `.repeating`, `.nonRepeating`, `.repeat(n)`, `.speed(x)`, chained.
    static func options(_ e: Expr, _ args: Args) throws -> SymbolEffectOptions {
        var o = SymbolEffectOptions()
        var node: Expr? = e
        var steps: [(String, [Argument], Int)] = []
        while let n = node {
            switch n.kind {
            case .member(let base, let name): steps.insert((name, [], n.at), at: 0); node = base
            case .call(let callee, let a):
                guard case .member(let base, let name) = callee.kind else { node = nil; steps.insert(("?", [], n.at), at: 0); continue }
                steps.insert((name, a, n.at), at: 0); node = base
            case .name("SymbolEffectOptions"): node = nil
            default: steps.insert(("?", [], n.at), at: 0); node = nil
            }
        }
        for (name, a, at) in steps {
            switch name {
            case "default": break
            case "repeating": o.count = 0
            case "nonRepeating": o.count = 1
            // `.repeat(.continuous)`, and `.repeat(.periodic)`: again and again (the periodic
            // one's default delay between plays is not kept).
            case "repeat" where a.first.map({ if case .member(nil, let n) = $0.value.kind { return n == "continuous" || n == "periodic" }; return false }) ?? false:
                o.count = 0
            case "repeat" where a.first.map({ if case .call(let c, _) = $0.value.kind, case .member(nil, "periodic") = c.kind { return true }; return false }) ?? false:
                // `.repeat(.periodic(n, delay:))`: n plays (the delay between them is not kept).
                guard case .call(_, let inner)? = a.first?.value.kind, let n = inner.first(where: { $0.label == nil }) else { o.count = 0; break }
                let v = try args.evaluator.eval(n.value, args.scope, hint: "Int")
                guard let d = v.asDouble, d.isFinite else { throw RuntimeError(message: "periodic(_:delay:) takes a count", at: n.value.at) }
                o.count = d >= Double(SymbolEffectOptions.maximumCount) ? 0 : Int(max(1, d))
            case "repeat", "speed":
                guard let arg = a.first else { throw RuntimeError(message: "\(name)(_:) takes a number", at: at) }
                let v = try args.evaluator.eval(arg.value, args.scope, hint: name == "repeat" ? "Int" : "Double")
                guard let d = v.asDouble, d.isFinite else { throw RuntimeError(message: "\(name)(_:) takes a finite number", at: arg.value.at) }
                if name == "repeat" { o.count = d >= Double(SymbolEffectOptions.maximumCount) ? 0 : Int(max(1, d)) }
                else { o.speed = min(max(d, 0.01), 100) }
            default:
                throw RuntimeError(message: "symbol effect options are .repeating, .nonRepeating, .repeat(_:) and .speed(_:)", at: at)
            }
        }
        return o
    }

    /// `.symbolEffect(.replace)` as a content transition (`ContentTransition.symbolEffect(_:options:)`).
    static func replaceTransition(_ args: Args) throws -> SymbolReplaceObject {
        var spec = SymbolReplaceSpec()
        if let first = args.items.first(where: { $0.label == nil }) {
            var names: [(String, Int)] = []
            var node: Expr? = first.value
            while let n = node, case .member(let base, let name) = n.kind { names.insert((name, n.at), at: 0); node = base }
            guard let head = names.first, head.0 == "replace" || head.0 == "automatic" else {
                throw RuntimeError(message: "contentTransition(.symbolEffect(_:)) takes .replace or .automatic", at: first.value.at)
            }
            for (name, at) in names.dropFirst() {
                switch name {
                case "downUp", "upUp", "byLayer", "wholeSymbol", "magic": break
                case "offUp": spec.outgoingScales = false
                default: throw RuntimeError(message: "'\(name)' is not an option of .replace", at: at)
                }
            }
        }
        if let o = args.items.first(where: { $0.label == "options" }) { spec.speed = try options(o.value, args).speed }
        return SymbolReplaceObject(spec)
    }
}

extension Expr.Kind {
    func isName(_ n: String) -> Bool { if case .name(n) = self { return true }; return false }
}
