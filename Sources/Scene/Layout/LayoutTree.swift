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
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
    /// Where a child stands in the free width: 0 at the leading edge, 1 at the trailing.
    public var fraction: Double {
        switch self { case .leading: return 0; case .center: return 0.5; case .trailing: return 1 }
    }
}

/// Vertical alignment of an HStack's children.
public enum VerticalAlignment: Sendable {
    case top, center, bottom
    /// The children's first (last) text baselines on one line; a view with no text has its
    /// baseline at its bottom.
    case firstTextBaseline, lastTextBaseline
    /// Where a child stands in the free height: 0 at the top, 1 at the bottom (a baseline
    /// alignment places by baselines instead).
    public var fraction: Double {
        switch self {
        case .top: return 0
        case .center: return 0.5
        case .bottom, .firstTextBaseline, .lastTextBaseline: return 1
        }
    }
}

/// The view tree's layout: stacks, padding and frames around nodes, as SwiftUI lays them out.
/// Only the cases that hold one layout in another are boxed: a node or a stack (whose
/// children are an array already) is held in place, so a tree of 2,000 texts is not 2,000
/// allocations more on every pass.
public enum Layout {
    /// A drawn node, sized by its content (text) or by the proposal (shapes, images).
    case node(Node)
    /// A node drawn in the centred square of the space it takes (a `Circle`): it takes the
    /// whole proposal, as a shape does.
    case inscribed(Node)
    /// `Divider`: a 1 pt line across its stack's axis (a vertical line in an HStack, else a
    /// horizontal one), as long as it is offered.
    case divider(Node)
    /// Children left to right, aligned vertically; `container`, when given, takes the stack's frame.
    case hstack(alignment: VerticalAlignment = .center, spacing: Double, children: [Layout], container: Node?)
    /// Children top to bottom.
    case vstack(alignment: HorizontalAlignment, spacing: Double, children: [Layout], container: Node?)
    /// Children on top of each other, aligned in the stack (centred by default).
    case zstack(alignment: UnitPoint = .center, children: [Layout], container: Node?)
    indirect case padding(EdgeInsets, Layout)
    /// A modifier's own node around the child (an effect that needs a group of its own, a
    /// background's): it takes the child's frame; the child lays out as if it were not there
    /// (a spacer in it still grows along its stack, its layout priority still counts).
    indirect case wrapped(Layout, container: Node)
    /// A fixed width and/or height (nil: the child's own), the child centred in it.
    indirect case frame(width: (() -> Double)?, height: (() -> Double)?, Layout)
    /// `Spacer()`: flexible space along a stack's axis (on both axes outside a stack), at
    /// least the default spacing long.
    case spacer
    /// `Spacer(minLength:)`.
    case spacerOf(minLength: Double)
    /// A part rebuilt from state on every layout pass, as `ForEach` over changing data.
    case dynamic(() -> Layout)
    /// `.background`/`.overlay`: the first child sizes the whole; the second is offered that
    /// size and aligned in it (which one draws on top is the node tree's order).
    indirect case overlay(Layout, Layout, alignment: UnitPoint)
    /// `.frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)` and an aligned fixed frame:
    /// the frame takes the offer clamped to its bounds (a fixed size when min = max), the child
    /// is aligned in it.
    indirect case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?,
                       alignment: UnitPoint, Layout)
    /// `.position(x:y:)`: takes the whole offer and puts the child's centre at (x, y) in it.
    indirect case position(x: Double, y: Double, Layout)
    /// A text drawn as a glyph node per character (a text of styled runs, a text renderer's
    /// slices), in lines as a text node's (`Layout+TextLines`); `container` takes its frame.
    case textLines(glyphs: [Node], container: Node)
    /// `.layoutPriority(_:)`: a stack offers its space to higher priorities first.
    indirect case priority(Double, Layout)
    /// `.fixedSize(horizontal:vertical:)`: on those axes the child takes its ideal size
    /// whatever it is offered.
    indirect case fixedSize(horizontal: Bool, vertical: Bool, Layout)
    /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: the child is offered
    /// the largest size of that width-to-height ratio inside the offer (`fill`: the smallest
    /// around it); nil takes the child's own ratio (an image's natural size).
    indirect case aspectRatio(Double?, fill: Bool, Layout)
    /// `.ignoresSafeArea(_:)`: laid out as its child, then placed reaching past the safe area
    /// to the screen's edge on each of `edges` where its frame meets the safe area's edge.
    indirect case ignoresSafeArea(edges: LayoutEdges, Layout)
    /// `ScrollView`: takes the space offered; its content is offered no length along the axes
    /// it scrolls (its ideal length there), placed less the scroll offset, and `container`
    /// (which clips it) takes the scroll view's frame (`Layout+Scroll`).
    indirect case scroll(ScrollGeometry, Layout, container: Node)
    /// `ViewThatFits`: the first child whose ideal size fits the offer on the axes given, else
    /// the last, laid out as it is; the others are placed in no space (`Layout+Fitting`).
    case firstFitting(horizontal: Bool, vertical: Bool, [Layout], container: Node?)
    /// `.alignmentGuide(_:computeValue:)`: laid out as its child; a stack aligning its views by
    /// the guide `name` on that axis reads the value `value` gives for the child's size (nil:
    /// the guide's default) (`Layout+Guides`).
    indirect case guide(horizontal: Bool, name: String, (Size) -> Double?, Layout)
    /// A file's own `Layout` over its children (`Layout+Custom`); `container` takes its frame.
    indirect case custom(CustomLayout, [Layout], container: Node?)
    /// Laid out as its child; `placed` is told the rect the child is placed in (where a view
    /// stands as a whole, its frames and padding included, for whoever scrolls to it).
    indirect case reporting((Rect) -> Void, Layout)

    /// SwiftUI's default spacing between stacked views.
    public static let defaultSpacing = 8.0
}
