import Scene

/// What a text takes from its environment: its font (weight, italic, monospaced design), its
/// case, its line limit and alignment, and its strikethrough and underline.
extension SourceRuntime {
    func resolvedFont(_ ctx: ViewContext) -> FontSpec {
        var spec = ctx.font?.spec ?? .body
        if let w = ctx.weight { spec = spec.weight(w) }
        if let on = ctx.italic { spec = spec.italic(on) }
        // "A fixed-width font from the same family": the system font's is its monospaced design.
        if ctx.monospaced == true, spec.family == "system" { spec.family = "ui-monospace" }
        return spec
    }

    /// A text as its environment's `textCase` shows it.
    static func cased(_ s: String, _ ctx: ViewContext) -> String {
        switch ctx.textCase {
        case "uppercase": return s.uppercased()
        case "lowercase": return s.lowercased()
        default: return s
        }
    }

    /// A text's `lineLimit` and `multilineTextAlignment` from its environment; whether they changed.
    @discardableResult
    func setLines(_ node: Node, _ ctx: ViewContext) -> Bool {
        node.strikethrough = ctx.strikethrough != nil
        node.strikethroughColor = ctx.strikethrough ?? nil
        node.underline = ctx.underline != nil
        node.underlineColor = ctx.underline ?? nil
        guard node.lineLimit != ctx.lineLimit || node.reservesLines != ctx.reservesLines || node.lineAlignment != ctx.textAlignment else { return false }
        node.lineLimit = ctx.lineLimit
        node.reservesLines = ctx.reservesLines
        node.lineAlignment = ctx.textAlignment
        return true
    }
}
