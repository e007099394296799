internal import SwiftSyntax

/// The names a piece of code declares and uses, gathered in one walk (a walk of a large file's
/// tree costs as much as a tenth of parsing it, so the file is walked once for all of them).
struct FileNames {
    /// Every name it declares, at any depth: its types, functions, properties, locals,
    /// parameters, enum cases and generic parameters (a name it declares itself is not looked
    /// for elsewhere).
    var declared = Set<String>()
    /// Every name it may declare in a scope as it runs: locals, parameters, pattern bindings,
    /// local functions and the file's top-level names; not the members of its types. A name
    /// not among them (nor one the runtime declares itself) is never found in a scope, so its
    /// lookup goes straight to `self`'s members and the file's declarations.
    var local = Set<String>()
    /// Every identifier its text uses.
    var identifiers = Set<String>()
    /// The identifiers it uses after a dot: `x.name`, `.name`.
    var members = Set<String>()

    init(in node: some SyntaxProtocol) {
        let walk = Walk()
        walk.walk(node)
        self = walk.names
    }

    init() {}

    /// Adds another piece's names (the pieces of a file parsed in parts).
    mutating func formUnion(_ other: FileNames) {
        declared.formUnion(other.declared); local.formUnion(other.local)
        identifiers.formUnion(other.identifiers); members.formUnion(other.members)
    }

    private final class Walk: SyntaxVisitor {
        var names = FileNames()
        private var afterPeriod = false

        init() { super.init(viewMode: .sourceAccurate) }

        private func declare(_ token: TokenSyntax?, local: Bool) {
            guard let token else { return }
            let name = token.identifier?.name ?? token.text
            names.declared.insert(name)
            if local { names.local.insert(name) }
        }
        private func local(_ token: TokenSyntax?) {
            if let token { names.local.insert(token.identifier?.name ?? token.text) }
        }
        /// Whether a declaration sits directly in a type's (or an extension's) member block.
        private static func isMember(_ decl: Syntax?) -> Bool { decl?.parent?.is(MemberBlockItemSyntax.self) == true }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let name) = token.tokenKind {
                names.identifiers.insert(name)
                if afterPeriod { names.members.insert(name) }
            }
            afterPeriod = token.tokenKind == .period
            return .visitChildren
        }
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            declare(node.firstName, local: true); declare(node.secondName, local: true); return .visitChildren
        }
        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name, local: true); return .visitChildren
        }
        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            declare(node.firstName, local: true); declare(node.secondName, local: true); return .visitChildren
        }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            // `var x` of a type: binding → binding list → variable declaration → member.
            let member = node.parent?.parent?.parent.map { $0.is(VariableDeclSyntax.self) && Self.isMember($0) } ?? false
            declare(node.identifier, local: !member)
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declare(node.name, local: !Self.isMember(Syntax(node))); return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, local: false); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, local: false); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, local: false); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, local: false); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, local: false); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name, local: false); return .visitChildren }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declare(node.name, local: false); return .visitChildren }
        override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name, local: false); return .visitChildren }
        override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
            local(node.firstName); local(node.secondName); return .visitChildren
        }
        override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind { local(node.name); return .visitChildren }
    }
}
