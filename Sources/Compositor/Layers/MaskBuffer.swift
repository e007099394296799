import CPixman

/// An A8 alpha buffer with its pixman image, kept from frame to frame and grown as needed.
final class MaskBuffer {
    private(set) var pixels: UnsafeMutablePointer<UInt8>
    /// Bytes per row (a multiple of 4, as pixman wants).
    private(set) var stride: Int
    private(set) var width: Int
    private(set) var height: Int
    private(set) var image: PixmanImage

    /// A buffer of `width` × `height` alpha values, or nil when pixman cannot wrap it.
    init?(width: Int, height: Int) {
        let w = max(1, width), h = max(1, height)
        let s = (w + 3) & ~3
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: s * h)
        memory.initialize(repeating: 0, count: s * h)
        guard let handle = pixman_image_create_bits(PIXMAN_a8, Int32(w), Int32(h),
                                                    UnsafeMutableRawPointer(memory).assumingMemoryBound(to: UInt32.self),
                                                    Int32(s)) else {
            memory.deallocate()
            return nil
        }
        pixels = memory; stride = s; self.width = w; self.height = h
        image = PixmanImage(handle: handle)
    }

    deinit { pixels.deallocate() }

    /// Makes room for `width` × `height`; false when the memory could not be wrapped.
    func reserve(width: Int, height: Int) -> Bool {
        if width <= self.width && height <= self.height { return true }
        guard let bigger = MaskBuffer(width: max(width, self.width), height: max(height, self.height)) else { return false }
        swap(&pixels, &bigger.pixels)
        swap(&image, &bigger.image)
        stride = bigger.stride; self.width = bigger.width; self.height = bigger.height
        // `bigger` now owns the old memory and image, and frees them.
        return true
    }
}
