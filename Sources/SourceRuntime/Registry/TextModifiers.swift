import Motion
import Scene

/// Modifiers of a text's font and spacing (inherited by the texts inside a view).
enum TextModifiers {
    /// Apple: tracking "adds space, measured in points, between the characters"; kerning
    /// "sets the spacing between characters". Our rule: both add the space after each
    /// character (ligatures, which tracking turns off, are not drawn here anyway).
    private static func tracking(_ call: ModifierCall) throws -> ViewValue { call.add(.tracking(try call.args.requiredDouble(nil))) }

    static let entries: [ModifierEntry] = [
        ModifierEntry("font") { call in
            guard case .font(let f) = try call.args.required(nil, hint: "Font") else {
                throw RuntimeError(message: "cannot convert the argument to expected argument type 'Font'", at: call.args.place(nil))
            }
            return call.add(.font(f))
        },
        ModifierEntry("fontWeight") { call in
            guard case .font(let f) = try call.args.required(nil, hint: "Font.Weight") else {
                throw RuntimeError(message: "cannot convert the argument to expected argument type 'Font.Weight'", at: call.args.place(nil))
            }
            return call.add(.fontWeight(f.spec.weight))
        },
        ModifierEntry("bold") { call in call.add(.fontWeight(.bold)) },
        ModifierEntry("italic") { call in
            call.add(.italic(try call.args.value(nil).map { try call.evaluator.truth($0, at: call.args.at) } ?? true))
        },
        // `lineLimit(3)`, `lineLimit(nil)`, `lineLimit(2, reservesSpace: true)`, and the
        // ranges `lineLimit(1...3)` (its upper bound) and `lineLimit(2...)` (no limit).
        // `minimumScaleFactor(_:)`: **our rule**, text is not shrunk to fit; text that does not
        // fit wraps or is cut as without it (said once). Text that fits is as SwiftUI draws it.
        ModifierEntry("minimumScaleFactor", ["_ factor: CGFloat"]) { call in
            let factor = try call.bound().double("factor", default: 1)
            if factor < 1 {
                call.evaluator.runtime.warn("minimumScaleFactor(_:) does not shrink text here; text that does not fit wraps or is cut as without it", at: call.at)
            }
            return call.add(.ignored("minimumScaleFactor"))
        },
        ModifierEntry("lineLimit") { call in
            try call.args.allow([nil, "reservesSpace"])
            let reserves = try call.args.value("reservesSpace").map { try call.evaluator.truth($0, at: call.args.place("reservesSpace")) } ?? false
            let v = try call.args.required(nil, hint: "Int")
            var limit: Int?
            switch v {
            case .nil: limit = nil
            case .int(let n): limit = n
            case .range(_, let upper, let closed) where upper != Int.max: limit = closed ? upper : upper - 1
            case .range: limit = nil
            default: throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Int?'", at: call.args.place(nil))
            }
            if let n = limit, n < 1 { limit = 1 }
            return call.add(.lineLimit(limit, reserves: reserves && limit != nil))
        },
        // `strikethrough(_ isActive: Bool = true, pattern: = .solid, color: Color? = nil)`, and
        // `underline` alike: the line drawn solid (other patterns are refused).
        ModifierEntry("strikethrough") { call in try textLine(call, strike: true) },
        ModifierEntry("underline") { call in try textLine(call, strike: false) },
        ModifierEntry("textCase") { call in
            switch try call.args.required(nil, hint: "Text.Case?") {
            case .nil: return call.add(.textCase(nil))
            case .enumCase(_, let name, _) where name == "uppercase" || name == "lowercase": return call.add(.textCase(name))
            default: throw RuntimeError(message: "textCase takes .uppercase, .lowercase or nil", at: call.args.place(nil))
            }
        },
        ModifierEntry("multilineTextAlignment") { call in
            guard case .enumCase(_, let name, _) = try call.args.required(nil, hint: "TextAlignment"),
                  let a = ["leading": 0.0, "center": 0.5, "trailing": 1.0][name] else {
                throw RuntimeError(message: "multilineTextAlignment takes .leading, .center or .trailing", at: call.args.place(nil))
            }
            return call.add(.textAlignment(a))
        },
        ModifierEntry("monospaced") { call in
            call.add(.monospaced(try call.args.value(nil).map { try call.evaluator.truth($0, at: call.args.at) } ?? true))
        },
        ModifierEntry("tracking", [], tracking),
        ModifierEntry("kerning", [], tracking),
    ]

}

extension TextModifiers {
    static func textLine(_ call: ModifierCall, strike: Bool) throws -> ViewValue {
        try call.args.allow([nil, "pattern", "color"])
        let active = try call.args.value(nil).map { try call.evaluator.truth($0, at: call.args.place(nil)) } ?? true
        if let p = try call.args.value("pattern", hint: "Text.LineStyle.Pattern") {
            guard case .enumCase(_, "solid", _) = p else {
                throw RuntimeError(message: "\(call.entry.name)'s pattern: only .solid is drawn here", at: call.args.place("pattern"))
            }
        }
        var color: Color?
        if let c = try call.args.value("color", hint: "Color"), c != .nil { color = try call.colorValue(c, "color") }
        return call.add(.textLine(strike: strike, active: active, color: color))
    }
}
