import Scene
import Typography

/// Shape coverage kept from frame to frame: a card at rest is rasterised once, not every frame.
final class ShapeCache {
    private struct Key: Hashable {
        let shape: ShapeRaster.Shape
        let rect: Rect
        let stroke: Double?
        /// The Gaussian's σ in pixels (0: sharp).
        var sigma: Double = 0
    }
    private var entries: [Key: GlyphBitmap?] = [:]
    /// Moving shapes make new keys each frame; past this many, start afresh.
    private let limit = 256

    /// Coverage of `shape` filling `rect` (device pixels), optionally only its outline.
    func coverage(_ shape: ShapeRaster.Shape, in rect: Rect, stroke: Double? = nil) -> GlyphBitmap? {
        let key = Key(shape: shape, rect: rect, stroke: stroke)
        if let cached = entries[key] { return cached }
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        let made = ShapeRaster.coverage(shape, in: rect, stroke: stroke)
        entries[key] = made
        return made
    }

    /// The coverage blurred by a Gaussian of `sigma` pixels (a blurred or shadowed shape).
    func coverage(_ shape: ShapeRaster.Shape, in rect: Rect, sigma: Double) -> GlyphBitmap? {
        guard sigma > 0 else { return coverage(shape, in: rect) }
        let key = Key(shape: shape, rect: rect, stroke: nil, sigma: sigma)
        if let cached = entries[key] { return cached }
        let made = coverage(shape, in: rect).map { GaussianBlur.blurred($0, sigma: sigma, cropped: true) }
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = made
        return made
    }
}
