import CPixman
import Scene

/// Image views: `resizable().scaledToFit()` of an asset, drawn by pixman band by band.
extension Renderer {
    /// The asset called `name`, read once (nil when it cannot be read).
    func image(named name: String) -> Canvas? {
        if let cached = images[name] { return cached }
        let path = ImageAssets.path(of: name, in: assetsDirectory)
        let loaded = try? Canvas.loadPNG(path)
        images[name] = loaded
        return loaded
    }

    /// `resizable().scaledToFit()` into the node's frame, clipped to it.
    func recordImage(_ p: PresentedNode, device: Transform2D) {
        guard let name = p.node.imageName, let img = image(named: name) else { return }
        let f = p.frame
        let size = Size(Double(img.width), Double(img.height))
        let fit = min(f.width / size.width, f.height / size.height)
        let w = size.width * fit, h = size.height * fit
        let place = Transform2D(a: fit, b: 0, c: 0, d: fit, tx: f.x + (f.width - w) / 2, ty: f.y + (f.height - h) / 2)
        let m = device.concatenating(after: place)
        let clip = device.apply(f)
        let opacity = p.effectiveOpacity
        recordPixman(placing: .source, by: m, over: clip, filter: PIXMAN_FILTER_GOOD) {
            guard let mask = PixmanImage.solid(1, 1, 1, opacity),
                  let h = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(img.width), Int32(img.height),
                                                   img.pixels, Int32(img.width * 4)) else { return nil }
            return (PixmanImage(handle: h, keepAlive: img), mask)
        }
    }
}
