/// A rasterised cluster or run: 8-bit coverage, placed relative to its layout box's top-left.
public final class GlyphBitmap: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Row-major coverage, `stride` bytes a row (a multiple of 4, as pixman wants).
    public let stride: Int
    public let pixels: UnsafeMutablePointer<UInt8>
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

    deinit { pixels.deallocate() }

    /// Coverage at (x, y), 0 outside.
    public func coverage(_ x: Int, _ y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * stride + x]
    }
}
