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
        ModifierEntry("monospaced") { call in
            call.add(.monospaced(try call.args.value(nil).map { try call.evaluator.truth($0, at: call.args.at) } ?? true))
        },
        ModifierEntry("tracking", [], tracking),
        ModifierEntry("kerning", [], tracking),
    ]
}
