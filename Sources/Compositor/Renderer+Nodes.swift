import Scene
import Typography

/// The frame's main loop: every presented node recorded in order, a masked one with its
/// subtree through a layer (`Renderer+Masks`), one with a 3D turn or colour filters likewise
/// (`Renderer+Effects`).
///
/// Nodes are read in place from the presentation's buffer: a frame of thousands of nodes
/// would otherwise copy each one, retaining and releasing what it holds.
extension Renderer {
    /// Records the nodes at `indices` of `base` (a presentation's, indexed as there) for
    /// `canvas`, whose pixel (0, 0) is the frame's pixel `origin`; `ahead`, outside masked
    /// subtrees, holds what their lines record as worked out ahead.
    func recordNodes(_ base: UnsafePointer<PresentedNode>, _ indices: Range<Int>, into canvas: Canvas, origin: Point,
                     depth: Int = 0, ahead: UnsafeMutablePointer<AheadRecord>? = nil) {
        var i = indices.lowerBound
        while i < indices.upperBound {
            if base[i].hasFill, fillPass == .none, base[i].node.kind == .group, let gradient = base[i].fill {
                // A group filled with a gradient: its subtree's coverage takes the gradient's colours.
                let end = min(indices.upperBound, i + 1 + base[i].descendants)
                recordGradientFilled(base + i, index: i, gradient: gradient, into: canvas, origin: origin, subtree: i..<end)
                i = end
                continue
            }
            if let effects = base[i].effects {
                let end = min(indices.upperBound, i + 1 + base[i].descendants)
                recordEffected(base, i..<end, effects: effects, into: canvas, origin: origin, depth: depth)
                i = end
                continue
            }
            guard let mask = base[i].mask else {
                if let ahead, ahead[i].outcome != .missing, !base[i].hasFill {
                    recordAhead(ahead[i].record, slot: i)
                } else {
                    record(base + i, index: i, into: canvas, origin: origin)
                }
                i += 1
                continue
            }
            let end = min(indices.upperBound, i + 1 + base[i].descendants)
            recordMasked(base, i..<end, mask: mask, into: canvas, origin: origin, depth: depth)
            i = end
        }
    }

    /// Records a line worked out ahead (its caches held what it needed).
    private func recordAhead(_ record: TextRecord, slot i: Int) {
        if record.slotted { glyphs.touch(textSlots[i].pointee.entry) }
        recordLine(record)
    }

    /// The device transform of the node at `p` for a canvas whose pixel (0, 0) is the frame's
    /// pixel `origin`; nil when it collapses the node (a scale of 0 draws nothing) or cannot be
    /// drawn (not finite, or far off the canvas).
    @inline(__always) func deviceTransform(_ p: UnsafePointer<PresentedNode>, origin: Point) -> Transform2D? {
        var device = Transform2D.scale(scale, scale, about: .zero).concatenating(after: p.pointee.transform)
        if origin.x != 0 || origin.y != 0 { device = Transform2D.translation(-origin.x, -origin.y).concatenating(after: device) }
        // `Transform2D.inverted`'s test; then a transform or frame that is not finite or lies
        // far off every canvas (a file's 1e300, NaN) is not drawn (`EngineLimits`).
        guard !(abs(device.a * device.d - device.b * device.c) < 1e-12),
              EngineLimits.drawable(device, p.pointee.frame) else { return nil }
        return device
    }

    /// Records the node at presentation index `index`, read in place at `p`, for the target canvas,
    /// whose pixel (0, 0) is the frame's pixel `origin`.
    func record(_ p: UnsafePointer<PresentedNode>, index: Int, into canvas: Canvas, origin: Point) {
        guard p.pointee.effectiveOpacity > 0, let device = deviceTransform(p, origin: origin) else { return }
        if fillPass == .none, let gradient = p.pointee.fill {
            return recordGradientFilled(p, index: index, gradient: gradient, into: canvas, origin: origin)
        }
        unowned(unsafe) let node = p.pointee.node
        switch node.kind {
        case .glyph, .text:
            guard let font = node.font else { return }
            // (Counted apart from reading a line: holding the array across the call retains it.)
            let lineCount = node.lines.count
            if node.strikethrough || node.underline { recordTextLines(p.pointee, font: font, device: device, canvas: canvas) }
            if lineCount <= 1 && node.lineAlignment == 0 {
                recordText(lineCount == 0 ? node.text : node.lines[0], font: font,
                           box: Point(p.pointee.frame.x, p.pointee.frame.y), p: p, device: device, slot: index)
                return
            }
            let spacing = glyphs.fonts.lineMetrics(font).lineSpacing
            let alignment = node.lineAlignment
            for (i, line) in (lineCount == 0 ? [node.text] : node.lines).enumerated() where !line.isEmpty {
                let slot = i == 0 ? index : nextLineSlot
                if i > 0 { nextLineSlot += 1 }
                // `multilineTextAlignment`: each line its share of the room left in the frame.
                let x = alignment == 0 ? 0 : (p.pointee.frame.width - glyphs.fonts.advance(of: line, font: font)) * alignment
                recordText(line, font: font, box: Point(p.pointee.frame.x + x, p.pointee.frame.y + Double(i) * spacing), p: p,
                           device: device, slot: slot)
            }
        case .rect where device.b != 0 || device.c != 0, .card where device.b != 0 || device.c != 0,
             .circle where device.b != 0 || device.c != 0:
            recordTurnedShape(p.pointee, device: device, canvas: canvas)
        case .path:
            if let presented = p.pointee.path {
                if presented.items.isEmpty {
                    recordPath(presented.path, paint: presented.paint, p: p.pointee, device: device, canvas: canvas)
                }
                for item in presented.items {
                    if !item.layer.isEmpty { recordCanvasLayer(item, p: p.pointee, device: device, canvas: canvas); continue }
                    recordPath(item.path, paint: item.paint, p: p.pointee, device: device, canvas: canvas, color: item.color, blur: item.blur)
                }
            }
        case .rect, .card:
            recordShape(.rect(cornerRadius: node.cornerRadius * scale), p: p.pointee, device: device)
        case .circle:
            recordShape(.ellipse, p: p.pointee, device: device)
        case .button:
            recordShape(.rect(cornerRadius: node.cornerRadius * scale), p: p.pointee, device: device)
            if let font = node.font {
                let w = glyphs.fonts.advance(of: node.text, font: font)
                let h = glyphs.fonts.lineMetrics(font).height
                let box = Point(p.pointee.frame.x + (p.pointee.frame.width - w) / 2,
                                p.pointee.frame.y + (p.pointee.frame.height - h) / 2)
                recordText(node.text, font: font, box: box, p: p, device: device, slot: index, color: node.borderColor)
            }
        case .image:
            recordImage(p.pointee, device: device)
        case .group:
            break
        }
    }
}

extension Renderer {
    /// A text's strikethrough and underline: a bar across each line's ink advance, drawn under
    /// the glyphs through the text's own transform. **Our rule** for the metrics, the stand-in
    /// fonts' own (Noto Sans and Noto Sans CJK: `OS/2` strikeout 0.322–0.325 em over the
    /// baseline, `post` underline 0.100–0.125 em under it, both 0.05 em thick): the strike's top
    /// 0.32 em over the baseline, the underline's 0.1 em under it, 0.05 em thick.
    func recordTextLines(_ p: PresentedNode, font: FontSpec, device: Transform2D, canvas: Canvas) {
        let node = p.node
        let metrics = glyphs.fonts.lineMetrics(font)
        let size = font.size, thickness = max(0.05 * size, 0.5)
        let lines = node.lines.isEmpty ? [node.text] : node.lines
        var strike = ShapePath(), under = ShapePath()
        for (i, line) in lines.enumerated() where !line.isEmpty {
            let advance = glyphs.fonts.advance(of: line, font: font)
            let x = p.frame.x + (p.frame.width - advance) * node.lineAlignment
            let baseline = p.frame.y + Double(i) * metrics.lineSpacing + metrics.ascent
            if node.strikethrough { strike.addRect(Rect(x: x, y: baseline - 0.32 * size, width: advance, height: thickness)) }
            if node.underline { under.addRect(Rect(x: x, y: baseline + 0.1 * size, width: advance, height: thickness)) }
        }
        if node.strikethrough { recordPath(strike, paint: .fill(evenOdd: false), p: p, device: device, canvas: canvas, color: node.strikethroughColor ?? node.color) }
        if node.underline { recordPath(under, paint: .fill(evenOdd: false), p: p, device: device, canvas: canvas, color: node.underlineColor ?? node.color) }
    }
}
