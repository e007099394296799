import Motion
import Scene

/// `LinearGradient(colors:startPoint:endPoint:)`, `(gradient:…)`, `(stops:…)`: its stops and
/// its axis in the view's unit space.
struct GradientSpec {
    var colors: [Color]
    var locations: [Double]?
    var start: UnitPoint
    var end: UnitPoint

    static func make(_ args: Args, evaluator ev: Evaluator) throws -> GradientSpec {
        var colors: [Color] = [], locations: [Double]? = nil
        if let v = try args.value("colors", hint: "[Color]") {
            colors = try ev.elements(of: v, at: args.place("colors")).map { try color($0, ev, at: args.place("colors")) }
        } else if let v = try args.value("gradient", hint: "Gradient") {
            guard case .object(let g as GradientObject) = v else {
                throw RuntimeError(message: "gradient: takes a Gradient(colors:) or Gradient(stops:)", at: args.place("gradient"))
            }
            colors = g.colors; locations = g.locations
        } else if let v = try args.value("stops", hint: "[Gradient.Stop]") {
            let g = try GradientObject.stops(ev.elements(of: v, at: args.place("stops")), ev, at: args.place("stops"))
            colors = g.colors; locations = g.locations
        } else {
            throw RuntimeError(message: "LinearGradient needs colors:, gradient: or stops:", at: args.at)
        }
        func point(_ label: String, _ fallback: UnitPoint) throws -> UnitPoint {
            guard let v = try args.value(label, hint: "UnitPoint") else { return fallback }
            if case .unitPoint(let p) = v { return p }
            throw RuntimeError(message: "\(label): takes a UnitPoint such as .leading or UnitPoint(x: 0.2, y: 0.5)", at: args.place(label))
        }
        return GradientSpec(colors: colors, locations: locations, start: try point("startPoint", .top), end: try point("endPoint", .bottom))
    }

    static func color(_ v: Value, _ ev: Evaluator, at: Int) throws -> Color {
        switch v {
        case .color(let c): return c
        case .enumCase("", let n, _): if let c = Builtins.namedColor(n) { return c }
        default: break
        }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected element type 'Color'", at: at)
    }

    /// The gradient as Core Animation's layer, to mask a view: only the colours' alpha counts.
    func apply(to layer: CAGradientLayer) {
        layer.colors = colors
        layer.locations = locations
        layer.startPoint = start
        layer.endPoint = end
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
