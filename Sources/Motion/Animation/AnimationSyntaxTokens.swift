/// The words of an animation written in SwiftUI syntax, with their columns.
struct AnimationToken: Equatable {
    enum Kind: Equatable {
        case name(String)
        case number(Double, isInteger: Bool)
        case symbol(Character)
        case end
    }
    let kind: Kind
    let column: Int
    /// The characters the token was read from.
    let text: String
}

/// Splits `text` into tokens: names, numbers (Swift literals), and `.`, `(`, `)`, `,`, `:`.
func tokenize(_ text: String) throws -> [AnimationToken] {
    let chars = Array(text)
    var tokens: [AnimationToken] = []
    var i = 0
    func fail(_ message: String, _ column: Int) -> AnimationSyntaxError {
        AnimationSyntaxError(message, in: text, at: column)
    }
    while i < chars.count {
        let c = chars[i]
        if c.isWhitespace { i += 1; continue }
        let start = i
        if c.isLetter || c == "_" {
            while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
            let word = String(chars[start..<i])
            tokens.append(AnimationToken(kind: .name(word), column: start, text: word))
        } else if c.isNumber || ((c == "-" || c == "+") && i + 1 < chars.count && chars[i + 1].isNumber) {
            i += 1
            var isInteger = true
            while i < chars.count, chars[i].isNumber || chars[i] == "_" { i += 1 }
            if i + 1 < chars.count, chars[i] == ".", chars[i + 1].isNumber {
                isInteger = false
                i += 1
                while i < chars.count, chars[i].isNumber || chars[i] == "_" { i += 1 }
            }
            if i < chars.count, chars[i] == "e" || chars[i] == "E" {
                var j = i + 1
                if j < chars.count, chars[j] == "-" || chars[j] == "+" { j += 1 }
                if j < chars.count, chars[j].isNumber {
                    isInteger = false
                    i = j
                    while i < chars.count, chars[i].isNumber { i += 1 }
                }
            }
            let literal = String(chars[start..<i])
            guard let value = Double(literal.filter { $0 != "_" }), value.isFinite else {
                throw fail("'\(literal)' is not a number", start)
            }
            tokens.append(AnimationToken(kind: .number(value, isInteger: isInteger), column: start, text: literal))
        } else if c == "." && i + 1 < chars.count && chars[i + 1].isNumber
                    && !(tokens.last.map { if case .name = $0.kind { return true } else { return $0.kind == .symbol(")") } } ?? false) {
            throw fail("a number needs a digit before the point (write 0\(String(chars[i...]).prefix { $0.isNumber || $0 == "." }))", start)
        } else if ".(),:".contains(c) {
            i += 1
            tokens.append(AnimationToken(kind: .symbol(c), column: start, text: String(c)))
        } else {
            throw fail("unexpected '\(c)'", start)
        }
    }
    tokens.append(AnimationToken(kind: .end, column: chars.count, text: ""))
    return tokens
}
