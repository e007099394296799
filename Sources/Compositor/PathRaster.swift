import Foundation
import CCairo
import Scene
import Typography

/// Antialiased coverage of a path, filled or stroked, under any affine transform: Cairo draws
/// it into an 8-bit alpha image laid over the bitmap's own memory (both keep rows at a
/// multiple of 4 bytes). Fill rules, caps, joins, the miter limit and dashes are Cairo's,
/// which are PostScript's, as Core Graphics' are.
enum PathRaster {
    /// Device coordinates past this are not drawn (Cairo's fixed-point numbers hold ±8 million).
    static let reach = 4_000_000.0

    /// Coverage of `path` painted by `paint`, its points mapped to device pixels by `transform`,
    /// cut to `clip` (device pixels); nil when nothing is left to draw.
    static func coverage(_ path: ShapePath, paint: ShapePaint, transform t: Transform2D, clip: Rect) -> GlyphBitmap? {
        let bounds = t.apply(path.controlBounds)
        guard let margin = margin(paint, t) else { return nil }
        guard bounds.x.isFinite, bounds.y.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite,
              abs(bounds.x) < reach, abs(bounds.y) < reach, abs(bounds.maxX) < reach, abs(bounds.maxY) < reach
        else { return nil }
        let x0 = Int(max(clip.x, bounds.x - margin).rounded(.down)), y0 = Int(max(clip.y, bounds.y - margin).rounded(.down))
        let x1 = Int(min(clip.maxX, bounds.maxX + margin).rounded(.up)), y1 = Int(min(clip.maxY, bounds.maxY + margin).rounded(.up))
        let w = x1 - x0, h = y1 - y0
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        let out = GlyphBitmap(width: w, height: h, originX: Double(x0), originY: Double(y0))
        guard let surface = cairo_image_surface_create_for_data(out.pixels, CAIRO_FORMAT_A8, Int32(w), Int32(h), Int32(out.stride))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx - Double(x0), y0: t.ty - Double(y0))
        cairo_set_matrix(cr, &m)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
        trace(path, cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        switch paint {
        case .fill(let evenOdd):
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let style):
            cairo_set_line_width(cr, style.lineWidth)
            cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, style.miterLimit.isFinite ? max(1, style.miterLimit) : 10)
            // A dash of negative or non-finite lengths, or of nothing but zeros, is no dash
            // (Cairo would refuse it and draw nothing at all).
            let dash = style.dash
            if !dash.isEmpty, dash.count <= 64, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }) {
                cairo_set_dash(cr, dash, Int32(dash.count), style.dashPhase.isFinite ? style.dashPhase : 0)
            }
            cairo_stroke(cr)
        }
        cairo_surface_flush(surface)
        return out
    }

    /// How far past the path's control points its coverage may reach, in device pixels (nil:
    /// a stroke of no width, which draws nothing).
    static func margin(_ paint: ShapePaint, _ t: Transform2D) -> Double? {
        guard case .stroke(let style) = paint else { return 1 }
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return nil }
        let stretch = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        let joinReach = style.lineJoin == .miter ? max(1, min(style.miterLimit, 100)) : 1.5
        return 1 + style.lineWidth / 2 * stretch * joinReach
    }

    /// Hands the path's elements to Cairo (a quadratic curve as its equal cubic).
    private static func trace(_ path: ShapePath, _ cr: OpaquePointer) {
        var pen = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): cairo_move_to(cr, p.x, p.y); pen = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); pen = p
            case .quad(let c, let p):
                cairo_curve_to(cr, pen.x + 2 / 3 * (c.x - pen.x), pen.y + 2 / 3 * (c.y - pen.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                pen = p
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); pen = p
            case .close: cairo_close_path(cr)
            }
        }
    }
}

/// Path coverage kept from frame to frame: a ring at rest is drawn by Cairo once. What the
/// last two frames used stays; older entries go when the cache grows past its budget.
final class PathCache {
    struct Key: Hashable {
        let path: ShapePath
        let paint: ShapePaint
        let transform: Transform2D
        let clip: Rect
        let sigma: Double
    }
    private struct Entry {
        let bitmap: GlyphBitmap?
        var frame: Int
    }
    private var entries: [Key: Entry] = [:]
    private var bytes = 0
    private var frame = 0
    private let limit = 4096, byteLimit = 64 << 20

    /// A new frame: past the budget, what the last frame did not use goes.
    func beginFrame() {
        frame += 1
        guard entries.count > limit || bytes > byteLimit else { return }
        entries = entries.filter { $0.value.frame >= frame - 1 }
        bytes = entries.values.reduce(0) { $0 + ($1.bitmap?.byteCount ?? 0) }
    }

    /// The coverage, and where its top-left pixel goes on the canvas.
    func coverage(_ path: ShapePath, paint: ShapePaint, transform: Transform2D, clip: Rect,
                  sigma: Double = 0) -> (bitmap: GlyphBitmap, x: Int, y: Int)? {
        let (key, dx, dy) = Self.placed(Key(path: path, paint: paint, transform: transform, clip: clip, sigma: sigma))
        guard let bitmap = coverage(key) else { return nil }
        return (bitmap, Int(bitmap.originX) + dx, Int(bitmap.originY) + dy)
    }

    private func coverage(_ key: Key) -> GlyphBitmap? {
        if let kept = entries[key] {
            if kept.frame != frame { entries[key]?.frame = frame }
            return kept.bitmap
        }
        let made = Self.make(key)
        insert(key, made)
        return made
    }

    /// Where nothing is cut by the clip, the same path under the same transform a whole
    /// number of pixels away has the same coverage, moved: the key keeps the translation's
    /// fraction of a pixel and no clip, and the whole pixels come back as `dx`, `dy`. So a
    /// thousand equal rings in a grid are drawn by Cairo once. (Cairo maps each point by the
    /// same matrix less the bitmap's origin either way: the pixels are the same, or, under a
    /// turn, within one level of 255 where the moved points round differently.)
    static func placed(_ key: Key) -> (key: Key, dx: Int, dy: Int) {
        var t = key.transform
        guard let margin = PathRaster.margin(key.paint, t) else { return (key, 0, 0) }
        let bounds = key.path.controlBounds
        let b = t.apply(bounds)
        // The blur's reach: three sigmas each side, and a pixel more.
        let reach = margin + 3 * max(0, key.sigma) + 1
        let clip = key.clip
        guard b.x - reach >= clip.x, b.y - reach >= clip.y, b.maxX + reach <= clip.maxX, b.maxY + reach <= clip.maxY,
              abs(t.tx) < 1e9, abs(t.ty) < 1e9, abs(bounds.x) < 1e7, abs(bounds.y) < 1e7 else { return (key, 0, 0) }
        // A path laid out at its frame's place: drawn from its bounds' whole-point corner,
        // that corner moved into the transform, so equal shapes at other places share a key.
        var path = key.path
        let ox = bounds.x.rounded(.down), oy = bounds.y.rounded(.down)
        if ox != 0 || oy != 0 {
            // Each coordinate kept to 1/4096 of a point after the move: equal shapes at other
            // places differ by rounding alone, and Cairo keeps points to 1/256 of a pixel.
            path = path.translated(-ox, -oy, grid: 1.0 / 4096)
            t.tx += t.a * ox + t.c * oy
            t.ty += t.b * ox + t.d * oy
        }
        // The fraction to 1/1024 of a pixel: the same ring placed at other points of a grid has
        // translations whose fractions differ by rounding alone (our rule: a 1/2048-pixel
        // shift at most, which no eye sees; Cairo itself keeps points to 1/256).
        let qx = (t.tx * 1024).rounded() / 1024, qy = (t.ty * 1024).rounded() / 1024
        let dx = qx.rounded(.down), dy = qy.rounded(.down)
        var moved = t
        moved.tx = qx - dx; moved.ty = qy - dy
        let key = Key(path: path, paint: key.paint, transform: moved, clip: unclipped, sigma: key.sigma)
        return (key, Int(dx), Int(dy))
    }

    /// The clip of a key whose coverage nothing cuts.
    private static let unclipped = Rect(x: -PathRaster.reach, y: -PathRaster.reach, width: 2 * PathRaster.reach, height: 2 * PathRaster.reach)

    /// Works out the coverage of every key not kept yet on `threads` threads at once (Cairo
    /// contexts of their own; the cache is filled afterwards, on the calling thread).
    func prepare(_ keys: [Key], threads: Int) {
        var seen = Set<Key>()
        let missing = keys.map { Self.placed($0).key }.filter { entries[$0] == nil && seen.insert($0).inserted }
        guard threads > 1, missing.count >= 16 else { return }
        var made = [GlyphBitmap?](repeating: nil, count: missing.count)
        made.withUnsafeMutableBufferPointer { out in
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                for i in stride(from: t, to: missing.count, by: threads) { out[i] = Self.make(missing[i]) }
            }
        }
        for (key, bitmap) in zip(missing, made) { insert(key, bitmap) }
    }

    private func insert(_ key: Key, _ bitmap: GlyphBitmap?) {
        entries[key] = Entry(bitmap: bitmap, frame: frame)
        bytes += bitmap?.byteCount ?? 0
    }

    private static func make(_ key: Key) -> GlyphBitmap? {
        let sharp = PathRaster.coverage(key.path, paint: key.paint, transform: key.transform, clip: key.clip)
        guard key.sigma > 0, let sharp else { return sharp }
        return GaussianBlur.blurred(sharp, sigma: key.sigma, cropped: true)
    }
}
