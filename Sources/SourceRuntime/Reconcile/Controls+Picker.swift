import Motion
import Scene

/// `Picker`: `.segmented` as UISegmentedControl draws it (the selected segment's pill slides
/// to a tapped segment), `.menu` (and `.automatic`, iOS 17's default outside a form) as the
/// current value with chevrons, which a tap opens into a menu of the options.
extension SourceRuntime {
    func pickerBody(_ selection: ControlBinding, _ options: [(tag: Value, view: ViewValue)], _ host: ViewHost, _ ctx: ViewContext, at: Int) throws -> ViewValue {
        let current = try selection.read(evaluator)
        let selected = options.firstIndex { Controls.sameTag($0.tag, current) }
        let choose: (Int) -> FunctionValue = { [unowned self] k in
            self.handler("Picker.select") { try selection.write(options[k].tag, self.evaluator, at: at) }
        }
        if ctx.controls.pickerStyle == "segmented" {
            return segmented(options.map(\.view), selected: selected, choose: choose, ctx, at: at)
        }
        return menuPicker(options.map(\.view), selected: selected, choose: choose, host, ctx, at: at)
    }

    private func segmented(_ views: [ViewValue], selected: Int?, choose: (Int) -> FunctionValue, _ ctx: ViewContext, at: Int) -> ViewValue {
        let m = ControlMetrics.Segmented.self
        let n = views.count
        let disabled = ctx.controls.disabled
        let labelColor = system(disabled ? ControlMetrics.disabledLabel : "label")
        var layers: [ViewValue] = [ViewValue(.shape(.roundedRectangle(cornerRadius: m.cornerRadius)), modifiers: [.fill(system(m.fill))], at: at)]
        if let i = selected, n > 0 {
            // The pill spans the inset width scaled to one segment about an anchor at the
            // segment's place (i / (n − 1) of the way across): it lands on segment i, and
            // moving the anchor slides it.
            let anchor = n > 1 ? Double(i) / Double(n - 1) : 0.5
            let pill = ViewValue(.shape(.roundedRectangle(cornerRadius: m.pillRadius)), modifiers: [
                .fill(evaluator.prefersDark ? m.pillDark : m.pillLight),
                .effect(EffectValue(kind: EffectModifiers.shadow, values: [m.shadow.radius, 0, m.shadow.y, m.shadow.opacity], color: .black)),
                .padding(EdgeInsets(top: m.inset, leading: m.inset, bottom: m.inset, trailing: m.inset)),
                .effect(EffectValue(kind: EffectModifiers.scaleEffect, values: [1 / Double(n), 1, anchor, 0.5])),
                .animation(m.animation, value: .int(i), hasValue: true),
            ], at: at)
            layers.append(pill)
        }
        var row: [ViewValue] = []
        for (k, view) in views.enumerated() {
            if k > 0 {
                // A separator between two segments, hidden beside the selected one.
                let shown = selected != k && selected != k - 1
                row.append(ViewValue(.color(system("systemGray4")), modifiers: [
                    .frame(width: m.separator.width, height: m.separator.height, alignment: .center),
                    .effect(EffectValue(kind: EffectModifiers.opacity, values: [shown ? 1 : 0])),
                ], at: at))
            }
            var segment = view.adding(.font(FontValue(spec: .system(size: m.font, weight: selected == k ? .semibold : .regular), textStyle: nil)))
                .adding(.foreground(labelColor))
                .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .center))
                .adding(.frame(width: nil, height: m.height, alignment: .center))
                .adding(.background(ViewValue(.color(.clear), at: at), alignment: .center))
            segment = segment.adding(disabled ? ignoredTap() : .onTap(choose(k), count: 1))
            row.append(segment)
        }
        layers.append(hstack(row, spacing: 0, at: at))
        return zstack(layers, at: at).adding(.frame(width: nil, height: m.height, alignment: .center))
    }

    private func menuPicker(_ views: [ViewValue], selected: Int?, choose: @escaping (Int) -> FunctionValue, _ host: ViewHost, _ ctx: ViewContext, at: Int) -> ViewValue {
        let state = host.control ?? ControlState()
        host.control = state
        let disabled = ctx.controls.disabled
        let tint = disabled ? system(ControlMetrics.disabledLabel) : tint(ctx)
        let value = selected.map { views[$0] } ?? ViewValue(.empty, at: at)
        var closed = hstack([value.adding(.foreground(tint)), chevrons(tint, at: at)], spacing: ControlMetrics.Menu.spacing, at: at)
            .adding(.background(ViewValue(.color(.clear), at: at), alignment: .center))
        closed = closed.adding(disabled ? ignoredTap() : .onTap(handler("Picker.menu") { [unowned self, weak host] in
            state.menuOpen.toggle()
            if let host { self.markDirty(host) }
        }, count: 1))
        guard state.menuOpen, !disabled else { return closed }
        // The menu: a row per option, a checkmark at the selected one; a tap chooses and closes.
        let rows = views.enumerated().map { k, view -> ViewValue in
            let mark = ViewValue(.text(selected == k ? "\u{2713}" : ""), modifiers: [.frame(width: 16, height: nil, alignment: .leading)], at: at)
            return menuRow([mark, view], color: system("label"), state: state, host, run: choose(k), at: at)
        }
        return hangMenu(rows, below: closed, ctx, at: at)
    }

    /// A menu's card of `rows` (250 pt wide, rounded, shadowed), hung below `closed`: its top a
    /// line of the control's font and a gap down, drawn above the views after it.
    func hangMenu(_ rows: [ViewValue], below closed: ViewValue, _ ctx: ViewContext, at: Int) -> ViewValue {
        let m = ControlMetrics.Menu.self
        let card = ViewValue(.stack(.vertical, alignment: "leading", spacing: 0, rows), at: at)
            .adding(.frame(width: m.cardWidth, height: nil, alignment: .leading))
            .adding(.background(ViewValue(.shape(.roundedRectangle(cornerRadius: m.cardRadius)), modifiers: [
                .fill(system("secondarySystemGroupedBackground")),
                .effect(EffectValue(kind: EffectModifiers.shadow, values: [m.shadow.radius, 0, m.shadow.y, m.shadow.opacity], color: .black)),
            ], at: at), alignment: .center))
        let line = scene.metrics.lineMetrics(scene.resolve(resolvedFont(ctx))).height
        return closed.adding(.overlay(card.adding(.effect(EffectValue(kind: EffectModifiers.offset, values: [0, line + m.gap]))),
                                      alignment: UnitPoint(0.5, 0)))
            .adding(.zIndex(1))
    }

    /// The up-and-down chevron pair drawn beside a menu's value (`chevron.up.chevron.down`).
    private func chevrons(_ color: Color, at: Int) -> ViewValue {
        let m = ControlMetrics.Menu.self
        var path = ShapePath()
        let w = m.chevronWidth, h = m.chevronHeight, total = 2 * h + m.chevronGap
        path.move(to: Point(0, h)); path.addLine(to: Point(w / 2, 0)); path.addLine(to: Point(w, h))
        path.move(to: Point(0, total - h)); path.addLine(to: Point(w / 2, total)); path.addLine(to: Point(w, total - h))
        return ViewValue(.shape(.path(path)), modifiers: stroke(color, StrokeStyle(lineWidth: m.lineWidth, lineCap: .round, lineJoin: .round)) + [
            .frame(width: w, height: total, alignment: .center),
        ], at: at)
    }
}
