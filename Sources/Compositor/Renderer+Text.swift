import Foundation
import Scene
import Typography

/// Text: a line's coverage from the glyph cache at the view's blur, with its shadow, placed by
/// the view's transform; a move alone is a blit of the nearest baked sub-pixel variant.
///
/// The stress of a frame is thousands of one-character views: everything here reads in place
/// and borrows what the cache keeps alive, so a glyph costs no reference counting.
extension Renderer {
    /// Records one line of `text` with its layout box's top-left at `box` (points), for the
    /// presented node at `p`; `color` overrides the node's.
    func drawText(_ text: String, font: FontSpec, box: Point, p: UnsafePointer<PresentedNode>, device: Transform2D,
                  color: Color? = nil) {
        guard !text.isEmpty else { return }
        let color = color ?? p.pointee.node.color
        let slot = glyphSlot(text, font: font)
        // The shadow is the view's own alpha, blurred (σ = radius; a blurred view's shadow is
        // blurred by both, and Gaussians add in quadrature), tinted and moved by (x, y).
        if let shadow = p.pointee.shadow, shadow.opacity > 0, shadow.color.alpha > 0,
           let level = glyphs.level(in: slot.pointee.entry, sigma: hypot(shadow.radius, p.pointee.blur) * scale) {
            let moved = Transform2D.translation(shadow.x * scale, shadow.y * scale).concatenating(after: device)
            composite(level, box: box, device: moved,
                      color: shadow.color.opacity(shadow.opacity * p.pointee.effectiveOpacity * color.alpha))
        }
        let sigma = p.pointee.blur * scale
        let index = GlyphCache.levelIndex(sigma: sigma)
        if slot.pointee.levelIndex != index {
            slot.pointee.level = glyphs.level(in: slot.pointee.entry, sigma: sigma).map { Unmanaged.passUnretained($0) }
            slot.pointee.levelIndex = index
        }
        guard let level = slot.pointee.level else { return }
        let opacity = p.pointee.effectiveOpacity
        level._withUnsafeGuaranteedRef { level in
            guard let colored = level.colored else {
                return composite(level, box: box, device: device, color: color.opacity(opacity))
            }
            // An emoji keeps its own colours, faded with the view; other ink takes the text's colour.
            let m = placement(level.bitmap, box: box, device: device)
            compositeColor(colored, transform: m, opacity: opacity)
            if let tint = colored.tint {
                compositeTransformed(tint, keeping: level, transform: m, color: color.opacity(opacity))
            }
        }
    }

    /// Where a bitmap's pixel (u, v) lands: point box + (origin + (u, v)) / scale, then device.
    func placement(_ b: GlyphBitmap, box: Point, device: Transform2D) -> Transform2D {
        placement(originX: b.originX, originY: b.originY, box: box, device: device)
    }

    /// `placement` of a bitmap whose origin is (originX, originY).
    func placement(originX: Double, originY: Double, box: Point, device: Transform2D) -> Transform2D {
        let place = Transform2D(a: 1 / scale, b: 0, c: 0, d: 1 / scale,
                                tx: box.x + originX / scale, ty: box.y + originY / scale)
        return device.concatenating(after: place)
    }

    /// The next slot in drawing order, made to hold `text` in `font`.
    private func glyphSlot(_ text: String, font: FontSpec) -> UnsafeMutablePointer<GlyphSlots.Slot> {
        let i = glyphIndex
        glyphIndex += 1
        if glyphSlots.matches(i, text: text, font: font) {
            glyphs.touch(glyphSlots[i].pointee.entry)
        } else {
            glyphSlots.set(i, text: text, font: font, entry: glyphs.entry(text, font: font))
        }
        return glyphSlots[i]
    }

    /// Records `color` through a coverage level whose origin is relative to `box` (points).
    private func composite(_ level: GlyphCache.Level, box: Point, device: Transform2D, color: Color) {
        guard color.alpha > 0.0005 else { return }
        // (The origin read alone: holding the bitmap here would retain it.)
        let m = placement(originX: level.bitmap.originX, originY: level.bitmap.originY, box: box, device: device)
        let word = Self.premultiplied(color)
        if m.b == 0 && m.c == 0 && abs(m.a - 1) < 1e-9 && abs(m.d - 1) < 1e-9 {
            // A move only: the nearest baked sub-pixel variant at a whole-pixel position.
            let n = level.phases
            let qx = Self.floor(m.tx * Double(n) + 0.5), qy = Self.floor(m.ty * Double(n) + 0.5)
            let x = qx >= 0 ? qx / n : -((-qx + n - 1) / n), y = qy >= 0 ? qy / n : -((-qy + n - 1) / n)
            let coverage = level.coverage(qx - x * n, qy - y * n)
            withList { $0.blit(coverage, x: x, y: y, color: word) }
        } else if m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0 {
            let coverage = level.coverage(0, 0)
            withList { $0.blitScaled(coverage, sx: m.a, sy: m.d, tx: m.tx, ty: m.ty, color: word) }
        } else {
            compositeTransformed(level.bitmap, keeping: level, transform: m, color: color)
        }
    }
}
