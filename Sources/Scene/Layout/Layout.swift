/// Edge insets, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// `.padding()`: 16 points on every side.
    public static let standard = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    public static func all(_ n: Double) -> EdgeInsets { EdgeInsets(top: n, leading: n, bottom: n, trailing: n) }
}

/// Horizontal alignment of a VStack's children.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// The view tree's layout: stacks, padding and frames around nodes, as SwiftUI lays them out.
public indirect enum Layout {
    /// A drawn node, sized by its content (text) or by the proposal (shapes, images).
    case node(Node)
    /// Children left to right; `container`, when given, takes the stack's frame.
    case hstack(spacing: Double, children: [Layout], container: Node?)
    /// Children top to bottom.
    case vstack(alignment: HorizontalAlignment, spacing: Double, children: [Layout], container: Node?)
    /// Children on top of each other, centred.
    case zstack(children: [Layout], container: Node?)
    case padding(EdgeInsets, Layout)
    /// A fixed width and/or height (nil: the child's own), the child centred in it.
    case frame(width: (() -> Double)?, height: (() -> Double)?, Layout)
    /// Flexible space along a stack's axis.
    case spacer
    /// A part rebuilt from state on every layout pass, as `ForEach` over changing data.
    case dynamic(() -> Layout)
    /// `.background`/`.overlay`: the first child sizes the whole; the second is offered that
    /// size and aligned in it (which one draws on top is the node tree's order).
    case overlay(Layout, Layout, alignment: UnitPoint)
    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)` and an aligned fixed frame:
    /// the frame takes the offer clamped to its bounds (a fixed size when min = max), the child
    /// is aligned in it.
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?,
                       alignment: UnitPoint, Layout)
    /// `.position(x:y:)`: takes the whole offer and puts the child's centre at (x, y) in it.
    case position(x: Double, y: Double, Layout)
    /// A text drawn as a glyph node per character (a text of styled runs, a text renderer's
    /// slices), in lines as a text node's (`Layout+TextLines`); `container` takes its frame.
    case textLines(glyphs: [Node], container: Node)

    /// SwiftUI's default spacing between stacked views.
    public static let defaultSpacing = 8.0
}

/// Computes sizes and places nodes' frames.
public struct LayoutEngine {
    public let metrics: FontMetrics
    /// Natural sizes of image assets; without them an image takes the whole proposal.
    public let images: ImageMetrics?
    /// Whether lines wider than their proposal wrap (the user's text; see `rows`).
    public var wrapsLongLines: Bool
    public init(metrics: FontMetrics, images: ImageMetrics? = nil, wrapsLongLines: Bool = false) {
        self.metrics = metrics
        self.images = images
        self.wrapsLongLines = wrapsLongLines
    }

    /// The size `layout` takes when offered `proposed`.
    public func size(of layout: Layout, proposed: Size) -> Size {
        switch layout {
        case .node(let node): return intrinsicSize(of: node, proposed: proposed)
        case .hstack(let spacing, let children, _):
            if let rows = rows(children, spacing: spacing, width: proposed.width) {
                return size(ofRows: rows, spacing: spacing)
            }
            var width = 0.0, height = 0.0, count = 0
            var hasSpacer = false
            for child in children {
                if case .spacer = child { hasSpacer = true; count += 1; continue }
                let s = size(of: child, proposed: proposed)
                width += s.width; height = max(height, s.height); count += 1
            }
            width += spacing * Double(max(0, count - 1))
            if hasSpacer { width = max(width, proposed.width) }
            return Size(width, height)
        case .vstack(_, let spacing, let children, _):
            var width = 0.0, height = 0.0, count = 0
            for child in children {
                if case .spacer = child { count += 1; continue }
                let s = size(of: child, proposed: proposed)
                height += s.height; width = max(width, s.width); count += 1
            }
            height += spacing * Double(max(0, count - 1))
            return Size(width, height)
        case .zstack(let children, _):
            var out = Size.zero
            for child in children {
                let s = size(of: child, proposed: proposed)
                out = Size(max(out.width, s.width), max(out.height, s.height))
            }
            return out
        case .padding(let e, let child):
            let inner = size(of: child, proposed: Size(max(0, proposed.width - e.leading - e.trailing),
                                                       max(0, proposed.height - e.top - e.bottom)))
            return Size(inner.width + e.leading + e.trailing, inner.height + e.top + e.bottom)
        case .frame(let w, let h, let child):
            let fixedW = w?(), fixedH = h?()
            let inner = size(of: child, proposed: Size(fixedW ?? proposed.width, fixedH ?? proposed.height))
            return Size(fixedW ?? inner.width, fixedH ?? inner.height)
        case .spacer:
            return .zero
        case .dynamic(let build):
            return size(of: build(), proposed: proposed)
        case .overlay(let primary, _, _):
            return size(of: primary, proposed: proposed)
        case .flexibleFrame(let minW, let maxW, let minH, let maxH, _, let child):
            return flexibleSize(minW, maxW, minH, maxH, child, proposed: proposed)
        case .position:
            return Size(proposed.width.isFinite ? proposed.width : 0, proposed.height.isFinite ? proposed.height : 0)
        case .textLines(let glyphs, _):
            return textLines(glyphs, width: proposed.width).size
        }
    }

    /// SwiftUI's flexible frame: each side takes the offer clamped to [min, max]; a side with
    /// neither bound takes the child's size.
    private func flexibleSize(_ minW: Double?, _ maxW: Double?, _ minH: Double?, _ maxH: Double?, _ child: Layout,
                              proposed: Size) -> Size {
        func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double { min(max(v, lo ?? -.infinity), hi ?? .infinity) }
        let offer = Size(clamp(proposed.width, minW, maxW), clamp(proposed.height, minH, maxH))
        let inner = size(of: child, proposed: Size(offer.width.isFinite ? offer.width : proposed.width,
                                                   offer.height.isFinite ? offer.height : proposed.height))
        func side(_ offered: Double, _ childSize: Double, _ lo: Double?, _ hi: Double?) -> Double {
            if lo == nil && hi == nil { return childSize }
            // With only a maximum, the frame hugs a smaller child unless the maximum is infinite.
            let wanted = hi == .infinity || lo != nil ? offered : min(childSize, offered)
            let v = clamp(max(wanted, childSize < (lo ?? 0) ? (lo ?? 0) : wanted), lo, hi)
            return v.isFinite ? v : childSize
        }
        return Size(side(proposed.width, inner.width, minW, maxW), side(proposed.height, inner.height, minH, maxH))
    }

    /// Where a child of `size` stands in `rect` under `alignment`.
    private func aligned(_ size: Size, in rect: Rect, _ alignment: UnitPoint) -> Rect {
        Rect(x: rect.x + (rect.width - size.width) * alignment.x, y: rect.y + (rect.height - size.height) * alignment.y,
             width: size.width, height: size.height)
    }

    /// Places `layout` in `rect`, calling `assign` with each node's frame.
    public func place(_ layout: Layout, in rect: Rect, assign: (Node, Rect) -> Void) {
        switch layout {
        case .node(let node):
            if node.kind == .text, node.wrapWidth != nil { node.wrapWidth = rect.width; wrap(node) }
            else if wrapsLongLines, node.kind == .text, let font = node.font {
                node.lines = wraps(node, width: rect.width) ? wrappedLines(node.text, font: font, width: rect.width) : []
            }
            assign(node, rect)
        case .hstack(let spacing, let children, let container):
            if let container { assign(container, rect) }
            if let rows = rows(children, spacing: spacing, width: rect.width) {
                return place(rows: rows, spacing: spacing, in: rect, assign: assign)
            }
            var x = rect.x
            let fixed = children.reduce(0.0) { total, c in
                if case .spacer = c { return total }
                return total + size(of: c, proposed: rect.size).width
            }
            let spacers = children.filter { if case .spacer = $0 { return true }; return false }.count
            let gaps = spacing * Double(max(0, children.count - 1))
            let spacerWidth = spacers > 0 ? max(0, rect.width - fixed - gaps) / Double(spacers) : 0
            for child in children {
                if case .spacer = child { x += spacerWidth + spacing; continue }
                let s = size(of: child, proposed: rect.size)
                place(child, in: Rect(x: x, y: rect.y + (rect.height - s.height) / 2, width: s.width, height: s.height),
                      assign: assign)
                x += s.width + spacing
            }
        case .vstack(let alignment, let spacing, let children, let container):
            if let container { assign(container, rect) }
            var y = rect.y
            for child in children {
                if case .spacer = child { y += spacing; continue }
                let s = size(of: child, proposed: rect.size)
                let x: Double
                switch alignment {
                case .leading: x = rect.x
                case .center: x = rect.x + (rect.width - s.width) / 2
                case .trailing: x = rect.maxX - s.width
                }
                place(child, in: Rect(x: x, y: y, width: s.width, height: s.height), assign: assign)
                y += s.height + spacing
            }
        case .zstack(let children, let container):
            if let container { assign(container, rect) }
            for child in children {
                let s = size(of: child, proposed: rect.size)
                place(child, in: Rect(x: rect.x + (rect.width - s.width) / 2, y: rect.y + (rect.height - s.height) / 2,
                                      width: s.width, height: s.height), assign: assign)
            }
        case .padding(let e, let child):
            place(child, in: Rect(x: rect.x + e.leading, y: rect.y + e.top,
                                  width: max(0, rect.width - e.leading - e.trailing),
                                  height: max(0, rect.height - e.top - e.bottom)), assign: assign)
        case .frame(_, _, let child):
            let s = size(of: child, proposed: rect.size)
            place(child, in: Rect(x: rect.x + (rect.width - s.width) / 2, y: rect.y + (rect.height - s.height) / 2,
                                  width: s.width, height: s.height), assign: assign)
        case .spacer:
            break
        case .dynamic(let build):
            place(build(), in: rect, assign: assign)
        case .overlay(let primary, let secondary, let alignment):
            place(primary, in: rect, assign: assign)
            let s = size(of: secondary, proposed: rect.size)
            place(secondary, in: aligned(s, in: rect, alignment), assign: assign)
        case .flexibleFrame(_, _, _, _, let alignment, let child):
            let s = size(of: child, proposed: rect.size)
            place(child, in: aligned(s, in: rect, alignment), assign: assign)
        case .position(let x, let y, let child):
            let s = size(of: child, proposed: rect.size)
            place(child, in: Rect(x: rect.x + x - s.width / 2, y: rect.y + y - s.height / 2, width: s.width, height: s.height),
                  assign: assign)
        case .textLines(let glyphs, let container):
            assign(container, rect)
            placeTextLines(glyphs, container: container, in: rect, assign: assign)
        }
    }

    private func intrinsicSize(of node: Node, proposed: Size) -> Size {
        switch node.kind {
        case .glyph, .text:
            guard let font = node.font else { return .zero }
            let line = metrics.lineMetrics(font)
            if wraps(node, width: proposed.width) {
                let lines = wrappedLines(node.text, font: font, width: proposed.width)
                let width = lines.map { metrics.advance(of: $0, font: font) }.max() ?? 0
                return Size(min(width, proposed.width), textHeight(lines: lines.count, line: line))
            }
            return Size(metrics.advance(of: node.text, font: font), line.height)
        case .button:
            guard let font = node.font else { return .zero }
            // A bordered button: 12 pt of horizontal and 7 pt of vertical padding around the label.
            return Size(metrics.advance(of: node.text, font: font) + 24, metrics.lineMetrics(font).height + 14)
        case .image:
            // `resizable().scaledToFit()`: the largest size of the image's own shape inside the proposal.
            guard let name = node.imageName, let natural = images?.size(ofImage: name),
                  natural.width > 0, natural.height > 0 else { return proposed }
            // The limiting side takes the proposal exactly (no rounding noise on it).
            if proposed.width / natural.width <= proposed.height / natural.height {
                return Size(proposed.width, natural.height * proposed.width / natural.width)
            }
            return Size(natural.width * proposed.height / natural.height, proposed.height)
        case .rect, .circle, .card, .group, .path:
            return proposed
        }
    }

    private func textHeight(lines: Int, line: LineMetrics) -> Double {
        lines == 0 ? 0 : Double(lines - 1) * line.lineSpacing + line.height
    }

    private func wrap(_ node: Node) {
        guard let font = node.font, let width = node.wrapWidth else { return }
        node.lines = wrappedLines(node.text, font: font, width: width)
    }

    /// A text's lines at `width` (`lineRanges`, measured as one kerned run per line).
    public func wrappedLines(_ text: String, font: FontSpec, width: Double) -> [String] {
        let chars = Array(text)
        // A range of characters as a slice of the string (a copy of its bytes), not a string
        // built character by character: a paragraph is measured once a word.
        var bounds = Array(text.indices)
        bounds.append(text.endIndex)
        func line(_ r: Range<Int>) -> String { String(text[bounds[r.lowerBound]..<bounds[r.upperBound]]) }
        return lineRanges(chars, width: width) { metrics.advance(of: line($0), font: font) }.map(line)
    }
}
