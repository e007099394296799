import Motion
import Scene

/// What a view passes down: the environment its content sees, and the animation scopes
/// around each of its modifiers.
extension SourceRuntime {
    func sameContext(_ a: ViewContext, _ b: ViewContext) -> Bool {
        a.font == b.font && a.weight == b.weight && a.italic == b.italic && a.monospaced == b.monospaced && a.lineLimit == b.lineLimit && a.reservesLines == b.reservesLines && a.textAlignment == b.textAlignment && a.textCase == b.textCase && a.strikethrough == b.strikethrough && a.underline == b.underline && a.environment == b.environment && a.foreground == b.foreground && a.foregroundIsSet == b.foregroundIsSet && a.foregroundGradient == b.foregroundGradient && a.buttonStyle == b.buttonStyle
            && a.symbols == b.symbols
            && a.controls == b.controls
            && a.scopes.count == b.scopes.count
    }

    /// The environment a view's content sees: its parent's, with its own environment modifiers.
    func contentContext(_ v: ViewValue, _ ctx: ViewContext, host: ViewHost) -> ViewContext {
        // The innermost modifier wins for the environment: walked from the outermost in, each
        // writes over what an outer one wrote. The context is copied only when one writes
        // (its fields share one box until then).
        var c = ctx
        for i in v.modifiers.indices.reversed() {
            switch v.modifiers[i] {
            case .font(let f): c.font = f
            case .fontWeight(let w): c.weight = w
            case .italic(let on): c.italic = on
            case .monospaced(let on): c.monospaced = on
            case .lineLimit(let n, let reserves): c.lineLimit = n; c.reservesLines = reserves
            case .textAlignment(let a): c.textAlignment = a
            case .textCase(let t): c.textCase = t
            case .textLine(let strike, let active, let color):
                if strike { c.strikethrough = active ? .some(color) : nil } else { c.underline = active ? .some(color) : nil }
            case .environmentValues(let d): c.environment.merge(d) { $1 }
            case .foreground(let col): c.foreground = col; c.foregroundGradient = nil; c.foregroundIsSet = true
            case .foregroundGradient(let g): c.foregroundGradient = g; c.foreground = nil; c.foregroundIsSet = true
            case .buttonStyle(let s): c.buttonStyle = s; c.controls.customButtonStyle = nil
            case .symbol(let s): c.symbols.apply(s)
            case .control(let s): s.apply(to: &c.controls)
            default: break
            }
        }
        let own = scopes(after: -1, host)
        if !own.isEmpty { c.scopes = own + ctx.scopes }
        return c
    }

    /// The scopes of the `.animation` modifiers after modifier `index`, innermost first.
    func scopes(after index: Int, _ host: ViewHost) -> [AnimationScope] {
        if host.scopes.isEmpty { return [] }
        return host.scopes.keys.sorted().filter { $0 > index && index >= (host.scopeStarts[$0] ?? -1) }.flatMap { i -> [AnimationScope] in
            guard let s = host.scopes[i] else { return [] }
            let own = AnimationScope(state: s.state, source: s.source)
            // A bound view's scope watches the mirror of what its value reads, before its own.
            if let m = host.mirrorScopes[i] { return [AnimationScope(state: m, source: s.source), own] }
            return [own]
        }
    }
}
