internal import SwiftSyntax

/// Finds, before anything runs, every `Type.member` and `Type.member(…)` a file writes on one
/// of the runtime's own types that the type does not have (`Color.blurple`, Swift 2's
/// `UIColor.blueColor`, `Animation.bounceIn(duration:)`), and every implicit member a
/// modifier's argument names that its type does not have (`.font(.titel)`): swiftc's "type
/// 'Color' has no member 'blurple'", with the rest of the file's errors, instead of a stop while
/// it plays.
///
/// Sound by construction, as far as it goes: only a type the builtin registry describes is
/// looked at, and a member of such a type resolves at run time only through what is asked
/// here: the registry's statics, its lookup tables (asked with a probe evaluator; every lookup
/// is a table or a pure function of the name), a nested type the registry knows, or a
/// declaration of the file (an extension's static, a nested type), whose names are never
/// reported; a view type the registry has no statics for has none but its initialiser. Types
/// whose statics the UIKit playground computes are left alone (but for
/// `UIColor`'s system colours, a table too); a call on a type whose calls are looked up by
/// code (`Animation.spring(…)`) counts as known when the table has it as a call.
final class MemberCheck: SyntaxVisitor {
    private let probe: Evaluator
    private let declared: Set<String>
    private(set) var errors: [(at: Int, message: String)] = []

    /// `declared`: every name the file declares anywhere (types, members, locals).
    init(program: Program, declared: Set<String>) {
        probe = Evaluator(program: program)
        self.declared = declared.union(program.structs.keys).union(program.enums.keys)
        super.init(viewMode: .sourceAccurate)
    }

    /// Types whose statics the UIKit playground or the calendar answer first by code.
    private static func answeredByCode(_ type: String) -> Bool {
        (Playground.types.contains(type) && type != "UIColor")
            || ["Timer", "GridItem.Size", "Calendar", "Locale", "Date"].contains(type)
    }

    /// A `PreviewProvider`'s code is checked as it plays (see `ModifierCheck`).
    override func visit(_ decl: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited.contains("PreviewProvider") ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), case .identifier = base.baseName.tokenKind,
              base.argumentNames == nil else { return .visitChildren }
        let type = base.baseName.identifier?.name ?? base.baseName.text
        let name = node.declName.baseName.identifier?.name ?? node.declName.baseName.text
        guard type.first?.isUppercase == true, !declared.contains(type), !Self.answeredByCode(type), !declared.contains(name),
              !["self", "Type", "Protocol", "init"].contains(name), BuiltinRegistry.byName[type + "." + name] == nil
        else { return .visitChildren }
        let call = node.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == node.id } ?? false
        let known: Bool
        if let entry = BuiltinRegistry.byName[type] {
            known = knows(entry, type: type, name, call: call, at: node.declName.positionAfterSkippingLeadingTrivia.utf8Offset)
        } else if ViewRegistry.names.contains(type) {
            // A view type the registry has no statics for (`VStack`, `Text`): none but its
            // initialiser and the nested types it names (capitalised).
            known = name.first?.isUppercase == true
        } else {
            return .visitChildren
        }
        if !known {
            errors.append((node.declName.positionAfterSkippingLeadingTrivia.utf8Offset, "type '\(type)' has no member '\(name)'"))
        }
        return .visitChildren
    }

    /// An implicit member in a modifier's argument (`.font(.titel)`, `.animation(.easeInOutt,
    /// value: x)`, `.rotationEffect(.degreess(9))`): checked as `Type.member` is, against the
    /// type the modifier's declaration gives the argument, for the types whose statics the
    /// registry lists in full (a colour is not among them: an asset catalog may name it).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        checkTimelineContext(node)
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.base != nil,
              case let modifier = callee.declName.baseName.text, !declared.contains(modifier),
              let entry = ModifierRegistry.entry(modifier) else { return .visitChildren }
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        let types: [String?]
        if let written = Self.argumentTypes[modifier] {
            types = labels.map { written[$0 ?? "_"] }
        } else if let m = entry.signatures.lazy.compactMap({ s in s.match(labels).map { (s, $0) } }).first {
            types = m.1.map { m.0.parameters[$0].type }
        } else {
            return .visitChildren
        }
        for (argument, written) in zip(arguments, types) {
            guard var type = written else { continue }
            if type.hasSuffix("?") { type.removeLast() }
            guard Self.checkedTypes.contains(type), let builtin = BuiltinRegistry.byName[type] else { continue }
            var expression = argument.expression
            let call = expression.as(FunctionCallExprSyntax.self)
            if let call { expression = call.calledExpression }
            guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { continue }
            let name = member.declName.baseName.identifier?.name ?? member.declName.baseName.text
            guard !declared.contains(name), !["init", "none", "some"].contains(name) else { continue }
            let at = member.declName.positionAfterSkippingLeadingTrivia.utf8Offset
            if !knows(builtin, type: type, name, call: call != nil, at: at) {
                errors.append((at, "type '\(type)' has no member '\(name)'"))
            }
        }
        return .visitChildren
    }

    /// The members a `TimelineView`'s context has.
    static let timelineContextMembers: Set<String> = ["date", "cadence"]

    /// `TimelineView(…) { context in … context.member … }`: the context's members are its date
    /// and its cadence; any other is swiftc's "has no member" (unless the closure declares the
    /// name again, when the check steps aside).
    private func checkTimelineContext(_ node: FunctionCallExprSyntax) {
        guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TimelineView", !declared.contains("TimelineView"),
              let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self),
              let signature = closure.signature?.parameterClause else { return }
        let names: [String]
        switch signature {
        case .simpleInput(let list): names = list.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        @unknown default: return
        }
        guard names.count == 1, let context = names.first, context != "_",
              !FileNames(in: closure.statements).declared.contains(context) else { return }
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard token.tokenKind == .identifier(context), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id else { continue }
            let member = access.declName.baseName.identifier?.name ?? access.declName.baseName.text
            if !Self.timelineContextMembers.contains(member) {
                errors.append((access.declName.positionAfterSkippingLeadingTrivia.utf8Offset,
                               "value of type 'TimelineViewDefaultContext' has no member '\(member)'"))
            }
        }
    }

    /// The types of the arguments of modifiers whose entries read their arguments themselves,
    /// by label (`_`: none), as SwiftUI declares them.
    private static let argumentTypes: [String: [String: String]] = [
        "font": ["_": "Font"], "fontWeight": ["_": "Font.Weight"], "animation": ["_": "Animation"],
        "transition": ["_": "AnyTransition"], "contentTransition": ["_": "ContentTransition"],
    ]

    /// The types whose every static the registry answers for (its statics, lookups and calls).
    private static let checkedTypes: Set<String> = [
        "Font", "Font.Weight", "Font.TextStyle", "Animation", "AnyTransition", "ContentTransition", "Angle", "UnitPoint",
        "Alignment", "Edge.Set",
    ]

    private func knows(_ entry: BuiltinType, type: String, _ name: String, call: Bool, at: Int) -> Bool {
        if entry.statics.contains(where: { $0.name == name }) { return true }
        if call, entry.callLookup != nil, entry.callNames?.contains(name) ?? true { return true }
        if type == "UIColor", probe.systemColor(name) != nil { return true }
        if ["infinity", "zero"].contains(name), ["Double", "CGFloat", "Float", "TimeInterval", "CFTimeInterval"].contains(type) {
            return true
        }
        guard let lookup = entry.lookup else { return false }
        let use = BuiltinUse(type: type, name: name, arguments: nil, evaluator: probe, at: at)
        // A lookup that throws has the name (it refuses its use here, as it will when played).
        do { return try lookup(use) != nil } catch { return true }
    }
}
