import Motion
import Scene

/// Modifiers that choose a view's colours and what is drawn behind, over or around it.
enum DrawingModifiers {
    /// `foregroundStyle` and a shape's `fill`: a colour, or a gradient that fills the text's
    /// glyphs or the shape (the argument is evaluated once: it may draw random numbers).
    private static func style(_ call: ModifierCall, fill: Bool) throws -> ViewValue {
        let v = try call.args.required(nil, hint: "Color")
        if let g = GradientSpec.of(v) { return call.add(fill ? .fillGradient(g) : .foregroundGradient(g)) }
        let c = try call.colorValue(v, nil)
        return call.add(fill ? .fill(c) : .foreground(c))
    }

    static let entries: [ModifierEntry] = [
        ModifierEntry("foregroundColor") { call in call.add(.foreground(try call.color(nil))) },
        ModifierEntry("foregroundStyle") { call in try style(call, fill: false) },
        // `fill()` with no style fills with the foreground style, as a shape draws without it.
        ModifierEntry("fill") { call in
            let view = try ShapeModifiers.evenOdd(call).map { call.add(.fillStyle(evenOdd: $0)) } ?? call.view
            guard call.args.labels.contains(where: { $0 == nil }) else { return view }
            let styled = ModifierCall(entry: call.entry, view: view, args: call.args, evaluator: call.evaluator, at: call.at)
            return try style(styled, fill: true)
        },
        ModifierEntry("background") { call in call.add(.background(try styled(call), alignment: try call.point("alignment"))) },
        ModifierEntry("overlay") { call in call.add(.overlay(try styled(call), alignment: try call.point("alignment"))) },
        ModifierEntry("clipped") { call in call.add(.clipped) },
        ModifierEntry("blendMode", ["_ blendMode: BlendMode"]) { call in
            let b = try call.bound()
            guard case .enumCase(_, let name, _)? = try b.value("blendMode"), let mode = BlendMode(rawValue: name) else {
                throw RuntimeError(message: "blendMode(_:) takes a BlendMode such as .multiply, .screen or .plusLighter", at: b.place("blendMode"))
            }
            if mode == .plusDarker { call.evaluator.runtime.warn("blend mode .plusDarker is drawn as .normal here", at: b.place("blendMode")) }
            return call.add(.blendMode(mode))
        },
        ModifierEntry("cornerRadius") { call in call.add(.cornerRadius(try call.args.requiredDouble(nil))) },
        ModifierEntry("clipShape") { call in
            guard case .view(let v) = try call.args.required(nil, hint: "Shape"), case .shape(let s) = v.content else {
                throw RuntimeError(message: "clipShape needs a shape such as Circle() or RoundedRectangle(cornerRadius:)", at: call.args.place(nil))
            }
            return call.add(.clipShape(s))
        },
        ModifierEntry("mask") { call in call.add(.mask(try call.viewArg(nil))) },
        ModifierEntry("buttonStyle") { call in
            let v = try call.args.required(nil, hint: "ButtonStyle")
            if case .enumCase(_, let n, _) = v { return call.add(.buttonStyle(n)) }
            // A file's own style: its `makeBody(configuration:)` draws each button.
            if case .instance(let s) = v { return call.add(.control(.customButtonStyle(s))) }
            return call.add(.buttonStyle("automatic"))
        },
    ]

    /// The view a `background` or `overlay` draws; `background(_:in:fillStyle:)` (iOS 15): the
    /// style filling the shape, drawn as the style clipped to the shape over the view's frame.
    private static func styled(_ call: ModifierCall) throws -> ViewValue {
        let view = try call.viewArg(nil)
        guard call.args.has("in") else { return view }
        guard case .view(let v) = try call.args.required("in", hint: "Shape"), case .shape(let shape) = v.content else {
            throw RuntimeError(message: "\(call.entry.name)(_:in:) needs a shape such as Capsule() or .rect(cornerRadius: 12)", at: call.args.place("in"))
        }
        _ = try call.args.value("fillStyle")
        return view.adding(.clipShape(shape))
    }
}
