/// A part of a `Layout` in one pass: its children as items, the axis of the stack it stands
/// in (which way a spacer grows), and the sizes it took for the proposals it was offered.
final class LayoutItem {
    let layout: Layout
    let children: [LayoutItem]
    /// Whether the nearest stack around it (through modifiers) is horizontal; nil outside a stack.
    let axis: Axis?
    /// The sizes it chose for the proposals it was offered in this pass, in the order asked:
    /// the first four held in place (a stack's probes at nothing and at everything, its
    /// share, and a second stack's offer), any more in an array. A pass asks this of every
    /// item; an array of its own for each cost a relayout of 2,000 texts more than their
    /// measuring, and a struct of them was copied out at every question.
    private var first = (Size.zero, Size.zero), second = (Size.zero, Size.zero)
    private var third = (Size.zero, Size.zero), fourth = (Size.zero, Size.zero)
    private var more: [(Size, Size)] = []
    private(set) var measuredCount = 0
    /// A stack's children's sizes for the proposal it last divided its length for.
    var distributed: (proposal: Size, sizes: [Size])?
    /// Whether its size depends only on the width offered: a text or glyph node, a stack of
    /// such items (a stack offers each child the height it was offered, or a share of it,
    /// and takes their sizes), a spacer along an HStack, and the modifiers that lay out as
    /// their child (padding, priority, a background) around one.
    /// One measure then serves every height (a VStack offers each row of texts several).
    let ignoresHeight: Bool
    /// Whether an `.alignmentGuide` stands on it or on what it wraps (through the modifiers
    /// `LayoutEngine.explicitGuide` looks through): a stack of children with none aligns them
    /// by its plain fraction rule without asking each.
    let hasGuide: Bool

    enum Axis { case horizontal, vertical }

    private func measure(_ i: Int) -> (Size, Size) {
        switch i {
        case 0: return first
        case 1: return second
        case 2: return third
        case 3: return fourth
        default: return more[i - 4]
        }
    }

    /// The size it chose for proposal `p` in this pass, if it was offered `p`.
    func size(for p: Size) -> Size? {
        for i in 0..<measuredCount where measure(i).0 == p { return measure(i).1 }
        return nil
    }

    /// The latest proposal for which it chose `size`.
    func proposal(choosing size: Size) -> Size? {
        for i in stride(from: measuredCount - 1, through: 0, by: -1) where measure(i).1 == size { return measure(i).0 }
        return nil
    }

    /// Notes that offered `p`, it chose `s`.
    func remember(_ p: Size, chose s: Size) {
        switch measuredCount {
        case 0: first = (p, s)
        case 1: second = (p, s)
        case 2: third = (p, s)
        case 3: fourth = (p, s)
        default: more.append((p, s))
        }
        measuredCount += 1
    }

    init(_ layout: Layout, axis: Axis?) {
        self.layout = layout
        self.axis = axis
        switch layout {
        case .node, .inscribed, .divider, .spacer, .spacerOf, .textLines: children = []
        case .hstack(_, _, let cs, _): children = cs.map { LayoutItem($0, axis: .horizontal) }
        case .vstack(_, _, let cs, _): children = cs.map { LayoutItem($0, axis: .vertical) }
        case .zstack(_, let cs, _): children = cs.map { LayoutItem($0, axis: nil) }
        case .padding(_, let c), .frame(_, _, let c), .flexibleFrame(_, _, _, _, _, let c), .priority(_, let c),
             .fixedSize(_, _, let c), .aspectRatio(_, _, let c), .wrapped(let c, _), .ignoresSafeArea(_, let c), .guide(_, _, _, let c),
             .reporting(_, let c):
            children = [LayoutItem(c, axis: axis)]
        case .dynamic(let build): children = [LayoutItem(build(), axis: axis)]
        case .overlay(let a, let b, _): children = [LayoutItem(a, axis: axis), LayoutItem(b, axis: nil)]
        case .position(_, _, let c), .scroll(_, let c, _): children = [LayoutItem(c, axis: nil)]
        case .firstFitting(_, _, let cs, _): children = cs.map { LayoutItem($0, axis: axis) }
        case .custom(_, let cs, _): children = cs.map { LayoutItem($0, axis: nil) }
        }
        switch layout {
        case .node(let n): ignoresHeight = n.kind == .text || n.kind == .glyph
        case .hstack, .vstack, .zstack: ignoresHeight = !children.isEmpty && children.allSatisfy(\.ignoresHeight)
        case .padding, .dynamic, .priority, .wrapped, .reporting, .overlay, .ignoresSafeArea, .guide: ignoresHeight = children[0].ignoresHeight
        case .spacer, .spacerOf: ignoresHeight = axis == .horizontal
        default: ignoresHeight = false
        }
        switch layout {
        case .guide: hasGuide = true
        case .dynamic, .priority, .wrapped, .overlay, .ignoresSafeArea, .reporting, .padding: hasGuide = children[0].hasGuide
        default: hasGuide = false
        }
    }
}

/// A text's lines at one width offered it, under a line limit, and its widest line's width.
struct WrappedText {
    let width: Double
    let limit: Int?
    let lines: [String]
    let widest: Double
}

/// A text's width on one line, its font's line metrics, and whether wrapping cannot change
/// that one line (no line break, no space at either end).
struct MeasuredLine {
    let width: Double
    let line: LineMetrics
    let oneLine: Bool
}
