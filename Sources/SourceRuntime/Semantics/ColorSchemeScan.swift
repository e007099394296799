internal import SwiftSyntax

/// Finds a `.preferredColorScheme(.dark)` (or `ColorScheme.dark`, or the deprecated
/// `.colorScheme(.dark)`) written anywhere in the file, a preview's code included: SwiftUI applies the scheme to the whole presentation,
/// so the scene is dark from its first frame.
final class ColorSchemeScan: SyntaxVisitor {
    /// The scheme the file asks for: dark (true), light (false), or none (nil).
    private(set) var preferred: Bool?

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["preferredColorScheme", "colorScheme"].contains(member.declName.baseName.bare),
           call.arguments.count == 1, let arg = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
           ["dark", "light"].contains(arg.declName.baseName.bare), arg.base == nil || arg.base?.trimmedDescription == "ColorScheme" {
            if preferred != true { preferred = arg.declName.baseName.bare == "dark" }
        }
        // `.environment(\.colorScheme, .dark)`: the same scheme for the scene (our rule).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.bare == "environment",
           call.arguments.count == 2, call.arguments.first?.expression.trimmedDescription == "\\.colorScheme",
           let arg = call.arguments.last?.expression.as(MemberAccessExprSyntax.self), ["dark", "light"].contains(arg.declName.baseName.bare) {
            if preferred != true { preferred = arg.declName.baseName.bare == "dark" }
        }
        return .visitChildren
    }
}
