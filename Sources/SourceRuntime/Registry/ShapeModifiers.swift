import Motion
import Scene

/// The modifiers of a `Shape`: how it is painted (`stroke`, `strokeBorder`, `fill(style:)`),
/// which part of its path is drawn (`trim`), and `inset(by:)`. A shape that takes one is drawn
/// as a path node (Cairo's coverage); its trim fractions, line width and dash phase animate.
enum ShapeModifiers {
    static let trim = EffectKind("trim", [.trimFrom, .trimTo], .free, transitionParts: 0)
    /// A shape's own `rotation(_:anchor:)`: it turns about its anchor as `rotationEffect` does
    /// (the frame is not turned; a later offset is not turned with it).
    static let rotation = EffectKind("rotation", [.rotation, .anchorX, .anchorY], .anchored(turns: false), transitionParts: 1)
    /// The animatable part of a stroke: its line width and dash phase.
    static let strokeWidth = EffectKind("strokeWidth", [.lineWidth, .dashPhase], .free, transitionParts: 0)

    static let strokeSignatures = ["_ content: some ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true",
                                   "_ content: some ShapeStyle, style: StrokeStyle, antialiased: Bool = true",
                                   "lineWidth: CGFloat = 1, antialiased: Bool = true",
                                   "style: StrokeStyle, antialiased: Bool = true"]

    static let entries: [ModifierEntry] = [
        .effect(trim, ["from startFraction: CGFloat = 0, to endFraction: CGFloat = 1"]) { b, _ in
            EffectValue(kind: trim, values: [try b.double("startFraction", default: 0), try b.double("endFraction", default: 1)])
        },
        .effect(rotation, ["_ angle: Angle, anchor: UnitPoint = .center"]) { b, _ in
            let anchor = try b.point("anchor")
            return EffectValue(kind: rotation, values: [try b.double("angle", default: 0), anchor.x, anchor.y])
        },
        // `border(_:width:)`: a rectangle's stroke inside the view's frame, drawn over it.
        ModifierEntry("border", ["_ content: some ShapeStyle, width: CGFloat = 1"]) { call in
            let b = try call.bound()
            var spec = StrokeSpec(style: StrokeStyle(lineWidth: try b.double("width", default: 1)), inside: true)
            if let content = try b.value("content") {
                if let g = GradientSpec.of(content) { spec.gradient = g } else { spec.color = try call.colorValue(content, nil) }
            }
            let width = EffectValue(kind: strokeWidth, values: [spec.style.lineWidth, 0])
            let rectangle = ViewValue(.shape(.rectangle), modifiers: [.stroke(spec), .effect(width)], at: call.at)
            return call.add(.overlay(rectangle, alignment: .center))
        },
        ModifierEntry("stroke", strokeSignatures) { call in try stroke(call, inside: false) },
        ModifierEntry("strokeBorder", strokeSignatures) { call in try stroke(call, inside: true) },
        // `transformEffect(_:)`: the view drawn through an affine transform about its top-leading
        // corner (its affine part shown as a move, a turn and a scale; not animated, as a
        // `CGAffineTransform` is not animatable data).
        ModifierEntry("transformEffect", ["_ transform: CGAffineTransform"]) { call in
            let b = try call.bound()
            guard case .object(let t as AffineTransformObject)? = try b.value("transform") else {
                throw RuntimeError(message: "transformEffect(_:) takes a CGAffineTransform", at: b.place("transform"))
            }
            return call.add(.transformEffect(t.transform))
        },
        // A shape's `transform(_:)`: a shape whose path is the path mapped by the transform.
        ModifierEntry("transform", ["_ transform: CGAffineTransform"]) { call in
            let b = try call.bound()
            guard case .object(let t as AffineTransformObject)? = try b.value("transform") else {
                throw RuntimeError(message: "transform(_:) takes a CGAffineTransform", at: b.place("transform"))
            }
            return call.add(.shapeTransform(t.transform))
        },
        // A shape's `size(width:height:)` / `size(_:)`: Apple, "a new version of self … that will
        // ask it to create its path from a rect of size (width, height)"; the frame stays as
        // laid out, the path at its origin.
        ModifierEntry("size", ["width: CGFloat, height: CGFloat", "_ size: CGSize"]) { call in
            let b = try call.bound()
            let size: Size
            if let s = try b.value("size") {
                guard case .tuple(let parts, let labels) = s, labels == ["width", "height"] else {
                    throw RuntimeError(message: "cannot convert value of type '\(s.typeName)' to expected argument type 'CGSize'", at: b.place("size"))
                }
                let ev = call.evaluator
                size = Size(try ev.number(parts[0], at: b.place("size")), try ev.number(parts[1], at: b.place("size")))
            } else {
                size = Size(try b.double("width", default: 0), try b.double("height", default: 0))
            }
            guard size.width.isFinite, size.height.isFinite else {
                throw RuntimeError(message: "a shape's size must be finite", at: call.at)
            }
            return call.add(.shapeSize(Size(max(0, size.width), max(0, size.height))))
        },
        ModifierEntry("inset", ["by amount: CGFloat"]) { call in
            call.add(.inset(try call.bound().double("amount", default: 0)))
        },
    ]

    /// `stroke` and `strokeBorder`: the paint (a colour, a gradient, or the foreground style)
    /// and the style, then the line width and dash phase as an animatable effect.
    private static func stroke(_ call: ModifierCall, inside: Bool) throws -> ViewValue {
        let b = try call.bound()
        var spec = StrokeSpec(style: StrokeStyle(), inside: inside)
        if let content = try b.value("content") {
            if let g = GradientSpec.of(content) { spec.gradient = g } else { spec.color = try call.colorValue(content, nil) }
        }
        if let s = try b.value("style") {
            guard case .object(let o as StrokeStyleObject) = s else {
                throw RuntimeError(message: "cannot convert value of type '\(s.typeName)' to expected argument type 'StrokeStyle'", at: b.place("style"))
            }
            spec.style = o.style
        } else {
            spec.style.lineWidth = try b.double("lineWidth", default: 1)
        }
        let width = EffectValue(kind: strokeWidth, values: [spec.style.lineWidth, spec.style.dashPhase])
        return call.view.adding(.stroke(spec)).adding(.effect(width))
    }

    /// `fill(_:style:)`'s `FillStyle`: whether it fills by the even-odd rule.
    static func evenOdd(_ call: ModifierCall) throws -> Bool? {
        guard let v = try call.args.value("style") else { return nil }
        guard case .object(let o as FillStyleObject) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'FillStyle'", at: call.args.place("style"))
        }
        return o.evenOdd
    }
}

/// A shape's stroke: its style, and what paints it (nil colour and gradient: the foreground
/// style); `inside`: `strokeBorder`, the stroke lies within the shape's frame.
struct StrokeSpec {
    var style: StrokeStyle
    var color: Color?
    var gradient: GradientSpec?
    var inside: Bool

    init(style: StrokeStyle, color: Color? = nil, gradient: GradientSpec? = nil, inside: Bool) {
        self.style = style; self.color = color; self.gradient = gradient; self.inside = inside
    }
}
