/// Frames around a view: fixed and flexible frames, `aspectRatio`, `fixedSize`, spacers'
/// least lengths.
extension LayoutEngine {
    /// What `.aspectRatio` offers its child (Apple, `aspectRatio(_:contentMode:)`): the offer's
    /// largest size of the ratio inside it when fitting, its smallest around it when filling.
    /// A ratio that is not a positive finite number leaves the offer as it is.
    func aspectProposal(_ child: LayoutItem, _ p: Size, _ ratio: Double?, fill: Bool) -> Size {
        let r = ratio ?? ownRatio(child)
        guard r.isFinite, r > 0 else { return p }
        let wider = p.width / p.height > r
        if wider != fill { return Size(p.height * r, p.height) }
        return Size(p.width, p.width / r)
    }

    /// A child's own width-to-height ratio: an image's natural size's, else its ideal size's
    /// (offered unlimited space); 1 for a view that would take all of it (a shape's ideal
    /// size is square).
    func ownRatio(_ item: LayoutItem) -> Double {
        switch item.layout {
        case .node(let node) where node.kind == .image:
            if let name = node.imageName, let natural = images?.size(ofImage: name), natural.height > 0 {
                return natural.width / natural.height
            }
        case .dynamic, .priority, .wrapped, .ignoresSafeArea: return ownRatio(item.children[0])
        default: break
        }
        let ideal = measure(item, Size(.infinity, .infinity))
        guard ideal.width.isFinite, ideal.height.isFinite, ideal.height > 0 else { return 1 }
        return ideal.width / ideal.height
    }

    /// A fixed frame's side: nil when not given, or when negative or not finite (SwiftUI
    /// ignores such a side, with a runtime warning).
    static func fixed(_ side: (() -> Double)?) -> Double? {
        guard let v = side?(), v.isFinite, v >= 0 else { return nil }
        return v
    }

    /// A spacer's least length along its axis: its `minLength`, else the default spacing.
    static func spacerMinimum(_ layout: Layout) -> Double? {
        switch layout {
        case .spacer: return Layout.defaultSpacing
        case .spacerOf(let n): return n.isFinite ? max(0, n) : n == .infinity ? n : 0
        default: return nil
        }
    }

    /// The size `item` takes on the axes it is fixed on: its ideal size there (what it takes
    /// offered unlimited space; our rule for a view that would take all of it, a shape or a
    /// colour: 10 pt, SwiftUI's ideal size of a shape), the offer on the others.
    func idealSize(_ item: LayoutItem, _ p: Size, horizontal: Bool, vertical: Bool) -> Size {
        let s = measure(item, Size(horizontal ? .infinity : p.width, vertical ? .infinity : p.height))
        return Size(horizontal && !s.width.isFinite ? 10 : s.width, vertical && !s.height.isFinite ? 10 : s.height)
    }

    /// What a flexible frame offers its child: the offer clamped to the bounds.
    /// An offer that leaves the size open stays open (SwiftUI's flexible frame passes a `nil`
    /// proposal on).
    static func flexibleProposal(_ p: Size, _ minW: Double?, _ maxW: Double?, _ minH: Double?, _ maxH: Double?) -> Size {
        func side(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double { v == Layout.unspecified ? v : clamp(v, lo, hi) }
        return Size(side(p.width, minW, maxW), side(p.height, minH, maxH))
    }

    static func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var out = v
        if let lo, !lo.isNaN { out = max(out, lo) }
        if let hi, !hi.isNaN { out = min(out, hi) }
        return out
    }

    /// A flexible frame's side (Apple, `frame(minWidth:idealWidth:maxWidth:…)`): with no bound
    /// the child's size; with both, the offer clamped to them; with a minimum, the child's
    /// size, at least the minimum, and no more than the offer when the child is larger; with a
    /// maximum, the offer when it is larger than the child, no more than the maximum.
    static func flexibleSide(_ offered: Double, _ child: Double, _ lo: Double?, _ hi: Double?) -> Double {
        let lo = lo.flatMap { $0.isNaN ? nil : $0 }, hi = hi.flatMap { $0.isNaN ? nil : $0 }
        // Offered no size, the frame is its child's, within its bounds.
        if offered == Layout.unspecified { return clamp(child, lo, hi) }
        var out = child
        if let lo { out = max(lo, min(out, offered)) }
        if let hi { out = min(hi, max(out, offered)) }
        return out
    }
}
