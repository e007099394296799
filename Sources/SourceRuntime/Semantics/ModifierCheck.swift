internal import SwiftSyntax

/// Finds, before anything runs, every modifier a file calls on a view that the registry does
/// not have, so that a file with several is refused once with all of them (swiftc reports
/// every error of a file too), not one run at a time.
///
/// Sound by construction: only a chain of calls that starts at a view's initializer (`Text(…)`,
/// `VStack { … }`, a view struct of the file) is looked at, and a call on a view value reaches
/// the registry and nothing else while the file plays (`Evaluator.callMethod`).
final class ModifierCheck: SyntaxVisitor {
    private let viewNames: Set<String>
    /// Methods the file's extensions declare (`extension View { func glow() … }`).
    private let extensionMethods: Set<String>
    private(set) var errors: [(at: Int, message: String)] = []

    /// `fileViews`: the names of the file's own view structs; `extensionMethods`: the methods
    /// of its extensions of SwiftUI's types, which a view may call as it calls a modifier.
    init(fileViews: Set<String>, extensionMethods: Set<String> = []) {
        viewNames = ModifierCheck.builtinViews.union(fileViews)
        self.extensionMethods = extensionMethods
        super.init(viewMode: .sourceAccurate)
    }

    /// The built-in views whose initializers make a view value: every one of `Views` but
    /// `Color`, which is a colour value until it is used as a view.
    static let builtinViews: Set<String> = Set(ViewRegistry.names).subtracting(["Color"])

    /// Methods of a shape or a `Path` that give a value, not a view (`Circle().path(in: rect)`,
    /// `Path(rect).applying(t)`): Apple's `Shape` and `Path` members that are not modifiers.
    static let shapeMethods: Set<String> = [
        "path", "applying", "offsetBy", "trimmedPath", "strokedPath", "contains", "normalized",
        "union", "intersection", "subtracting", "symmetricDifference", "lineIntersection", "lineSubtracting",
    ]

    /// A `PreviewProvider`'s code is checked as it plays: previews this runtime cannot build
    /// give way to the file's view (`SourceRuntime.start`), so nothing in them is refused here.
    override func visit(_ decl: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return inherited.contains("PreviewProvider") ? .skipChildren : .visitChildren
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              startsAtAView(base) else { return .visitChildren }
        let name = member.declName.baseName.bare
        if ModifierRegistry.entry(name) == nil, !ModifierCheck.shapeMethods.contains(name), !extensionMethods.contains(name) {
            errors.append((member.declName.positionAfterSkippingLeadingTrivia.utf8Offset, ModifierRegistry.unknown(name)))
        }
        return .visitChildren
    }

    /// Whether `e` is a view initializer's call, or a modifier call on one.
    private func startsAtAView(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self) else { return false }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) { return viewNames.contains(name.baseName.bare) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { return startsAtAView(base) }
        return false
    }
}
