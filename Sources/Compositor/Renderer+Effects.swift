import CPixman
import Scene

/// Subtrees drawn through effects a transform cannot carry: `rotation3DEffect`'s projection,
/// the colour filters (`hueRotation`, `brightness`, `saturation`, `grayscale`, `contrast`), and a
/// container's `blur` and `shadow` (a stack's: what its views draw, together).
///
/// Like a masked subtree (`Renderer+Masks`), what is recorded before is painted first; the
/// subtree is recorded and painted into a layer of its own (its transforms leave the 3D turn
/// out); the colour matrix is applied to the layer's pixels; the layer composites over what
/// lies below, through the projection with pixman's bilinear filter.
extension Renderer {
    /// Records the node at `subtree`'s first index of `base`, and its subtree, through `effects`.
    func recordEffected(_ base: UnsafePointer<PresentedNode>, _ subtree: Range<Int>, effects: PresentedEffects,
                        into canvas: Canvas, origin: Point, depth: Int) {
        let index = subtree.lowerBound
        guard base[index].effectiveOpacity > 0, let drawn = Self.drawnBounds(base, subtree) else { return }
        // Pixels of the target canvas from here on.
        let content = Rect(x: drawn.x * scale - origin.x, y: drawn.y * scale - origin.y,
                           width: drawn.width * scale, height: drawn.height * scale)
        let outer = list.clip
        let visible = (x0: max(0, outer.x0), y0: max(0, outer.y0), x1: min(canvas.width, outer.x1), y1: min(canvas.height, outer.y1))
        guard visible.x1 > visible.x0, visible.y1 > visible.y0 else { return }
        // Before a turn, content outside the visible pixels may turn into them: the layer
        // keeps what lies within the visible pixels grown by their size each way.
        var projection: Projection? = nil
        var reach = (x: 0, y: 0)
        if let p = effects.projection {
            let toPixels = Transform2D.translation(-origin.x, -origin.y)
                .concatenating(after: Transform2D.scale(scale, scale, about: .zero))
            guard let back = toPixels.inverted else { return }
            projection = Projection(toPixels).concatenating(after: p).concatenating(after: Projection(back))
            reach = (visible.x1 - visible.x0, visible.y1 - visible.y0)
        }
        let x0 = max(visible.x0 - reach.x, Int(saturatingFloor: content.x))
        let y0 = max(visible.y0 - reach.y, Int(saturatingFloor: content.y))
        let x1 = min(visible.x1 + reach.x, Int(saturatingCeil: content.maxX))
        let y1 = min(visible.y1 + reach.y, Int(saturatingCeil: content.maxY))
        guard x1 > x0, y1 > y0 else { return }
        let box = (x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let layerOrigin = Point(origin.x + Double(x0), origin.y + Double(y0))

        // Everything recorded so far lies below the layer: paint it first.
        flush()
        guard let layer = layers.buffer(depth: depth, width: box.width, height: box.height) else { return }
        recordLayer(layer, depth: depth) {
            // Within the box: a buffer grown for a larger layer holds stale pixels beyond it.
            list.clip = DrawList.Clip(x0: 0, y0: 0, x1: box.width, y1: box.height)
            if let mask = base[index].mask {
                recordMasked(base, subtree, mask: mask, into: layer, origin: layerOrigin, depth: depth + 1)
            } else {
                record(base + index, index: index, into: layer, origin: layerOrigin)
                recordNodes(base, (index + 1)..<subtree.upperBound, into: layer, origin: layerOrigin, depth: depth + 1)
            }
        }
        if let matrix = effects.colorMatrix {
            ColorFilter.apply(matrix, to: layer.pixels, stride: layer.width, width: box.width, height: box.height)
        }
        // A container's blur and shadow, in its own space: the transform scales them.
        let t = base[index].transform
        let spread = scale * abs(t.a * t.d - t.b * t.c).squareRoot()
        if effects.blur > 0 {
            LayerBlur.blur(layer.pixels, stride: layer.width, width: box.width, height: box.height, sigma: effects.blur * spread)
        }
        if let shadow = effects.shadow, shadow.opacity > 0, shadow.color.alpha > 0 {
            LayerBlur.castShadow(layer.pixels, stride: layer.width, width: box.width, height: box.height,
                                 color: shadow.color.opacity(shadow.opacity), sigma: shadow.radius * spread,
                                 dx: Int(saturatingRound: shadow.x * scale), dy: Int(saturatingRound: shadow.y * scale))
        }
        // The box alone, as an image of its own: outside it pixman samples transparency.
        guard let handle = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(box.width), Int32(box.height), layer.pixels,
                                                    Int32(layer.width * 4)) else { return }
        let source = PixmanImage(handle: handle, keepAlive: layer)
        guard let projection else {
            pixman_image_composite32(Self.operation(effects.blendMode), source.handle, nil, canvas.image.handle, 0, 0, 0, 0,
                                     Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
            return
        }
        // Layer pixels → target pixels; pixman samples the other way.
        let shown = projection.concatenating(after: Projection(Transform2D.translation(Double(box.x), Double(box.y))))
        // **Our rule:** a layer a corner of which turns behind the viewer (W ≤ 0) is not drawn.
        guard let bounds = shown.apply(Rect(x: 0, y: 0, width: Double(box.width), height: Double(box.height))),
              let inverse = shown.inverted else { return }
        let dx0 = max(visible.x0, Int(saturatingFloor: bounds.x)), dy0 = max(visible.y0, Int(saturatingFloor: bounds.y))
        let dx1 = min(visible.x1, Int(saturatingCeil: bounds.maxX)), dy1 = min(visible.y1, Int(saturatingCeil: bounds.maxY))
        guard dx1 > dx0, dy1 > dy0 else { return }
        // pixman samples the source at the map of (destination − (dx0, dy0)): the map takes
        // pixels of the region from its own corner, so its entries stay small (from the
        // canvas's corner, a translation of hundreds of pixels overflows 16.16 once scaled).
        let region = Rect(x: 0, y: 0, width: Double(dx1 - dx0 + 1), height: Double(dy1 - dy0 + 1))
        let fromRegion = inverse.concatenating(after: Projection(Transform2D.translation(Double(dx0), Double(dy0))))
        guard var t = pixman_transform_t.projective(fromRegion, over: region) else { return }
        pixman_image_set_transform(source.handle, &t)
        pixman_image_set_filter(source.handle, PIXMAN_FILTER_BILINEAR, nil, 0)
        // Only the projected box's quadrilateral is drawn (pixman's triangles as the mask):
        // near the line a projection sends to infinity, pixman's fixed-point sampling can land
        // back inside the source and paint a stray row of it.
        let corners = [Point(0, 0), Point(Double(box.width), 0), Point(Double(box.width), Double(box.height)),
                       Point(0, Double(box.height))].compactMap(shown.apply)
        guard corners.count == 4 else { return }
        func fixed(_ p: Point) -> pixman_point_fixed_t {
            pixman_point_fixed_t(x: pixman_fixed_t(clamping: Int(wideSaturatingRound: p.x * 65536)),
                                 y: pixman_fixed_t(clamping: Int(wideSaturatingRound: p.y * 65536)))
        }
        var triangles = [pixman_triangle_t(p1: fixed(corners[0]), p2: fixed(corners[1]), p3: fixed(corners[2])),
                         pixman_triangle_t(p1: fixed(corners[0]), p2: fixed(corners[2]), p3: fixed(corners[3]))]
        // The region sampled is the whole of what may be drawn.
        var clipRegion = pixman_region32_t()
        pixman_region32_init_rect(&clipRegion, Int32(dx0), Int32(dy0), UInt32(dx1 - dx0), UInt32(dy1 - dy0))
        defer { pixman_region32_fini(&clipRegion) }
        pixman_image_set_clip_region32(canvas.image.handle, &clipRegion)
        defer { pixman_image_set_clip_region32(canvas.image.handle, nil) }
        pixman_composite_triangles(Self.operation(effects.blendMode), source.handle, canvas.image.handle, PIXMAN_a8,
                                   Int32(-dx0), Int32(-dy0), 0, 0, 2, &triangles)
    }

    /// pixman's operator for a blend mode: its PDF separable and non-separable modes, its
    /// Porter-Duff operators; `plusLighter` is its saturating ADD. `plusDarker` has none
    /// (max(0, 1 − ((1 − D) + (1 − S)))): drawn over, said where the modifier is read.
    static func operation(_ mode: BlendMode) -> pixman_op_t {
        switch mode {
        case .normal, .plusDarker: return PIXMAN_OP_OVER
        case .multiply: return PIXMAN_OP_MULTIPLY
        case .screen: return PIXMAN_OP_SCREEN
        case .overlay: return PIXMAN_OP_OVERLAY
        case .darken: return PIXMAN_OP_DARKEN
        case .lighten: return PIXMAN_OP_LIGHTEN
        case .colorDodge: return PIXMAN_OP_COLOR_DODGE
        case .colorBurn: return PIXMAN_OP_COLOR_BURN
        case .softLight: return PIXMAN_OP_SOFT_LIGHT
        case .hardLight: return PIXMAN_OP_HARD_LIGHT
        case .difference: return PIXMAN_OP_DIFFERENCE
        case .exclusion: return PIXMAN_OP_EXCLUSION
        case .hue: return PIXMAN_OP_HSL_HUE
        case .saturation: return PIXMAN_OP_HSL_SATURATION
        case .color: return PIXMAN_OP_HSL_COLOR
        case .luminosity: return PIXMAN_OP_HSL_LUMINOSITY
        case .sourceAtop: return PIXMAN_OP_ATOP
        case .destinationOver: return PIXMAN_OP_OVER_REVERSE
        case .destinationOut: return PIXMAN_OP_OUT_REVERSE
        case .plusLighter: return PIXMAN_OP_ADD
        }
    }

    /// The points of the canvas a subtree draws into (its nodes' frames through their
    /// transforms), grown by what may spill over them: a glyph's overhang (a quarter of the
    /// font's size, **our bound**), blur (3σ) and shadow (3σ and its offset).
    static func drawnBounds(_ base: UnsafePointer<PresentedNode>, _ subtree: Range<Int>) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in subtree {
            let p = base[i]
            let r = p.transform.apply(p.frame)
            var pad = 3 * p.blur + (p.node.font.map { $0.size / 4 } ?? 1)
            // A path's stroke, and what it draws past its frame.
            if let drawn = p.path {
                let b = drawn.items.isEmpty ? drawn.path.controlBounds
                    : drawn.items.reduce(Rect?.none) { r, item in
                        let c = item.path.controlBounds
                        guard let r else { return c }
                        let x0 = min(r.x, c.x), y0 = min(r.y, c.y)
                        return Rect(x: x0, y: y0, width: max(r.maxX, c.maxX) - x0, height: max(r.maxY, c.maxY) - y0)
                    } ?? p.frame
                var width = 0.0
                if case .stroke(let style) = drawn.paint { width = style.lineWidth }
                for item in drawn.items {
                    if case .stroke(let style) = item.paint { width = max(width, style.lineWidth) }
                    width = max(width, item.spill / 2)
                }
                let outside = max(0, p.frame.x - b.x, p.frame.y - b.y, b.maxX - p.frame.maxX, b.maxY - p.frame.maxY)
                pad += outside + width * 2
            }
            if let s = p.shadow { pad += 3 * s.radius + max(abs(s.x), abs(s.y)) }
            // The transform scales what spills over too.
            pad *= max(1, (abs(p.transform.a * p.transform.d - p.transform.b * p.transform.c)).squareRoot())
            minX = min(minX, r.x - pad); minY = min(minY, r.y - pad)
            maxX = max(maxX, r.maxX + pad); maxY = max(maxY, r.maxY + pad)
        }
        guard minX < maxX, minY < maxY, minX.isFinite, maxY.isFinite else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension pixman_transform_t {
    /// A projective map in pixman's 16.16 fixed point for the destination pixels of `region`.
    /// A homography is the same map at any scale: pixman keeps each homogeneous coordinate of
    /// a pixel in 16.16 too, so the map is scaled until the largest of them over the region is
    /// 2¹³ (far from overflow, and small perspective terms keep their precision). Nil when
    /// an entry is not finite.
    static func projective(_ m: Projection, over region: Rect) -> pixman_transform_t? {
        let entries = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
        guard entries.allSatisfy(\.isFinite) else { return nil }
        var largest = 0.0
        for x in [region.x, region.maxX] {
            for y in [region.y, region.maxY] {
                largest = max(largest, abs(m.m11 * x + m.m12 * y + m.m13), abs(m.m21 * x + m.m22 * y + m.m23),
                              abs(m.m31 * x + m.m32 * y + m.m33))
            }
        }
        guard largest > 0, largest.isFinite else { return nil }
        let k = 8192 / largest
        func f(_ v: Double) -> pixman_fixed_t { pixman_fixed_t(clamping: Int(wideSaturatingRound: v * k * 65536)) }
        var t = pixman_transform_t()
        t.matrix.0 = (f(m.m11), f(m.m12), f(m.m13))
        t.matrix.1 = (f(m.m21), f(m.m22), f(m.m23))
        t.matrix.2 = (f(m.m31), f(m.m32), f(m.m33))
        return t
    }
}

/// A colour matrix applied to premultiplied pixels in place.
///
/// On a straight colour c the matrix gives M·c + o; a premultiplied pixel holds α·c, so it
/// becomes M·(α·c) + α·o (the matrix is linear), each component clamped to 0…α; alpha is kept.
enum ColorFilter {
    static func apply(_ matrix: ColorMatrix, to pixels: UnsafeMutablePointer<UInt32>, stride: Int, width: Int, height: Int) {
        let r = matrix.rows.map { $0.map(Float.init) }
        let (m00, m01, m02, o0) = (r[0][0], r[0][1], r[0][2], r[0][3] * 255)
        let (m10, m11, m12, o1) = (r[1][0], r[1][1], r[1][2], r[1][3] * 255)
        let (m20, m21, m22, o2) = (r[2][0], r[2][1], r[2][2], r[2][3] * 255)
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row[x]
                let a = p >> 24
                guard a > 0 else { continue }
                let alpha = Float(a), unit = alpha / 255
                let pr = Float((p >> 16) & 0xFF), pg = Float((p >> 8) & 0xFF), pb = Float(p & 0xFF)
                func c(_ v: Float) -> UInt32 { UInt32(min(alpha, max(0, v)) + 0.5) }
                let nr = c(m00 * pr + m01 * pg + m02 * pb + o0 * unit)
                let ng = c(m10 * pr + m11 * pg + m12 * pb + o1 * unit)
                let nb = c(m20 * pr + m21 * pg + m22 * pb + o2 * unit)
                row[x] = a << 24 | nr << 16 | ng << 8 | nb
            }
        }
    }
}
