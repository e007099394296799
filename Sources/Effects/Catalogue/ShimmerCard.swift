import Motion
import Scene

/// "A finished static UI component" that the three shimmer scenes light up: a rounded card
/// with a fill, a title and a line of text. The seed's `shimmerView` is the card node.
enum ShimmerCard {
    static let size = Size(360, 226)
    static let cornerRadius = 22.0
    static let fill = Color(red: 0.17, green: 0.20, blue: 0.45)

    /// Builds the card; `shimmer` (the seed's `func shimmer()`) runs 0.5 s in, so the card
    /// is seen at rest first, and again on every click on the card.
    static func build(_ scene: Scene, shimmer: @escaping (Scene, Node) -> Void) {
        let card = scene.makeNode(.card, color: fill)
        card.cornerRadius = cornerRadius
        let title = scene.makeNode(.text, text: scene.text("Aurora Premium", line: 0),
                                   font: .system(size: 26, weight: .bold), color: .white)
        let line = scene.makeNode(.text, text: scene.text("Member since 2024 · Tokyo", line: 1),
                                  font: .system(size: 16), color: Color(white: 1, alpha: 0.75))
        // A card brand's mark: two overlapping discs.
        let discs = [Color(red: 0.96, green: 0.62, blue: 0.20), Color(red: 0.93, green: 0.30, blue: 0.36, alpha: 0.85)]
            .map { color in scene.makeNode(.circle, color: color) }
        for node in [title, line] + discs { card.add(node) }
        scene.root.add(card)
        let mark: Layout = .hstack(spacing: -14, children: discs.map { .frame(width: { 34 }, height: { 34 }, .node($0)) },
                                   container: nil)

        scene.layout = .frame(width: { size.width }, height: { size.height }, .zstack(children: [
            .node(card),
            .padding(.all(26), .hstack(spacing: 0, children: [
                .vstack(alignment: .leading, spacing: 0, children: [
                    .node(title),
                    .padding(EdgeInsets(top: 93), .node(line)),
                ], container: nil),
                .spacer,
                .padding(EdgeInsets(bottom: 118), mark),
            ], container: nil)),
        ], container: nil))

        scene.clock.after(0.5) { shimmer(scene, card) }
        card.onTapGesture { shimmer(scene, card) }
    }
}
