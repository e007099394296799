import Foundation
import Motion
import Scene

/// `Text.Layout` and its parts as a renderer's `draw(layout:in:)` sees them: lines of runs of
/// slices (one slice a character, each drawn by its own glyph node).
final class TextLayoutObject: RuntimeObject, ValueSequence {
    let lines: [LineObject]
    init(lines: [LineObject]) { self.lines = lines }
    override var typeName: String { "Text.Layout" }
    var items: [Value] { lines.map { .object($0) } }
}

final class LineObject: RuntimeObject, ValueSequence {
    let runs: [RunObject]
    /// The line's box in the text's coordinates (its width, from its top to below its
    /// largest descent) and its largest ascent and descent.
    let bounds: Rect
    let ascent: Double
    let descent: Double
    init(runs: [RunObject], bounds: Rect, ascent: Double, descent: Double) {
        self.runs = runs; self.bounds = bounds; self.ascent = ascent; self.descent = descent
    }
    override var typeName: String { "Text.Layout.Line" }
    var items: [Value] { runs.map { .object($0) } }
}

final class RunObject: RuntimeObject, ValueSequence {
    let slices: [SliceObject]
    /// Custom attributes of the run, by type name.
    let attributes: [String: Value]
    init(slices: [SliceObject], attributes: [String: Value]) { self.slices = slices; self.attributes = attributes }
    override var typeName: String { "Text.Layout.Run" }
    var items: [Value] { slices.map { .object($0) } }
}

final class SliceObject: RuntimeObject {
    /// Which character of the text (which glyph node) the slice is.
    let index: Int
    /// Its box in the text's own coordinates, and the font's ascent and descent.
    let rect: Rect
    let ascent: Double
    let descent: Double
    init(index: Int, rect: Rect, ascent: Double, descent: Double) {
        self.index = index; self.rect = rect; self.ascent = ascent; self.descent = descent
    }
    override var typeName: String { "Text.Layout.RunSlice" }
}

/// Something a `for`-`in` walks that is not an array.
protocol ValueSequence: AnyObject {
    var items: [Value] { get }
}

/// A `GraphicsContext` filter (`.blur(radius:)`).
final class FilterObject: RuntimeObject {
    let blur: Double
    /// The filter's name when it is neither a blur nor an alpha threshold (not drawn).
    let name: String?
    /// `.alphaThreshold(min:max:color:)`'s range and colour.
    var threshold: (min: Double, max: Double, color: Color)?
    init(blur: Double, name: String? = nil) { self.blur = blur; self.name = name }
    override var typeName: String { "GraphicsContext.Filter" }
}

/// `UnitCurve`: a timing curve asked for its value at a progress.
final class UnitCurveObject: RuntimeObject {
    let curve: UnitBezier
    init(_ curve: UnitBezier) { self.curve = curve }
    override var typeName: String { "UnitCurve" }

    static func named(_ name: String) -> UnitCurveObject? {
        switch name {
        case "linear": return UnitCurveObject(.linear)
        case "easeIn": return UnitCurveObject(.easeIn)
        case "easeOut": return UnitCurveObject(.easeOut)
        case "easeInOut": return UnitCurveObject(.easeInOut)
        default: return nil
        }
    }
}

/// One slice drawn in a frame: where and how.
struct DrawnSlice {
    var transform: Transform2D
    var opacity: Double
    var blur: Double
}

/// The draws a renderer makes in one `draw(layout:in:)`.
final class DrawRecording {
    var slices: [Int: DrawnSlice] = [:]
}

extension Program {
    /// `GraphicsContext` as a value (copied by `var copy = context`): its opacity, the affine
    /// transform its `translateBy`/`scaleBy`/`rotate` build, and its blur filter.
    static let graphicsContext: StructDecl = {
        let names = ["opacity", "a", "b", "c", "d", "tx", "ty", "blur"]
        var properties = names.map { PropertyDecl(name: $0, isLet: false, type: .named("Double", []), initial: nil, wrapper: nil,
                                                  getter: nil, isStatic: false, at: 0) }
        properties.append(PropertyDecl(name: "blendMode", isLet: false, type: .named("GraphicsContext.BlendMode", []), initial: nil,
                                       wrapper: nil, getter: nil, isStatic: false, at: 0))
        return StructDecl(name: "GraphicsContext", conformances: [], properties: properties, initializers: [], methods: [:], at: 0)
    }()

    static func newContext() -> Value {
        .instance(StructValue(type: graphicsContext, fields: ["opacity": .double(1), "a": .double(1), "b": .double(0),
                                                             "c": .double(0), "d": .double(1), "tx": .double(0),
                                                             "ty": .double(0), "blur": .double(0), "threshold": .double(0),
                                                             "filters": .array([])]))
    }
}

extension Builtins {
    /// A `GraphicsContext`'s methods: the transform and filter change the context (a value);
    /// `draw` records what it draws with the context as it is.
    static func graphicsMethod(_ s: StructValue, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> (Value, changed: Value?)? {
        func field(_ k: String) -> Double { s.fields[k]?.asDouble ?? 0 }
        var t = Transform2D(a: field("a"), b: field("b"), c: field("c"), d: field("d"), tx: field("tx"), ty: field("ty"))
        var out = s
        func store(_ m: Transform2D) {
            out.fields["a"] = .double(m.a); out.fields["b"] = .double(m.b); out.fields["c"] = .double(m.c)
            out.fields["d"] = .double(m.d); out.fields["tx"] = .double(m.tx); out.fields["ty"] = .double(m.ty)
        }
        if try ev.runtime.canvasDraw(name, args, context: s, transform: t, opacity: field("opacity"), at: at) { return (.void, nil) }
        switch name {
        case "resolveSymbol":
            // The symbol view tagged `id`, nil when none is (see `SourceRuntime.drawSymbol`).
            let id = try args.required("id")
            let symbols = ev.runtime.canvasRecording?.symbols ?? []
            let found = symbols.first { v in v.modifiers.contains { if case .container(.tag(let t)) = $0 { return t == id }; return false } }
            return (found.map { .object(CanvasSymbolObject($0)) } ?? .nil, nil)
        case "drawLayer":
            // A layer drawn with a copy of the context (its changes stay in the layer).
            guard let f = try args.trailingClosure() ?? args.function("content") else {
                throw RuntimeError(message: "drawLayer needs a closure { context in … }", at: at)
            }
            guard (s.fields["threshold"]?.asDouble ?? 0) != 0, let recording = ev.runtime.canvasRecording else {
                let copy = Box(.instance(s))
                _ = try ev.invoke(f, [copy.value], at: at, inoutBoxes: [0: copy])
                return (.void, nil)
            }
            // Under an alpha threshold, what the layer draws is filtered as a whole (the gooey
            // merge of blurred shapes): drawn without the filters, then given them together.
            var inner = s
            inner.fields["filters"] = .array([]); inner.fields["blur"] = .double(0); inner.fields["threshold"] = .double(0)
            let copy = Box(.instance(inner))
            let start = recording.items.count
            _ = try ev.invoke(f, [copy.value], at: at, inoutBoxes: [0: copy])
            guard recording.items.count > start else { return (.void, nil) }
            let drawn = Array(recording.items[start...])
            recording.items.removeSubrange(start...)
            recording.items.append(CanvasItem(layer: drawn, filters: SourceRuntime.canvasFilters(s, t)))
            return (.void, nil)
        case "translateBy":
            t = t.concatenating(after: .translation(try args.double("x") ?? 0, try args.double("y") ?? 0))
            store(t)
        case "scaleBy":
            t = t.concatenating(after: .scale(try args.double("x") ?? 1, try args.double("y") ?? 1, about: .zero))
            store(t)
        case "rotate":
            t = t.concatenating(after: .rotation(degrees: try args.requiredDouble("by"), about: .zero))
            store(t)
        case "addFilter":
            guard case .object(let f as FilterObject) = try args.required(nil, hint: "GraphicsContext.Filter") else {
                throw RuntimeError(message: "addFilter takes .blur(radius:)", at: at)
            }
            if let other = f.name {
                ev.runtime.warn("a Canvas's .\(other) filter is not drawn here", at: at)
                return (.void, nil)
            }
            // The filters in the order added; what is drawn takes them last first.
            if case .array(let filters)? = s.fields["filters"] { out.fields["filters"] = .array(filters + [.object(f)]) }
            if f.threshold != nil {
                out.fields["threshold"] = .double(1)
                return (.void, .instance(out))
            }
            // Two blurs in a row blur as one of the root of their squares' sum.
            out.fields["blur"] = .double((field("blur") * field("blur") + f.blur * f.blur).squareRoot())
        case "draw":
            let what = try args.required(nil)
            _ = try args.value("options")
            guard let recording = ev.runtime.recording else { return (.void, nil) }
            let drawn = DrawnSlice(transform: t, opacity: field("opacity"), blur: field("blur"))
            for slice in slices(in: what) { recording.slices[slice.index] = drawn }
            return (.void, nil)
        default: return nil
        }
        return (.void, .instance(out))
    }

    static func slices(in v: Value) -> [SliceObject] {
        switch v {
        case .object(let s as SliceObject): return [s]
        case .object(let r as RunObject): return r.slices
        case .object(let l as LineObject): return l.runs.flatMap(\.slices)
        case .object(let t as TextLayoutObject): return t.lines.flatMap { $0.runs.flatMap(\.slices) }
        default: return []
        }
    }
}

/// A `Canvas` symbol resolved by `resolveSymbol(id:)`: the view of the canvas's `symbols:` with
/// that tag, drawn by `draw(_:at:anchor:)` or `draw(_:in:)`.
final class CanvasSymbolObject: RuntimeObject {
    let view: ViewValue
    init(_ view: ViewValue) { self.view = view }
    override var typeName: String { "GraphicsContext.ResolvedSymbol" }
}
