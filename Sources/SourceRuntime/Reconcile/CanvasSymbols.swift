import Foundation
import Scene

/// A `Canvas`'s symbols (`Canvas { … } symbols: { Circle().fill(.blue).frame(width: 50, height: 50).tag(0) }`)
/// drawn by `context.draw(symbol, at: point)` (centred on the point, or at the `anchor:` given)
/// or `draw(symbol, in: rect)`: a symbol that is one of SwiftUI's shapes, filled with a colour
/// (`fill`, `foregroundColor`, `foregroundStyle`; the primary colour when none) and framed, is
/// recorded as that shape's path at its frame's size, moved by its `offset` and faded by its
/// `opacity`, in the context's transform and opacity.
///
/// **Our rule**: a symbol is drawn as its view stands when the canvas's view was evaluated (its
/// own animations do not move it between evaluations); another kind of symbol view (an image,
/// a text, a stack) is not drawn, said once.
extension SourceRuntime {
    func drawSymbol(_ view: ViewValue, _ args: Args, context: StructValue, transform t: Transform2D, opacity: Double, blur: Double,
                    at: Int) throws {
        guard case .shape(let kind) = view.content, let builtin = kind.builtin else {
            warn("a Canvas symbol that is not a filled shape (Circle, Rectangle, RoundedRectangle, Capsule, Ellipse) is not drawn here", at: at)
            return
        }
        var size: Size?
        var color = Color.primary
        var offset = Point(0, 0)
        var alpha = 1.0
        for m in view.modifiers {
            switch m {
            case .frame(let w?, let h?, _): size = Size(w, h)
            case .fill(let c), .foreground(let c): color = c
            case .effect(let e) where e.kind === EffectModifiers.offset && e.values.count >= 2:
                offset = Point(offset.x + e.values[0], offset.y + e.values[1])
            case .effect(let e) where e.kind === EffectModifiers.opacity && !e.values.isEmpty: alpha *= e.values[0]
            default: break
            }
        }
        let rect: Rect
        if let r = try args.value("in") {
            let frame = try Playground.rect(r, evaluator, at: args.place("in"))
            rect = Rect(x: frame.x + offset.x, y: frame.y + offset.y, width: frame.width, height: frame.height)
        } else {
            guard let size else {
                warn("a Canvas symbol drawn at a point needs a frame(width:height:) here", at: at)
                return
            }
            let point = try Playground.point(args.required("at"), evaluator, at: args.place("at"))
            var anchor = UnitPoint(0.5, 0.5)
            if case .unitPoint(let u)? = try args.value("anchor", hint: "UnitPoint") { anchor = u }
            rect = Rect(x: point.x - size.width * anchor.x + offset.x, y: point.y - size.height * anchor.y + offset.y,
                        width: size.width, height: size.height)
        }
        guard let recording = canvasRecording, rect.width.isFinite, rect.height.isFinite else { return }
        if recording.items.count >= 100_000 { throw RuntimeError(message: "a Canvas drew more than 100,000 paths in one frame", at: at) }
        let shade = color.opacity(min(1, max(0, opacity * alpha)))
        record(CanvasItem(path: builtin.path(in: rect).applying(t), paint: .fill(evenOdd: false), color: shade, blur: blur),
               context: context, transform: t)
    }
}
