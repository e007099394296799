import Scene

extension InspectCommand {
    /// A masked node's `mask`: the presented values of its gradient or shape.
    static func maskJSON(_ mask: PresentedMask) -> String {
        switch mask {
        case .gradient(let g):
            return JSON.object([
                ("type", JSON.string("gradient")),
                ("start", JSON.array([g.startPoint.x, g.startPoint.y])),
                ("end", JSON.array([g.endPoint.x, g.endPoint.y])),
                ("locations", JSON.array(g.locations)),
                ("alphas", JSON.array(g.colors.map(\.alpha))),
            ] + kindFields(g))
        case .shape(let s):
            return JSON.object([
                ("type", JSON.string("shape")),
                ("shape", JSON.string(s.cornerRadius > 0 ? "roundedRectangle" : "rectangle")),
                ("cornerRadius", JSON.number(s.cornerRadius)),
                ("frame", JSON.array([s.frame.x, s.frame.y, s.frame.width, s.frame.height])),
                ("offset", JSON.array([s.offset.x, s.offset.y])),
                ("scale", JSON.array([s.scale.x, s.scale.y])),
                ("anchor", JSON.array([s.anchor.x, s.anchor.y])),
            ])
        }
    }

    /// A gradient-filled node's `fill`: its presented colours (r, g, b, a each), locations, how
    /// they mix (`straight`, `device`, `perceptual`) and its geometry.
    static func fillJSON(_ g: PresentedGradient) -> String {
        JSON.object([
            ("start", JSON.array([g.startPoint.x, g.startPoint.y])),
            ("end", JSON.array([g.endPoint.x, g.endPoint.y])),
            ("locations", JSON.array(g.locations)),
            ("colors", "[" + g.colors.map { JSON.array([$0.red, $0.green, $0.blue, $0.alpha]) }.joined(separator: ",") + "]"),
            ("interpolation", JSON.string("\(g.interpolation)")),
        ] + kindFields(g))
    }

    /// `kind` (axial, radial, conic) and a radial gradient's radii or a conic one's angles (radians).
    private static func kindFields(_ g: PresentedGradient) -> [(String, String)] {
        switch g.kind {
        case .axial: return [("kind", JSON.string("axial"))]
        case .radial(let r0, let r1): return [("kind", JSON.string("radial")), ("radii", JSON.array([r0, r1]))]
        case .elliptical(let f0, let f1): return [("kind", JSON.string("elliptical")), ("radii", JSON.array([f0, f1]))]
        case .conic(let a0, let a1): return [("kind", JSON.string("conic")), ("angles", JSON.array([a0, a1]))]
        }
    }
}
