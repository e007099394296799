import Foundation

/// Foundation's `CharacterSet` as a file uses it: a named set (`.whitespacesAndNewlines`,
/// `.alphanumerics`, …), a set of given characters (`CharacterSet(charactersIn: "#")`), and
/// its `inverted`; what `trimmingCharacters(in:)` and a scanner's `charactersToBeSkipped` read.
/// Membership is by Unicode scalar, as Foundation's is.
final class CharacterSetObject: RuntimeObject {
    let contains: (Unicode.Scalar) -> Bool
    override var typeName: String { "CharacterSet" }

    init(_ contains: @escaping (Unicode.Scalar) -> Bool) { self.contains = contains }

    /// Foundation's named sets, by their static member's name.
    static func named(_ name: String) -> CharacterSetObject? {
        let set: CharacterSet
        switch name {
        case "whitespaces": set = .whitespaces
        case "whitespacesAndNewlines": set = .whitespacesAndNewlines
        case "newlines": set = .newlines
        case "alphanumerics": set = .alphanumerics
        case "decimalDigits": set = .decimalDigits
        case "letters": set = .letters
        case "lowercaseLetters": set = .lowercaseLetters
        case "uppercaseLetters": set = .uppercaseLetters
        case "punctuationCharacters": set = .punctuationCharacters
        case "symbols": set = .symbols
        default: return nil
        }
        return CharacterSetObject { set.contains($0) }
    }

    var inverted: CharacterSetObject { CharacterSetObject { [contains] in !contains($0) } }

    /// Whether every scalar of `c` is in the set.
    func containsAll(_ c: Character) -> Bool { c.unicodeScalars.allSatisfy(contains) }
}

/// Foundation's `Scanner` over a string, for what hex colour initialisers do with it:
/// `Scanner(string: hex).scanHexInt64(&rgb)` (and `scanHexInt32`, `scanUInt64(representation:
/// .hexadecimal)`, `scanInt`, `scanDouble`), skipping `charactersToBeSkipped` (whitespace and
/// newlines unless set) before each scan, from `currentIndex`.
final class ScannerObject: RuntimeObject, SettableObject {
    let text: [Character]
    var position = 0
    var skipped = CharacterSetObject.named("whitespacesAndNewlines")
    override var typeName: String { "Scanner" }

    init(_ text: String) { self.text = Array(text) }

    var isAtEnd: Bool { skip(); return position >= text.count }

    /// `charactersToBeSkipped` (a set, or nil for none), and where the next scan starts
    /// (`currentIndex`, or the older `scanLocation`, as a count of characters here).
    func set(_ name: String, _ value: Value, evaluator: Evaluator, at: Int) throws {
        switch (name, value) {
        case ("charactersToBeSkipped", .object(let set as CharacterSetObject)): skipped = set
        case ("charactersToBeSkipped", .nil): skipped = nil
        case ("scanLocation", .int(let i)), ("currentIndex", .int(let i)): position = max(0, min(text.count, i))
        default: throw RuntimeError(message: "cannot assign \(value.typeName) to '\(name)' of a Scanner here", at: at)
        }
    }

    private func skip() {
        guard let skipped else { return }
        while position < text.count, skipped.containsAll(text[position]) { position += 1 }
    }

    /// Hex digits, after an optional `0x`/`0X`, as Foundation's `scanHexInt64` reads them: nil
    /// (nothing consumed) when no digit follows; a value past 64 bits saturates at `UInt64.max`.
    func scanHex() -> UInt64? {
        skip()
        var i = position
        if i + 1 < text.count, text[i] == "0", text[i + 1] == "x" || text[i + 1] == "X",
           i + 2 < text.count, text[i + 2].isHexDigit { i += 2 }
        var value: UInt64 = 0, digits = 0, overflow = false
        while i < text.count, let d = text[i].hexDigitValue {
            let (shifted, o1) = value.multipliedReportingOverflow(by: 16)
            let (sum, o2) = shifted.addingReportingOverflow(UInt64(d))
            if o1 || o2 { overflow = true } else { value = sum }
            digits += 1
            i += 1
        }
        guard digits > 0 else { return nil }
        position = i
        return overflow ? .max : value
    }

    /// A decimal integer (an optional sign, then digits); nil when none follows.
    func scanInteger() -> Int? {
        skip()
        var i = position
        var s = ""
        if i < text.count, text[i] == "-" || text[i] == "+" { s.append(text[i]); i += 1 }
        while i < text.count, text[i].isASCII, text[i].isNumber { s.append(text[i]); i += 1 }
        guard let n = Int(s) else { return nil }
        position = i
        return n
    }

    /// A decimal number (an optional sign, digits with an optional fraction, an optional
    /// exponent), read in one pass; nil when none follows.
    func scanNumber() -> Double? {
        skip()
        var i = position
        func digits() -> Int {
            let start = i
            while i < text.count, text[i].isASCII, text[i].isNumber { i += 1 }
            return i - start
        }
        if i < text.count, text[i] == "-" || text[i] == "+" { i += 1 }
        var mantissa = digits()
        if i < text.count, text[i] == "." { i += 1; mantissa += digits() }
        guard mantissa > 0 else { return nil }
        // An exponent marker needs its digits: `2e` is no number, as Foundation here reads it.
        if i < text.count, text[i] == "e" || text[i] == "E" {
            i += 1
            if i < text.count, text[i] == "-" || text[i] == "+" { i += 1 }
            if digits() == 0 { return nil }
        }
        guard let d = Double(String(text[position..<i])) else { return nil }
        position = i
        return d
    }
}

extension Builtins {
    /// A scanner's methods; an `inout` argument (`&rgb`) is written as Foundation writes it,
    /// and the call gives whether it scanned.
    static func scannerMethod(_ s: ScannerObject, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        // A scan that finds nothing gives false; an integer scan writes 0 then, a number scan
        // leaves the variable as it was (as Foundation here does, swiftc's own).
        func written(_ value: Value?, zero: Value? = .int(0)) throws -> Value {
            guard let first = args.items.first, case .prefix("&", let target) = first.value.kind else {
                throw RuntimeError(message: "'\(name)' takes an inout argument ('&value')", at: at)
            }
            if let v = value ?? zero { try ev.store(target, v, args.scope, at: at) }
            return .bool(value != nil)
        }
        switch name {
        case "scanHexInt64", "scanHexInt32":
            // A 32-bit scan keeps the low 32 bits of what it read, as `UInt32` holds them.
            return try written(s.scanHex().map { .int(Int(truncatingIfNeeded: name == "scanHexInt32" ? $0 & 0xFFFF_FFFF : $0)) })
        case "scanInt", "scanInt64", "scanInt32":
            if args.count == 0 { return s.scanInteger().map(Value.int) ?? .nil }
            return try written(s.scanInteger().map(Value.int))
        case "scanDouble", "scanFloat":
            if args.count == 0 { return s.scanNumber().map(Value.double) ?? .nil }
            return try written(s.scanNumber().map(Value.double), zero: nil)
        case "scanUInt64":
            // `scanUInt64(representation: .hexadecimal)` (iOS 13): the value, or nil.
            if case .enumCase(_, "hexadecimal", _)? = try args.value("representation") {
                return s.scanHex().map { .int(Int(truncatingIfNeeded: $0)) } ?? .nil
            }
            return s.scanInteger().map(Value.int) ?? .nil
        default: return nil
        }
    }
}
