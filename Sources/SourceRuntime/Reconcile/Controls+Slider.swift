import Motion
import Scene

/// `Slider` (UISlider's look: a 4 pt track filled with the tint up to a 28 pt thumb) and
/// `Stepper` (UIStepper's −/+ pair). A drag on a slider sets its value; a tap on a stepper's
/// half steps it.
extension SourceRuntime {
    /// Where a value stands in its range, 0…1 (an empty range: 0).
    static func fraction(_ v: Double, _ r: ClosedRange<Double>) -> Double {
        let span = r.upperBound - r.lowerBound
        guard span > 0, v.isFinite else { return 0 }
        return min(1, max(0, (v - r.lowerBound) / span))
    }

    /// The value at fraction `f` of the range, on the step's grid from the lower bound.
    static func sliderValue(at f: Double, _ r: ClosedRange<Double>, step: Double?) -> Double {
        let span = r.upperBound - r.lowerBound
        var v = r.lowerBound + min(1, max(0, f.isFinite ? f : 0)) * span
        if let step, step > 0, span > 0 {
            v = r.lowerBound + (((v - r.lowerBound) / step).rounded()) * step
            if v > r.upperBound { v -= step }
        }
        return min(r.upperBound, max(r.lowerBound, v))
    }

    func sliderBody(_ spec: ControlSpec, _ host: ViewHost, _ ctx: ViewContext, at: Int) throws -> ViewValue {
        guard case .slider(let binding, let range, let step, _, let minimumLabel, let maximumLabel, let onEditing) = spec.kind else {
            return ViewValue(.empty, at: at)
        }
        let m = ControlMetrics.Slider.self
        let value = try evaluator.number(binding.read(evaluator), at: at)
        let f = Self.fraction(value, range)
        let tint = ctx.controls.disabled ? system(ControlMetrics.disabledLabel) : tint(ctx)
        let half = m.thumb / 2
        let bar: (Color) -> [Modifier] = { [.fill($0), .frame(width: nil, height: m.track, alignment: .center)] }
        let maximumTrack = ViewValue(.shape(.capsule), modifiers: bar(system(m.maximumTrack)), at: at)
        // The filled track runs from the leading end to the thumb's centre: a rounded cap under
        // the thumb's first half, then the travel scaled by the fraction.
        let cap = ViewValue(.shape(.capsule), modifiers: [.fill(tint), .frame(width: half + m.track, height: m.track, alignment: .center)], at: at)
        let travel = ViewValue(.shape(.rectangle), modifiers: bar(tint) + [
            .effect(EffectValue(kind: EffectModifiers.scaleEffect, values: [f, 1, 0, 0.5])),
        ], at: at)
        let clearEnd = ViewValue(.color(.clear), modifiers: [.frame(width: half, height: m.track, alignment: .center)], at: at)
        let minimumTrack = zstack([cap, hstack([clearEnd, travel, clearEnd], spacing: 0, at: at)], alignment: "leading", at: at)
        let thumb = knob(m.thumb, shadow: m.shadow, at: at)
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: UnitPoint(f, 0.5)))
        var slider = zstack([maximumTrack, minimumTrack, thumb], at: at)
            .adding(.frame(width: nil, height: m.thumb, alignment: .center))
            .adding(.background(ViewValue(.color(.clear), at: at), alignment: .center))
        slider = slider.adding(ctx.controls.disabled ? ignoredTap()
                               : .gesture(sliderDrag(binding, range, step, onEditing, host, index: minimumLabel == nil ? 0 : 1, at: at)))
        guard minimumLabel != nil || maximumLabel != nil else { return slider }
        return hstack([controlLabel(minimumLabel, ctx), slider, controlLabel(maximumLabel, ctx)], spacing: m.labelSpacing, at: at)
    }

    /// The drag that moves a slider's thumb to the pointer (the thumb's centre follows it
    /// across the track's travel, its width less a thumb).
    private func sliderDrag(_ binding: ControlBinding, _ range: ClosedRange<Double>, _ step: Double?, _ onEditing: FunctionValue?,
                            _ host: ViewHost, index: Int, at: Int) -> GestureObject {
        let editing = EditingFlag()
        let changed = FunctionValue(.builtin(name: "Slider.drag") { [unowned self, weak host] args, _, _ in
            guard let host, case .tuple(let items, let labels)? = args.first,
                  let i = labels.firstIndex(of: "location"), case .tuple(let xy, _) = items[i], let first = xy.first else { return .void }
            let x = try self.evaluator.number(first, at: at)
            // The slider's own frame: the body itself, or the middle of its labels' row.
            var part = host.children.first
            if case .stack? = part?.value.content, let row = part, row.children.count > index { part = row.children[index] }
            let width = part?.topNodes.first?.modelFrame.width ?? 0
            let m = ControlMetrics.Slider.self
            let f = width > m.thumb ? (x - m.thumb / 2) / (width - m.thumb) : 0
            if !editing.on, let onEditing {
                editing.on = true
                _ = try self.evaluator.invoke(onEditing, [.bool(true)], at: at)
            }
            editing.on = true
            try binding.write(.double(Self.sliderValue(at: f, range, step: step)), self.evaluator, at: at)
            return .void
        })
        let ended = FunctionValue(.builtin(name: "Slider.dragEnded") { [unowned self] _, _, _ in
            if editing.on, let onEditing { _ = try self.evaluator.invoke(onEditing, [.bool(false)], at: at) }
            editing.on = false
            return .void
        })
        return GestureObject(.drag(minimumDistance: 0, global: false)).adding(changed: changed, ended: ended)
    }

    // MARK: Stepper

    func stepperBody(_ spec: ControlSpec, _ ctx: ViewContext, at: Int) throws -> ViewValue {
        guard case .stepper(let label, let binding, let range, let step, let onIncrement, let onDecrement, let onEditing) = spec.kind else {
            return ViewValue(.empty, at: at)
        }
        let m = ControlMetrics.Stepper.self
        let current = try binding.map { b -> Value in
            let v = try b.read(evaluator)
            _ = try evaluator.number(v, at: at)
            return v
        }
        let number = try current.map { try evaluator.number($0, at: at) }
        let disabled = ctx.controls.disabled
        // Each half is enabled while its step stays in the range (or its closure is given).
        let canDecrement = !disabled && (number.map { $0 > range.lowerBound } ?? (onDecrement != nil))
        let canIncrement = !disabled && (number.map { $0 < range.upperBound } ?? (onIncrement != nil))
        let stepped: (Bool) throws -> Void = { [unowned self] up in
            let ev = self.evaluator
            if let onEditing { _ = try ev.invoke(onEditing, [.bool(true)], at: at) }
            if let b = binding, let n = number, let old = current {
                let next = min(range.upperBound, max(range.lowerBound, up ? n + step : n - step))
                // An Int binding stays an Int.
                if case .int = old, next.rounded() == next, abs(next) < 9e15 { try b.write(.int(Int(next)), ev, at: at) }
                else { try b.write(.double(next), ev, at: at) }
            }
            if let f = up ? onIncrement : onDecrement { _ = try ev.invoke(f, [], at: at) }
            if let onEditing { _ = try ev.invoke(onEditing, [.bool(false)], at: at) }
        }
        func half(_ symbol: String, enabled: Bool, up: Bool) -> ViewValue {
            var v = ViewValue(.text(symbol), modifiers: [
                .font(FontValue(spec: .system(size: 22, weight: .regular), textStyle: nil)),
                .foreground(enabled ? system("label") : system(ControlMetrics.disabledLabel)),
                .frame(width: (m.width - m.separator) / 2, height: m.height, alignment: .center),
                .background(ViewValue(.color(.clear), at: at), alignment: .center),
            ], at: at)
            v = v.adding(enabled ? .onTap(handler(up ? "Stepper.increment" : "Stepper.decrement") { try stepped(up) }, count: 1) : ignoredTap())
            return v
        }
        let separator = ViewValue(.color(system(m.separatorColor)), modifiers: [.frame(width: m.separator, height: m.separatorHeight, alignment: .center)], at: at)
        let control = hstack([half("\u{2212}", enabled: canDecrement, up: false), separator, half("+", enabled: canIncrement, up: true)], spacing: 0, at: at)
            .adding(.background(ViewValue(.shape(.roundedRectangle(cornerRadius: m.cornerRadius)), modifiers: [.fill(system(m.fill))], at: at),
                                alignment: .center))
        guard let text = controlLabel(label, ctx) else { return control }
        return hstack([text, ViewValue(.spacer(minLength: nil), at: at), control], at: at)
    }
}

/// Whether a slider's drag has told `onEditingChanged(true)` yet.
final class EditingFlag { var on = false }
