/// A rasterised cluster or run: 8-bit coverage, placed relative to its layout box's top-left,
/// and for a colour glyph (emoji) its premultiplied colour too.
public final class GlyphBitmap: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Row-major coverage, `stride` bytes a row (a multiple of 4, as pixman wants).
    public let stride: Int
    public let pixels: UnsafeMutablePointer<UInt8>
    /// A colour glyph's pixels, premultiplied 0xAARRGGBB, `width` words a row; nil for a glyph
    /// drawn in its text's colour. Its alpha is the coverage, so shadows and masks read either.
    public private(set) var color: UnsafeMutablePointer<UInt32>?
    /// Where the bitmap's top-left sits relative to the layout box's top-left, in pixels.
    public let originX: Double
    public let originY: Double

    /// A zeroed bitmap.
    public init(width: Int, height: Int, originX: Double, originY: Double) {
        self.width = width
        self.height = height
        stride = (width + 3) & ~3
        pixels = .allocate(capacity: max(1, stride * height))
        pixels.initialize(repeating: 0, count: max(1, stride * height))
        self.originX = originX
        self.originY = originY
    }

    /// A copy of `other` placed at another height.
    public convenience init(copying other: GlyphBitmap, originY: Double) {
        self.init(width: other.width, height: other.height, originX: other.originX, originY: originY)
        pixels.update(from: other.pixels, count: stride * height)
        if let color = other.color {
            makeColor()
            self.color?.update(from: color, count: width * height)
        }
    }

    deinit {
        pixels.deallocate()
        color?.deallocate()
    }

    /// Whether the glyph brings its own colours.
    public var isColor: Bool { color != nil }

    /// Gives the bitmap a colour plane, cleared to transparent.
    public func makeColor() {
        guard color == nil else { return }
        let plane = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width * height))
        plane.initialize(repeating: 0, count: max(1, width * height))
        color = plane
    }

    /// Coverage at (x, y), 0 outside.
    public func coverage(_ x: Int, _ y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * stride + x]
    }

    /// Bytes the bitmap holds (for cache budgets).
    public var byteCount: Int { stride * height + (color == nil ? 0 : 4 * width * height) }
}
