import Foundation
import Motion
import Scene

extension Builtins {
    /// `TypeName(…)` for Swift's and SwiftUI's types; nil when `name` is none of them.
    static func construct(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        // The conversions a body calls most (`Double(i)`, `String(c)`) go straight to their code:
        // none of the families below makes these names.
        case "Double", "Int", "CGFloat", "String", "Float":
            if let value = try standardValue(name, args, evaluator: ev) { return value }
        default: break
        }
        if let view = try ViewRegistry.construct(name, args, evaluator: ev) { return .view(view) }
        if let value = try BuiltinRegistry.construct(name, args, evaluator: ev) { return value }
        if let gesture = try Gestures.construct(name, args, evaluator: ev) { return gesture }
        if let calendar = try CalendarValues.construct(name, args) { return calendar }
        if let value = try standardValue(name, args, evaluator: ev) { return value }
        if let value = try geometryValue(name, args, evaluator: ev) { return value }
        if let value = try motionValue(name, args, evaluator: ev) { return value }
        // SwiftUI's own values: colours, gradients, state, styles and type erasers.
        switch name {
        case "AttributedString": return try attributedString(args, evaluator: ev)
        case "GridItem": return try Containers.gridItem(args, ev)
        // `_model = StateObject(wrappedValue: Model())` in an init: the wrapped property's
        // first value, as `State(initialValue:)`.
        case "State", "Published", "StateObject", "ObservedObject":
            return try args.value("initialValue") ?? args.value("wrappedValue") ?? args.required(nil)
        case "CGColor":
            return .color(try color(args, evaluator: ev))
        // `Transaction()`, `Transaction(animation:)`.
        case "Transaction":
            let t = TransactionObject()
            if let a = try args.value("animation", hint: "Animation?") { try t.set("animation", a, evaluator: ev, at: args.place("animation")) }
            return .object(t)
        case "Gradient": return .object(try GradientObject.make(args, evaluator: ev))
        // Type erasers are the value they wrap: `AnyShapeStyle(Color.red)`, `AnyShape(Circle())`.
        case "AnyShapeStyle": return try args.required(nil, hint: "ShapeStyle")
        case "AnyShape": return try args.required(nil, hint: "Shape")
        // The style structs of iOS 13 spelled as their iOS 15 statics.
        case "RoundedBorderTextFieldStyle", "PlainTextFieldStyle", "DefaultTextFieldStyle":
            let names = ["RoundedBorderTextFieldStyle": "roundedBorder", "PlainTextFieldStyle": "plain", "DefaultTextFieldStyle": "automatic"]
            return .enumCase(type: "TextFieldStyle", name: names[name] ?? "automatic", payload: [])
        case "Animation", "Font":
            throw RuntimeError(message: "use one of \(name)'s static members (e.g. .\(name == "Font" ? "system(size: 17)" : name == "Animation" ? "easeInOut" : "center"))", at: args.at)
        default: return try Playground.construct(name, args, evaluator: ev)
        }
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
    /// `Color(CGColor(…))`, `Color(.sRGB, red:…)`, `Color("name")` (a named colour: its name as a colour name).
    static func color(_ args: Args, evaluator ev: Evaluator) throws -> Color {
        // `Color(.displayP3, red:…)`, `UIColor(displayP3Red:…)`, `Color(.sRGBLinear, white:)`.
        var space = "sRGB"
        if args.has("red") || args.has("white"), args.labels.first == .some(nil), case .enumCase(_, let s, _)? = try args.value(nil) { space = s }
        if args.has("displayP3Red") { space = "displayP3" }
        if args.has("red") || args.has("displayP3Red") {
            let a = try args.double("opacity") ?? args.double("alpha") ?? 1
            let r = try args.double("red") ?? args.requiredDouble("displayP3Red")
            return ColorSpaces.sRGB(space, r, try args.requiredDouble("green"), try args.requiredDouble("blue"), alpha: a)
        }
        if args.has("white") {
            let w = try args.requiredDouble("white")
            return ColorSpaces.sRGB(space, w, w, w, alpha: try args.double("opacity") ?? args.double("alpha") ?? 1)
        }
        if args.has("hue") {
            let h = try args.requiredDouble("hue"), s = try args.requiredDouble("saturation"), b = try args.requiredDouble("brightness")
            return hsb(h, s, b, alpha: try args.double("opacity") ?? args.double("alpha") ?? 1)
        }
        // `UIColor { traits in … }` (`init(dynamicProvider:)`): the colour its closure gives for
        // the scheme the file shows, with the traits' `userInterfaceStyle`.
        if let provider = try args.function("dynamicProvider") ?? args.trailingClosure() {
            let style = Value.enumCase(type: "", name: ev.prefersDark ? "dark" : "light", payload: [])
            let traits = Value.tuple([style], labels: ["userInterfaceStyle"])
            let given = try ev.invoke(provider, [traits], at: args.at)
            if case .color(let c) = given { return c }
            if case .enumCase("", let n, _) = given, let c = ev.systemColor(n) ?? ev.namedColor(n) { return c }
            throw RuntimeError(message: "cannot convert value of type '\(given.typeName)' to closure result type 'UIColor'", at: args.at)
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
        // `.tint` as a shape style: the accent colour. **Our rule**: a `.tint(_:)` set above
        // the shape is not read there (controls read it).
        case "blue", "accentColor", "tint": return c(0, 122, 255)
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
