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

    /// `name [( arguments )]`, matched against the signatures of `name`.
    private mutating func call(_ table: [String: [AnimationSignature]], kind: String,
                               applyingTo base: Animation?) throws -> Animation {
        let nameToken = current
        guard case .name(let name) = nameToken.kind else {
            throw fail("expected \(kind == "animation" ? "an animation name" : "a modifier name"), found \(describe(nameToken))", at: nameToken)
        }
        guard let all = table[name] else {
            let known = table.keys.sorted().joined(separator: ", ")
            throw fail("unknown \(kind) '\(name)'; known: \(known)", at: nameToken)
        }
        index += 1
        let signatures = AnimationSignature.available(all, in: version)
        if signatures.isEmpty {
            throw fail("'\(name)' needs iOS \(all.map(\.since).min() ?? 17) (reading as \(version))", at: nameToken)
        }
        guard accept("(") else {
            if let bare = signatures.first(where: { $0.parameters == nil }) { return bare.build([], base, version) }
            let forms = signatures.map { name + $0.spelling }.joined(separator: " or ")
            throw fail("'\(name)' needs arguments: \(forms)", at: current)
        }
        let arguments = try self.arguments()
        var firstError: AnimationSyntaxError?
        for signature in signatures {
            guard let parameters = signature.parameters else { continue }
            do {
                return signature.build(try bind(arguments, to: parameters, name: name, close: current), base, version)
            } catch let error as AnimationSyntaxError {
                // Report the overload that read furthest before failing.
                if let seen = firstError, seen.column >= error.column { continue }
                firstError = error
            }
        }
        let forms = signatures.compactMap { $0.parameters == nil ? nil : name + $0.spelling }.joined(separator: " or ")
        if signatures.count < all.count, all.contains(where: { $0.since > version.iOS }) {
            let newer = all.filter { $0.since > version.iOS }.compactMap { $0.parameters == nil ? nil : name + $0.spelling }
            if signatures.isEmpty || !newer.isEmpty && firstError != nil {
                let since = all.map(\.since).max() ?? SwiftUIVersion.supported.lowerBound
                let also = newer.joined(separator: " or ")
                let reason = firstError.map { "\($0.message); " } ?? ""
                throw AnimationSyntaxError("\(reason)\(also.isEmpty ? "'\(name)'" : also) needs iOS \(since) (reading as \(version))"
                                           + (forms.isEmpty ? "" : "; '\(name)' takes \(forms)"),
                                           in: text, at: firstError?.column ?? nameToken.column)
            }
        }
        let reason = firstError?.message ?? "does not fit"
        throw AnimationSyntaxError("\(reason); '\(name)' takes \(forms)", in: text, at: firstError?.column ?? nameToken.column)
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

    /// The values of `parameters`, in order, from `arguments` (Swift's rules: labels in
    /// order, defaulted parameters may be left out).
    private func bind(_ arguments: [Argument], to parameters: [AnimationSignature.Parameter],
                      name: String, close: AnimationToken) throws -> [Double] {
        var values: [Double] = []
        var p = 0
        for argument in arguments {
            let label: String? = argument.label.map { $0.text }
            while p < parameters.count, parameters[p].label != label {
                guard let d = parameters[p].defaultValue else {
                    throw fail("missing argument '\(parameters[p].label.map { $0 + ":" } ?? "value")'",
                               at: argument.label ?? argument.value)
                }
                values.append(d)
                p += 1
            }
            guard p < parameters.count else {
                let at = argument.label ?? argument.value
                throw fail(label.map { "unexpected label '\($0):'" } ?? "unexpected argument", at: at)
            }
            values.append(try value(of: argument.value, as: parameters[p].kind, label: label))
            p += 1
        }
        while p < parameters.count {
            guard let d = parameters[p].defaultValue else {
                throw fail("missing argument '\(parameters[p].label.map { $0 + ":" } ?? "value")'", at: tokens[index - 1])
            }
            values.append(d)
            p += 1
        }
        return values
    }

    private func value(of token: AnimationToken, as kind: AnimationSignature.Kind, label: String?) throws -> Double {
        let what = label.map { "'\($0):'" } ?? "this argument"
        switch (kind, token.kind) {
        case (.number, .number(let v, _)): return v
        case (.integer, .number(let v, true)) where abs(v) < 1e9: return v
        case (.integer, _): throw fail("\(what) needs a whole number", at: token)
        case (.bool, .name(let word)): return word == "true" ? 1 : 0
        case (.bool, _): throw fail("\(what) needs true or false", at: token)
        case (.number, _): throw fail("\(what) needs a number", at: token)
        }
    }
}
