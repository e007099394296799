import Motion
import Scene

/// `Gauge`: a value in a range, drawn as a bar (`.linearCapacity`, iOS's default, and the
/// accessory linear styles) or a ring (`.accessoryCircularCapacity`, `.accessoryCircular`).
extension SourceRuntime {
    func gaugeBody(_ value: Double, _ range: ClosedRange<Double>, label: ViewValue?, current: ViewValue?, minimum: ViewValue?,
                   maximum: ViewValue?, _ ctx: ViewContext, at: Int) -> ViewValue {
        let m = ControlMetrics.Gauge.self
        let f = Self.fraction(value, range)
        let tint = ctx.controls.disabled ? system(ControlMetrics.disabledLabel) : tint(ctx)
        // The value labels are drawn small (our rule: the caption style), the file's font first.
        let small: (ViewValue?) -> ViewValue? = { v in
            v.map { $0.adding(.font(FontValue(spec: .system(size: 12, weight: .regular), textStyle: "caption"))) }
        }
        switch ctx.controls.gaugeStyle {
        case "accessoryCircularCapacity", "accessoryCircular":
            let open = ctx.controls.gaugeStyle == "accessoryCircular"
            let span = open ? 1 - m.gap : 1
            // The open ring starts a gap's half past the bottom and turns clockwise.
            let turn = open ? 90 + m.gap * 180 : -90
            func ring(_ color: Color, to end: Double) -> ViewValue {
                ViewValue(.shape(.circle), modifiers: [
                    .effect(EffectValue(kind: ShapeModifiers.trim, values: [0, end])),
                ] + stroke(color, StrokeStyle(lineWidth: m.ringWidth, lineCap: .round)) + [
                    .effect(EffectValue(kind: EffectModifiers.rotationEffect, values: [turn, 0.5, 0.5])),
                    .frame(width: m.ring - m.ringWidth, height: m.ring - m.ringWidth, alignment: .center),
                ], at: at)
            }
            var layers = [ring(open ? tint.withOpacity(0.3) : system("systemFill"), to: span)]
            if open {
                // The marker: a dot on the ring at the value, turned from the ring's start.
                let dot = ViewValue(.shape(.circle), modifiers: [
                    .fill(system("label")),
                    .frame(width: m.marker, height: m.marker, alignment: .center),
                    // Its centre on the ring's middle line, a ring's radius from the centre.
                    .frame(width: m.marker, height: m.ring - m.ringWidth + m.marker, alignment: .top),
                    .effect(EffectValue(kind: EffectModifiers.rotationEffect, values: [turn + 90 + f * span * 360, 0.5, 0.5])),
                ], at: at)
                layers.append(dot)
            } else {
                layers.append(ring(tint, to: f))
            }
            if let text = small(current ?? label) { layers.append(text) }
            return zstack(layers, at: at).adding(.frame(width: m.ring, height: m.ring, alignment: .center))
        default:
            let bar: (Color) -> [Modifier] = { [.fill($0), .frame(width: nil, height: ControlMetrics.Progress.bar, alignment: .center)] }
            var track = zstack([ViewValue(.shape(.capsule), modifiers: bar(system(ControlMetrics.Progress.track)), at: at)], alignment: "leading", at: at)
            if ctx.controls.gaugeStyle == "accessoryLinear" {
                let marker = ViewValue(.shape(.circle), modifiers: [
                    .fill(tint), .frame(width: m.marker, height: m.marker, alignment: .center),
                    .flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: UnitPoint(f, 0.5)),
                ], at: at)
                track = zstack([ViewValue(.shape(.capsule), modifiers: bar(system(ControlMetrics.Progress.track)), at: at), marker], alignment: "leading", at: at)
            } else {
                let filled = ViewValue(.shape(.capsule), modifiers: bar(tint) + [
                    .effect(EffectValue(kind: EffectModifiers.scaleEffect, values: [f, 1, 0, 0.5])),
                ], at: at)
                track = zstack([ViewValue(.shape(.capsule), modifiers: bar(system(ControlMetrics.Progress.track)), at: at), filled], alignment: "leading", at: at)
            }
            let row = hstack([small(minimum), track, small(maximum)], spacing: m.labelSpacing, at: at)
            var column: [ViewValue] = []
            if let label = controlLabel(label, ctx) { column.append(label) }
            column.append(row)
            if let current = small(current) { column.append(current) }
            return ViewValue(.stack(.vertical, alignment: "leading", spacing: m.spacing, column), at: at)
        }
    }
}

extension Color {
    func withOpacity(_ o: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * o) }
}
