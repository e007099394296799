/// The edges of a view's frame (`ignoresSafeArea`'s).
public struct LayoutEdges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = LayoutEdges(rawValue: 1), leading = LayoutEdges(rawValue: 2)
    public static let bottom = LayoutEdges(rawValue: 4), trailing = LayoutEdges(rawValue: 8)
    public static let all: LayoutEdges = [.top, .leading, .bottom, .trailing]
}

extension LayoutEngine {
    /// `rect` grown to the screen's edge on each of `edges` where it meets the safe area's
    /// edge (within half a point), as SwiftUI extends a view that ignores the safe area.
    func reachingPastSafeArea(_ rect: Rect, _ edges: LayoutEdges) -> Rect {
        guard let (screen, safe) = safeArea else { return rect }
        var minX = rect.x, minY = rect.y, maxX = rect.x + rect.width, maxY = rect.y + rect.height
        if edges.contains(.top), abs(minY - safe.y) <= 0.5 { minY = min(minY, screen.y) }
        if edges.contains(.bottom), abs(maxY - (safe.y + safe.height)) <= 0.5 { maxY = max(maxY, screen.y + screen.height) }
        if edges.contains(.leading), abs(minX - safe.x) <= 0.5 { minX = min(minX, screen.x) }
        if edges.contains(.trailing), abs(maxX - (safe.x + safe.width)) <= 0.5 { maxX = max(maxX, screen.x + screen.width) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Scene {
    /// The canvas less its unsafe edges.
    public var safeRect: Rect {
        Rect(x: safeArea.leading, y: safeArea.top, width: max(0, size.width - safeArea.leading - safeArea.trailing),
             height: max(0, size.height - safeArea.top - safeArea.bottom))
    }
}
