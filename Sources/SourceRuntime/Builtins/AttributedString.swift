import Foundation
import Motion
import Scene

/// `AttributedString`: a string whose runs carry a font and a foreground colour, shown by
/// `Text(_:)` as a text of styled runs (as `Text + Text` is).
///
/// A value, as Swift's is: the object never changes; setting an attribute (`s.font = …`,
/// `s[range].foregroundColor = …`) makes a new one and stores it back where it came from.
/// The attributes are Apple's SwiftUI scope's `font` and `foregroundColor`; any other is
/// refused by name. Ranges are of characters (`range(of:)` finds the first match).
final class AttributedStringObject: RuntimeObject {
    let text: String
    /// Adjacent runs covering the text, offsets in characters.
    let runs: [TextRun]
    /// For a slice (`s[range]`): where it lies in the string it came from.
    let slice: Range<Int>?
    override var typeName: String { slice == nil ? "AttributedString" : "AttributedSubstring" }

    init(text: String, runs: [TextRun]? = nil, slice: Range<Int>? = nil) {
        self.text = text
        self.runs = runs ?? [TextRun(range: 0..<text.count)]
        self.slice = slice
    }

    static let attributes = ["font", "foregroundColor"]

    /// The value of an attribute: the first run's (nil: unset).
    func attribute(_ name: String) -> Value? {
        guard Self.attributes.contains(name) else { return nil }
        let first = runs.first
        switch name {
        case "font": return first?.font.map(Value.font) ?? .nil
        default: return first?.foreground.map(Value.color) ?? .nil
        }
    }

    /// The string with `name` set to `value` over all of it.
    func setting(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws -> AttributedStringObject {
        var font: FontValue?? = nil, color: Color?? = nil
        switch (name, value) {
        case ("font", .font(let f)): font = .some(f)
        case ("font", .nil): font = .some(nil)
        case ("foregroundColor", .nil): color = .some(nil)
        case ("foregroundColor", _): color = .some(try GradientSpec.color(value, ev, at: at))
        case ("font", _):
            throw RuntimeError(message: "cannot assign value of type '\(value.typeName)' to type 'Font?'", at: at)
        default:
            let close = Names.closest(to: name, in: Self.attributes)
            throw RuntimeError(message: "value of type 'AttributedString' has no attribute '\(name)' here (it takes \(Self.attributes.joined(separator: ", ")))"
                               + (close.isEmpty ? "" : "; did you mean '\(close[0])'?"), at: at)
        }
        let changed = runs.map { r -> TextRun in
            var r = r
            if let font { r.font = font }
            if let color { r.foreground = color }
            return r
        }
        return AttributedStringObject(text: text, runs: changed, slice: slice)
    }

    /// `self[range]`.
    func sliced(_ range: Range<Int>, at: Int) throws -> AttributedStringObject {
        guard range.lowerBound >= 0, range.upperBound <= text.count else {
            throw RuntimeError(message: "Fatal error: AttributedString index out of bounds", at: at)
        }
        let chars = Array(text)
        let cut = runs.compactMap { $0.clipped(to: range)?.shifted(by: -range.lowerBound) }
        return AttributedStringObject(text: String(chars[range]), runs: cut, slice: range)
    }

    /// `self[range] = slice`: the slice's runs over that range.
    func replacing(_ range: Range<Int>, with slice: AttributedStringObject) -> AttributedStringObject {
        let before = runs.compactMap { $0.clipped(to: 0..<range.lowerBound) }
        let after = runs.compactMap { $0.clipped(to: range.upperBound..<text.count) }
        let out = before + slice.runs.map { $0.shifted(by: range.lowerBound) } + after
        return AttributedStringObject(text: text, runs: out, slice: self.slice)
    }

    static func + (a: AttributedStringObject, b: AttributedStringObject) -> AttributedStringObject {
        AttributedStringObject(text: a.text + b.text, runs: a.runs + b.runs.map { $0.shifted(by: a.text.count) })
    }

    /// `range(of:)`: the first match's characters, or nil.
    func range(of needle: String) -> Value {
        guard !needle.isEmpty, let r = text.range(of: needle) else { return .nil }
        let lower = text.distance(from: text.startIndex, to: r.lowerBound)
        return .range(lower: lower, upper: lower + needle.count, closed: false)
    }
}

extension Builtins {
    /// `AttributedString("…")`.
    static func attributedString(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        let v = try args.required(nil, hint: "String")
        if case .object(let a as AttributedStringObject) = v { return .object(AttributedStringObject(text: a.text, runs: a.runs)) }
        let s = try ev.string(v, at: args.place(nil))
        try ev.checkLength(s.utf8.count, at: args.at)
        return .object(AttributedStringObject(text: s))
    }

    /// Members, methods and operators of an attributed string, or nil when `base` is none.
    static func attributedMember(_ base: AttributedStringObject, _ name: String, at: Int) -> Value? {
        switch name {
        case "characters", "description": return .string(base.text)
        case "startIndex": return .int(0)
        case "endIndex": return .int(base.text.count)
        default: return base.attribute(name)
        }
    }

    static func attributedMethod(_ base: AttributedStringObject, _ name: String, _ args: Args, evaluator ev: Evaluator,
                                 at: Int) throws -> (Value, changed: Value?)? {
        switch name {
        case "range":
            return (base.range(of: try ev.string(args.required("of", hint: "String"), at: args.place("of"))), nil)
        case "append":
            guard case .object(let other as AttributedStringObject) = try args.required(nil) else {
                throw RuntimeError(message: "append(_:) takes an AttributedString", at: args.place(nil))
            }
            try ev.checkLength(base.text.utf8.count + other.text.utf8.count, at: at)
            return (.void, .object(base + other))
        default: return nil
        }
    }
}
