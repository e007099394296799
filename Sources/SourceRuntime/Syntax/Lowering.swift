internal import SwiftOperators
internal import SwiftSyntax

/// Lowers SwiftSyntax to the evaluator's tree, once per load, refusing with a positioned error
/// what the runtime does not run.
final class Lowering {
    private(set) var errors: [(at: Int, message: String)] = []
    /// The scene's lines found so far.
    private var textLines = 0
    /// Whether the file makes views in a `ForEach` (its lines are then drawn a character a view).
    var makesViewsInForEach = false
    /// The file's type aliases without generic parameters (`typealias Points = AnimatablePair<…>`),
    /// top-level or nested: a type written with one of these names is read as the type it names.
    var typeAliases: [String: TypeSyntax] = [:]
    /// The aliases being expanded (an alias naming itself, directly or not, is left as written).
    private var expanding: Set<String> = []

    /// Collects the type aliases anywhere in `tree`.
    func collectTypeAliases(in tree: SourceFileSyntax) {
        let walker = TypeAliasCollector(viewMode: .sourceAccurate)
        walker.walk(tree)
        typeAliases.merge(walker.found) { old, _ in old }
    }

    /// **Our rule** for `--text` in a file: the scene's lines are its plain string literals given
    /// as a `text:` argument, assigned to a `text` property (a UILabel's), split by `Array(_:)`,
    /// or listed in an array of two or more strings (a scene's words), numbered in file order.
    /// Titles and button labels written in `Text("…")` or `Button("…")` keep their words.
    func textLine(_ e: Expr) -> Expr {
        guard case .literal(.string(let s)) = e.kind else { return e }
        textLines += 1
        return Expr(.textLine(s, textLines - 1), at: e.at)
    }

    func fail(_ node: some SyntaxProtocol, _ message: String) {
        errors.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, message))
    }

    /// An error at a UTF-8 offset of the file (a check that ran after lowering).
    func fail(at: Int, _ message: String) { errors.append((at, message)) }

    func at(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }

    /// Operators folded into a tree by Swift's own precedence rules.
    static func folded(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        let table = OperatorTable.standardOperators
        let folded = (try? table.foldAll(tree)) ?? Syntax(tree)
        return folded.as(SourceFileSyntax.self) ?? tree
    }

    // MARK: Statements

    func statements(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        items.compactMap { statement($0.item) }
    }

    func statement(_ item: CodeBlockItemSyntax.Item) -> Stmt? {
        switch item {
        case .expr(let e): return Stmt(.expression(expression(e)), at: at(e))
        case .stmt(let s): return statement(s)
        case .decl(let d): return declarationStatement(d)
        @unknown default: return nil
        }
    }

    func declarationStatement(_ d: DeclSyntax) -> Stmt? {
        if let v = d.as(VariableDeclSyntax.self) {
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            var out: [Stmt] = []
            for binding in v.bindings {
                if let block = binding.accessorBlock {
                    // `var offset: CGFloat { … }` in a function: worked out again at every read.
                    guard case .getter(let items) = block.accessors, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare else {
                        fail(binding, "only a computed local variable with a getter alone is supported; use a function"); continue
                    }
                    let getter = Function(name: name, parameters: [], body: statements(items), isMutating: false, isStatic: false,
                                          returnsView: false, returnType: binding.typeAnnotation.map { type($0.type) }, at: at(binding))
                    out.append(Stmt(.computedLocal(getter), at: at(binding)))
                    continue
                }
                out.append(Stmt(.variable(isLet: isLet, pattern(binding.pattern), annotation(of: binding, in: v),
                                          binding.initializer.map { expression($0.value) }), at: at(binding)))
            }
            return out.count == 1 ? out[0] : Stmt(.block(out), at: at(v))
        }
        if let f = d.as(FunctionDeclSyntax.self) { return Stmt(.function(function(f)), at: at(f)) }
        if d.is(ImportDeclSyntax.self) { return nil }
        if let m = d.as(MacroExpansionDeclSyntax.self) {
            fail(m, "macro '#\(m.macroName.text)' is not supported here")
            return nil
        }
        fail(d, "this declaration is not supported inside a function or closure")
        return nil
    }

    func statement(_ s: StmtSyntax) -> Stmt? {
        let here = at(s)
        if let e = s.as(ExpressionStmtSyntax.self) { return Stmt(.expression(expression(e.expression)), at: here) }
        if let r = s.as(ReturnStmtSyntax.self) { return Stmt(.returnValue(r.expression.map(expression)), at: here) }
        if let f = s.as(ForStmtSyntax.self) {
            if f.tryKeyword != nil || f.awaitKeyword != nil { fail(f, "'for try await' is not supported") }
            return Stmt(.forIn(pattern(f.pattern), expression(f.sequence), where: f.whereClause.map { expression($0.condition) },
                               statements(f.body.statements)), at: here)
        }
        if let w = s.as(WhileStmtSyntax.self) {
            return Stmt(.whileLoop(conditions(w.conditions), statements(w.body.statements)), at: here)
        }
        if let r = s.as(RepeatStmtSyntax.self) {
            return Stmt(.repeatWhile(statements(r.body.statements), expression(r.condition)), at: here)
        }
        if let g = s.as(GuardStmtSyntax.self) {
            return Stmt(.guardElse(conditions(g.conditions), statements(g.body.statements)), at: here)
        }
        if let b = s.as(BreakStmtSyntax.self) { return Stmt(.breakLoop(b.label?.bare), at: here) }
        if let c = s.as(ContinueStmtSyntax.self) { return Stmt(.continueLoop(c.label?.bare), at: here) }
        if let l = s.as(LabeledStmtSyntax.self), let inner = statement(l.statement) {
            return Stmt(.labeled(l.label.bare, inner), at: here)
        }
        if let d = s.as(DeferStmtSyntax.self) { return Stmt(.deferred(statements(d.body.statements)), at: here) }
        if let d = s.as(DoStmtSyntax.self) {
            let handler = d.catchClauses.first.map { statements($0.body.statements) } ?? []
            return Stmt(.doCatch(statements(d.body.statements), handler), at: here)
        }
        if let t = s.as(ThrowStmtSyntax.self) { return Stmt(.throwError(expression(t.expression)), at: here) }
        fail(s, "this statement is not supported")
        return nil
    }

    func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.compactMap { element in
            switch element.condition {
            case .expression(let e): return .boolean(expression(e))
            case .optionalBinding(let b):
                // `if let _ = x`: whether x is non-nil, binding nothing a name can reach.
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare
                        ?? (b.pattern.trimmedDescription == "_" ? "_" : nil) else {
                    fail(b.pattern, "only a plain name can be bound here"); return nil
                }
                return .optionalBinding(name, b.initializer.map { expression($0.value) })
            case .matchingPattern(let m):
                return .casePattern(pattern(m.pattern), expression(m.initializer.value))
            case .availability(let a):
                // Our rule: the device runs an iOS with everything a file asks for: `#available`
                // holds, `#unavailable` does not.
                let holds = a.availabilityKeyword.tokenKind == .poundAvailable
                return .boolean(Expr(.literal(.bool(holds)), at: at(a)))
            default:
                fail(element, "this condition is not supported"); return nil
            }
        }
    }

    func pattern(_ p: PatternSyntax) -> Pattern {
        if let i = p.as(IdentifierPatternSyntax.self) { return .name(i.identifier.bare) }
        if p.is(WildcardPatternSyntax.self) { return .wildcard }
        if let t = p.as(TuplePatternSyntax.self) { return .tuple(t.elements.map { pattern($0.pattern) }) }
        if let v = p.as(ValueBindingPatternSyntax.self) { return pattern(v.pattern) }
        if let e = p.as(ExpressionPatternSyntax.self) {
            // `let x?`: an optional's value, as `.some(let x)`.
            if let o = e.expression.as(OptionalChainingExprSyntax.self) { return .enumCase("some", [argumentPattern(o.expression)]) }
            // `.name(let a)` is a call whose arguments are patterns.
            if let call = e.expression.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return .enumCase(member.declName.baseName.bare, call.arguments.map { argumentPattern($0.expression) })
            }
            return .expression(expression(e.expression))
        }
        fail(p, "this pattern is not supported")
        return .wildcard
    }

    func argumentPattern(_ e: ExprSyntax) -> Pattern {
        if let p = e.as(PatternExprSyntax.self) { return pattern(p.pattern) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return .enumCase("some", [argumentPattern(o.expression)]) }
        if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        return .expression(expression(e))
    }

    func function(_ f: FunctionDeclSyntax) -> Function {
        let isStatic = f.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let isMutating = f.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        let returns = f.signature.returnClause.map { type($0.type) }
        let returnsView: Bool
        if case .some(let p)? = returns { returnsView = p == "View" } else { returnsView = false }
        let attributed = f.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }
        return Function(name: f.name.bare, parameters: parameters(f.signature.parameterClause.parameters),
                        body: f.body.map { statements($0.statements) } ?? [], isMutating: isMutating, isStatic: isStatic,
                        returnsView: returnsView || attributed, returnType: returnsView ? nil : returns, at: at(f))
    }

    func parameters(_ list: FunctionParameterListSyntax) -> [Function.Parameter] {
        list.map { p in
            let first = p.firstName.bare
            let label: String? = first == "_" ? nil : first
            let name = p.secondName?.bare ?? first
            let isInout = p.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
            } ?? false
            return Function.Parameter(label: label, name: name, type: type(p.type), defaultValue: p.defaultValue.map { expression($0.value) },
                                      isInout: isInout, isVariadic: p.ellipsis != nil)
        }
    }

    // MARK: Types

    /// The type written for `binding` of `v`: its own annotation, else, for a name with neither
    /// a value nor accessors, the next annotation of the declaration (`var x, y: Double`
    /// declares two `Double`s, as in Swift).
    func annotation(of binding: PatternBindingSyntax, in v: VariableDeclSyntax) -> TypeRef? {
        if let own = binding.typeAnnotation { return type(own.type) }
        guard binding.initializer == nil, binding.accessorBlock == nil, let i = v.bindings.firstIndex(where: { $0.id == binding.id }) else { return nil }
        return v.bindings[i...].first { $0.typeAnnotation != nil }?.typeAnnotation.map { type($0.type) }
    }

    func type(_ t: TypeSyntax) -> TypeRef {
        if let i = t.as(IdentifierTypeSyntax.self) {
            let name = i.name.bare
            if i.genericArgumentClause == nil, let target = typeAliases[name], expanding.insert(name).inserted {
                defer { expanding.remove(name) }
                return type(target)
            }
            return .named(i.name.bare, i.genericArgumentClause?.arguments.compactMap { arg -> TypeRef? in
                if case .type(let t) = arg.argument { return type(t) }
                return nil
            } ?? [])
        }
        if let m = t.as(MemberTypeSyntax.self) { return .named(m.baseType.trimmedDescription + "." + m.name.bare, []) }
        if let a = t.as(ArrayTypeSyntax.self) { return .array(type(a.element)) }
        if let d = t.as(DictionaryTypeSyntax.self) { return .dictionary(type(d.key), type(d.value)) }
        if let o = t.as(OptionalTypeSyntax.self) { return .optional(type(o.wrappedType)) }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(type(o.wrappedType)) }
        if let s = t.as(SomeOrAnyTypeSyntax.self) { return .some(s.constraint.trimmedDescription) }
        if let a = t.as(AttributedTypeSyntax.self) { return type(a.baseType) }
        if t.is(FunctionTypeSyntax.self) { return .function }
        if let tuple = t.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil { return type(only.type) }
            return .tuple(tuple.elements.map { ($0.firstName?.bare, type($0.type)) })
        }
        return .named(t.trimmedDescription, [])
    }

}

/// The type aliases without generic parameters of a tree (the first of a name).
private final class TypeAliasCollector: SyntaxVisitor {
    var found: [String: TypeSyntax] = [:]
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.genericParameterClause == nil, found[node.name.bare] == nil { found[node.name.bare] = node.initializer.value }
        return .skipChildren
    }
}

extension TokenSyntax {
    /// A name as Swift reads it: a keyword written in backticks (`` func `if`( ``) is the
    /// plain name, so `.if(…)` calls it.
    var bare: String { identifier?.name ?? text }
}
