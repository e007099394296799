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
            ])
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
}
