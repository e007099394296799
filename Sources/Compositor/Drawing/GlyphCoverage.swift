import Typography

/// A borrowed view of 8-bit coverage rows; whoever made it keeps the bitmap alive.
struct GlyphCoverage {
    let pixels: UnsafePointer<UInt8>
    let stride: Int
    let width: Int
    let height: Int

    init(_ bitmap: GlyphBitmap) {
        pixels = UnsafePointer(bitmap.pixels)
        stride = bitmap.stride
        width = bitmap.width
        height = bitmap.height
    }
}
