internal import SwiftSyntax

/// Finds, before anything runs, every bare name a file uses that nothing declares: not the
/// file (any declaration anywhere in it, whatever its scope) and not the runtime (Swift's and
/// SwiftUI's types, views and functions it knows). swiftc reports each as "cannot find 'x' in
/// scope"; here a file with several is refused once, with all of them, not one run at a time.
///
/// Sound by construction, as far as it goes: a name the evaluator could resolve is never
/// reported, because only names no declaration of the file spells are looked at, and those
/// resolve at run time only through the runtime's tables asked here (`Builtins.isType`,
/// `Builtins.function`, the views, gestures and UIKit names). Code whose bare names may be
/// members of a framework type is looked at only for names no framework member can have: in
/// the bodies of extensions of framework types (`extension View { … shadow(…) }`) and of
/// subclasses of framework classes (`class Loader: UIView { … addSubview(…) }`), a bare name
/// is checked only when it begins with a capital letter (a type or a C function such as
/// `CGSizeMake`, never an instance member of UIKit or SwiftUI) or is a `k`-prefixed C constant
/// (`kCAFillModeForwards`). `PreviewProvider`s are not looked at (they are checked as they play).
final class NameCheck: SyntaxVisitor {
    private(set) var declared: Set<String> = []
    private var uses: [(name: String, at: Int)] = []
    private var fileTypes: Set<String> = []
    /// How many framework subclasses or extensions the walk is inside.
    private var frameworkDepth = 0
    private let probe: Evaluator

    init(program: Program) {
        probe = Evaluator(program: program)
        super.init(viewMode: .sourceAccurate)
    }

    /// The names, each with where it is first used, that nothing declares, in file order.
    func errors(in tree: SourceFileSyntax) -> [(at: Int, message: String)] {
        let types = TypeNameCollector(viewMode: .sourceAccurate)
        types.walk(tree)
        fileTypes = types.names
        declared.formUnion(types.names)
        walk(tree)
        var reported: Set<String> = []
        var errors: [(at: Int, message: String)] = []
        for use in uses where !isKnown(use.name) && reported.insert(use.name).inserted {
            errors.append((use.at, "cannot find '\(use.name)' in scope"))
        }
        return errors
    }

    /// Names the runtime resolves itself, beside its tables.
    static let implicit: Set<String> = ["self", "Self", "super", "newValue", "oldValue", "error", "_", "swap",
                                          // An `ObservableObject`'s publisher, a member of every class adopting it.
                                          "objectWillChange"]
    /// Types a call makes that the runtime builds without listing them as types.
    static let constructible: Set<String> = ["Optional", "Gradient", "UIColor", "Transaction"]

    /// Whether the runtime itself knows `name` as a type, view, modifier or UIKit name (the
    /// runtime's functions aside, which need a program to ask).
    static func isRuntimeName(_ name: String) -> Bool {
        implicit.contains(name) || constructible.contains(name) || Builtins.isType(name) || ViewRegistry.names.contains(name)
            || GradientSpec.names.contains(name) || Playground.types.contains(name) || ModifierRegistry.names.contains(name)
    }

    private func isKnown(_ raw: String) -> Bool {
        var name = raw
        if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }
        if name.isEmpty || declared.contains(name) || declared.contains(raw) || Self.implicit.contains(name) { return true }
        if name.first?.isNumber == true { return true }  // `$0`
        if Builtins.isType(name) || ViewRegistry.names.contains(name) || GradientSpec.names.contains(name)
            || Self.constructible.contains(name) || Playground.types.contains(name) || Playground.legacyConstant(name) != nil { return true }
        return Builtins.function(name, evaluator: probe) != nil
    }

    // MARK: What the file declares

    private func declare(_ token: TokenSyntax) { declared.insert(token.identifier?.name ?? token.text) }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { declare(node.identifier); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.firstName)
        if let second = node.secondName { declare(second) }
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.firstName)
        if let second = node.secondName { declare(second) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
        if let n = node.firstName { declare(n) }
        if let n = node.secondName { declare(n) }
        return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name)
        return .visitChildren
    }

    // MARK: Code not looked at

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !fileTypes.contains(node.extendedType.trimmedDescription) { frameworkDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if !fileTypes.contains(node.extendedType.trimmedDescription) { frameworkDepth -= 1 }
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name)
        if extendsFramework(node) { frameworkDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        if extendsFramework(node) { frameworkDepth -= 1 }
    }

    /// Whether a class's first inherited type is a framework class (not a protocol it adopts),
    /// or a class of the file that is itself a UIKit class's.
    private func extendsFramework(_ node: ClassDeclSyntax) -> Bool {
        guard let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        if !fileTypes.contains(first) { return first.hasPrefix("UI") || first.hasPrefix("CA") || first.hasPrefix("NS") }
        return ClassChains.endsInUIKit(first, in: node.root)
    }

    /// Whether a bare name inside a framework subclass or extension cannot be a member of the
    /// framework type: a capitalised name, or a C constant (`kCA…`).
    private static func isNeverAMember(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        if first.isUppercase { return true }
        return first == "k" && name.dropFirst().first?.isUppercase == true
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name)
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited.contains("PreviewProvider") ? skip(node) : .visitChildren
    }

    /// Skipped code's declarations still count as declared (another part may use them).
    private func skip(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let inner = NameCheck.Declarations(viewMode: .sourceAccurate)
        inner.walk(node)
        declared.formUnion(inner.names)
        return .skipChildren
    }

    // MARK: What the file uses

    /// `#selector(UIResponder.resignFirstResponder)` and `#keyPath(…)` name Objective-C members
    /// as text, not as Swift values: their names are not looked up.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        ["selector", "keyPath"].contains(node.macroName.text) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = node.baseName.tokenKind else { return .visitChildren }
        if let parent = node.parent {
            // `base.name`: the member is the base's; `X.self` names a type as a value.
            if let member = parent.as(MemberAccessExprSyntax.self) {
                if member.declName.id == node.id { return .visitChildren }
                if member.declName.baseName.bare == "self" { return .visitChildren }
            }
            if parent.is(KeyPathPropertyComponentSyntax.self) { return .visitChildren }
        }
        let name = node.baseName.identifier?.name ?? node.baseName.bare
        if frameworkDepth > 0, !Self.isNeverAMember(name) { return .visitChildren }
        uses.append((node.baseName.identifier?.name ?? node.baseName.bare, node.positionAfterSkippingLeadingTrivia.utf8Offset))
        return .visitChildren
    }
}

extension NameCheck {
    /// Every name a subtree declares.
    final class Declarations: SyntaxVisitor {
        private(set) var names: Set<String> = []
        private func add(_ t: TokenSyntax) { names.insert(t.identifier?.name ?? t.text) }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { add(node.identifier); return .visitChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    }

    /// The names of the types the file declares, nested ones too.
    final class TypeNameCollector: SyntaxVisitor {
        private(set) var names: Set<String> = []
        private func add(_ t: TokenSyntax) { names.insert(t.identifier?.name ?? t.text) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    }
}
