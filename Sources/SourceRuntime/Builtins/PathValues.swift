import Foundation
import Scene

/// SwiftUI's `Path`: a value (each mutating method gives the variable a new one), drawn as a
/// shape when it stands in a view builder or takes a modifier.
final class PathObject: RuntimeObject {
    let path: ShapePath
    init(_ path: ShapePath) { self.path = path }
    override var typeName: String { "Path" }
}

/// `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)` as a value.
final class StrokeStyleObject: RuntimeObject {
    let style: StrokeStyle
    init(_ style: StrokeStyle) { self.style = style }
    override var typeName: String { "StrokeStyle" }
}

/// `FillStyle(eoFill:antialiased:)` as a value.
final class FillStyleObject: RuntimeObject {
    let evenOdd: Bool
    init(evenOdd: Bool) { self.evenOdd = evenOdd }
    override var typeName: String { "FillStyle" }
}

/// `CGAffineTransform` as a value: its six numbers.
final class AffineTransformObject: RuntimeObject {
    let transform: Transform2D
    /// `CGAffineTransform`, or `CATransform3D` for a transform in the screen's plane.
    private let name: String
    init(_ transform: Transform2D, typeName: String = "CGAffineTransform") { self.transform = transform; name = typeName }
    override var typeName: String { name }
    /// A value, as Core Graphics' struct is: equal when its entries are.
    override func sameValue(_ other: RuntimeObject) -> Bool {
        (other as? AffineTransformObject).map { $0.transform == transform && $0.name == name } ?? false
    }

    /// Its entries `a`, `b`, `c`, `d`, `tx`, `ty` and `isIdentity`.
    func member(_ member: String) -> Value? {
        switch member {
        case "a": return .double(transform.a)
        case "b": return .double(transform.b)
        case "c": return .double(transform.c)
        case "d": return .double(transform.d)
        case "tx": return .double(transform.tx)
        case "ty": return .double(transform.ty)
        case "isIdentity": return .bool(transform == .identity)
        default: return nil
        }
    }
}

extension Evaluator {
    /// A `CGPoint` (a tuple `(x:, y:)`).
    func point(_ v: Value, at: Int) throws -> Point {
        if case .tuple(let items, _) = v, items.count == 2 { return Point(try number(items[0], at: at), try number(items[1], at: at)) }
        // `.zero` where a point is expected.
        if case .enumCase("", "zero", let payload) = v, payload.isEmpty { return Point(0, 0) }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'CGPoint'", at: at)
    }

    /// A `CGSize` (a tuple `(width:, height:)`).
    func size(_ v: Value, at: Int) throws -> Size {
        if case .tuple(let items, _) = v, items.count == 2 { return Size(try number(items[0], at: at), try number(items[1], at: at)) }
        // `.zero` where a size is expected.
        if case .enumCase("", "zero", let payload) = v, payload.isEmpty { return .zero }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'CGSize'", at: at)
    }

    /// A `CGRect` (a tuple `(x:, y:, width:, height:)`, or `(origin:, size:)`).
    func rect(_ v: Value, at: Int) throws -> Rect {
        if case .tuple(let items, _) = v {
            if items.count == 4 {
                let n = try items.map { try number($0, at: at) }
                return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            }
            if items.count == 2, case .tuple = items[0], case .tuple = items[1] {
                let o = try point(items[0], at: at), s = try size(items[1], at: at)
                return Rect(x: o.x, y: o.y, width: s.width, height: s.height)
            }
        }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'CGRect'", at: at)
    }
}

enum PathValues {
    static func rectValue(_ r: Rect) -> Value {
        .tuple([.double(r.x), .double(r.y), .double(r.width), .double(r.height)], labels: ["x", "y", "width", "height"])
    }

    static func pointValue(_ p: Point) -> Value { .tuple([.double(p.x), .double(p.y)], labels: ["x", "y"]) }

    /// `Path()`, `Path { path in … }`, `Path(rect)`, `Path(ellipseIn:)`, `Path(roundedRect:…)`.
    static func makePath(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        var p = ShapePath()
        var closure = try args.trailingClosure()
        if closure == nil, args.labels == [nil], case .function(let f)? = try args.value(nil) { closure = f }
        if let f = closure {
            let box = Box(.object(PathObject(p)))
            _ = try ev.invoke(f, [box.value], at: args.at, inoutBoxes: [0: box])
            guard case .object(let made as PathObject) = box.value else { return .object(PathObject(p)) }
            return .object(made)
        }
        if let r = try args.value("ellipseIn") {
            p.addEllipse(in: try ev.rect(r, at: args.place("ellipseIn")))
        } else if let r = try args.value("roundedRect") {
            let rect = try ev.rect(r, at: args.place("roundedRect"))
            if let size = try args.value("cornerSize") {
                let s = try ev.size(size, at: args.place("cornerSize"))
                p.addRoundedRect(rect, cornerWidth: s.width, cornerHeight: s.height)
            } else {
                let radius = try args.double("cornerRadius") ?? 0
                p.addRoundedRect(rect, cornerWidth: radius, cornerHeight: radius)
            }
        } else if let r = try args.value(nil) {
            if case .object(let other as PathObject) = r { return .object(other) }
            p.addRect(try ev.rect(r, at: args.place(nil)))
        }
        return .object(PathObject(p))
    }

    /// `StrokeStyle(…)`, SwiftUI's defaults for what is left out.
    static func makeStrokeStyle(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        try args.allow(["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"])
        var style = StrokeStyle(lineWidth: try args.double("lineWidth") ?? 1, miterLimit: try args.double("miterLimit") ?? 10,
                                dashPhase: try args.double("dashPhase") ?? 0)
        if let cap = try args.value("lineCap", hint: "CGLineCap") {
            guard case .enumCase(_, let n, _) = cap, let c = StrokeStyle.Cap(rawValue: n) else {
                throw RuntimeError(message: "type 'CGLineCap' has no member '\(describe(cap))'", at: args.place("lineCap"))
            }
            style.lineCap = c
        }
        if let join = try args.value("lineJoin", hint: "CGLineJoin") {
            guard case .enumCase(_, let n, _) = join, let j = StrokeStyle.Join(rawValue: n) else {
                throw RuntimeError(message: "type 'CGLineJoin' has no member '\(describe(join))'", at: args.place("lineJoin"))
            }
            style.lineJoin = j
        }
        if let dash = try args.value("dash", hint: "[CGFloat]") {
            let items = try ev.elements(of: dash, at: args.place("dash"))
            if items.count > 1_000 { throw RuntimeError(message: "a dash of more than 1,000 lengths", at: args.place("dash")) }
            style.dash = try items.map { try ev.number($0, at: args.place("dash")) }
        }
        return .object(StrokeStyleObject(style))
    }

    private static func describe(_ v: Value) -> String {
        if case .enumCase(_, let n, _) = v { return n }
        return v.typeName
    }

    /// `CGAffineTransform(rotationAngle:)`, `(translationX:y:)`, `(scaleX:y:)`, `(a:b:c:d:tx:ty:)`, `.identity`.
    static func makeTransform(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        if let angle = try args.double("rotationAngle") {
            return .object(AffineTransformObject(Transform2D(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)))
        }
        if let x = try args.double("translationX") {
            return .object(AffineTransformObject(.translation(x, try args.double("y") ?? 0)))
        }
        if let x = try args.double("scaleX") {
            return .object(AffineTransformObject(.scale(x, try args.double("y") ?? 1, about: .zero)))
        }
        if args.has("a") {
            return .object(AffineTransformObject(Transform2D(a: try args.requiredDouble("a"), b: try args.requiredDouble("b"),
                                                             c: try args.requiredDouble("c"), d: try args.requiredDouble("d"),
                                                             tx: try args.requiredDouble("tx"), ty: try args.requiredDouble("ty"))))
        }
        return .object(AffineTransformObject(.identity))
    }

    /// A transform's methods: `rotated(by:)`, `translatedBy(x:y:)`, `scaledBy(x:y:)`, `concatenating(_:)`
    /// (each applied before the receiver, as Core Graphics').
    static func transformMethod(_ t: Transform2D, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "rotated":
            let a = try args.requiredDouble("by")
            let r = Transform2D(a: cos(a), b: sin(a), c: -sin(a), d: cos(a), tx: 0, ty: 0)
            return .object(AffineTransformObject(t.concatenating(after: r)))
        case "translatedBy":
            return .object(AffineTransformObject(t.concatenating(after: .translation(try args.double("x") ?? 0, try args.double("y") ?? 0))))
        case "scaledBy":
            return .object(AffineTransformObject(t.concatenating(after: .scale(try args.double("x") ?? 1, try args.double("y") ?? 1, about: .zero))))
        case "concatenating":
            guard case .object(let o as AffineTransformObject) = try args.required(nil) else { return nil }
            return .object(AffineTransformObject(o.transform.concatenating(after: t)))
        case "inverted":
            // Core Graphics gives the transform back unchanged when it cannot be inverted.
            return .object(AffineTransformObject(t.inverted ?? t))
        default: return nil
        }
    }

    /// `path.name(args)`: its mutating methods give the changed path.
    static func method(_ path: ShapePath, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> (Value, changed: Value?)? {
        var p = path
        func pt(_ label: String?) throws -> Point { try ev.point(args.required(label, hint: "CGPoint"), at: args.place(label)) }
        func angle(_ label: String) throws -> Double { try ev.number(args.required(label, hint: "Angle"), at: args.place(label)) * .pi / 180 }
        switch name {
        case "move": p.move(to: try pt("to"))
        case "addLine": p.addLine(to: try pt("to"))
        case "addLines":
            let items = try ev.elements(of: args.required(nil), at: args.place(nil))
            p.addLines(try items.map { try ev.point($0, at: args.place(nil)) })
        case "addQuadCurve": p.addQuadCurve(to: try pt("to"), control: try pt("control"))
        case "addCurve": p.addCurve(to: try pt("to"), control1: try pt("control1"), control2: try pt("control2"))
        case "addArc" where args.has("tangent1End"):
            p.addArc(tangent1End: try pt("tangent1End"), tangent2End: try pt("tangent2End"), radius: try args.requiredDouble("radius"))
        case "addArc":
            let clockwise = try args.value("clockwise").map { try ev.truth($0, at: args.place("clockwise")) } ?? false
            p.addArc(center: try pt("center"), radius: try args.requiredDouble("radius"), startAngle: try angle("startAngle"),
                     endAngle: try angle("endAngle"), clockwise: clockwise)
        case "addRelativeArc":
            let start = try angle("startAngle"), delta = try angle("delta")
            p.addArc(center: try pt("center"), radius: try args.requiredDouble("radius"), startAngle: start,
                     endAngle: start + delta, clockwise: delta < 0)
        case "addRect": p.addRect(try ev.rect(args.required(nil), at: args.place(nil)))
        case "addRects":
            for r in try ev.elements(of: args.required(nil), at: args.place(nil)) { p.addRect(try ev.rect(r, at: args.place(nil))) }
        case "addRoundedRect":
            let rect = try ev.rect(args.required("in"), at: args.place("in"))
            let s = try ev.size(args.required("cornerSize"), at: args.place("cornerSize"))
            p.addRoundedRect(rect, cornerWidth: s.width, cornerHeight: s.height)
        case "addEllipse": p.addEllipse(in: try ev.rect(args.required("in"), at: args.place("in")))
        case "addPath":
            guard case .object(let other as PathObject) = try args.required(nil) else {
                throw RuntimeError(message: "cannot convert value to expected argument type 'Path'", at: args.place(nil))
            }
            var added = other.path
            if let t = try args.value("transform", hint: "CGAffineTransform"), case .object(let o as AffineTransformObject) = t { added = added.applying(o.transform) }
            p.addPath(added)
        case "closeSubpath": p.closeSubpath()
        case "applying":
            guard case .object(let o as AffineTransformObject) = try args.required(nil, hint: "CGAffineTransform") else {
                throw RuntimeError(message: "cannot convert value to expected argument type 'CGAffineTransform'", at: args.place(nil))
            }
            return (.object(PathObject(path.applying(o.transform))), nil)
        case "offsetBy":
            return (.object(PathObject(path.applying(.translation(try args.double("dx") ?? 0, try args.double("dy") ?? 0)))), nil)
        case "trimmedPath":
            return (.object(PathObject(path.trimmed(from: try args.requiredDouble("from"), to: try args.requiredDouble("to")))), nil)
        default: return nil
        }
        if p.elements.count > 100_000 { throw RuntimeError(message: "a path of more than 100,000 elements", at: args.at) }
        return (.void, .object(PathObject(p)))
    }

    /// `path.boundingRect`, `path.isEmpty`, `path.currentPoint`.
    static func member(_ path: ShapePath, _ name: String) -> Value? {
        switch name {
        case "boundingRect", "cgPath": return name == "cgPath" ? .object(PathObject(path)) : rectValue(path.boundingRect)
        // A CGPath's: `boundingBox` holds the control points too, `boundingBoxOfPath` only the curve.
        case "boundingBox": return rectValue(path.controlBounds)
        case "boundingBoxOfPath": return rectValue(path.boundingRect)
        case "isEmpty": return .bool(path.isEmpty)
        case "currentPoint": return path.current.map(pointValue) ?? .nil
        default: return nil
        }
    }
}

extension ShapeKind {
    var isUneven: Bool { if case .unevenRoundedRectangle = self { return true }; return false }

    /// The built-in shape's path maker (nil: a `Path` or a file's shape).
    var builtin: ShapeOutline.Builtin? {
        switch self {
        case .rectangle: return .rectangle
        case .roundedRectangle(let r): return .roundedRectangle(width: r, height: r)
        case .circle: return .circle
        case .capsule: return .capsule
        case .ellipse: return .ellipse
        case .unevenRoundedRectangle(let radii): return .uneven(radii)
        case .path, .custom, .canvas: return nil
        }
    }
}

extension Evaluator {
    /// A method called on a shape: `path(in:)` gives its path in a rectangle; a file's shape's
    /// own methods run on it. Nil: not such a method (a modifier, then).
    func shapeMethod(_ kind: ShapeKind, _ name: String, _ args: Args, at: Int) throws -> Value? {
        if case .custom(let s) = kind, let m = s.type.methods[name] {
            return try call(FunctionValue(.method(m, receiver: .value(Box(.instance(s))), program.globals)), args)
        }
        guard name == "path", args.labels == ["in"] else { return nil }
        let rect = try self.rect(args.required("in", hint: "CGRect"), at: args.place("in"))
        if case .path(let p) = kind { return .object(PathObject(p)) }
        return kind.builtin.map { .object(PathObject($0.path(in: rect))) }
    }
}
