/// Reads an animation written in SwiftUI syntax, such as
/// `spring(response: 0.2, dampingFraction: 0.5).delay(0.1)`, `.easeInOut`,
/// `Animation.timingCurve(0.25, 0.1, 0.25, 1, duration: 1).repeatCount(3, autoreverses: true)`.
public enum AnimationSyntax {
    /// The animation `text` describes, as the SDK of `version` reads it (the presets and
    /// which `spring(…)` overload wins follow the era: `SwiftUIVersion`); throws an error
    /// pointing at the first bad part.
    public static func parse(_ text: String, version: SwiftUIVersion = .current) throws -> Animation {
        var reader = Reader(text: text, tokens: try tokenize(text), version: version)
        return try reader.animation()
    }

    /// The names a base may have, for messages and help.
    public static var baseNames: [String] { AnimationSignature.bases.keys.sorted() }
    /// The modifier names, for messages and help.
    public static var modifierNames: [String] { AnimationSignature.modifiers.keys.sorted() }
}

/// A recursive-descent reader over the tokens.
private struct Reader {
    let text: String
    let tokens: [AnimationToken]
    let version: SwiftUIVersion
    var index = 0

    init(text: String, tokens: [AnimationToken], version: SwiftUIVersion) {
        self.text = text
        self.tokens = tokens
        self.version = version
    }

    private var current: AnimationToken { tokens[index] }

    private func fail(_ message: String, at token: AnimationToken) -> AnimationSyntaxError {
        AnimationSyntaxError(message, in: text, at: token.column)
    }

    private func describe(_ token: AnimationToken) -> String {
        token.kind == .end ? "the end" : "'\(token.text)'"
    }

    private mutating func accept(_ symbol: Character) -> Bool {
        guard current.kind == .symbol(symbol) else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ symbol: Character, _ what: String) throws {
        guard accept(symbol) else { throw fail("expected \(what), found \(describe(current))", at: current) }
    }

    /// `[Animation] [.] base (.modifier)* end`
    mutating func animation() throws -> Animation {
        if case .name("Animation") = current.kind {
            index += 1
            try expect(".", "'.' after 'Animation'")
        } else {
            _ = accept(".")
        }
        var result = try call(AnimationSignature.bases, kind: "animation", applyingTo: nil)
        while current.kind != .end {
            try expect(".", "'.' before a modifier (delay, speed, repeatCount, repeatForever)")
            result = try call(AnimationSignature.modifiers, kind: "modifier", applyingTo: result)
        }
        return result
    }

    /// `name [( arguments )]`, matched against the signatures of `name` (`AnimationCall`).
    private mutating func call(_ table: [String: [AnimationSignature]], kind: String,
                               applyingTo base: Animation?) throws -> Animation {
        let nameToken = current
        guard case .name(let name) = nameToken.kind else {
            throw fail("expected \(kind == "animation" ? "an animation name" : "a modifier name"), found \(describe(nameToken))", at: nameToken)
        }
        guard table[name] != nil else {
            let known = table.keys.sorted().joined(separator: ", ")
            throw fail("unknown \(kind) '\(name)'; known: \(known)", at: nameToken)
        }
        index += 1
        let arguments = accept("(") ? try self.arguments() : nil
        do {
            let value = { (i: Int, _: AnimationSignature.Kind) -> AnimationCall.Argument in
                switch arguments?[i].value.kind {
                case .number(let v, let whole)?: return .number(v, whole: whole)
                case .name(let word)?: return .bool(word == "true")
                default: return .other(arguments?[i].value.text ?? "")
                }
            }
            guard let animation = try AnimationCall.resolve(name, modifier: kind != "animation",
                                                             labels: arguments?.map { $0.label?.text }, value: value,
                                                             applyingTo: base, version: version, suffix: "reading as \(version)")
            else { throw fail("unknown \(kind) '\(name)'", at: nameToken) }
            return animation
        } catch let failure as AnimationCall.Failure {
            let at: AnimationToken
            switch failure.place {
            case .name: at = nameToken
            case .label(let i): at = arguments.map { $0[i].label ?? $0[i].value } ?? current
            case .value(let i): at = arguments?[i].value ?? current
            case .end: at = arguments == nil ? current : tokens[index - 1]
            }
            throw fail(failure.message, at: at)
        }
    }

    private struct Argument {
        let label: AnimationToken?
        let value: AnimationToken
    }

    /// `argument (, argument)* )` or `)`; leaves the index after `)`.
    private mutating func arguments() throws -> [Argument] {
        var out: [Argument] = []
        if accept(")") { return out }
        while true {
            var label: AnimationToken? = nil
            if case .name = current.kind, tokens[index + 1].kind == .symbol(":") {
                label = current
                index += 2
            }
            let value = current
            switch value.kind {
            case .number: break
            case .name(let word) where word == "true" || word == "false": break
            default: throw fail("expected a value, found \(describe(value))", at: value)
            }
            index += 1
            out.append(Argument(label: label, value: value))
            if accept(")") { return out }
            try expect(",", "',' or ')'")
        }
    }
}
