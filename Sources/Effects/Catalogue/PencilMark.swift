import Scene

/// The pencil of SF Symbols' "pencil.circle.fill", drawn with the ✎ glyph (U+270E).
///
/// The symbol's pencil is a cut-out showing the white background, so the glyph is white.
/// It is drawn at the size it has in a 100 pt circle and scaled with the diameter, so it
/// grows and shrinks with the circle under the same animations; the scale's x is negative
/// because ✎ points to the lower right and the symbol's pencil to the lower left.
enum PencilMark {
    /// The glyph's point size in a circle 100 pt across (the symbol's pencil spans about half).
    static let sizeIn100 = 78.0

    /// A white pencil glyph that scales with `diameter` (about its centre).
    static func make(_ scene: Scene, diameter: @escaping () -> Double) -> Node {
        let pencil = scene.makeNode(.glyph, text: "\u{270E}",
                                    font: FontSpec.custom("DejaVu Sans", size: sizeIn100).weight(.bold),
                                    color: .white)
        pencil.scaleEffect(x: { -diameter() / 100 }, y: { diameter() / 100 })
        return pencil
    }
}
