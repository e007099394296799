import Foundation
import Scene
import Typography

/// Text: a line's coverage from the glyph cache at the view's blur, with its shadow, placed by
/// the view's transform; a move alone is a blit of the nearest baked sub-pixel variant.
///
/// The stress of a frame is thousands of one-character views: everything here reads in place
/// and borrows what the cache keeps alive, so a glyph costs no reference counting.
extension Renderer {
    /// Records one line of `text` from slot `slot` (see `TextRecord`) with its layout box's
    /// top-left at `box` (points), for the presented node at `p`; `color` overrides the node's.
    func recordText(_ text: String, font: FontSpec, box: Point, p: UnsafePointer<PresentedNode>, device: Transform2D,
                    slot: Int, color: Color? = nil) {
        let color = color ?? p.pointee.node.color
        let record = textRecord(text, font: font, box: box, p: p, device: device, color: color, slot: slot, making: true)
        guard record.slotted else { return }
        let entry = textSlots[slot].pointee.entry
        glyphs.touch(entry)
        // The shadow is the view's own alpha, blurred (σ = radius; a blurred view's shadow is
        // blurred by both, and Gaussians add in quadrature), tinted and moved by (x, y).
        // (A gradient-filled text's shadow is recorded on its own, below its coverage layer.)
        if fillPass == .none || fillPass == .shadow, let shadow = p.pointee.shadow, shadow.opacity > 0, shadow.color.alpha > 0,
           let level = glyphs.level(in: entry, sigma: hypot(shadow.radius, p.pointee.blur) * scale) {
            let moved = Transform2D.translation(shadow.x * scale, shadow.y * scale).concatenating(after: device)
            let tint = shadow.color.opacity(shadow.opacity * p.pointee.effectiveOpacity * color.alpha)
            recordLine(inkRecord(level, Unmanaged.passUnretained(level), box: box, device: moved, color: tint, making: true))
        }
        if fillPass != .shadow { recordLine(record) }
    }

    /// Records a line as worked out.
    func recordLine(_ record: TextRecord) {
        // A gradient-filled text's colour glyphs are drawn in their own colours, after the fill.
        if fillPass == .colorGlyphs, record.outcome != .colored { return }
        switch record.outcome {
        case .missing, .nothing: break
        case .blit:
            guard let coverage = record.coverage else { return }
            withList { $0.blit(coverage, x: record.x, y: record.y, color: record.color) }
        case .scaled:
            guard let coverage = record.coverage else { return }
            withList { $0.blitScaled(coverage, sx: record.sx, sy: record.sy, tx: record.tx, ty: record.ty, color: record.color) }
        case .transformed:
            guard let unmanaged = record.level else { return }
            withBorrowed(unmanaged) { compositeTransformed($0.bitmap, keeping: $0, transform: record.placement, color: record.ink) }
        case .colored:
            guard let unmanaged = record.level else { return }
            withBorrowed(unmanaged) { level in
                guard let colored = level.colored else { return }
                // Other ink than the emoji's own takes the text's colour (or, filled, the gradient's).
                if fillPass != .coverage { compositeColor(colored, transform: record.placement, opacity: record.opacity) }
                if fillPass != .colorGlyphs, let tint = colored.tint {
                    compositeTransformed(tint, keeping: level, transform: record.placement, color: record.ink)
                }
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
}
