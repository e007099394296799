import Foundation
import Motion
import Scene

extension Builtins {
    /// `TypeName(…)` for Swift's and SwiftUI's types; nil when `name` is none of them.
    static func construct(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        if let view = try Views.construct(name, args, evaluator: ev) { return .view(view) }
        if let gesture = try Gestures.construct(name, args, evaluator: ev) { return gesture }
        if let calendar = try CalendarValues.construct(name, args) { return calendar }
        switch name {
        case "AttributedString": return try attributedString(args, evaluator: ev)
        case "Path": return try PathValues.makePath(args, evaluator: ev)
        case "GridItem": return try Containers.gridItem(args, ev)
        case "EdgeInsets":
            // `EdgeInsets(top:leading:bottom:trailing:)`, each 0 when left out.
            try args.allow(["top", "leading", "bottom", "trailing"])
            return .tuple(try ["top", "leading", "bottom", "trailing"].map { .double(try args.double($0) ?? 0) },
                          labels: ["top", "leading", "bottom", "trailing"])
        case "AnimatablePair":
            // A pair of animatable values: its numbers animate one by one (`first`, `second`).
            return .tuple([try args.required(nil), try args.required(nil, nth: 1)], labels: ["first", "second"])
        case "StrokeStyle": return try PathValues.makeStrokeStyle(args, evaluator: ev)
        case "FillStyle":
            try args.allow(["eoFill", "antialiased"])
            return .object(FillStyleObject(evenOdd: try args.value("eoFill").map { try ev.truth($0, at: args.place("eoFill")) } ?? false))
        case "CGAffineTransform": return try PathValues.makeTransform(args, evaluator: ev)
        case "ProjectionTransform":
            // From an affine transform (its perspective row is the identity's).
            guard let v = try args.value(nil) else { return .object(AffineTransformObject(.identity)) }
            guard case .object(let t as AffineTransformObject) = v else {
                throw RuntimeError(message: "ProjectionTransform takes a CGAffineTransform here", at: args.place(nil))
            }
            return .object(t)
        case "Double", "CGFloat", "Float", "TimeInterval":
            let v = try args.required(nil)
            switch v {
            case .int(let i): return .double(Double(i))
            case .double: return v
            case .string(let s): return Double(s).map(Value.double) ?? .null
            default: throw RuntimeError(message: "no exact matches in call to initializer of '\(name)' with '\(v.typeName)'", at: args.at)
            }
        case "Int":
            let v = try args.required(nil)
            switch v {
            case .int: return v
            case .double(let d):
                guard d.isFinite, Swift.abs(d) < 9.2e18 else {
                    throw RuntimeError(message: "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN", at: args.at)
                }
                return .int(Int(d))
            case .string(let s): return Int(s).map(Value.int) ?? .null
            default: throw RuntimeError(message: "no exact matches in call to initializer of 'Int' with '\(v.typeName)'", at: args.at)
            }
        case "String":
            if let v = try args.value("describing") { return .string(try ev.describe(v)) }
            if let v = try args.value("repeating") {
                let n = try ev.integer(args.required("count"), at: args.at)
                guard n >= 0 && n <= 1_000_000 else { throw RuntimeError(message: "String(repeating:count:) count out of range", at: args.at) }
                return .string(String(repeating: try ev.string(v, at: args.at), count: n))
            }
            let v = try args.required(nil)
            if let radix = try args.value("radix") {
                // `String(_:radix:)`: an integer's digits in that base (2…36, as Swift's precondition).
                let r = try ev.integer(radix, at: args.place("radix")), i = try ev.integer(v, at: args.place(nil))
                guard (2...36).contains(r) else { throw RuntimeError(message: "Fatal error: Radix must be between 2 and 36", at: args.place("radix")) }
                return .string(String(i, radix: r))
            }
            switch v {
            case .array(let items): return .string(try items.map { try ev.string($0, at: args.at) }.joined())
            default: return .string(try ev.describe(v))
            }
        case "Character":
            let s = try ev.string(args.required(nil), at: args.at)
            guard s.count == 1, let c = s.first else { throw RuntimeError(message: "cannot make a Character of \"\(s)\"", at: args.at) }
            return .character(c)
        case "Bool":
            return try args.required(nil)
        case "Array":
            if let v = try args.value("repeating") {
                let n = try ev.integer(args.required("count"), at: args.at)
                guard n >= 0 && n <= 1_000_000 else { throw RuntimeError(message: "Array(repeating:count:) count out of range", at: args.at) }
                return .array(Array(repeating: v, count: n))
            }
            guard let v = try args.value(nil) else { return .array([]) }
            return .array(try ev.elements(of: v, at: args.at))
        // `Optional(x)`: the value, wrapped (an optional here is its value or nil).
        case "Optional" where args.count == 1 && args.labels == [nil]: return try args.required(nil)
        case "UUID":
            return .object(UUIDObject(ev.runtime.nextUUID()))
        case "State":
            return try args.value("initialValue") ?? args.value("wrappedValue") ?? args.required(nil)
        case "CGSize":
            return .tuple([.double(try args.requiredDouble("width")), .double(try args.requiredDouble("height"))], labels: ["width", "height"])
        case "CGPoint":
            return .tuple([.double(try args.requiredDouble("x")), .double(try args.requiredDouble("y"))], labels: ["x", "y"])
        case "CGRect" where args.labels == ["origin", "size"]:
            let o = try ev.point(args.required("origin", hint: "CGPoint"), at: args.place("origin"))
            let s = try ev.size(args.required("size", hint: "CGSize"), at: args.place("size"))
            return PathValues.rectValue(Rect(x: o.x, y: o.y, width: s.width, height: s.height))
        case "CGRect":
            return .tuple([.double(try args.requiredDouble("x")), .double(try args.requiredDouble("y")),
                           .double(try args.requiredDouble("width")), .double(try args.requiredDouble("height"))],
                          labels: ["x", "y", "width", "height"])
        case "Angle":
            if let d = try args.double("degrees") { return .double(d) }
            return .double(try args.requiredDouble("radians") * 180 / .pi)
        case "Color", "CGColor", "UIColor":
            return .color(try color(args, evaluator: ev))
        case "Gradient": return .object(try GradientObject.make(args, evaluator: ev))
        case "Gradient.Stop":
            return .tuple([try args.required("color", hint: "Color"), .double(try args.requiredDouble("location"))], labels: ["color", "location"])
        case "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe":
            return try Keyframe.make(name, args, evaluator: ev).map { .object($0) }
        case "KeyframeTimeline": return .object(try KeyframeTimelineObject.make(args, evaluator: ev))
        case "KeyframeTrack":
            var path: [String] = []
            if case .keyPath(let p)? = try args.value(nil) { path = p.filter { $0 != "self" } }
            guard let body = try args.trailingClosure() ?? args.function("content") else {
                throw RuntimeError(message: "KeyframeTrack needs its keyframes in a closure", at: args.at)
            }
            let keyframes = try ev.collect(body, [], at: args.at).compactMap { v -> Keyframe? in
                if case .object(let k as Keyframe) = v { return k }
                return nil
            }
            return .object(KeyframeTrack(path: path, keyframes: keyframes))
        case "Date":
            // Scene time after the reference date (see TimelineSpec); the intervals as Foundation's.
            try args.allow(["timeIntervalSinceReferenceDate", "timeIntervalSince1970", "timeIntervalSinceNow"])
            if let s = try args.double("timeIntervalSinceReferenceDate") { return .object(DateObject(s)) }
            if let s = try args.double("timeIntervalSince1970") { return .object(DateObject(s - 978_307_200)) }
            return .object(DateObject(ev.runtime.now + (try args.double("timeIntervalSinceNow") ?? 0)))
        case "Spring":
            // `Spring(duration:bounce:)` and `Spring(response:dampingRatio:)`: SwiftUI's fluid spring.
            if args.has("response") || args.has("dampingRatio") {
                return .object(SpringObject(FluidSpring(response: try args.double("response") ?? 0.5,
                                                        dampingFraction: try args.double("dampingRatio") ?? 1)))
            }
            return .object(SpringObject(FluidSpring(duration: try args.double("duration") ?? 0.5, bounce: try args.double("bounce") ?? 0)))
        case "Task":
            guard let body = try args.trailingClosure() else { throw RuntimeError(message: "Task needs a closure", at: args.at) }
            return .object(try ev.runtime.startTask(body, at: args.at))
        case "UnitPoint":
            return .unitPoint(UnitPoint(try args.requiredDouble("x"), try args.requiredDouble("y")))
        // Type erasers are the value they wrap: `AnyShapeStyle(Color.red)`, `AnyShape(Circle())`.
        case "AnyShapeStyle": return try args.required(nil, hint: "ShapeStyle")
        case "AnyShape": return try args.required(nil, hint: "Shape")
        // The style structs of iOS 13 spelled as their iOS 15 statics.
        case "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "DefaultTextFieldStyle":
            let names = ["RoundedBorderTextFieldStyle": "roundedBorder", "PlainTextFieldStyle": "plain", "DefaultTextFieldStyle": "automatic"]
            return .enumCase(type: "TextFieldStyle", name: names[name] ?? "automatic", payload: [])
        case "Alignment":
            // An alignment is the unit point of its two guides: `.leading` is x 0, `.bottom` y 1.
            func guide(_ label: String, _ type: String) throws -> UnitPoint {
                guard case .unitPoint(let p)? = try args.value(label, hint: type) else {
                    throw RuntimeError(message: "missing argument for parameter '\(label)' in call", at: args.at)
                }
                return p
            }
            return .unitPoint(UnitPoint(try guide("horizontal", "HorizontalAlignment").x, try guide("vertical", "VerticalAlignment").y))
        case "Animation", "Font":
            throw RuntimeError(message: "use one of \(name)'s static members (e.g. .\(name == "Font" ? "system(size: 17)" : name == "Animation" ? "easeInOut" : "center"))", at: args.at)
        default: return try Playground.construct(name, args, evaluator: ev)
        }
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
    /// `Color(CGColor(…))`, `Color(.sRGB, red:…)`, `Color("name")` (a named colour: its name as a colour name).
    static func color(_ args: Args, evaluator ev: Evaluator) throws -> Color {
        if args.has("red") {
            let a = try args.double("opacity") ?? args.double("alpha") ?? 1
            return Color(red: try args.requiredDouble("red"), green: try args.requiredDouble("green"),
                         blue: try args.requiredDouble("blue"), alpha: a)
        }
        if args.has("white") {
            return Color(white: try args.requiredDouble("white"), alpha: try args.double("opacity") ?? args.double("alpha") ?? 1)
        }
        if args.has("hue") {
            let h = try args.requiredDouble("hue"), s = try args.requiredDouble("saturation"), b = try args.requiredDouble("brightness")
            return hsb(h, s, b, alpha: try args.double("opacity") ?? args.double("alpha") ?? 1)
        }
        // `Color(.systemGray6)`, `Color(uiColor: .systemPink)`: `Color.init(_: UIColor)` and
        // `init(uiColor:)`, whose implicit members are UIColor's.
        let label: String? = args.has("uiColor") ? "uiColor" : args.has("named") ? "named" : nil
        if let v = try args.value(label, hint: "UIColor") {
            if case .color(let c) = v { return c }
            if case .string(let s) = v { return ev.assetColor(s, at: args.place(label)) ?? namedColor(s) ?? ev.missingAsset(s, at: args.place(label)) }
            if case .enumCase("", let n, _) = v {
                // A system colour, else a generated `ColorResource` of the file's catalog.
                if let c = ev.systemColor(n) { return c }
                return ev.assetColor(n, at: args.place(label)) ?? ev.missingAsset(n, at: args.place(label))
            }
        }
        throw RuntimeError(message: "no Color initializer takes these arguments; use Color(red:green:blue:opacity:), Color(white:) or Color(hue:saturation:brightness:)", at: args.at)
    }

    static func hsb(_ h: Double, _ s: Double, _ v: Double, alpha: Double) -> Color {
        // A hue that is not finite is red (its sector 0), not a trap.
        let hue = h.isFinite ? (h - Foundation.floor(h)) * 6 : 0
        let i = Int(saturatingFloor: hue) % 6, f = hue - Foundation.floor(hue)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }

    /// SwiftUI's named colours in light mode (iOS system colours).
    static func namedColor(_ name: String) -> Color? {
        func c(_ r: Double, _ g: Double, _ b: Double) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255) }
        switch name {
        case "red": return .red
        case "orange": return c(255, 149, 0)
        case "yellow": return c(255, 204, 0)
        case "green": return c(52, 199, 89)
        case "mint": return c(0, 199, 190)
        case "teal": return c(48, 176, 199)
        case "cyan": return c(50, 173, 230)
        case "blue", "accentColor": return c(0, 122, 255)
        case "indigo": return c(88, 86, 214)
        case "purple": return c(175, 82, 222)
        case "pink": return c(255, 45, 85)
        case "brown": return c(162, 132, 94)
        case "gray", "grey": return .gray
        case "black": return .black
        case "white": return .white
        case "clear": return .clear
        case "primary": return .primary
        case "secondary": return Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        case "tertiary", "quaternary": return SystemColors.hierarchical[name].flatMap { SystemColors.color($0, dark: false) }
        default: return nil
        }
    }
}

/// `UUID()`: a unique id; `uuidString` is drawn from the scene's seeded generator.
final class UUIDObject: RuntimeObject {
    let uuidString: String
    init(_ s: String) { uuidString = s }
    override var typeName: String { "UUID" }
}

/// `Spring`: a fluid spring as a value (`Spring(duration:bounce:)`, `.snappy`), for
/// `.spring(_:)` and its own properties.
final class SpringObject: RuntimeObject {
    let spring: FluidSpring
    init(_ spring: FluidSpring) { self.spring = spring }
    override var typeName: String { "Spring" }
}
