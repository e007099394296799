import Foundation
import Motion
import Scene

extension Builtins {
    static let unitPoints: [String: UnitPoint] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": UnitPoint(1, 0), "bottomLeading": UnitPoint(0, 1),
        "bottomTrailing": UnitPoint(1, 1), "zero": UnitPoint(0, 0),
    ]
    static let edgeSets: [String: EdgeSet] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]
    /// Text styles at their default (large) Dynamic Type sizes, with their weights.
    static let textStyles: [String: (Double, FontSpec.Weight)] = [
        "largeTitle": (34, .regular), "title": (28, .regular), "title2": (22, .regular), "title3": (20, .regular),
        "headline": (17, .semibold), "body": (17, .regular), "callout": (16, .regular), "subheadline": (15, .regular),
        "footnote": (13, .regular), "caption": (12, .regular), "caption2": (11, .regular),
    ]
    static let weights: [String: FontSpec.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// `Type.name` (or `.name` where `Type` is expected) for SwiftUI's and Swift's types.
    static func staticMember(type: String, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if let v = try Playground.staticMember(type: type, name, evaluator: ev, at: at) { return v }
        if let v = CalendarValues.staticMember(type: type, name) { return v }
        switch type {
        case "Color", "ShapeStyle", "UIColor", "Color?":
            // In the dark appearance, dark mode's values (`SystemColors`).
            if let c = ev.namedColor(name) { return .color(c) }
        case "Animation", "Animation?":
            if let a = try animationPreset(name, ev, at: at) { return .animation(a) }
        case "Font", "Font?":
            if let (size, weight) = textStyles[name] { return .font(FontValue(spec: .system(size: size, weight: weight), textStyle: name)) }
        case "Font.Weight", "Weight": if let w = weights[name] { return .font(FontValue(spec: .system(size: 17, weight: w), textStyle: "weight")) }
        case "UnitPoint", "Alignment", "HorizontalAlignment", "VerticalAlignment":
            if let p = unitPoints[name] { return .unitPoint(p) }
        case "Shape", "AnyShape":
            // iOS 17's shape statics: `.clipShape(.circle)`, `.rect`, `.capsule`, `.ellipse`.
            let kinds: [String: ShapeKind] = ["circle": .circle, "rect": .rectangle, "capsule": .capsule, "ellipse": .ellipse]
            if let kind = kinds[name] { return .view(ViewValue(.shape(kind), at: at)) }
        case "Edge.Set": if let e = edgeSets[name] { return .edges(e) }
        case "CGAffineTransform", "ProjectionTransform": if name == "identity" { return .object(AffineTransformObject(.identity)) }
        // An angle is its degrees here.
        case "Angle", "Angle?": if name == "zero" { return .double(0) }
        case "AnyTransition", "Transition": if let t = Transition.named(name) { return .object(t) }
        case "Double", "CGFloat", "Float", "TimeInterval":
            switch name {
            case "pi": return .double(.pi)
            case "infinity": return .double(.infinity)
            case "zero": return .double(0)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            case "nan": return .double(.nan)
            default: break
            }
        case "Int":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            default: break
            }
        case "DispatchQueue": if name == "main" { return .object(MainQueue()) }
        case "Date": if name == "now" { return .object(DateObject(ev.runtime.now)) }
        // Whether the task running now was cancelled (false outside a task, as in Swift).
        case "Task": if name == "isCancelled" { return .bool(TaskObject.current?.isCancelled ?? false) }
        case "UnitCurve": if let c = UnitCurveObject.named(name) { return .object(c) }
        case "Spring":
            // The presets' springs, as `Animation.smooth`, `.snappy`, `.bouncy` use them.
            let presets: [String: Animation] = ["smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy]
            if let a = presets[name], case .spring(let s) = a.base { return .object(SpringObject(s)) }
        case "CGSize", "CGPoint", "CGRect":
            if name == "zero" { return try construct(type, zeroArgs(type, ev), evaluator: ev) }
        case "String": if name == "init" { return .function(builtin("String") { v, _, at in .string(try ev.describe(v.first ?? .void)) }) }
        default: break
        }
        switch name {
        case "infinity": return .double(.infinity)
        case "zero" where type.hasPrefix("Double") || type.hasPrefix("CGFloat"): return .double(0)
        default: return nil
        }
    }

    private static func zeroArgs(_ type: String, _ ev: Evaluator) -> Args {
        let zero = Expr(.literal(.double(0)), at: 0)
        let labels = type == "CGSize" ? ["width", "height"] : type == "CGPoint" ? ["x", "y"] : ["x", "y", "width", "height"]
        return Args(labels.map { Argument(label: $0, value: zero) }, scope: ev.program.globals, evaluator: ev, at: 0, callee: type)
    }

    /// `Type.name(args)` / `.name(args)` where `Type` is expected.
    static func staticCall(type: String, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        if let v = try Playground.staticCall(type: type, name, args, evaluator: ev) { return v }
        if let v = try Containers.staticCall(type: type, name, args, evaluator: ev) { return v }
        switch type {
        case "Animation", "Animation?": return try animationCall(name, args, ev).map(Value.animation)
        case "Binding" where name == "constant" && args.labels == [nil]: return try args.required(nil)
        case "GraphicsContext.Shading":
            // `.color(_:)`, and a gradient shading by its gradient (a Canvas fills with its colours).
            switch name {
            case "color": return try args.required(nil, hint: "Color")
            case "linearGradient", "radialGradient", "conicGradient": return try args.required(nil, hint: "Gradient")
            default: return nil
            }
        case "AnyTransition", "Transition": return try Transition.call(name, args, evaluator: ev).map { .object($0) }
        case "Font", "Font?": return try fontCall(name, args, ev).map(Value.font)
        case "Shape", "AnyShape":
            // `.rect(cornerRadius:)`: a rounded rectangle.
            if name == "rect" {
                return .view(ViewValue(.shape(.roundedRectangle(cornerRadius: try args.double("cornerRadius") ?? 0)), at: args.at))
            }
        case "Color", "ShapeStyle":
            if name == "init" { return .color(try color(args, evaluator: ev)) }
        case "Angle":
            if name == "degrees" { return .double(try args.requiredDouble(nil)) }
            if name == "radians" { return .double(try args.requiredDouble(nil) * 180 / .pi) }
        case "Double", "CGFloat", "Float", "Int":
            if name == "random" { return try random(type, args, ev) }
        case "TimelineSchedule":
            if name == "periodic" {
                let from = try args.value("from")
                var start = ev.runtime.now
                if case .object(let d as DateObject)? = from { start = d.seconds }
                return .object(TimelineScheduleObject(.periodic(start: start, interval: try args.requiredDouble("by"))))
            }
            if name == "animation" {
                return .object(TimelineScheduleObject(.everyFrame(minimum: try args.double("minimumInterval") ?? 0)))
            }
        case "ContentTransition":
            if name == "numericText" {
                let value = try args.double("value")
                let down = try args.value("countsDown").map { try ev.truth($0, at: args.at) } ?? false
                return .object(ContentTransitionObject(countsDown: down, value: value))
            }
            if name == "symbolEffect" { return .object(try SymbolModifiers.replaceTransition(args)) }
        case "GraphicsContext.Filter", "Filter":
            if name == "blur" { return .object(FilterObject(blur: try args.requiredDouble("radius"))) }
        case "Bool":
            if name == "random" { return .bool(ev.runtime.random(below: 2) == 1) }
        case "Timer":
            if name == "scheduledTimer" { return try ev.runtime.scheduledTimer(args) }
            if name == "publish" { return try TimerPublisherObject.make(args, evaluator: ev) }
        case "Task":
            if name == "sleep" { return try ev.runtime.sleep(args) }
            if name == "checkCancellation" {
                if TaskObject.current?.isCancelled == true { throw CancellationError() }
                return .void
            }
        case "DispatchTime", "DispatchWallTime":
            if name == "now" { return .double(ev.runtime.now) }
        case "UnitPoint":
            if name == "init" { return .unitPoint(UnitPoint(try args.requiredDouble("x"), try args.requiredDouble("y"))) }
        case "Gradient.Stop", "[Gradient.Stop]":
            if name == "init" { return try construct("Gradient.Stop", args, evaluator: ev) }
        default: break
        }
        return nil
    }

    /// `.name(args)` with no type to look in: an animation, a font, an angle or a point,
    /// whichever SwiftUI type has a static function of that name.
    static func implicitCall(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        if let a = try animationCall(name, args, ev) { return .animation(a) }
        if let f = try fontCall(name, args, ev) { return .font(f) }
        if let g = try GradientSpec.shapeStyle(name, args, evaluator: ev) { return g }
        switch name {
        case "degrees", "radians": return try staticCall(type: "Angle", name, args, evaluator: ev)
        // `.constant(value)` where a `Binding` goes: a binding that reads the value and
        // ignores what is written to it.
        case "constant" where args.labels == [nil]: return try args.required(nil)
        case "now": return .double(ev.runtime.now)
        case "seconds": return .double(try args.requiredDouble(nil))
        case "milliseconds": return .double(try args.requiredDouble(nil) / 1000)
        case "nanoseconds": return .double(try args.requiredDouble(nil) / 1e9)
        case "init": return nil
        default: return nil
        }
    }

    static func random(_ type: String, _ args: Args, _ ev: Evaluator) throws -> Value {
        let range = try args.required("in")
        switch range {
        case .range(let l, let u, let closed):
            let upper = closed ? u : u - 1
            guard upper >= l else { throw RuntimeError(message: "Fatal error: Range requires lowerBound <= upperBound (an empty range has no random element)", at: args.at) }
            let span = UInt64(upper - l) &+ 1
            let draw = span == 0 ? ev.runtime.randomWord() : ev.runtime.random(below: span)
            if type == "Int" { return .int(l + Int(draw)) }
            return .double(Double(l + Int(draw)))
        case .doubleRange(let l, let u, _):
            return .double(ev.runtime.randomDouble(in: l...u))
        default:
            throw RuntimeError(message: "'random(in:)' needs a range, not '\(range.typeName)'", at: args.place("in"))
        }
    }

    /// The family of a `design:` of the system font (nil: the default design): `.serif` and
    /// `.monospaced` are their stand-ins' (`StandIns`); `.rounded`, which no installed font
    /// stands in for, is drawn in the default design, said once.
    static func designFamily(_ args: Args, _ ev: Evaluator) throws -> String? {
        guard let v = try args.value("design", hint: "Font.Design") else { return nil }
        guard case .enumCase(_, let name, _) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Font.Design'", at: args.place("design"))
        }
        switch name {
        case "default": return nil
        case "serif": return "ui-serif"
        case "monospaced": return "ui-monospace"
        case "rounded":
            ev.runtime.warn("the rounded design is drawn in the default design (no rounded font stands in for it)", at: args.place("design"))
            return nil
        default:
            throw RuntimeError(message: "type 'Font.Design' has no member '\(name)'", at: args.place("design"))
        }
    }

    /// `.system(size:weight:design:)`, `.custom(_:size:)`, `.custom(_:fixedSize:)`.
    static func fontCall(_ name: String, _ args: Args, _ ev: Evaluator) throws -> FontValue? {
        switch name {
        case "system":
            if let size = try args.double("size") {
                var weight = FontSpec.Weight.regular
                if let w = try args.value("weight", hint: "Font.Weight"), case .font(let f) = w { weight = f.spec.weight }
                var spec = FontSpec.system(size: size, weight: weight)
                spec.family = try designFamily(args, ev) ?? spec.family
                return FontValue(spec: spec, textStyle: nil)
            }
            // `.system(.title, design:)`: the text style.
            if let style = try args.value(nil, hint: "Font"), case .font(var f) = style {
                f.spec.family = try designFamily(args, ev) ?? f.spec.family
                return f
            }
            return nil
        case "custom":
            let family = try ev.string(args.required(nil, hint: "String"), at: args.place(nil))
            if let size = try args.double("size") { return FontValue(spec: .custom(family, size: size), textStyle: nil) }
            if let size = try args.double("fixedSize") { return FontValue(spec: .custom(family, size: size), textStyle: nil) }
            throw RuntimeError(message: "missing argument for parameter 'size' in call to '.custom'", at: args.at)
        default: return nil
        }
    }
}

/// `DispatchQueue.main`.
final class MainQueue: RuntimeObject {
    override var typeName: String { "DispatchQueue" }
}
