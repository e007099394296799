import Foundation
import Scene

/// `CATransform3D` values: a struct of sixteen entries `m11` … `m44`, as Core Animation declares
/// it (so `t.m34 = -1 / 500` writes one entry of a copy, and `layer.transform.m34 = …` writes
/// it back), and Core Animation's functions on them (`Scene.Matrix3D` does the arithmetic).
enum CATransform3DValues {
    static let labels = (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }

    static func value(_ m: Matrix3D) -> Value { .tuple(m.m.map(Value.double), labels: labels) }

    /// The matrix of a `CATransform3D` value (`CATransform3DIdentity` where the type is known
    /// as `.identity`); nil when `v` is not one.
    static func matrix(_ v: Value, _ ev: Evaluator, at: Int) throws -> Matrix3D? {
        switch v {
        case .tuple(let items, let l) where l == labels: return Matrix3D(try items.map { try ev.number($0, at: at) })
        case .enumCase("", "identity", let payload) where payload.isEmpty: return .identity
        default: return nil
        }
    }

    /// `v` as a `CATransform3D`, or the file's error naming `what`.
    static func required(_ v: Value, _ what: String, _ ev: Evaluator, at: Int) throws -> Matrix3D {
        guard let m = try matrix(v, ev, at: at) else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected type 'CATransform3D' (\(what))", at: at)
        }
        return m
    }

    static let functions: Set<String> = [
        "CATransform3DMakeRotation", "CATransform3DMakeTranslation", "CATransform3DMakeScale", "CATransform3DRotate",
        "CATransform3DTranslate", "CATransform3DScale", "CATransform3DConcat", "CATransform3DInvert", "CATransform3DIsIdentity",
        "CATransform3DEqualToTransform", "CATransform3DMakeAffineTransform", "CATransform3DGetAffineTransform",
        "CATransform3DIsAffine",
    ]

    /// Core Animation's function `name` (nil: another name). `CATransform3DRotate(t, …)` turns
    /// first, then applies `t`; `CATransform3DConcat(a, b)` applies a, then b (Apple: "concatenates
    /// b to a"); `CATransform3DInvert` gives a singular matrix back unchanged.
    static func call(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard functions.contains(name) else { return nil }
        func n(_ k: Int) throws -> Double { try args.requiredDouble(nil, nth: k) }
        func t(_ k: Int) throws -> Matrix3D {
            guard let v = try args.value(at: k) else { throw RuntimeError(message: "\(name) takes a CATransform3D", at: args.at) }
            return try required(v, "argument \(k + 1) of \(name)", ev, at: args.at)
        }
        func rotation(_ k: Int) throws -> Matrix3D { Matrix3D.rotation(try n(k), try n(k + 1), try n(k + 2), try n(k + 3)) }
        func translation(_ k: Int) throws -> Matrix3D { Matrix3D.translation(try n(k), try n(k + 1), try n(k + 2)) }
        func scale(_ k: Int) throws -> Matrix3D { Matrix3D.scale(try n(k), try n(k + 1), try n(k + 2)) }
        let made: Matrix3D
        switch name {
        case "CATransform3DMakeRotation": made = try rotation(0)
        case "CATransform3DMakeTranslation": made = try translation(0)
        case "CATransform3DMakeScale": made = try scale(0)
        case "CATransform3DRotate": made = try t(0).concatenating(after: try rotation(1))
        case "CATransform3DTranslate": made = try t(0).concatenating(after: try translation(1))
        case "CATransform3DScale": made = try t(0).concatenating(after: try scale(1))
        case "CATransform3DConcat": made = try t(1).concatenating(after: try t(0))
        case "CATransform3DInvert":
            let m = try t(0)
            made = m.inverted ?? m
        case "CATransform3DIsIdentity": return .bool(try t(0) == .identity)
        case "CATransform3DEqualToTransform": return .bool(try t(0) == (try t(1)))
        case "CATransform3DIsAffine": return .bool(try t(0).isAffine)
        case "CATransform3DGetAffineTransform": return .object(AffineTransformObject(try t(0).affine))
        default:
            guard case .object(let a as AffineTransformObject)? = try args.value(at: 0) else {
                throw RuntimeError(message: "CATransform3DMakeAffineTransform takes a CGAffineTransform", at: args.at)
            }
            made = Matrix3D(a.transform)
        }
        return value(made)
    }
}
