internal import SwiftSyntax

/// Lowering of literals: numbers, booleans, `nil`, strings, tuples, arrays, dictionaries and
/// the literal macros (`#keyPath`, `#selector`, `#colorLiteral`).
extension Lowering {
    /// A number, boolean, `nil` or string literal (nil: another kind of expression).
    func literalPart(_ e: ExprSyntax) -> Expr? {
        let here = at(e)
        func make(_ k: Expr.Kind) -> Expr { Expr(k, at: here) }

        if let i = e.as(IntegerLiteralExprSyntax.self) {
            let digits = i.literal.text.filter { $0 != "_" }
            let value: Int?
            if digits.hasPrefix("0x") { value = Int(digits.dropFirst(2), radix: 16) }
            else if digits.hasPrefix("0b") { value = Int(digits.dropFirst(2), radix: 2) }
            else if digits.hasPrefix("0o") { value = Int(digits.dropFirst(2), radix: 8) }
            else { value = Int(digits) }
            guard let value else { fail(i, "integer literal '\(i.literal.text)' overflows when stored into 'Int'"); return make(.literal(.int(0))) }
            return make(.literal(.int(value)))
        }
        if let f = e.as(FloatLiteralExprSyntax.self) {
            return make(.literal(.double(Double(f.literal.text.filter { $0 != "_" }) ?? 0)))
        }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return make(.literal(.bool(b.literal.tokenKind == .keyword(.true)))) }
        if e.is(NilLiteralExprSyntax.self) { return make(.literal(.nil)) }
        if let s = e.as(StringLiteralExprSyntax.self) { return stringLiteral(s) }
        return nil
    }

    /// A tuple, array or dictionary literal (nil: another kind of expression).
    func collectionPart(_ e: ExprSyntax) -> Expr? {
        let here = at(e)
        func make(_ k: Expr.Kind) -> Expr { Expr(k, at: here) }

        if let t = e.as(TupleExprSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first, only.label == nil { return expression(only.expression) }
            return make(.tuple(t.elements.map { Argument(label: $0.label?.bare, value: expression($0.expression)) }))
        }
        if let a = e.as(ArrayExprSyntax.self) {
            let items = a.elements.map { expression($0.expression) }
            let allText = items.count >= 2 && items.allSatisfy { if case .literal(.string) = $0.kind { return true }; return false }
            return make(.array(allText ? items.map(textLine) : items))
        }
        if let d = e.as(DictionaryExprSyntax.self) {
            if case .elements(let list) = d.content { return make(.dictionary(list.map { (expression($0.key), expression($0.value)) })) }
            return make(.dictionary([]))
        }
        return nil
    }

    /// `#keyPath`, `#selector` and `#colorLiteral`; any other macro is an error (nil: another
    /// kind of expression).
    func macroPart(_ e: ExprSyntax) -> Expr? {
        let here = at(e)
        func make(_ k: Expr.Kind) -> Expr { Expr(k, at: here) }

        if let m = e.as(MacroExpansionExprSyntax.self) {
            if m.macroName.text == "keyPath" {
                // #keyPath(CAGradientLayer.locations): the last part names the property.
                let path = m.arguments.first?.expression.trimmedDescription ?? ""
                return make(.literal(.string(String(path.split(separator: ".").last ?? ""))))
            }
            if m.macroName.text == "selector" {
                // #selector(rotate), #selector(handle(_:)): `Selector("…")`, the method's name as written.
                let name = m.arguments.first?.expression.trimmedDescription ?? ""
                return make(.call(Expr(.name("Selector"), at: at(m)), [Argument(label: nil, value: Expr(.literal(.string(name)), at: at(m)))]))
            }
            if m.macroName.text == "colorLiteral" {
                // #colorLiteral(red:green:blue:alpha:) is a UIColor on iOS: its initializer's call.
                let args = m.arguments.map { Argument(label: $0.label?.bare, value: expression($0.expression)) }
                return make(.call(Expr(.name("UIColor"), at: at(m)), args))
            }
            fail(m, "macro '#\(m.macroName.text)' is not supported here")
            return make(.literal(.void))
        }
        return nil
    }
}
