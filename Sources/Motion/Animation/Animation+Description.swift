/// An animation written back in SwiftUI syntax (what `AnimationSyntax.parse` reads).
extension Animation: CustomStringConvertible {
    /// The animation in SwiftUI syntax.
    public var description: String {
        var text: String
        switch base {
        case .bezier(let curve, let d):
            let named: [(UnitBezier, String)] = [(.linear, "linear"), (.easeIn, "easeIn"),
                                                 (.easeOut, "easeOut"), (.easeInOut, "easeInOut")]
            if let name = named.first(where: { $0.0 == curve })?.1 {
                text = "\(name)(duration: \(Self.format(d)))"
            } else {
                text = "timingCurve(\(Self.format(curve.p1x)), \(Self.format(curve.p1y)), "
                    + "\(Self.format(curve.p2x)), \(Self.format(curve.p2y)), duration: \(Self.format(d)))"
            }
        case .spring(let s):
            text = "spring(response: \(Self.format(s.response)), dampingFraction: \(Self.format(s.dampingFraction))"
            text += s.blendDuration == 0 ? ")" : ", blendDuration: \(Self.format(s.blendDuration)))"
        }
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): text += ".delay(\(Self.format(d)))"
            case .speed(let s): text += ".speed(\(Self.format(s)))"
            case .repeat(let count?, let autoreverses): text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
            case .repeat(nil, let autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
            }
        }
        return text
    }

    /// A number as short as it reads back exactly (1 rather than 1.0).
    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }
}
