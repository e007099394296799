import CPixman
import Foundation
import Scene
import Typography

/// Draws a presentation into a canvas: glyphs with blur and shadow, shapes, images.
public final class Renderer {
    public let glyphs: GlyphCache
    /// Device pixels per scene point.
    public let scale: Double
    /// The background the canvas is cleared to (SwiftUI's light-mode system background).
    public var background = Color.white
    /// Where image assets are looked up.
    public var assetsDirectory: String
    private var images: [String: PixmanImage?] = [:]
    private var imageSizes: [String: Size] = [:]
    /// Buffers that masked subtrees are drawn into, reused from frame to frame.
    let layers = LayerBuffers()

    public init(fonts: FontLibrary, scale: Double = 1, assetsDirectory: String = "assets") {
        glyphs = GlyphCache(fonts: fonts)
        self.scale = scale
        self.assetsDirectory = assetsDirectory
    }

    /// Clears `canvas` and draws every node of `presentation`.
    public func draw(_ presentation: Presentation, into canvas: Canvas) {
        glyphs.beginFrame()
        canvas.clear(background)
        drawNodes(presentation.nodes[...], into: canvas, origin: .zero)
    }

    /// Maps a node's frame coordinates to the pixels of the whole frame.
    func deviceTransform(_ p: PresentedNode) -> Transform2D {
        Transform2D.scale(scale, scale, about: .zero).concatenating(after: p.transform)
    }

    /// Draws one node into `canvas`, whose pixel (0, 0) is the frame's pixel `origin`.
    func draw(_ p: PresentedNode, into canvas: Canvas, origin: Point) {
        guard p.effectiveOpacity > 0 else { return }
        let device = Transform2D.translation(-origin.x, -origin.y).concatenating(after: deviceTransform(p))
        guard device.inverted != nil else { return }   // a scale of 0 draws nothing
        let node = p.node
        switch node.kind {
        case .glyph, .text:
            guard let font = node.font else { return }
            let lines = node.lines.isEmpty ? [node.text] : node.lines
            let spacing = glyphs.fonts.lineMetrics(font).lineSpacing
            for (i, line) in lines.enumerated() where !line.isEmpty {
                drawText(line, font: font, box: Point(p.frame.x, p.frame.y + Double(i) * spacing),
                         p: p, device: device, canvas: canvas)
            }
        case .rect, .card:
            fill(.rect(cornerRadius: node.cornerRadius * scale), p: p, device: device, canvas: canvas)
        case .circle:
            fill(.ellipse, p: p, device: device, canvas: canvas)
        case .button:
            fill(.rect(cornerRadius: node.cornerRadius * scale), p: p, device: device, canvas: canvas)
            if let font = node.font {
                let w = glyphs.fonts.advance(of: node.text, font: font)
                let h = glyphs.fonts.lineMetrics(font).height
                let box = Point(p.frame.x + (p.frame.width - w) / 2, p.frame.y + (p.frame.height - h) / 2)
                drawText(node.text, font: font, box: box, p: p, device: device, canvas: canvas, color: node.borderColor)
            }
        case .image:
            drawImage(p, device: device, canvas: canvas)
        case .group:
            break
        }
    }

    // MARK: Text

    private func drawText(_ text: String, font: FontSpec, box: Point, p: PresentedNode, device: Transform2D,
                          canvas: Canvas, color: Color? = nil) {
        let color = color ?? p.node.color
        // The shadow is the view's own alpha, blurred (σ = radius; a blurred view's shadow is
        // blurred by both, and Gaussians add in quadrature), tinted and moved by (x, y).
        if let shadow = p.shadow, shadow.opacity > 0, shadow.color.alpha > 0,
           let level = glyphs.level(text, font: font, sigma: hypot(shadow.radius, p.blur) * scale) {
            let moved = Transform2D.translation(shadow.x * scale, shadow.y * scale).concatenating(after: device)
            composite(level, box: box, device: moved,
                      color: shadow.color.opacity(shadow.opacity * p.effectiveOpacity * color.alpha), canvas: canvas)
        }
        guard let level = glyphs.level(text, font: font, sigma: p.blur * scale) else { return }
        guard let colored = level.colored else {
            return composite(level, box: box, device: device, color: color.opacity(p.effectiveOpacity), canvas: canvas)
        }
        // An emoji keeps its own colours, faded with the view; other ink takes the text's colour.
        let m = placement(level.bitmap, box: box, device: device)
        compositeColor(colored.color, width: level.bitmap.width, height: level.bitmap.height, transform: m,
                       opacity: p.effectiveOpacity, canvas: canvas)
        if let tint = colored.tint {
            compositeMask(tint.image, width: tint.bitmap.width, height: tint.bitmap.height, transform: m,
                          color: color.opacity(p.effectiveOpacity), canvas: canvas)
        }
    }

    /// Composites `color` through a coverage level whose origin is relative to `box` (points).
    private func composite(_ level: GlyphCache.Level, box: Point, device: Transform2D, color: Color, canvas: Canvas) {
        guard color.alpha > 0.0005 else { return }
        let b = level.bitmap
        compositeMask(level.image, width: b.width, height: b.height, transform: placement(b, box: box, device: device),
                      color: color, canvas: canvas)
    }

    /// Where a bitmap's pixel (u, v) lands: point box + (origin + (u, v)) / scale, then device.
    private func placement(_ b: GlyphBitmap, box: Point, device: Transform2D) -> Transform2D {
        let place = Transform2D(a: 1 / scale, b: 0, c: 0, d: 1 / scale,
                                tx: box.x + b.originX / scale, ty: box.y + b.originY / scale)
        return device.concatenating(after: place)
    }

    /// Composites a premultiplied colour image placed by `m`, faded by `opacity`.
    func compositeColor(_ image: PixmanImage, width: Int, height: Int, transform m: Transform2D,
                        opacity: Double, canvas: Canvas) {
        guard opacity > 0.0005, let fade = PixmanImage.solid(1, 1, 1, opacity) else { return }
        let bounds = m.apply(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let x0 = max(0, Int(bounds.x.rounded(.down))), y0 = max(0, Int(bounds.y.rounded(.down)))
        let x1 = min(canvas.width, Int(bounds.maxX.rounded(.up))), y1 = min(canvas.height, Int(bounds.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0,
              var t = pixman_transform_t.inverse(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty) else { return }
        pixman_image_set_transform(image.handle, &t)
        pixman_image_set_filter(image.handle, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image.handle, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(PIXMAN_OP_OVER, image.handle, fade.handle, canvas.image.handle,
                                 Int32(x0), Int32(y0), 0, 0, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        pixman_image_set_transform(image.handle, nil)
    }

    /// Composites a solid colour through an A8 mask placed on the canvas by `m`.
    func compositeMask(_ mask: PixmanImage, width: Int, height: Int, transform m: Transform2D,
                       color: Color, canvas: Canvas) {
        guard let src = PixmanImage.solid(color.red, color.green, color.blue, color.alpha) else { return }
        let bounds = m.apply(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        let x0 = max(0, Int(bounds.x.rounded(.down))), y0 = max(0, Int(bounds.y.rounded(.down)))
        let x1 = min(canvas.width, Int(bounds.maxX.rounded(.up))), y1 = min(canvas.height, Int(bounds.maxY.rounded(.up)))
        guard x1 > x0, y1 > y0 else { return }
        // Rounding noise from layout (351.00000000000006) must not push a whole-pixel
        // placement onto the slower filtered path.
        let tx = m.tx.rounded(), ty = m.ty.rounded()
        let integral = m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1 && abs(m.tx - tx) < 1e-6 && abs(m.ty - ty) < 1e-6
        if integral {
            let ix = Int(tx), iy = Int(ty)
            let x0 = max(0, ix), y0 = max(0, iy)
            let x1 = min(canvas.width, ix + width), y1 = min(canvas.height, iy + height)
            guard x1 > x0, y1 > y0 else { return }
            pixman_image_set_transform(mask.handle, nil)
            pixman_image_composite32(PIXMAN_OP_OVER, src.handle, mask.handle, canvas.image.handle,
                                     Int32(x0 - ix), Int32(y0 - iy), Int32(x0 - ix), Int32(y0 - iy),
                                     Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
            return
        }
        guard var t = pixman_transform_t.inverse(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty) else { return }
        pixman_image_set_transform(mask.handle, &t)
        pixman_image_set_filter(mask.handle, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(mask.handle, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(PIXMAN_OP_OVER, src.handle, mask.handle, canvas.image.handle,
                                 Int32(x0), Int32(y0), Int32(x0), Int32(y0), Int32(x0), Int32(y0),
                                 Int32(x1 - x0), Int32(y1 - y0))
        pixman_image_set_transform(mask.handle, nil)
    }

    // MARK: Shapes

    private func fill(_ shape: ShapeRaster.Shape, p: PresentedNode, device: Transform2D, canvas: Canvas) {
        let r = device.apply(p.frame)
        let node = p.node
        if node.color.alpha > 0, case .rect(let radius) = shape, radius <= 0, device.b == 0, device.c == 0 {
            RectFill.fill(r, color: node.color.opacity(p.effectiveOpacity), canvas: canvas)
        } else if node.color.alpha > 0, let cov = ShapeRaster.coverage(shape, in: r), let img = PixmanImage(coverage: cov) {
            compositeMask(img, width: cov.width, height: cov.height,
                          transform: .translation(cov.originX, cov.originY),
                          color: node.color.opacity(p.effectiveOpacity), canvas: canvas)
        }
        if node.borderWidth > 0, let cov = ShapeRaster.coverage(shape, in: r, stroke: node.borderWidth * scale),
           let img = PixmanImage(coverage: cov) {
            compositeMask(img, width: cov.width, height: cov.height,
                          transform: .translation(cov.originX, cov.originY),
                          color: node.borderColor.opacity(p.effectiveOpacity), canvas: canvas)
        }
    }

    // MARK: Images

    private func image(named name: String) -> PixmanImage? {
        if let cached = images[name] { return cached }
        var result: PixmanImage? = nil
        let path = ImageAssets.path(of: name, in: assetsDirectory)
        if let loaded = try? Canvas.loadPNG(path) {
            // Keep the canvas alive with the image that reads its pixels.
            if let h = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(loaded.width), Int32(loaded.height),
                                                loaded.pixels, Int32(loaded.width * 4)) {
                result = PixmanImage(handle: h, keepAlive: loaded)
                imageSizes[name] = Size(Double(loaded.width), Double(loaded.height))
            }
        }
        images[name] = result
        return result
    }

    /// `resizable().scaledToFit()` into the node's frame, clipped to it.
    private func drawImage(_ p: PresentedNode, device: Transform2D, canvas: Canvas) {
        guard let name = p.node.imageName, let img = image(named: name), let size = imageSizes[name],
              size.width > 0, size.height > 0 else { return }
        let f = p.frame
        let fit = min(f.width / size.width, f.height / size.height)
        let w = size.width * fit, h = size.height * fit
        let place = Transform2D(a: fit, b: 0, c: 0, d: fit, tx: f.x + (f.width - w) / 2, ty: f.y + (f.height - h) / 2)
        let m = device.concatenating(after: place)
        let clip = device.apply(f)
        guard var t = pixman_transform_t.inverse(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty),
              let mask = PixmanImage.solid(1, 1, 1, p.effectiveOpacity) else { return }
        pixman_image_set_transform(img.handle, &t)
        pixman_image_set_filter(img.handle, PIXMAN_FILTER_GOOD, nil, 0)
        let x0 = max(0, Int(clip.x.rounded(.down))), y0 = max(0, Int(clip.y.rounded(.down)))
        let x1 = min(canvas.width, Int(clip.maxX.rounded(.up))), y1 = min(canvas.height, Int(clip.maxY.rounded(.up)))
        if x1 > x0, y1 > y0 {
            pixman_image_composite32(PIXMAN_OP_OVER, img.handle, mask.handle, canvas.image.handle,
                                     Int32(x0), Int32(y0), 0, 0, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        }
        pixman_image_set_transform(img.handle, nil)
    }
}
