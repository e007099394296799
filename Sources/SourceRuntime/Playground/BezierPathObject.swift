import Scene

/// `UIBezierPath`: a reference to a path the code builds (`let path = UIBezierPath()` then
/// `path.addLine(to:)`), in the view coordinates UIKit draws in (y down).
final class BezierPathObject: RuntimeObject {
    var path = ShapePath()
    override var typeName: String { "UIBezierPath" }

    /// `UIBezierPath()`, `(rect:)`, `(ovalIn:)`, `(roundedRect:cornerRadius:)`,
    /// `(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    static func make(_ args: Args, evaluator ev: Evaluator) throws -> BezierPathObject {
        let made = BezierPathObject()
        if let r = try args.value("rect") { made.path.addRect(try Playground.rect(r, ev, at: args.place("rect"))) }
        if let r = try args.value("ovalIn") { made.path.addEllipse(in: try Playground.rect(r, ev, at: args.place("ovalIn"))) }
        if let r = try args.value("roundedRect") {
            let radius = try args.double("cornerRadius") ?? 0
            made.path.addRoundedRect(try Playground.rect(r, ev, at: args.place("roundedRect")), cornerWidth: radius, cornerHeight: radius)
        }
        if let c = try args.value("arcCenter") { try made.addArc(c, args, ev) }
        return made
    }

    /// UIKit's `clockwise` is on screen (angles growing clockwise in y-down view coordinates:
    /// Apple's figure for `init(arcCenter:…)`), so `clockwise: true` is Core Graphics' flag unset.
    private func addArc(_ centre: Value, _ args: Args, _ ev: Evaluator) throws {
        let c = try Playground.point(centre, ev, at: args.at)
        let clockwise = try args.value("clockwise").map { try ev.truth($0, at: args.place("clockwise")) } ?? true
        path.addArc(center: c, radius: try args.requiredDouble("radius"), startAngle: try args.requiredDouble("startAngle"),
                    endAngle: try args.requiredDouble("endAngle"), clockwise: !clockwise)
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        func pt(_ label: String) throws -> Point { try Playground.point(args.required(label, hint: "CGPoint"), ev, at: args.place(label)) }
        switch name {
        case "move": path.move(to: try pt("to"))
        case "addLine": path.addLine(to: try pt("to"))
        case "addCurve": path.addCurve(to: try pt("to"), control1: try pt("controlPoint1"), control2: try pt("controlPoint2"))
        case "addQuadCurve": path.addQuadCurve(to: try pt("to"), control: try pt("controlPoint"))
        case "addArc":
            guard let c = try args.value("withCenter") else { return nil }
            try addArc(c, args, ev)
        case "close": path.closeSubpath()
        case "append":
            guard case .object(let other as BezierPathObject) = try args.required(nil) else {
                throw RuntimeError(message: "append(_:) takes a UIBezierPath", at: at)
            }
            path.addPath(other.path)
        case "removeAllPoints": path = ShapePath()
        default: return nil
        }
        if path.elements.count > 100_000 { throw RuntimeError(message: "a path of more than 100,000 elements", at: at) }
        return .void
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "cgPath": return .object(PathObject(path))
        case "bounds": return PathValues.rectValue(path.boundingRect)
        case "isEmpty": return .bool(path.isEmpty)
        default: return nil
        }
    }
}
