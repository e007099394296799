import Dispatch
import Foundation
import Scene
import Typography

/// Top-level one-line text views without shadow (a stress frame is tens of thousands of
/// them): what each records is worked out from a slot per presentation index, and, with
/// threads to spare, for all of them at once across threads before they are recorded in order.
///
/// Working out reads the caches and never changes them: a view whose slot, level or sub-pixel
/// variant is not there yet is worked out again on the recording thread, which makes it.
extension Renderer {
    /// What a view records, worked out ahead.
    struct GlyphView {
        enum Outcome: UInt8 {
            /// Not a one-line text view without shadow: drawn as any node.
            case general
            /// Worked out ahead without what it needs: worked out again while recording.
            case missing
            /// Nothing (transparent, collapsed or without ink).
            case nothing
            case blit
            case scaled
        }
        var outcome: Outcome
        /// Whether the view's slot was used (and its entry is to be marked drawn).
        var slotted = false
        var coverage: GlyphCoverage? = nil
        var x = 0, y = 0
        var sx = 0.0, sy = 0.0, tx = 0.0, ty = 0.0
        var color: UInt32 = 0
    }

    /// Room for the views of a frame, kept from frame to frame.
    final class GlyphViewBuffer {
        private(set) var views: UnsafeMutablePointer<GlyphView> = .allocate(capacity: 1)
        private var capacity = 1
        deinit { views.deallocate() }

        /// Room for `count` views (their contents undefined until written).
        func reserve(_ count: Int) -> UnsafeMutablePointer<GlyphView> {
            if count > capacity {
                views.deallocate()
                capacity = max(count, capacity * 2)
                views = .allocate(capacity: capacity)
            }
            return views
        }
    }

    /// Views from which working out ahead runs across threads.
    static var viewsAcrossThreads: Int { 2048 }

    /// Works out, for each of `count` top-level nodes at `base`, what it records, into `views`
    /// (across threads when there are many).
    func workOutGlyphViews(_ base: UnsafePointer<PresentedNode>, count: Int, into views: UnsafeMutablePointer<GlyphView>) {
        guard threads > 1, count >= Self.viewsAcrossThreads else {
            for i in 0..<count { views[i] = GlyphView(outcome: .missing) }
            return
        }
        let slices = threads * 4
        DispatchQueue.concurrentPerform(iterations: slices) { s in
            for i in (count * s / slices)..<(count * (s + 1) / slices) {
                views[i] = glyphView(base + i, index: i, making: false)
            }
        }
    }

    /// Records the top-level node `i` at `p`, as worked out in `view`.
    func record(_ view: GlyphView, _ p: UnsafePointer<PresentedNode>, index i: Int, into canvas: Canvas) {
        var view = view
        if view.outcome == .missing { view = glyphView(p, index: i, making: true) }
        if view.slotted { glyphs.touch(viewSlots[i].pointee.entry) }
        switch view.outcome {
        case .general, .missing: draw(p, into: canvas, origin: .zero)
        case .nothing: break
        case .blit:
            guard let coverage = view.coverage else { return }
            withList { $0.blit(coverage, x: view.x, y: view.y, color: view.color) }
        case .scaled:
            guard let coverage = view.coverage else { return }
            withList { $0.blitScaled(coverage, sx: view.sx, sy: view.sy, tx: view.tx, ty: view.ty, color: view.color) }
        }
    }

    /// What the top-level node `i` at `p` records if it is a one-line text view without shadow,
    /// as `draw` would record it; without `making`, `.missing` when that needs the caches changed.
    private func glyphView(_ p: UnsafePointer<PresentedNode>, index i: Int, making: Bool) -> GlyphView {
        unowned(unsafe) let node = p.pointee.node
        guard node.kind == .glyph || node.kind == .text, p.pointee.shadow == nil, let font = node.font else {
            return GlyphView(outcome: .general)
        }
        let lineCount = node.lines.count
        guard lineCount <= 1 else { return GlyphView(outcome: .general) }
        // As `draw`: a transparent view or a collapsed transform records nothing.
        guard p.pointee.effectiveOpacity > 0 else { return GlyphView(outcome: .nothing) }
        let device = Transform2D.scale(scale, scale, about: .zero).concatenating(after: p.pointee.transform)
        guard !(abs(device.a * device.d - device.b * device.c) < 1e-12) else { return GlyphView(outcome: .nothing) }
        let text = lineCount == 0 ? node.text : node.lines[0]
        guard !text.isEmpty else { return GlyphView(outcome: .nothing) }
        let sigma = p.pointee.blur * scale
        let index = GlyphCache.levelIndex(sigma: sigma)
        if !viewSlots.matches(i, text: text, font: font) {
            guard making else { return GlyphView(outcome: .missing) }
            viewSlots.set(i, text: text, font: font, entry: glyphs.entry(text, font: font))
        }
        let slot = viewSlots[i]
        if slot.pointee.levelIndex != index {
            guard making else { return GlyphView(outcome: .missing) }
            slot.pointee.level = glyphs.level(in: slot.pointee.entry, sigma: sigma).map { Unmanaged.passUnretained($0) }
            slot.pointee.levelIndex = index
        }
        guard let level = slot.pointee.level else { return GlyphView(outcome: .nothing, slotted: true) }
        let color = node.color.opacity(p.pointee.effectiveOpacity)
        return level._withUnsafeGuaranteedRef { level in
            // An emoji's colours, and any affine placement other than a move or a scale, as any node.
            guard level.colored == nil else { return GlyphView(outcome: .general) }
            guard color.alpha > 0.0005 else { return GlyphView(outcome: .nothing, slotted: true) }
            let box = Point(p.pointee.frame.x, p.pointee.frame.y)
            let m = placement(level.bitmap, box: box, device: device)
            let word = Self.premultiplied(color)
            if m.b == 0 && m.c == 0 && abs(m.a - 1) < 1e-9 && abs(m.d - 1) < 1e-9 {
                let n = level.phases
                let qx = Self.floor(m.tx * Double(n) + 0.5), qy = Self.floor(m.ty * Double(n) + 0.5)
                let x = qx >= 0 ? qx / n : -((-qx + n - 1) / n), y = qy >= 0 ? qy / n : -((-qy + n - 1) / n)
                let coverage: GlyphCoverage
                if let baked = level.bakedCoverage(qx - x * n, qy - y * n) {
                    coverage = baked
                } else {
                    guard making else { return GlyphView(outcome: .missing) }
                    coverage = level.coverage(qx - x * n, qy - y * n)
                }
                return GlyphView(outcome: .blit, slotted: true, coverage: coverage, x: x, y: y, color: word)
            }
            if m.b == 0 && m.c == 0 && m.a > 0 && m.d > 0 {
                return GlyphView(outcome: .scaled, slotted: true, coverage: level.coverage(0, 0),
                                 sx: m.a, sy: m.d, tx: m.tx, ty: m.ty, color: word)
            }
            return GlyphView(outcome: .general)
        }
    }
}
