import Foundation

/// A `Text`'s `\(value, specifier: "%.1f")`: the value formatted by a printf specifier, as
/// `String(format:)` formats it. The specifier is the file's text, so it is read here first:
/// literal text, `%%`, and one conversion of a number (`d i u o x X` for integers, `f F e E g G
/// a A` for floating point) with its flags, a width and a precision of at most 64, and any
/// length modifier (`%ld`, `%lld`, `%lf`). Anything else (`%@`, `%s`, `%n`, two conversions,
/// a width of a thousand) is refused with an error, never passed on.
///
/// **Our rule**: an integer given to a floating-point conversion is converted to a `Double`,
/// and a `Double` given to an integer one is truncated to an `Int` (Swift's `Int(_:)`; one not
/// finite or out of range is refused), where SwiftUI leaves the result undefined.
enum FormatSpecifier {
    static let widest = 64

    static func format(_ specifier: String, _ value: Value, at: Int) throws -> String {
        func refuse(_ why: String) -> RuntimeError {
            RuntimeError(message: "the specifier \"\(specifier)\" \(why); a specifier formats one number, e.g. \"%.2f\" or \"%d\"", at: at)
        }
        let bytes = Array(specifier.utf8)
        var out = ""
        var literal: [UInt8] = []
        var converted = false
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else { literal.append(bytes[i]); i += 1; continue }
            i += 1
            guard i < bytes.count else { throw refuse("ends with '%'") }
            if bytes[i] == UInt8(ascii: "%") { literal.append(bytes[i]); i += 1; continue }
            guard !converted else { throw refuse("has more than one conversion") }
            converted = true
            var flags = ""
            while i < bytes.count, "-+ #0'".utf8.contains(bytes[i]) { flags.append(Character(UnicodeScalar(bytes[i]))); i += 1 }
            func number() -> Int? {
                var n: Int?
                while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                    n = min(1_000_000, (n ?? 0) * 10 + Int(bytes[i] - UInt8(ascii: "0")))
                    i += 1
                }
                return n
            }
            let width = number()
            var precision: Int?
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") { i += 1; precision = number() ?? 0 }
            guard (width ?? 0) <= widest, (precision ?? 0) <= widest else { throw refuse("asks for more than \(widest) characters") }
            while i < bytes.count, "hlqLzjt".utf8.contains(bytes[i]) { i += 1 }
            guard i < bytes.count else { throw refuse("has no conversion") }
            let conversion = Character(UnicodeScalar(bytes[i]))
            i += 1
            let head = "%" + flags + (width.map(String.init) ?? "") + (precision.map { "." + String($0) } ?? "")
            out += String(decoding: literal, as: UTF8.self)
            literal = []
            if "diuoxX".contains(conversion) {
                let n: Int
                switch value {
                case .int(let v): n = v
                case .double(let d):
                    guard d.isFinite, let v = Int(exactly: d.rounded(.towardZero)) else { throw refuse("formats an integer, and \(d) is none") }
                    n = v
                default: throw refuse("formats a number, not a value of type '\(value.typeName)'")
                }
                out += String(format: head + "ll" + String(conversion), Int64(n))
            } else if "fFeEgGaA".contains(conversion) {
                guard let d = value.asDouble else { throw refuse("formats a number, not a value of type '\(value.typeName)'") }
                out += String(format: head + String(conversion), d)
            } else {
                throw refuse("has the conversion '%\(conversion)', which formats no number")
            }
        }
        return out + String(decoding: literal, as: UTF8.self)
    }
}
