import Motion
import Scene

/// SwiftUI's gradients as views and shape styles: `LinearGradient`, `RadialGradient` and
/// `AngularGradient`, each from `colors:`, `gradient:` or `stops:`; their stops and geometry
/// in the view's unit space (radii in points, angles in degrees as `Angle` values are held).
struct GradientSpec: Equatable {
    var colors: [Color]
    var locations: [Double]?
    /// The axis's start, or the centre of a radial or angular gradient.
    var start: UnitPoint
    var end: UnitPoint
    var kind: GradientKind = .axial
    /// How its stops mix: SwiftUI's default colour space, `.perceptual` from iOS 16 on and
    /// `.device` before (see `GradientInterpolation`), as the file's era says.
    var interpolation = GradientInterpolation.perceptual
    /// The type's name, as a message names it.
    var name = "LinearGradient"

    static let names = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    /// The gradient `LinearGradient(…)`, `RadialGradient(…)` or `AngularGradient(…)` (`name`)
    /// makes; `style`, one of ShapeStyle's static forms (`.linearGradient(…)` …), takes its
    /// gradient unlabelled and, for the radial and conic forms of iOS 16, defaults its centre
    /// to `.center`, its start radius and angle to 0.
    static func make(_ args: Args, evaluator ev: Evaluator, name: String = "LinearGradient", style: String? = nil) throws -> GradientSpec {
        var colors: [Color] = [], locations: [Double]? = nil
        let gradientLabel: String? = style == nil ? "gradient" : nil
        if let v = try args.value("colors", hint: "[Color]") {
            colors = try ev.elements(of: v, at: args.place("colors")).map { try color($0, ev, at: args.place("colors")) }
        } else if let v = try args.value(gradientLabel, hint: "Gradient") {
            guard case .object(let g as GradientObject) = v else {
                throw RuntimeError(message: "\(style == nil ? "gradient: takes" : "the gradient is") a Gradient(colors:) or Gradient(stops:)",
                                   at: args.place(gradientLabel))
            }
            colors = g.colors; locations = g.locations
        } else if let v = try args.value("stops", hint: "[Gradient.Stop]") {
            let g = try GradientObject.stops(ev.elements(of: v, at: args.place("stops")), ev, at: args.place("stops"))
            colors = g.colors; locations = g.locations
        } else {
            throw RuntimeError(message: "\(name) needs colors:, gradient: or stops:", at: args.at)
        }
        func point(_ label: String, _ fallback: UnitPoint?) throws -> UnitPoint {
            guard let v = try args.value(label, hint: "UnitPoint") else {
                if let fallback { return fallback }
                throw RuntimeError(message: "missing argument for parameter '\(label)' in call", at: args.at)
            }
            if case .unitPoint(let p) = v { return p }
            throw RuntimeError(message: "\(label): takes a UnitPoint such as .leading or UnitPoint(x: 0.2, y: 0.5)", at: args.place(label))
        }
        var spec = GradientSpec(colors: colors, locations: locations, start: .top, end: .bottom, name: name)
        spec.interpolation = ev.program.version.iOS >= 16 ? .perceptual : .device
        switch name {
        case "RadialGradient":
            try args.allow(["colors", gradientLabel, "stops", "center", "startRadius", "endRadius"])
            spec.start = try point("center", style == nil ? nil : .center)
            spec.end = spec.start
            let startRadius = style == nil ? try args.requiredDouble("startRadius") : try args.double("startRadius") ?? 0
            spec.kind = .radial(startRadius: startRadius, endRadius: try args.requiredDouble("endRadius"))
        case "EllipticalGradient":
            // Apple: the unit square's ellipse stretched over the view; radii as fractions of
            // that square, by default from 0 to 0.5 (the ellipse touching the view's edges).
            try args.allow(["colors", gradientLabel, "stops", "center", "startRadiusFraction", "endRadiusFraction"])
            spec.start = try point("center", .center)
            spec.end = spec.start
            spec.kind = .elliptical(startFraction: try args.double("startRadiusFraction") ?? 0,
                                    endFraction: try args.double("endRadiusFraction") ?? 0.5)
        case "AngularGradient":
            try args.allow(["colors", gradientLabel, "stops", "center", "startAngle", "endAngle", "angle"])
            spec.start = try point("center", style == nil ? nil : .center)
            spec.end = spec.start
            // `init(…center:angle:)`: "a conic gradient that completes a full turn, optionally
            // starting from a given angle" (Apple); `startAngle`/`endAngle` default to .zero.
            let from: Double, to: Double
            if args.has("angle") || style == "conicGradient" {
                from = try args.double("angle") ?? 0; to = from + 360
            } else {
                from = try args.double("startAngle") ?? 0; to = try args.double("endAngle") ?? 0
            }
            // An endAngle before startAngle sweeps counter-clockwise (`GradientKind.conic`).
            spec.kind = .conic(startAngle: from * .pi / 180, endAngle: to * .pi / 180)
        default:
            try args.allow(["colors", gradientLabel, "stops", "startPoint", "endPoint"])
            spec.start = try point("startPoint", .top)
            spec.end = try point("endPoint", .bottom)
        }
        return spec
    }

    static func color(_ v: Value, _ ev: Evaluator, at: Int) throws -> Color {
        switch v {
        case .color(let c): return c
        case .enumCase("", let n, _): return ev.colorNamed(n, at: at)
        default: break
        }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected element type 'Color'", at: at)
    }

    /// The gradient as Core Animation's layer, to mask a view (only the colours' alpha
    /// counts) or to fill it.
    func apply(to layer: CAGradientLayer) {
        layer.colors = colors
        layer.locations = locations
        layer.startPoint = start
        layer.endPoint = end
        layer.kind = kind
        layer.interpolation = interpolation
    }

    /// ShapeStyle's `.linearGradient(…)`, `.radialGradient(…)`, `.angularGradient(…)` and
    /// `.conicGradient(_:center:angle:)` ("a conic gradient that completes a full turn"), as
    /// the gradient views are.
    /// The shape-style functions that make a gradient, with the gradient type each makes.
    static let styleFunctions = ["linearGradient": "LinearGradient", "radialGradient": "RadialGradient",
                                 "angularGradient": "AngularGradient", "conicGradient": "AngularGradient",
                                 "ellipticalGradient": "EllipticalGradient"]

    static func shapeStyle(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard let type = styleFunctions[name] else { return nil }
        return .view(ViewValue(.gradient(try make(args, evaluator: ev, name: type, style: name)), at: args.at))
    }

    /// The gradient a view value draws (`LinearGradient(…)` and the others), if it is one.
    static func of(_ v: Value) -> GradientSpec? {
        if case .view(let view) = v, view.modifiers.isEmpty, case .gradient(let g) = view.content { return g }
        return nil
    }
}

/// `Gradient(colors:)` / `Gradient(stops:)`.
final class GradientObject: RuntimeObject {
    let colors: [Color]
    let locations: [Double]?
    init(colors: [Color], locations: [Double]?) { self.colors = colors; self.locations = locations }
    override var typeName: String { "Gradient" }

    static func make(_ args: Args, evaluator ev: Evaluator) throws -> GradientObject {
        if let v = try args.value("colors", hint: "[Color]") {
            return GradientObject(colors: try ev.elements(of: v, at: args.at).map { try GradientSpec.color($0, ev, at: args.at) }, locations: nil)
        }
        return try stops(ev.elements(of: args.required("stops", hint: "[Gradient.Stop]"), at: args.at), ev, at: args.at)
    }

    /// `[.init(color:location:)]` / `Gradient.Stop(color:location:)`.
    static func stops(_ items: [Value], _ ev: Evaluator, at: Int) throws -> GradientObject {
        var colors: [Color] = [], locations: [Double] = []
        for item in items {
            guard case .tuple(let parts, let labels) = item, labels == ["color", "location"] else {
                throw RuntimeError(message: "a gradient stop is Gradient.Stop(color:location:)", at: at)
            }
            colors.append(try GradientSpec.color(parts[0], ev, at: at))
            locations.append(try ev.number(parts[1], at: at))
        }
        return GradientObject(colors: colors, locations: locations)
    }
}

extension SourceRuntime {
    /// A gradient mask whose axis or stops change in an animated update moves as Core
    /// Animation moves a gradient layer: a `CABasicAnimation` per changed property with the
    /// update's curve, duration, delay, speed and repeats. **Our rule** for a spring (Core
    /// Animation's basic animation has no fluid spring): easeInOut over the spring's settling time.
    ///
    /// Colours, a radial gradient's radii and an angular one's angles change at once (said once,
    /// where the gradient is written): SwiftUI animates them too, and this runtime does not yet.
    func animateGradient(_ layer: CAGradientLayer, to g: GradientSpec, scopes: [AnimationScope], at: Int, _ update: Update) {
        let changed: [(String, [Double], [Double])] = [
            (CAGradientLayer.Key.startPoint, [layer.startPoint.x, layer.startPoint.y], [g.start.x, g.start.y]),
            (CAGradientLayer.Key.endPoint, [layer.endPoint.x, layer.endPoint.y], [g.end.x, g.end.y]),
            (CAGradientLayer.Key.locations, layer.locations ?? [], g.locations ?? []),
        ].filter { $0.1 != $0.2 && $0.1.count == $0.2.count && !$0.1.isEmpty }
        let restyled = layer.colors != g.colors || layer.kind != g.kind
        guard !changed.isEmpty || restyled else { return }
        guard let animation = update.animation(inside: scopes) else { return }
        if restyled {
            warn("a gradient's colours, radii and angles change at once here in an animated change (its axis and locations animate)", at: at)
        }
        guard !changed.isEmpty else { return }
        var curve = UnitBezier.easeInOut, duration: Double
        switch animation.base {
        case .bezier(let c, let d): curve = c; duration = d
        case .spring: duration = settleDelay(of: Animation(animation.base))
        }
        var delay = 0.0, repeatCount: Float = 0, autoreverses = false
        for m in animation.modifiers {
            switch m {
            case .delay(let d): delay += d
            case .speed(let s) where s > 0: duration /= s; delay /= s
            case .repeat(let count, let reverses):
                repeatCount = count.map { Float($0) } ?? .infinity
                autoreverses = reverses
            default: break
            }
        }
        for (key, from, to) in changed {
            var a = CABasicAnimation(keyPath: key)
            a.fromValue = from
            a.toValue = to
            a.duration = duration
            a.beginTime = delay
            a.repeatCount = repeatCount
            a.autoreverses = autoreverses
            a.fillMode = .backwards
            a.timingFunction = CAMediaTimingFunction(controlPoints: curve.p1x, curve.p1y, curve.p2x, curve.p2y)
            layer.add(a, forKey: "swiftui.\(key)")
        }
    }
}
