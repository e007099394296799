import Foundation
import Motion
import Scene

extension Builtins {
    /// `TypeName(…)` for geometry and drawing: sizes, points, rects, insets, angles, unit points,
    /// alignments, transforms, paths and their stroke and fill styles (nil: none of them).
    static func geometryValue(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "Path": return try PathValues.makePath(args, evaluator: ev)
        case "EdgeInsets":
            // `EdgeInsets(top:leading:bottom:trailing:)`, each 0 when left out.
            try args.allow(["top", "leading", "bottom", "trailing"])
            return .tuple(try ["top", "leading", "bottom", "trailing"].map { .double(try args.double($0) ?? 0) },
                          labels: ["top", "leading", "bottom", "trailing"])
        case "StrokeStyle": return try PathValues.makeStrokeStyle(args, evaluator: ev)
        case "FillStyle":
            try args.allow(["eoFill", "antialiased"])
            return .object(FillStyleObject(evenOdd: try args.value("eoFill").map { try ev.truth($0, at: args.place("eoFill")) } ?? false))
        case "CGAffineTransform": return try PathValues.makeTransform(args, evaluator: ev)
        case "ProjectionTransform":
            // From an affine transform (its perspective row is the identity's).
            guard let v = try args.value(nil) else { return .object(AffineTransformObject(.identity)) }
            guard case .object(let t as AffineTransformObject) = v else {
                throw RuntimeError(message: "ProjectionTransform takes a CGAffineTransform here", at: args.place(nil))
            }
            return .object(t)
        case "CGSize":
            return .tuple([.double(try args.requiredDouble("width")), .double(try args.requiredDouble("height"))], labels: ["width", "height"])
        case "CGPoint":
            return .tuple([.double(try args.requiredDouble("x")), .double(try args.requiredDouble("y"))], labels: ["x", "y"])
        case "CGVector":
            return .tuple([.double(try args.double("dx") ?? 0), .double(try args.double("dy") ?? 0)], labels: ["dx", "dy"])
        case "CGRect" where args.labels == ["origin", "size"]:
            let o = try ev.point(args.required("origin", hint: "CGPoint"), at: args.place("origin"))
            let s = try ev.size(args.required("size", hint: "CGSize"), at: args.place("size"))
            return PathValues.rectValue(Rect(x: o.x, y: o.y, width: s.width, height: s.height))
        case "CGRect":
            return .tuple([.double(try args.requiredDouble("x")), .double(try args.requiredDouble("y")),
                           .double(try args.requiredDouble("width")), .double(try args.requiredDouble("height"))],
                          labels: ["x", "y", "width", "height"])
        default: return nil
        }
    }
}
