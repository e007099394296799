internal import SwiftSyntax

/// UIKit and Core Animation types the subset does not draw, found in a class of the file when
/// it is loaded, so a file using one is refused at the name with what plays instead, rather
/// than stopping when the code reaches it ("cannot find … in scope" at run time: the bodies
/// of subclasses of UIKit classes are not name-checked, their bare names being UIKit's).
enum UnsupportedLayers {
    static let messages: [String: String] = [
        "CATransformLayer": "'CATransformLayer' (3D layer trees) is not supported here",
        "CAScrollLayer": "'CAScrollLayer' is not supported here",
        "CATiledLayer": "'CATiledLayer' is not supported here",
        "UIStackView": "'UIStackView' (Auto Layout) is not supported here; place subviews by their frames",
    ]

    /// Each use of such a type in `node`, with its message.
    static func uses(in node: some SyntaxProtocol) -> [(node: Syntax, message: String)] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found: [(node: Syntax, message: String)] = []
        private var seen: Set<String> = []
        private func note(_ name: String, _ node: some SyntaxProtocol) {
            guard let m = UnsupportedLayers.messages[name], seen.insert(name).inserted else { return }
            found.append((Syntax(node), m))
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            note(node.baseName.bare, node)
            return .visitChildren
        }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.bare, node)
            return .visitChildren
        }
    }
}
