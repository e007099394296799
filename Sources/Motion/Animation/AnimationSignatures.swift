/// The SwiftUI animation names the syntax reader knows, with their parameters and defaults.
struct AnimationSignature {
    enum Kind { case number, integer, bool }
    struct Parameter {
        let label: String?
        let kind: Kind
        /// nil: the argument is required.
        let defaultValue: Double?
    }
    /// The parameters, in order; nil for a name used without parentheses.
    let parameters: [Parameter]?
    /// Builds the animation from the values of `parameters` and, for a modifier, the animation so far.
    let build: ([Double], Animation?) -> Animation

    /// `(label: default, …)` as SwiftUI would print the signature.
    var spelling: String {
        guard let parameters else { return "" }
        return "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

extension AnimationSignature {
    private static func p(_ label: String?, _ kind: Kind = .number, _ value: Double? = nil) -> Parameter {
        Parameter(label: label, kind: kind, defaultValue: value)
    }
    private static func bare(_ animation: Animation) -> AnimationSignature {
        AnimationSignature(parameters: nil) { _, _ in animation }
    }

    /// Timing bases, by name.
    static let bases: [String: [AnimationSignature]] = [
        "linear": [bare(.linear), .init(parameters: [p("duration")]) { v, _ in .linear(duration: v[0]) }],
        "easeIn": [bare(.easeIn), .init(parameters: [p("duration")]) { v, _ in .easeIn(duration: v[0]) }],
        "easeOut": [bare(.easeOut), .init(parameters: [p("duration")]) { v, _ in .easeOut(duration: v[0]) }],
        "easeInOut": [bare(.easeInOut), .init(parameters: [p("duration")]) { v, _ in .easeInOut(duration: v[0]) }],
        "default": [bare(.default)],
        "timingCurve": [.init(parameters: [p(nil), p(nil), p(nil), p(nil), p("duration", .number, Animation.defaultDuration)]) { v, _ in
            .timingCurve(v[0], v[1], v[2], v[3], duration: v[4])
        }],
        "spring": [
            bare(.spring),
            .init(parameters: [p("response", .number, 0.5), p("dampingFraction", .number, 0.825),
                               p("blendDuration", .number, 0)]) { v, _ in
                .spring(response: v[0], dampingFraction: v[1], blendDuration: v[2])
            },
            .init(parameters: [p("duration", .number, 0.5), p("bounce", .number, 0), p("blendDuration", .number, 0)]) { v, _ in
                .spring(duration: v[0], bounce: v[1], blendDuration: v[2])
            },
        ],
        "smooth": [bare(.smooth), .init(parameters: [p("duration", .number, 0.5), p("extraBounce", .number, 0)]) { v, _ in
            .smooth(duration: v[0], extraBounce: v[1])
        }],
        "snappy": [bare(.snappy), .init(parameters: [p("duration", .number, 0.5), p("extraBounce", .number, 0)]) { v, _ in
            .snappy(duration: v[0], extraBounce: v[1])
        }],
        "bouncy": [bare(.bouncy), .init(parameters: [p("duration", .number, 0.5), p("extraBounce", .number, 0)]) { v, _ in
            .bouncy(duration: v[0], extraBounce: v[1])
        }],
        "interactiveSpring": [
            bare(.interactiveSpring),
            .init(parameters: [p("response", .number, 0.15), p("dampingFraction", .number, 0.86),
                               p("blendDuration", .number, 0.25)]) { v, _ in
                .interactiveSpring(response: v[0], dampingFraction: v[1], blendDuration: v[2])
            },
            .init(parameters: [p("duration", .number, 0.15), p("extraBounce", .number, 0),
                               p("blendDuration", .number, 0.25)]) { v, _ in
                .interactiveSpring(duration: v[0], extraBounce: v[1], blendDuration: v[2])
            },
        ],
    ]

    /// Modifiers, by name.
    static let modifiers: [String: [AnimationSignature]] = [
        "delay": [.init(parameters: [p(nil)]) { v, a in (a ?? .default).delay(v[0]) }],
        "speed": [.init(parameters: [p(nil)]) { v, a in (a ?? .default).speed(v[0]) }],
        "repeatCount": [.init(parameters: [p(nil, .integer), p("autoreverses", .bool, 1)]) { v, a in
            (a ?? .default).repeatCount(Int(v[0]), autoreverses: v[1] != 0)
        }],
        "repeatForever": [.init(parameters: [p("autoreverses", .bool, 1)]) { v, a in
            (a ?? .default).repeatForever(autoreverses: v[0] != 0)
        }],
    ]
}
