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
                text = "\(name)(duration: \(NumberText.shortest(d)))"
            } else {
                text = "timingCurve(\(NumberText.shortest(curve.p1x)), \(NumberText.shortest(curve.p1y)), "
                    + "\(NumberText.shortest(curve.p2x)), \(NumberText.shortest(curve.p2y)), duration: \(NumberText.shortest(d)))"
            }
        case .spring(let s):
            text = "spring(response: \(NumberText.shortest(s.response)), dampingFraction: \(NumberText.shortest(s.dampingFraction))"
            text += s.blendDuration == 0 ? ")" : ", blendDuration: \(NumberText.shortest(s.blendDuration)))"
        }
        for modifier in modifiers {
            switch modifier {
            case .delay(let d): text += ".delay(\(NumberText.shortest(d)))"
            case .speed(let s): text += ".speed(\(NumberText.shortest(s)))"
            case .repeat(let count?, let autoreverses): text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
            case .repeat(nil, let autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
            }
        }
        return text
    }
}
