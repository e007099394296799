/// The SwiftUI animation names the syntax reader knows, with their parameters and defaults.
public struct AnimationSignature {
    /// What a parameter takes.
    public enum Kind: Sendable { case number, integer, bool }
    struct Parameter {
        let label: String?
        let kind: Kind
        /// nil: the argument is required.
        let defaultValue: Double?
    }
    /// The parameters, in order; nil for a name used without parentheses.
    let parameters: [Parameter]?
    /// The first iOS release whose SDK has this form (the duration/bounce springs are iOS 17 API).
    var since = SwiftUIVersion.supported.lowerBound
    /// Whether an SDK from iOS 17 on prefers this form when several fit (the duration/bounce
    /// overloads; the response ones are `@_disfavoredOverload` there).
    var preferredFrom17 = false
    /// Builds the animation from the values of `parameters`, for a modifier the animation so
    /// far, and the era (for the bare presets).
    let build: ([Double], Animation?, SwiftUIVersion) -> Animation

    init(parameters: [Parameter]?, since: Int = SwiftUIVersion.supported.lowerBound, preferredFrom17: Bool = false,
         build: @escaping ([Double], Animation?, SwiftUIVersion) -> Animation) {
        self.parameters = parameters
        self.since = since
        self.preferredFrom17 = preferredFrom17
        self.build = build
    }

    /// A form that ignores the era.
    init(parameters: [Parameter]?, since: Int = SwiftUIVersion.supported.lowerBound, preferredFrom17: Bool = false,
         _ build: @escaping ([Double], Animation?) -> Animation) {
        self.init(parameters: parameters, since: since, preferredFrom17: preferredFrom17) { v, a, _ in build(v, a) }
    }

    /// The forms of `signatures` that `version`'s SDK has, in the order Swift would try them.
    static func available(_ signatures: [AnimationSignature], in version: SwiftUIVersion) -> [AnimationSignature] {
        let present = signatures.filter { $0.since <= version.iOS }
        guard version.prefersDurationSprings else { return present }
        return present.filter(\.preferredFrom17) + present.filter { !$0.preferredFrom17 }
    }

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
    private static func bare(_ animation: Animation, since: Int = SwiftUIVersion.supported.lowerBound) -> AnimationSignature {
        AnimationSignature(parameters: nil, since: since) { _, _ in animation }
    }
    /// A preset whose meaning depends on the era.
    private static func bare(_ animation: @escaping (SwiftUIVersion) -> Animation) -> AnimationSignature {
        AnimationSignature(parameters: nil) { _, _, version in animation(version) }
    }

    /// Timing bases, by name.
    static let bases: [String: [AnimationSignature]] = [
        "linear": [bare(.linear), .init(parameters: [p("duration")]) { v, _ in .linear(duration: v[0]) }],
        "easeIn": [bare(.easeIn), .init(parameters: [p("duration")]) { v, _ in .easeIn(duration: v[0]) }],
        "easeOut": [bare(.easeOut), .init(parameters: [p("duration")]) { v, _ in .easeOut(duration: v[0]) }],
        "easeInOut": [bare(.easeInOut), .init(parameters: [p("duration")]) { v, _ in .easeInOut(duration: v[0]) }],
        "default": [bare { Animation.default(in: $0) }],
        "timingCurve": [.init(parameters: [p(nil), p(nil), p(nil), p(nil), p("duration", .number, Animation.defaultDuration)]) { v, _ in
            .timingCurve(v[0], v[1], v[2], v[3], duration: v[4])
        }],
        "spring": [
            bare { Animation.spring(in: $0) },
            .init(parameters: [p("response", .number, 0.5), p("dampingFraction", .number, 0.825),
                               p("blendDuration", .number, 0)]) { v, _ in
                .spring(response: v[0], dampingFraction: v[1], blendDuration: v[2])
            },
            .init(parameters: [p("duration", .number, 0.5), p("bounce", .number, 0), p("blendDuration", .number, 0)],
                  since: 17, preferredFrom17: true) { v, _ in
                .spring(duration: v[0], bounce: v[1], blendDuration: v[2])
            },
        ],
        "smooth": [bare(.smooth, since: 17), .init(parameters: [p("duration", .number, 0.5), p("extraBounce", .number, 0)], since: 17) { v, _ in
            .smooth(duration: v[0], extraBounce: v[1])
        }],
        "snappy": [bare(.snappy, since: 17), .init(parameters: [p("duration", .number, 0.5), p("extraBounce", .number, 0)], since: 17) { v, _ in
            .snappy(duration: v[0], extraBounce: v[1])
        }],
        "bouncy": [bare(.bouncy, since: 17), .init(parameters: [p("duration", .number, 0.5), p("extraBounce", .number, 0)], since: 17) { v, _ in
            .bouncy(duration: v[0], extraBounce: v[1])
        }],
        "interactiveSpring": [
            bare { Animation.interactiveSpring(in: $0) },
            .init(parameters: [p("response", .number, 0.15), p("dampingFraction", .number, 0.86),
                               p("blendDuration", .number, 0.25)]) { v, _ in
                .interactiveSpring(response: v[0], dampingFraction: v[1], blendDuration: v[2])
            },
            .init(parameters: [p("duration", .number, 0.15), p("extraBounce", .number, 0),
                               p("blendDuration", .number, 0.25)], since: 17, preferredFrom17: true) { v, _ in
                .interactiveSpring(duration: v[0], extraBounce: v[1], blendDuration: v[2])
            },
        ],
    ]

    /// Modifiers, by name.
    static let modifiers: [String: [AnimationSignature]] = [
        "delay": [.init(parameters: [p(nil)]) { v, a in a!.delay(v[0]) }],
        "speed": [.init(parameters: [p(nil)]) { v, a in a!.speed(v[0]) }],
        "repeatCount": [.init(parameters: [p(nil, .integer), p("autoreverses", .bool, 1)]) { v, a in
            a!.repeatCount(Int(v[0]), autoreverses: v[1] != 0)
        }],
        "repeatForever": [.init(parameters: [p("autoreverses", .bool, 1)]) { v, a in
            a!.repeatForever(autoreverses: v[0] != 0)
        }],
    ]
}
