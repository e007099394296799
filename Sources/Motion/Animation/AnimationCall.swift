/// One use of a SwiftUI animation name, `spring(response: 0.3)`, `.delay(0.2)` or a bare
/// `.easeIn`, resolved against the name's signatures (`AnimationSignature`) as the SDK of the
/// era would: its forms only, in the order it prefers them, Swift's rules for labels (in
/// order; a defaulted parameter may be left out), each argument of its parameter's kind.
/// Both readers of animations use it: the animation syntax of the command line and a source
/// file's calls.
public enum AnimationCall {
    /// An argument's value, as far as a signature cares.
    public enum Argument: Sendable {
        case number(Double, whole: Bool)
        case bool(Bool)
        /// Anything else, by its type's name.
        case other(String)
    }

    /// Why a use fits none of the forms, and where.
    public struct Failure: Error, Sendable {
        public enum Place: Sendable, Comparable {
            /// Left to right: the name, then each argument's label before its value, then the end.
            public static func < (a: Place, b: Place) -> Bool { a.order < b.order }
            private var order: (Int, Int) {
                switch self {
                case .name: return (-1, 0)
                case .label(let i): return (i, 0)
                case .value(let i): return (i, 1)
                case .end: return (Int.max, 0)
                }
            }

            /// The name itself.
            case name
            /// Argument `i`'s label (or the argument, when it has none).
            case label(Int)
            /// Argument `i`'s value.
            case value(Int)
            /// The end of the arguments.
            case end
        }
        public let message: String
        public let place: Place
    }

    /// Whether `name` is a timing base (`modifier` false) or a modifier of the table.
    public static func knows(_ name: String, modifier: Bool) -> Bool {
        (modifier ? AnimationSignature.modifiers : AnimationSignature.bases)[name] != nil
    }

    /// The names of the table, sorted.
    public static func names(modifier: Bool) -> [String] {
        (modifier ? AnimationSignature.modifiers : AnimationSignature.bases).keys.sorted()
    }

    /// Whether `name` is a timing base that may be used bare (`.easeIn`, `.spring`).
    public static func isPreset(_ name: String) -> Bool {
        AnimationSignature.bases[name]?.contains { $0.parameters == nil } ?? false
    }

    /// The animation `name` with arguments labelled `labels` (nil: used bare, without
    /// parentheses) makes, applied to `base` for a modifier, in `version`'s SDK; nil when the
    /// table has no such name. `value(i, kind)` gives argument i's value read as `kind` (a
    /// source file types its literals from it). `suffix` ends a message about the era ("the
    /// file plays as iOS 15"). Throws `Failure`, or what `value` throws.
    public static func resolve(_ name: String, modifier: Bool, labels: [String?]?,
                               value: (Int, AnimationSignature.Kind) throws -> Argument,
                               applyingTo base: Animation?, version: SwiftUIVersion, suffix: String) throws -> Animation? {
        guard let all = (modifier ? AnimationSignature.modifiers : AnimationSignature.bases)[name] else { return nil }
        let signatures = AnimationSignature.available(all, in: version)
        let newest = all.map(\.since).max() ?? SwiftUIVersion.supported.lowerBound
        if signatures.isEmpty {
            throw Failure(message: "'\(name)' is only available in iOS \(newest) or newer (\(suffix))", place: .name)
        }
        guard let labels else {
            if let bare = signatures.first(where: { $0.parameters == nil }) { return bare.build([], base, version) }
            let forms = signatures.map { name + $0.spelling }.joined(separator: " or ")
            throw Failure(message: "'\(name)' needs arguments: \(forms)", place: .end)
        }
        var furthest: Failure?
        for signature in signatures {
            guard let parameters = signature.parameters else { continue }
            switch try bind(labels, value, to: parameters) {
            case .success(let values): return signature.build(values, base, version)
            case .failure(let failure):
                // Report the form that read furthest before failing.
                if let seen = furthest, seen.place >= failure.place { continue }
                furthest = failure
            }
        }
        let forms = signatures.compactMap { $0.parameters == nil ? nil : name + $0.spelling }.joined(separator: " or ")
        let newer = all.filter { $0.since > version.iOS }.compactMap { $0.parameters == nil ? nil : name + $0.spelling }
        let reason = furthest?.message ?? "does not fit"
        if !newer.isEmpty {
            throw Failure(message: "\(reason); \(newer.joined(separator: " or ")) is only available in iOS \(newest) or newer "
                                   + "(\(suffix))" + (forms.isEmpty ? "" : "; '\(name)' takes \(forms)"),
                          place: furthest?.place ?? .name)
        }
        throw Failure(message: "\(reason); '\(name)' takes \(forms)", place: furthest?.place ?? .name)
    }

    /// The values of `parameters`, in order, from `arguments`; the first mistake as a reader
    /// going left to right meets it.
    static func bind(_ labels: [String?], _ value: (Int, AnimationSignature.Kind) throws -> Argument,
                     to parameters: [AnimationSignature.Parameter]) throws -> Result<[Double], Failure> {
        var values: [Double] = []
        var p = 0
        /// swiftc's words for parameter `i` having no argument.
        func missing(_ i: Int, at place: Failure.Place, given: String?? = nil) -> Failure {
            let name = parameters[i].label.map { "'\($0)'" } ?? "#\(i + 1)"
            if case .some(.none) = given, let expected = parameters[i].label {
                return Failure(message: "missing argument label '\(expected):' in call", place: place)
            }
            return Failure(message: "missing argument for parameter \(name) in call", place: place)
        }
        for (i, label) in labels.enumerated() {
            while p < parameters.count, parameters[p].label != label {
                guard let d = parameters[p].defaultValue else { return .failure(missing(p, at: .label(i), given: .some(label))) }
                values.append(d)
                p += 1
            }
            guard p < parameters.count else {
                return .failure(Failure(message: label.map { "extra argument '\($0)' in call" } ?? "extra argument in call",
                                        place: .label(i)))
            }
            switch read(try value(i, parameters[p].kind), as: parameters[p].kind) {
            case .success(let v): values.append(v)
            case .failure(let message): return .failure(Failure(message: message.text, place: .value(i)))
            }
            p += 1
        }
        while p < parameters.count {
            guard let d = parameters[p].defaultValue else { return .failure(missing(p, at: .end)) }
            values.append(d)
            p += 1
        }
        return .success(values)
    }

    private struct Message: Error { let text: String }

    private static func read(_ argument: Argument, as kind: AnimationSignature.Kind) -> Result<Double, Message> {
        let expected: String
        switch (kind, argument) {
        case (.number, .number(let v, _)): return .success(v)
        case (.integer, .number(let v, true)) where abs(v) < 1e9: return .success(v)
        case (.bool, .bool(let b)): return .success(b ? 1 : 0)
        case (.number, _): expected = "Double"
        case (.integer, _): expected = "Int"
        case (.bool, _): expected = "Bool"
        }
        let type: String
        switch argument {
        case .number(_, let whole): type = whole ? "Int" : "Double"
        case .bool: type = "Bool"
        case .other(let name): type = name
        }
        return .failure(Message(text: "cannot convert value of type '\(type)' to expected argument type '\(expected)'"))
    }
}
