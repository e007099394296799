import Foundation
import Scene

/// Core Graphics' `equalTo(_:)` of a size, point or rectangle, and `CGRect`'s methods: `insetBy(dx:dy:)`, `offsetBy(dx:dy:)`,
/// `contains(_:)` (a point or a rectangle), `intersects(_:)`, `union(_:)`, `intersection(_:)`,
/// as Apple documents them: a rectangle of negative size is taken standardized first; an
/// inset past the middle, or the intersection of rectangles apart, is the null rectangle
/// (at infinity, of no size). Checked against Foundation's on the same snippets.
enum RectMethods {
    static func method(_ base: Value, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        guard case .tuple(_, let labels) = base else { return nil }
        if name == "equalTo" {
            // `size.equalTo(.zero)`: CGSize's, CGPoint's and CGRect's equality.
            let type = labels == ["width", "height"] ? "CGSize" : labels == ["x", "y"] ? "CGPoint" : "CGRect"
            return .bool(try ev.equal(base, try args.required(nil, hint: type), at: at))
        }
        guard labels == ["x", "y", "width", "height"] else { return nil }
        guard isMethod(name) else { return nil }
        let r = standardized(try ev.rect(base, at: at))
        func value(_ q: Rect) -> Value { PathValues.rectValue(q) }
        switch name {
        case "insetBy", "offsetBy":
            let dx = try args.requiredDouble("dx"), dy = try args.requiredDouble("dy")
            if name == "offsetBy" { return value(Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height)) }
            let w = r.width - 2 * dx, h = r.height - 2 * dy
            guard w >= 0, h >= 0 else { return value(null) }
            return value(Rect(x: r.x + dx, y: r.y + dy, width: w, height: h))
        case "contains":
            let other = try args.required(nil)
            if case .tuple(_, let l) = other, l == ["x", "y"] {
                let p = try ev.point(other, at: at)
                // Apple: a point on the maximum edges is outside.
                return .bool(p.x >= r.x && p.x < r.maxX && p.y >= r.y && p.y < r.maxY)
            }
            let q = standardized(try ev.rect(other, at: at))
            return .bool(q.x >= r.x && q.y >= r.y && q.maxX <= r.maxX && q.maxY <= r.maxY)
        default:
            let q = standardized(try ev.rect(args.required(nil), at: at))
            let ix = max(r.x, q.x), iy = max(r.y, q.y), ax = min(r.maxX, q.maxX), ay = min(r.maxY, q.maxY)
            switch name {
            // Rectangles that share only an edge intersect (their intersection has no area but
            // is not null), as Foundation's do.
            case "intersects": return .bool(ix <= ax && iy <= ay)
            case "intersection":
                guard ix <= ax, iy <= ay else { return value(null) }
                return value(Rect(x: ix, y: iy, width: ax - ix, height: ay - iy))
            default:
                let ux = min(r.x, q.x), uy = min(r.y, q.y)
                return value(Rect(x: ux, y: uy, width: max(r.maxX, q.maxX) - ux, height: max(r.maxY, q.maxY) - uy))
            }
        }
    }

    static func isMethod(_ name: String) -> Bool {
        name == "insetBy" || name == "offsetBy" || name == "contains" || name == "intersects" || name == "union" || name == "intersection"
    }

    /// `CGRect.null`: at infinity, of no size.
    static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    private static func standardized(_ r: Rect) -> Rect {
        Rect(x: min(r.x, r.x + r.width), y: min(r.y, r.y + r.height), width: abs(r.width), height: abs(r.height))
    }
}
