import Dispatch
import Foundation
import Scene
import Typography

/// What one line of text records, worked out by one function for every text the renderer
/// records: ahead of the frame across threads (top-level views, reading the caches only),
/// and while recording (every line, making what the caches lack).
///
/// Each line has a slot in one table (`Renderer.textSlots`): the first line of the node at
/// presentation index i is slot i, further lines of wrapped texts the slots after the last
/// node, in recording order. Frames repeat the same texts at the same places, so most lookups
/// compare one slot instead of hashing.
extension Renderer {
    /// A line's recording, worked out.
    struct TextRecord {
        enum Outcome: UInt8 {
            /// Worked out ahead without what it needs: worked out again while recording.
            case missing
            /// Nothing (transparent, collapsed or without ink).
            case nothing
            /// The nearest baked sub-pixel variant at a whole-pixel position.
            case blit
            /// A scale without rotation: sampled bilinearly.
            case scaled
            /// An affine placement other than a move or a scale: `level` placed by `placement`
            /// in `ink`, through pixman (only while recording).
            case transformed
            /// A colour glyph: `level` placed by `placement`, its colours faded by `opacity`,
            /// any ink of its own in `ink` (only while recording).
            case colored
        }
        var outcome: Outcome
        /// Whether the line's slot was used (and its entry is to be marked drawn).
        var slotted = false
        var coverage: GlyphCoverage? = nil
        var x = 0, y = 0
        var sx = 0.0, sy = 0.0, tx = 0.0, ty = 0.0
        var color: UInt32 = 0
        var level: Unmanaged<GlyphCache.Level>? = nil
        var placement = Transform2D.identity
        var ink = Color.clear
        var opacity = 0.0
    }

    /// A line worked out ahead, kept to what such a line can be (tens of thousands are written
    /// a frame, so the fields only recording fills stay out).
    struct AheadRecord {
        var outcome: TextRecord.Outcome
        var slotted: Bool
        var coverage: GlyphCoverage?
        var x: Int, y: Int
        var sx: Double, sy: Double, tx: Double, ty: Double
        var color: UInt32

        init(_ r: TextRecord) {
            outcome = r.outcome; slotted = r.slotted; coverage = r.coverage; x = r.x; y = r.y
            sx = r.sx; sy = r.sy; tx = r.tx; ty = r.ty; color = r.color
        }

        var record: TextRecord {
            TextRecord(outcome: outcome, slotted: slotted, coverage: coverage, x: x, y: y, sx: sx, sy: sy, tx: tx, ty: ty,
                       color: color)
        }
    }

    /// Nodes from which working out ahead runs across threads (fewer are worked out
    /// while recording, by the same function: the threads would cost more than they save).
    static var viewsAcrossThreads: Int { 2048 }

    /// Works out, for each of the `count` nodes at `base` (the frame's, outside masked
    /// subtrees) that is a one-line text without shadow, what its line records, into
    /// `records` (others: `.missing`).
    func workOutAhead(_ base: UnsafePointer<PresentedNode>, count: Int, into records: UnsafeMutablePointer<AheadRecord>) {
        guard threads > 1, count >= Self.viewsAcrossThreads else {
            for i in 0..<count { records[i] = AheadRecord(TextRecord(outcome: .missing)) }
            return
        }
        let slices = threads * 4
        DispatchQueue.concurrentPerform(iterations: slices) { s in
            for i in (count * s / slices)..<(count * (s + 1) / slices) {
                records[i] = AheadRecord(aheadRecord(base + i, index: i))
            }
        }
    }

    /// The record of node `i` at `p` if it is a one-line text without shadow.
    private func aheadRecord(_ p: UnsafePointer<PresentedNode>, index i: Int) -> TextRecord {
        unowned(unsafe) let node = p.pointee.node
        guard node.kind == .glyph || node.kind == .text, p.pointee.shadow == nil, let font = node.font, node.lines.count <= 1, p.pointee.effectiveOpacity > 0 else {
            return TextRecord(outcome: .missing)
        }
        guard let device = deviceTransform(p, origin: .zero) else { return TextRecord(outcome: .missing) }
        let text = node.lines.isEmpty ? node.text : node.lines[0]
        let record = textRecord(text, font: font, box: Point(p.pointee.frame.x, p.pointee.frame.y), p: p,
                                device: device, color: node.color, slot: i, making: false)
        switch record.outcome {
        case .transformed, .colored: return TextRecord(outcome: .missing)
        case .missing, .nothing, .blit, .scaled: return record
        }
    }

    /// What one line of `text` in `font`, its layout box's top-left at `box` (points), records
    /// for the node at `p` in `color` through `device`, from slot `slot`. Without `making`,
    /// `.missing` when that needs the caches changed.
    func textRecord(_ text: String, font: FontSpec, box: Point, p: UnsafePointer<PresentedNode>, device: Transform2D,
                    color: Color, slot i: Int, making: Bool) -> TextRecord {
        guard !text.isEmpty else { return TextRecord(outcome: .nothing) }
        let sigma = p.pointee.blur * scale
        let index = GlyphCache.levelIndex(sigma: sigma)
        if !textSlots.matches(i, text: text, font: font) {
            guard making else { return TextRecord(outcome: .missing) }
            textSlots.set(i, text: text, font: font, entry: glyphs.entry(text, font: font))
        }
        let slot = textSlots[i]
        if slot.pointee.levelIndex != index {
            guard making else { return TextRecord(outcome: .missing) }
            slot.pointee.level = glyphs.level(in: slot.pointee.entry, sigma: sigma).map { Unmanaged.passUnretained($0) }
            slot.pointee.levelIndex = index
        }
        guard let unmanaged = slot.pointee.level else { return TextRecord(outcome: .nothing, slotted: true) }
        let opacity = p.pointee.effectiveOpacity
        return withBorrowed(unmanaged) { level in
            // An emoji keeps its own colours, faded with the view.
            guard level.colored == nil else {
                return TextRecord(outcome: .colored, slotted: true, level: unmanaged,
                                  placement: placement(level.bitmap, box: box, device: device),
                                  ink: color.opacity(opacity), opacity: opacity)
            }
            var record = inkRecord(level, unmanaged, box: box, device: device, color: color.opacity(opacity), making: making)
            record.slotted = record.outcome != .missing
            return record
        }
    }

    /// What `level`'s coverage (a colour glyph's too: its whole ink) records in `color`, its
    /// origin relative to `box` (points), through `device`. Without `making`, `.missing` when
    /// that needs the sub-pixel variant made.
    func inkRecord(_ level: GlyphCache.Level, _ unmanaged: Unmanaged<GlyphCache.Level>, box: Point, device: Transform2D,
                   color: Color, making: Bool) -> TextRecord {
        guard color.alpha > 0.0005 else { return TextRecord(outcome: .nothing) }
        // (The origin read alone: holding the bitmap here would retain it.)
        let m = placement(originX: level.bitmap.originX, originY: level.bitmap.originY, box: box, device: device)
        let word = Premultiplied.word(color)
        if m.b == 0 && m.c == 0 && abs(m.a - 1) < 1e-9 && abs(m.d - 1) < 1e-9 {
            let n = level.phases
            let qx = Self.floor(m.tx * Double(n) + 0.5), qy = Self.floor(m.ty * Double(n) + 0.5)
            let x = qx >= 0 ? qx / n : -((-qx + n - 1) / n), y = qy >= 0 ? qy / n : -((-qy + n - 1) / n)
            let coverage: GlyphCoverage
            if let baked = level.bakedCoverage(qx - x * n, qy - y * n) {
                coverage = baked
            } else {
                guard making else { return TextRecord(outcome: .missing) }
                coverage = level.coverage(qx - x * n, qy - y * n)
            }
            return TextRecord(outcome: .blit, coverage: coverage, x: x, y: y, color: word)
        }
        if m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0 {
            return TextRecord(outcome: .scaled, coverage: level.coverage(0, 0), sx: m.a, sy: m.d, tx: m.tx, ty: m.ty,
                              color: word)
        }
        return TextRecord(outcome: .transformed, level: unmanaged, placement: m, ink: color)
    }
}
