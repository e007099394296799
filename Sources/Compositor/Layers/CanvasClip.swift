import CPixman

extension Canvas {
    /// Limits every later composite into the canvas to a rectangle of pixels (nil: none).
    func setClip(_ clip: (x0: Int, y0: Int, x1: Int, y1: Int)?) {
        guard let clip else {
            pixman_image_set_clip_region32(image.handle, nil)
            return
        }
        var region = pixman_region32_t()
        pixman_region32_init_rect(&region, Int32(clip.x0), Int32(clip.y0),
                                  UInt32(clip.x1 - clip.x0), UInt32(clip.y1 - clip.y0))
        pixman_image_set_clip_region32(image.handle, &region)
        // pixman copies the region into the image.
        pixman_region32_fini(&region)
    }
}
