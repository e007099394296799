internal import SwiftSyntax

/// A walk that gathers names: the parameters of functions and closures here, the rest in
/// its subclasses.
class NameCollector: SyntaxVisitor {
    var names = Set<String>()

    required init() { super.init(viewMode: .sourceAccurate) }

    static func all(in node: Syntax) -> Set<String> {
        let visitor = Self()
        visitor.walk(node)
        return visitor.names
    }

    func add(_ token: TokenSyntax?) { if let token { names.insert(token.identifier?.name ?? token.text) } }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.firstName); add(node.secondName); return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.firstName); add(node.secondName); return .visitChildren
    }
}

/// Every name a piece of code declares, at any depth: its types, functions, properties,
/// locals, parameters and enum cases (a name it declares itself is not looked for elsewhere).
final class DeclaredNames: NameCollector {
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { add(node.identifier); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
}

/// Every name a piece of code may declare in a scope as it runs: locals, parameters, pattern
/// bindings, local functions and the file's top-level names; not the members of its types. A
/// name not among them (nor one the runtime declares itself) is never found in a scope, so
/// its lookup goes straight to `self`'s members and the file's declarations.
final class LocalNames: NameCollector {
    /// Whether a declaration sits directly in a type's (or an extension's) member block.
    private static func isMember(_ decl: Syntax?) -> Bool { decl?.parent?.is(MemberBlockItemSyntax.self) == true }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        // `var x` of a type: binding → binding list → variable declaration → member.
        if let v = node.parent?.parent?.parent, v.is(VariableDeclSyntax.self), Self.isMember(v) { return .visitChildren }
        add(node.identifier)
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !Self.isMember(Syntax(node)) { add(node.name) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.firstName); add(node.secondName); return .visitChildren
    }
    override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
}
