internal import SwiftOperators
internal import SwiftSyntax

/// Lowering of expressions, closures, string literals and `if`/`switch` used as values.
extension Lowering {

    func expression(_ e: ExprSyntax) -> Expr {
        let lowered = chainPart(e)
        // The outermost part of an optional chain is where a nil lands (`a?.b.c ?? d`).
        if Self.hasOptionalBase(e), !Self.continuesChain(e) { return Expr(.optionalChainEnd(lowered), at: lowered.at) }
        return lowered
    }

    /// The base an expression of a postfix chain continues (`a` of `a.b`, `a(…)`, `a[…]`, `a!`).
    static func chainBase(_ e: ExprSyntax) -> ExprSyntax? {
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base }
        if let c = e.as(FunctionCallExprSyntax.self) { return c.calledExpression }
        if let s = e.as(SubscriptCallExprSyntax.self) { return s.calledExpression }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return f.expression }
        if let o = e.as(OptionalChainingExprSyntax.self) { return o.expression }
        return nil
    }

    static func hasOptionalBase(_ e: ExprSyntax) -> Bool {
        if e.is(OptionalChainingExprSyntax.self) { return false }
        var base = chainBase(e)
        while let b = base {
            if b.is(OptionalChainingExprSyntax.self) { return true }
            base = chainBase(b)
        }
        return false
    }

    /// Whether the expression is the base of a longer chain (so the chain does not end here).
    static func continuesChain(_ e: ExprSyntax) -> Bool {
        guard let parent = e.parent.flatMap({ $0.as(ExprSyntax.self) }), let base = chainBase(parent) else { return false }
        return base.id == e.id
    }

    /// One expression of a postfix chain, lowered by its kind; an unsupported kind is an error.
    func chainPart(_ e: ExprSyntax) -> Expr {
        if let lowered = literalPart(e) { return lowered }
        if let lowered = referencePart(e) { return lowered }
        if let lowered = callPart(e) { return lowered }
        if let lowered = operatorPart(e) { return lowered }
        if let lowered = collectionPart(e) { return lowered }
        if let lowered = wrappingPart(e) { return lowered }
        if let lowered = macroPart(e) { return lowered }
        if let lowered = typePart(e) { return lowered }
        fail(e, "this expression is not supported")
        return Expr(.literal(.void), at: at(e))
    }

    /// A name: `super`, a declared name, a member (nil: another kind of expression).
    func referencePart(_ e: ExprSyntax) -> Expr? {
        let here = at(e)
        func make(_ k: Expr.Kind) -> Expr { Expr(k, at: here) }

        if e.is(SuperExprSyntax.self) { return make(.name("super")) }
        if let d = e.as(DeclReferenceExprSyntax.self) {
            if d.argumentNames != nil { fail(d, "references with argument labels are not supported") }
            return make(.name(d.baseName.bare))
        }
        if let m = e.as(MemberAccessExprSyntax.self) {
            // Placed at the member's name, where swiftc puts an error about it.
            return Expr(.member(m.base.map(expression), m.declName.baseName.bare), at: at(m.declName))
        }
        return nil
    }

    /// A call, a subscript or a closure (nil: another kind of expression).
    func callPart(_ e: ExprSyntax) -> Expr? {
        let here = at(e)
        func make(_ k: Expr.Kind) -> Expr { Expr(k, at: here) }

        if let c = e.as(FunctionCallExprSyntax.self) {
            var args = c.arguments.map { Argument(label: $0.label?.bare, value: expression($0.expression)) }
            if let t = c.trailingClosure { args.append(Argument(label: nil, value: closure(t), isTrailing: true)) }
            for extra in c.additionalTrailingClosures {
                args.append(Argument(label: extra.label.bare, value: closure(extra.closure)))
            }
            let callee = expression(c.calledExpression)
            if case .name("ForEach") = callee.kind { makesViewsInForEach = true }
            // The scene's lines (see `textLine`): a `text:` argument, a string split by `Array(_:)`.
            let splits: Bool
            if case .name("Array") = callee.kind { splits = args.count == 1 && args[0].label == nil } else { splits = false }
            args = args.map { $0.label == "text" || splits ? Argument(label: $0.label, value: textLine($0.value)) : $0 }
            return make(.call(callee, args))
        }
        if let s = e.as(SubscriptCallExprSyntax.self) {
            return make(.subscriptCall(expression(s.calledExpression),
                                       s.arguments.map { Argument(label: $0.label?.bare, value: expression($0.expression)) }))
        }
        if let c = e.as(ClosureExprSyntax.self) { return closure(c) }
        return nil
    }

    /// An infix, prefix, postfix or ternary operator (nil: another kind of expression).
    func operatorPart(_ e: ExprSyntax) -> Expr? {
        let here = at(e)
        func make(_ k: Expr.Kind) -> Expr { Expr(k, at: here) }

        if let i = e.as(InfixOperatorExprSyntax.self) {
            if i.operator.is(AssignmentExprSyntax.self) {
                let target = expression(i.leftOperand)
                var value = expression(i.rightOperand)
                if case .member(_, "text") = target.kind { value = textLine(value) }
                return make(.assignment(target, "=", value))
            }
            if let op = i.operator.as(BinaryOperatorExprSyntax.self) {
                let text = op.operator.text
                if ["+=", "-=", "*=", "/=", "%=", "&&=", "||="].contains(text) {
                    return make(.assignment(expression(i.leftOperand), text, expression(i.rightOperand)))
                }
                return make(.binary(Operator(text), expression(i.leftOperand), expression(i.rightOperand)))
            }
            fail(i.operator, "this operator is not supported")
            return make(.literal(.void))
        }
        // One-sided ranges: `...5`, `..<5` from the lowest value, `2...` to the highest (Int's
        // extremes stand for "no bound": a slice is clamped to its collection's ends, a Double
        // pattern compares against them as against infinity).
        if let p = e.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(p.operator.text) {
            return make(.binary(Operator(p.operator.text), make(.literal(.int(Int.min))), expression(p.expression)))
        }
        if let p = e.as(PrefixOperatorExprSyntax.self) { return make(.prefix(p.operator.text, expression(p.expression))) }
        if let p = e.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
            return make(.binary(Operator("..."), expression(p.expression), make(.literal(.int(Int.max)))))
        }
        if let p = e.as(PostfixOperatorExprSyntax.self) {
            fail(p, "postfix operator '\(p.operator.text)' is not supported")
            return expression(p.expression)
        }
        if let t = e.as(TernaryExprSyntax.self) {
            return make(.ternary(expression(t.condition), expression(t.thenExpression), expression(t.elseExpression)))
        }
        return nil
    }

    /// An expression that wraps another: `&`, `!`, `?`, `try`, `await`, a cast or a type check,
    /// a key path, an `if` or a `switch` used as a value (nil: another kind of expression).
    func wrappingPart(_ e: ExprSyntax) -> Expr? {
        let here = at(e)
        func make(_ k: Expr.Kind) -> Expr { Expr(k, at: here) }

        if let i = e.as(InOutExprSyntax.self) { return make(.prefix("&", expression(i.expression))) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return make(.forceUnwrap(expression(f.expression))) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return make(.optionalChain(expression(o.expression))) }
        if let k = e.as(KeyPathExprSyntax.self) {
            var path: [String] = []
            for component in k.components {
                if case .property(let p) = component.component { path.append(p.declName.baseName.bare) }
                else { fail(component, "only property key paths are supported") }
            }
            return make(.keyPath(path))
        }
        if let t = e.as(TryExprSyntax.self) { return make(.passthrough(expression(t.expression))) }
        if let a = e.as(AwaitExprSyntax.self) { return make(.passthrough(expression(a.expression))) }
        if let i = e.as(IfExprSyntax.self) { return make(.statementExpression(ifStatement(i))) }
        if let s = e.as(SwitchExprSyntax.self) { return make(.statementExpression(switchStatement(s))) }
        if let a = e.as(AsExprSyntax.self) {
            return make(.cast(expression(a.expression), type(a.type), conditional: a.questionOrExclamationMark?.tokenKind == .postfixQuestionMark))
        }
        if let i = e.as(IsExprSyntax.self) { return make(.typeTest(expression(i.expression), type(i.type))) }
        return nil
    }

    /// A type used as a value, a generic specialisation, `_`, or a sequence the operator table
    /// could not fold (nil: another kind of expression).
    func typePart(_ e: ExprSyntax) -> Expr? {
        let here = at(e)
        func make(_ k: Expr.Kind) -> Expr { Expr(k, at: here) }

        if let t = e.as(TypeExprSyntax.self) { return make(.typeName(type(t.type))) }
        if let g = e.as(GenericSpecializationExprSyntax.self) { return expression(g.expression) }
        if e.is(DiscardAssignmentExprSyntax.self) { return make(.name("_")) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return make(.optionalChain(expression(o.expression))) }
        if let s = e.as(SequenceExprSyntax.self) {
            fail(s, "this expression could not be read (operators out of order)")
            return make(.literal(.void))
        }
        return nil
    }

    func stringLiteral(_ s: StringLiteralExprSyntax) -> Expr {
        var parts: [InterpolationPart] = []
        for segment in s.segments {
            switch segment {
            case .stringSegment(let text): parts.append(.text(Self.unescaped(text.content.text)))
            case .expressionSegment(let seg):
                if seg.expressions.count == 1, let only = seg.expressions.first {
                    if only.label != nil { fail(only, "interpolation with a label is not supported") }
                    parts.append(.value(expression(only.expression)))
                } else if seg.expressions.count == 2, let value = seg.expressions.first, value.label == nil,
                          let spec = seg.expressions.last, spec.label?.text == "specifier" {
                    parts.append(.specified(expression(value.expression), specifier: expression(spec.expression)))
                } else { fail(seg, "interpolation with several values is not supported (a Text's `specifier:` is)") }
            @unknown default: fail(segment, "this part of a string literal is not supported")
            }
        }
        let here = at(s)
        if parts.allSatisfy({ if case .text = $0 { return true }; return false }) {
            let whole = parts.map { if case .text(let t) = $0 { return t }; return "" }.joined()
            return Expr(.literal(.string(Self.trimmedMultiline(whole, s))), at: here)
        }
        return Expr(.interpolation(parts), at: here)
    }

    /// A multi-line literal's text: its lines without the closing delimiter's indentation.
    static func trimmedMultiline(_ text: String, _ s: StringLiteralExprSyntax) -> String {
        guard s.openingQuote.tokenKind == .multilineStringQuote else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first == "" { lines.removeFirst() }
        let indent = lines.last.map { $0.prefix { $0 == " " || $0 == "\t" }.count } ?? 0
        if let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count))) }.joined(separator: "\n")
    }

    /// The escapes of a string literal's text (`\n`, `\t`, `\"`, `\\`, `\u{…}`).
    static func unescaped(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var out = ""
        var it = raw.makeIterator()
        while let c = it.next() {
            guard c == "\\", let n = it.next() else { out.append(c); continue }
            switch n {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                var hex = ""
                _ = it.next() // {
                while let h = it.next(), h != "}" { hex.append(h) }
                if let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) { out.append(Character(scalar)) }
            default: out.append(n)
            }
        }
        return out
    }

    func closure(_ c: ClosureExprSyntax) -> Expr {
        var names: [String] = []
        switch c.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.bare)
        case .parameterClause(let clause)?: names = clause.parameters.map { $0.secondName?.bare ?? $0.firstName.bare }
        case nil: break
        @unknown default: fail(c, "this closure signature is not supported")
        }
        let body = statements(c.statements)
        let anonymous = names.isEmpty && c.statements.description.contains("$")
        return Expr(.closure(Closure(parameters: names, body: body, usesAnonymousParameters: anonymous, at: at(c))), at: at(c))
    }

    func ifStatement(_ i: IfExprSyntax) -> Stmt {
        var elseBody: [Stmt]? = nil
        switch i.elseBody {
        case .ifExpr(let next)?: elseBody = [ifStatement(next)]
        case .codeBlock(let block)?: elseBody = statements(block.statements)
        case nil: break
        @unknown default: fail(i, "this else branch is not supported")
        }
        return Stmt(.ifElse(conditions(i.conditions), statements(i.body.statements), else: elseBody), at: at(i))
    }

    func switchStatement(_ s: SwitchExprSyntax) -> Stmt {
        var cases: [SwitchCase] = []
        for element in s.cases {
            guard case .switchCase(let c) = element else { fail(element, "'#if' in a switch is not supported"); continue }
            switch c.label {
            case .default: cases.append(SwitchCase(patterns: [], guardExpr: nil, body: statements(c.statements)))
            case .case(let label):
                let patterns = label.caseItems.map { pattern($0.pattern) }
                let guardExpr = label.caseItems.compactMap { $0.whereClause.map { expression($0.condition) } }.first
                cases.append(SwitchCase(patterns: patterns, guardExpr: guardExpr, body: statements(c.statements)))
            @unknown default: fail(c, "this case label is not supported")
            }
        }
        return Stmt(.switchCase(expression(s.subject), cases), at: at(s))
    }
}
