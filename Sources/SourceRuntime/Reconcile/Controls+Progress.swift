import Motion
import Scene

/// `ProgressView`: the 4 pt bar of UIProgressView for a value, the medium activity indicator
/// (eight spokes turning a spoke at a time) without one.
extension SourceRuntime {
    func progressBody(_ label: ViewValue?, _ value: Double?, _ total: Double, _ ctx: ViewContext, at: Int) -> ViewValue {
        let m = ControlMetrics.Progress.self
        let style = ctx.controls.progressStyle
        let circular = style == "circular" || (style != "linear" && value == nil)
        let text = controlLabel(label, ctx).map { $0.adding(.foreground(system("secondaryLabel"))) }
        if circular {
            let spinner = spinnerView(ctx, at: at)
            guard let text else { return spinner }
            return ViewValue(.stack(.vertical, alignment: "center", spacing: m.labelSpacing, [spinner, text]), at: at)
        }
        let f = value.map { min(1, max(0, $0 / total)) } ?? 0
        let tint = ctx.controls.disabled ? system(ControlMetrics.disabledLabel) : tint(ctx)
        let bar: (Color) -> [Modifier] = { [.fill($0), .frame(width: nil, height: m.bar, alignment: .center)] }
        let track = ViewValue(.shape(.capsule), modifiers: bar(system(m.track)), at: at)
        let filled = ViewValue(.shape(.capsule), modifiers: bar(tint) + [
            .effect(EffectValue(kind: EffectModifiers.scaleEffect, values: [f, 1, 0, 0.5])),
        ], at: at)
        let barView = zstack([track, filled], alignment: "leading", at: at)
        guard let text else { return barView }
        return ViewValue(.stack(.vertical, alignment: "leading", spacing: m.labelSpacing, [text, barView]), at: at)
    }

    /// Spoke `k`'s opacity when the leading spoke is `lead` (our rule: the leading spoke
    /// opaque, each one behind it lighter, down to 0.3).
    static func spokeOpacity(_ k: Int, lead: Int) -> Double {
        let n = ControlMetrics.Progress.spokes
        let behind = ((lead - k) % n + n) % n
        return 1 - 0.7 * Double(behind) / Double(n - 1)
    }

    /// The spinner: a timeline on the period of a spoke, each step moving the lead one spoke on.
    private func spinnerView(_ ctx: ViewContext, at: Int) -> ViewValue {
        let m = ControlMetrics.Progress.self
        let color = system("systemGray")
        let step = m.period / Double(m.spokes)
        let content = FunctionValue(.builtin(name: "ProgressView.spinner") { [unowned self] args, _, _ in
            var date = 0.0
            if case .object(let c as TimelineContext)? = args.first { date = c.date.seconds }
            let steps = (date / step).rounded(.down)
            let lead = steps.isFinite ? Int(steps.truncatingRemainder(dividingBy: Double(m.spokes))) : 0
            let spokes = (0..<m.spokes).map { k -> ViewValue in
                ViewValue(.shape(.capsule), modifiers: [
                    .fill(color),
                    .frame(width: m.spokeWidth, height: m.spokeLength, alignment: .center),
                    .frame(width: m.spokeWidth, height: m.spinner, alignment: .top),
                    .effect(EffectValue(kind: EffectModifiers.opacity, values: [Self.spokeOpacity(k, lead: lead)])),
                    .effect(EffectValue(kind: EffectModifiers.rotationEffect, values: [Double(k) * 360 / Double(m.spokes), 0.5, 0.5])),
                ], at: at)
            }
            return .view(self.zstack(spokes, at: at).adding(.frame(width: m.spinner, height: m.spinner, alignment: .center)))
        })
        return ViewValue(.timeline(TimelineSpec(schedule: .periodic(start: 0, interval: step), content: content)), at: at)
    }
}
