import Motion
import Scene

/// A control drawn as views: a button, toggle, slider, stepper or progress view becomes the
/// shapes, texts and handlers iOS draws for it in the environment it stands in (style, tint,
/// size, disabled, colour scheme). Its host reconciles that body as its one child, so the
/// parts are nodes of their own and animate as any view's do.
extension SourceRuntime {
    /// The body of a button or control host, evaluated with what it reads noted: a change of
    /// a bound value draws the control again.
    func controlChildren(_ host: ViewHost, _ ctx: ViewContext, _ update: Update) throws {
        host.isDirty = false
        pending.dirty.removeAll { $0 === host }
        let unit = host.bodyUnit ?? BodyUnit(host: host)
        host.bodyUnit = unit
        let (body, log) = try evaluator.logging { try controlBody(host, ctx) }
        register(unit, log)
        update.viewCount += 1
        let old = host.children.first
        let child = try reconcile(body, old, ctx, depth: host.depth + 1, update)
        if old !== child {
            if let old { leave(old, from: host, ctx, alreadyRemoved: true, update) }
            appeared(child, ctx, update)
        }
        for extra in host.children.dropFirst() { leave(extra, from: host, ctx, update) }
        host.children = [child]
        update.structureChanged = true
    }

    private func controlBody(_ host: ViewHost, _ ctx: ViewContext) throws -> ViewValue {
        let v = host.value
        switch v.content {
        case .button(let label, let action, let role):
            if let style = ctx.controls.customButtonStyle { return try customButtonBody(style, label, action, role: role, host, ctx, at: v.at) }
            return buttonBody(label, action, role: role, host, ctx, at: v.at)
        case .control(let spec):
            switch spec.kind {
            case .toggle(let label, let isOn):
                if let style = ctx.controls.customToggleStyle { return try customToggleBody(style, label, isOn, at: v.at) }
                return try toggleBody(label, isOn, ctx, at: v.at)
            case .slider: return try sliderBody(spec, host, ctx, at: v.at)
            case .stepper: return try stepperBody(spec, ctx, at: v.at)
            case .progress(let label, let value, let total): return progressBody(label, value, total, ctx, at: v.at)
            case .picker(_, let selection, let options): return try pickerBody(selection, options, host, ctx, at: v.at)
            case .gauge(let value, let range, let label, let current, let minimum, let maximum):
                return gaugeBody(value, range, label: label, current: current, minimum: minimum, maximum: maximum, ctx, at: v.at)
            case .textField(let placeholder, let text, let secure): return try textFieldBody(placeholder, text, secure: secure, host, ctx, at: v.at)
            case .menu(let label, let items, let primary): return try menuBody(label, items, primaryAction: primary, host, ctx, at: v.at)
            }
        default: return ViewValue(.empty, at: v.at)
        }
    }

    // MARK: Colours

    /// A system colour in the file's colour scheme.
    func system(_ name: String) -> Color {
        SystemColors.color(name, dark: evaluator.prefersDark) ?? .gray
    }

    /// The control's tint: `.tint`, else the accent colour (systemBlue).
    func tint(_ ctx: ViewContext) -> Color {
        ctx.controls.tint ?? system("systemBlue")
    }

    /// A closure of the runtime's own, run as a file's closure is (a tap's handler).
    func handler(_ name: String, _ body: @escaping () throws -> Void) -> FunctionValue {
        FunctionValue(.builtin(name: name) { _, _, _ in try body(); return .void })
    }

    /// What a disabled control does with a tap: takes it and does nothing (a tap on nothing
    /// starts the scene over here, as a click on empty canvas does).
    func ignoredTap() -> Modifier {
        .onTap(handler("disabled") { }, count: 1)
    }

    // MARK: Buttons

    /// SwiftUI's button styles on iOS: `.automatic` and `.borderless` draw the label in the
    /// tint (in the foreground colour around the button, when one is set) with no bezel, `.plain` draws it as it is, `.bordered` on a gray fill,
    /// `.borderedProminent` in white on a tint fill; `role: .destructive` is red.
    func buttonBody(_ label: ViewValue, _ action: FunctionValue?, role: String?, _ host: ViewHost, _ ctx: ViewContext, at: Int) -> ViewValue {
        let style = ctx.buttonStyle ?? "automatic"
        let disabled = ctx.controls.disabled
        var tint = role == "destructive" ? system("systemRed") : tint(ctx)
        if disabled { tint = system(ControlMetrics.disabledLabel) }
        let size = ControlMetrics.buttonSize(ctx.controls.controlSize)
        var body: ViewValue
        switch style {
        case "plain":
            body = disabled ? label.adding(.foreground(tint)) : label
        case "bordered", "borderedProminent":
            let prominent = style == "borderedProminent"
            var text = prominent ? Color.white : tint
            var fill = prominent ? tint : system("tertiarySystemFill")
            if disabled { text = tint; fill = system("tertiarySystemFill") }
            var labelled = label.adding(.foreground(text))
            if ctx.font == nil, size.font != "body", let (points, weight) = TextBuiltins.textStyles[size.font] {
                labelled = labelled.adding(.font(FontValue(spec: .system(size: points, weight: weight), textStyle: size.font)))
            }
            let shape = buttonShape(ctx, size)
            let bezel = ViewValue(.shape(shape), modifiers: [.fill(fill)], at: at)
            let padded = labelled.adding(.padding(EdgeInsets(top: size.vertical, leading: size.horizontal, bottom: size.vertical, trailing: size.horizontal)))
            body = padded.adding(.background(bezel, alignment: .center))
        default:
            // A foreground colour set around the button (`.foregroundColor(.white)`) draws its
            // label instead of the tint, as a style set in the environment does in SwiftUI.
            body = ctx.foregroundIsSet && !disabled && role != "destructive" ? label : label.adding(.foreground(tint))
        }
        // A disabled button still takes the tap, doing nothing (a tap on nothing starts the
        // scene over here).
        body = body.adding(.onTap(handler("Button.action") { [unowned self] in
            if let action, !disabled { _ = try self.evaluator.invoke(action, [], at: at) }
        }, count: 1))
        guard !disabled else { return body }
        // Held down, the button dims at once; let go, it fades back (UIKit's highlighted state).
        let state = host.control ?? ControlState()
        host.control = state
        let dim = style == "bordered" || style == "borderedProminent" ? ControlMetrics.pressedBezelOpacity : ControlMetrics.pressedOpacity
        body = body.adding(.effect(EffectValue(kind: EffectModifiers.opacity, values: [state.pressed ? dim : 1])))
            .adding(.animation(state.pressed ? nil : ControlMetrics.releaseAnimation, value: .bool(state.pressed), hasValue: true))
        return body.adding(.gesture(pressGesture(state, host)))
    }

    private func buttonShape(_ ctx: ViewContext, _ size: ControlMetrics.ButtonSize) -> ShapeKind {
        switch ctx.controls.borderShape {
        case "capsule": return .capsule
        case "circle": return .circle
        case "roundedRectangle": return .roundedRectangle(cornerRadius: ctx.controls.borderRadius ?? size.cornerRadius)
        default: return .roundedRectangle(cornerRadius: size.cornerRadius)
        }
    }

    /// A press that marks the control held while the pointer is down: a long press that never
    /// fires, told when the press starts and ends, so the release still runs the tap's handler.
    func pressGesture(_ state: ControlState, _ host: ViewHost) -> GestureObject {
        let pressing = FunctionValue(.builtin(name: "pressing") { [unowned self, weak host] args, _, _ in
            let down = args.first == .bool(true)
            if let host, state.pressed != down { state.pressed = down; self.markDirty(host) }
            return .void
        })
        return GestureObject(.longPress(minimumDuration: .infinity, maximumDistance: .infinity)).adding(pressing: pressing)
    }

    // MARK: Shared parts

    /// A shape's stroke as `stroke(_:style:)` makes it: the stroke and its (animatable) width.
    func stroke(_ color: Color, _ style: StrokeStyle, inside: Bool = false) -> [Modifier] {
        [.stroke(StrokeSpec(style: style, color: color, inside: inside)),
         .effect(EffectValue(kind: ShapeModifiers.strokeWidth, values: [style.lineWidth, style.dashPhase]))]
    }

    /// A white round thumb or knob with its shadow.
    func knob(_ diameter: Double, shadow: (radius: Double, y: Double, opacity: Double), at: Int) -> ViewValue {
        ViewValue(.shape(.circle), modifiers: [
            .fill(.white),
            .frame(width: diameter, height: diameter, alignment: .center),
            .effect(EffectValue(kind: EffectModifiers.shadow, values: [shadow.radius, 0, shadow.y, shadow.opacity], color: .black)),
        ], at: at)
    }

    func hstack(_ children: [ViewValue?], spacing: Double? = nil, at: Int) -> ViewValue {
        ViewValue(.stack(.horizontal, alignment: "center", spacing: spacing, children.compactMap { $0 }), at: at)
    }

    func zstack(_ children: [ViewValue], alignment: String = "center", at: Int) -> ViewValue {
        ViewValue(.stack(.depth, alignment: alignment, spacing: nil, children), at: at)
    }

    /// A label as a control draws it: in the primary colour (dimmed when disabled).
    func controlLabel(_ label: ViewValue?, _ ctx: ViewContext) -> ViewValue? {
        guard let label, !ctx.controls.labelsHidden else { return nil }
        return ctx.controls.disabled ? label.adding(.foreground(system(ControlMetrics.disabledLabel))) : label
    }
}
