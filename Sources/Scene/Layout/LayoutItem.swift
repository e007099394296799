/// A part of a `Layout` in one pass: its children as items, the axis of the stack it stands
/// in (which way a spacer grows), and the sizes it took for the proposals it was offered.
final class LayoutItem {
    let layout: Layout
    let children: [LayoutItem]
    /// Whether the nearest stack around it (through modifiers) is horizontal; nil outside a stack.
    let axis: Axis?
    var measured: [(Size, Size)] = []
    /// A text or glyph node, whose size depends only on the width offered.
    let isText: Bool

    enum Axis { case horizontal, vertical }

    init(_ layout: Layout, axis: Axis?) {
        self.layout = layout
        self.axis = axis
        if case .node(let n) = layout, n.kind == .text || n.kind == .glyph { isText = true } else { isText = false }
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
    }
}
