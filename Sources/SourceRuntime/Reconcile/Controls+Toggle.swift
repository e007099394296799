import Motion
import Scene

/// `Toggle`: iOS's switch (UISwitch's look) with the label leading and the switch trailing
/// across the width offered, or `.toggleStyle(.button)`'s button that stays pressed while on.
extension SourceRuntime {
    func toggleBody(_ label: ViewValue?, _ isOn: ControlBinding, _ ctx: ViewContext, at: Int) throws -> ViewValue {
        let value = try isOn.read(evaluator)
        guard case .bool(let on) = value else {
            throw RuntimeError(message: "cannot convert value of type '\(value.typeName)' to expected argument type 'Binding<Bool>'", at: at)
        }
        let disabled = ctx.controls.disabled
        let flip = handler("Toggle.isOn") { [unowned self] in try isOn.write(.bool(!on), self.evaluator, at: at) }
        var body: ViewValue
        if ctx.controls.toggleStyle == "button" {
            body = toggleButton(label ?? ViewValue(.empty, at: at), on: on, ctx, at: at)
        } else {
            let m = ControlMetrics.Switch.self
            let fill = on ? (ctx.controls.tint ?? system(m.onFill)) : system(m.offFill)
            let track = ViewValue(.shape(.capsule), modifiers: [.fill(fill), .frame(width: m.width, height: m.height, alignment: .center)], at: at)
            let knob = knob(m.knob, shadow: m.shadow, at: at)
                .adding(.effect(EffectValue(kind: EffectModifiers.offset, values: [on ? m.travel : -m.travel, 0])))
            var control = zstack([track, knob], at: at)
                .adding(.animation(m.animation, value: .bool(on), hasValue: true))
            if disabled { control = control.adding(.effect(EffectValue(kind: EffectModifiers.opacity, values: [0.5]))) }
            if let text = controlLabel(label, ctx) {
                // The row takes the width offered: a tap anywhere on it flips the switch.
                body = hstack([text, ViewValue(.spacer(minLength: nil), at: at), control], at: at)
                    .adding(.background(ViewValue(.color(.clear), at: at), alignment: .center))
            } else {
                body = control
            }
        }
        body = body.adding(disabled ? ignoredTap() : .onTap(flip, count: 1))
        return body
    }

    /// `.toggleStyle(.button)`: a borderless button while off; while on, the label on a
    /// light fill of the tint (our rule: the tint at 15 %, as a tinted bezel).
    private func toggleButton(_ label: ViewValue, on: Bool, _ ctx: ViewContext, at: Int) -> ViewValue {
        let tint = ctx.controls.disabled ? system(ControlMetrics.disabledLabel) : tint(ctx)
        let size = ControlMetrics.buttonSize(ctx.controls.controlSize)
        var body = label.adding(.foreground(tint))
            .adding(.padding(EdgeInsets(top: size.vertical, leading: size.horizontal, bottom: size.vertical, trailing: size.horizontal)))
        let fill = on ? Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * 0.15) : .clear
        body = body.adding(.background(ViewValue(.shape(.roundedRectangle(cornerRadius: size.cornerRadius)), modifiers: [.fill(fill)], at: at),
                                       alignment: .center))
        return body
    }
}
