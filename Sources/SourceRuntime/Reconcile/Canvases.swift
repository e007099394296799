import Foundation
import Motion
import Scene

/// What a `Canvas`'s renderer draws, recorded while it runs: each filled or stroked path
/// with the context's transform applied, in its shading's colour times the context's opacity.
final class CanvasRecording {
    var items: [CanvasItem] = []
    /// The canvas's symbol views (`symbols:`), for `resolveSymbol(id:)`.
    var symbols: [ViewValue] = []
}

/// `Canvas { context, size in … }`: the renderer runs when a frame needs the canvas at a size
/// it was not drawn at, or after its view was evaluated again (a `TimelineView` around it
/// makes that every frame); its context is a `GraphicsContext` value it may change and copy.
///
/// **Our rule**: what the canvas draws is its paths (`fill`, `stroke`) and its symbols that are
/// filled shapes (`CanvasSymbols.swift`); `draw` of a text, an image or another symbol,
/// `clip(to:)`, `blendMode` and filters other than `.blur` and `.alphaThreshold` are not drawn
/// (a warning says so once); a gradient shading fills in its colours' average. A stroke's
/// width and a blur scale with the context's transform. Under an alpha threshold each draw,
/// and each `drawLayer`'s draws together, are recorded as a layer with the context's filters.
extension SourceRuntime {
    func canvasItems(_ source: ShapeSource, size: Size, at: Int) -> [CanvasItem] {
        guard case .canvas(let spec) = source.kind else { return [] }
        Self.outlineLock.lock()
        defer { Self.outlineLock.unlock() }
        guard scene.failure == nil else { return [] }
        let recording = CanvasRecording()
        recording.symbols = spec.symbols
        let outer = canvasRecording
        canvasRecording = recording
        evaluator.drawsFrame = true
        defer { evaluator.drawsFrame = false; canvasRecording = outer }
        do {
            evaluator.steps = 0
            let context = Box(Program.newContext())
            let sizeValue = Value.tuple([.double(size.width), .double(size.height)], labels: ["width", "height"])
            _ = try evaluator.invoke(spec.renderer, [context.value, sizeValue], at: at, inoutBoxes: [0: context])
        } catch {
            fail(error, at: at)
            return []
        }
        return recording.items
    }

    /// `context.fill(path, with:style:)` and `context.stroke(path, with:lineWidth:)` /
    /// `(…, style:)`: recorded with the context's transform and opacity (nil: not such a call).
    func canvasDraw(_ name: String, _ args: Args, context: StructValue, transform t: Transform2D, opacity: Double, at: Int) throws -> Bool {
        guard canvasRecording != nil else { return false }
        switch name {
        case "fill", "stroke": break
        case "draw":
            if case .object(let symbol as CanvasSymbolObject)? = try args.value(nil) {
                try drawSymbol(symbol.view, args, context: context, transform: t, opacity: opacity, blur: Self.canvasBlur(context, t), at: at)
                return true
            }
            warn("a Canvas's draw of a text or an image is not drawn here (its paths are)", at: at)
            return true
        case "clip":
            warn("a Canvas's clip(to:) does not clip here", at: at)
            return true
        default: return false
        }
        if case .enumCase(_, let mode, _)? = context.fields["blendMode"], mode != "normal" {
            warn("a Canvas's blend mode .\(mode) is drawn as .normal here", at: at)
        }
        guard case .object(let p as PathObject) = try args.required(nil) else {
            throw RuntimeError(message: "\(name)(_:with:) takes a Path", at: args.place(nil))
        }
        let shading = try args.required("with", hint: "GraphicsContext.Shading")
        let color = try canvasColor(shading, at: args.place("with")).opacity(min(1, max(0, opacity)))
        let paint: ShapePaint
        if name == "fill" {
            var evenOdd = false
            if case .object(let f as FillStyleObject)? = try args.value("style") { evenOdd = f.evenOdd }
            paint = .fill(evenOdd: evenOdd)
        } else {
            var style = StrokeStyle(lineWidth: try args.double("lineWidth") ?? 1)
            if let s = try args.value("style") {
                guard case .object(let o as StrokeStyleObject) = s else {
                    throw RuntimeError(message: "cannot convert value of type '\(s.typeName)' to expected argument type 'StrokeStyle'", at: args.place("style"))
                }
                style = o.style
            }
            let stretch = abs(t.a * t.d - t.b * t.c).squareRoot()
            style.lineWidth *= stretch
            style.dash = style.dash.map { $0 * stretch }
            style.dashPhase *= stretch
            paint = .stroke(style)
        }
        guard let recording = canvasRecording else { return true }
        if recording.items.count >= 100_000 { throw RuntimeError(message: "a Canvas drew more than 100,000 paths in one frame", at: at) }
        record(CanvasItem(path: p.path.applying(t), paint: paint, color: color, blur: Self.canvasBlur(context, t)), context: context, transform: t)
        return true
    }

    /// Records what one draw drew: under an alpha threshold, as a layer of its own with the
    /// context's filters (each draw is filtered on its own, as a layer's draws are together).
    func record(_ item: CanvasItem, context: StructValue, transform t: Transform2D) {
        guard let recording = canvasRecording else { return }
        guard (context.fields["threshold"]?.asDouble ?? 0) != 0 else { recording.items.append(item); return }
        recording.items.append(CanvasItem(layer: [item], filters: Self.canvasFilters(context, t)))
    }

    /// The context's filters in the order they apply to what it draws: the last added first.
    /// A blur's radius is in the canvas's points (scaled with the transform).
    static func canvasFilters(_ context: StructValue, _ t: Transform2D) -> [CanvasFilter] {
        guard case .array(let added)? = context.fields["filters"] else { return [] }
        let stretch = abs(t.a * t.d - t.b * t.c).squareRoot()
        return added.reversed().compactMap { v -> CanvasFilter? in
            guard case .object(let f as FilterObject) = v else { return nil }
            if let th = f.threshold { return .alphaThreshold(min: th.min, max: th.max, color: th.color) }
            return f.blur > 0 ? .blur(f.blur * stretch) : nil
        }
    }

    private func canvasColor(_ v: Value, at: Int) throws -> Color {
        switch v {
        case .color(let c): return c
        case .enumCase("", let n, _): if let c = Builtins.namedColor(n) { return c }
        case .object(let g as GradientObject):
            warn("a gradient shading in a Canvas fills with its colours' average here", at: at)
            return Self.average(g.colors)
        default: break
        }
        if let g = GradientSpec.of(v) {
            warn("a gradient shading in a Canvas fills with its colours' average here", at: at)
            return Self.average(g.colors)
        }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'GraphicsContext.Shading'", at: at)
    }

    /// The blur the context's `.blur(radius:)` filters give what it draws, in the canvas's points
    /// (scaled with the transform); none under an `.alphaThreshold` filter (the layer the draw
    /// is recorded in takes the filters in order).
    static func canvasBlur(_ context: StructValue, _ t: Transform2D) -> Double {
        guard (context.fields["threshold"]?.asDouble ?? 0) == 0, let blur = context.fields["blur"]?.asDouble, blur > 0 else { return 0 }
        return blur * abs(t.a * t.d - t.b * t.c).squareRoot()
    }

    static func average(_ colors: [Color]) -> Color {
        guard !colors.isEmpty else { return .clear }
        let n = Double(colors.count)
        return Color(red: colors.map(\.red).reduce(0, +) / n, green: colors.map(\.green).reduce(0, +) / n,
                     blue: colors.map(\.blue).reduce(0, +) / n, alpha: colors.map(\.alpha).reduce(0, +) / n)
    }
}
