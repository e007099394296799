import Motion
import Scene

/// The values of the UIKit subset: colours, fonts, rects, points and animation values.
extension Playground {
    /// `UIColor.systemBlue` and the like: the light-appearance system colours SwiftUI's `.blue` … are.
    static func systemColor(_ name: String) -> Color? {
        guard name.hasPrefix("system"), let first = name.dropFirst(6).first else { return nil }
        return Builtins.namedColor(first.lowercased() + name.dropFirst(7))
    }

    static func numbers(_ v: Value, _ ev: Evaluator, at: Int) throws -> [Double] {
        try ev.elements(of: v, at: at).map { try ev.number($0, at: at) }
    }

    static func color(_ v: Value, _ ev: Evaluator, at: Int) throws -> Color {
        guard case .color(let c) = v else { throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected type 'CGColor'", at: at) }
        return c
    }

    static func optionalColor(_ v: Value, _ ev: Evaluator, at: Int) throws -> Color? {
        if case .nil = v { return nil }
        // UIKit's colour of the name: its fixed palette (`.red` is 1, 0, 0), else a system colour.
        if case .enumCase("", let n, _) = v, let c = ev.systemColor(n) ?? systemColor(n) { return c }
        return try color(v, ev, at: at)
    }

    static func font(_ v: Value, at: Int) throws -> FontSpec {
        guard case .font(let f) = v else { throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected type 'UIFont'", at: at) }
        return f.spec
    }

    static func rect(_ v: Value, _ ev: Evaluator, at: Int) throws -> Rect {
        if case .enumCase("", "zero", let payload) = v, payload.isEmpty { return .zero }
        guard case .tuple(let items, let labels) = v, labels == ["x", "y", "width", "height"] else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected type 'CGRect'", at: at)
        }
        return Rect(x: try ev.number(items[0], at: at), y: try ev.number(items[1], at: at),
                    width: try ev.number(items[2], at: at), height: try ev.number(items[3], at: at))
    }

    static func point(_ v: Value, _ ev: Evaluator, at: Int) throws -> Point {
        // `.zero` where the type is a CGPoint.
        if case .enumCase("", "zero", let payload) = v, payload.isEmpty { return Point(0, 0) }
        guard case .tuple(let items, let labels) = v, labels == ["x", "y"] else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected type 'CGPoint'", at: at)
        }
        return Point(try ev.number(items[0], at: at), try ev.number(items[1], at: at))
    }

    static func unitPoint(_ v: Value, _ ev: Evaluator, at: Int) throws -> UnitPoint {
        let p = try point(v, ev, at: at)
        return UnitPoint(p.x, p.y)
    }

    static func value(_ r: Rect) -> Value {
        .tuple([.double(r.x), .double(r.y), .double(r.width), .double(r.height)], labels: ["x", "y", "width", "height"])
    }

    /// A `fromValue`/`toValue` as the numbers Motion's models animate: locations as numbers,
    /// colours as r, g, b, a each, a point as x, y; nil for nil (the value below is used).
    static func animationValue(_ v: Value, _ ev: Evaluator, at: Int) throws -> [Double]? {
        switch v {
        case .nil: return nil
        // A path (`UIBezierPath(…).cgPath`) as the numbers a shape layer's path animates by.
        case .object(let p as PathObject): return p.path.coordinates
        case .object(let b as BezierPathObject): return b.path.coordinates
        // A transform (`NSValue(caTransform3D:)`) as its parts, which move straight between two.
        case .tuple(_, let labels) where labels == CATransform3DValues.labels:
            let m = try CATransform3DValues.required(v, "an animation's value", ev, at: at)
            guard let parts = Transform3DParts(m) else {
                throw RuntimeError(message: "a transform that flattens the layer (a scale of 0) is not animated here", at: at)
            }
            return parts.vector
        // A rectangle (`bounds`) as x, y, width, height.
        case .tuple(_, let labels) where labels == ["x", "y", "width", "height"]:
            let r = try rect(v, ev, at: at)
            return [r.x, r.y, r.width, r.height]
        // A size (`shadowOffset`) as width, height.
        case .tuple(_, let labels) where labels == ["width", "height"]:
            let s = try ev.size(v, at: at)
            return [s.width, s.height]
        case .tuple: return try [point(v, ev, at: at)].flatMap { [$0.x, $0.y] }
        // A colour (`foregroundColor`, `backgroundColor`) as r, g, b, a.
        case .color(let c): return CAGradientLayer.value([c])
        case .array(let items):
            if items.contains(where: { if case .color = $0 { return true }; return false }) {
                return CAGradientLayer.value(try items.map { try color($0, ev, at: at) })
            }
            return try numbers(v, ev, at: at)
        default: return [try ev.number(v, at: at)]
        }
    }
}
