import Scene

/// A control's bound value: `$state` (read where the control is drawn, written by its taps
/// and drags), or a constant (`.constant(true)`, a plain value), which nothing changes.
struct ControlBinding {
    let binding: StateBinding?
    let constant: Value

    static func of(_ v: Value) -> ControlBinding {
        if case .object(let b as StateBinding) = v { return ControlBinding(binding: b, constant: .nil) }
        return ControlBinding(binding: nil, constant: v)
    }

    /// The value now; the read is noted, so a change draws the control again.
    func read(_ ev: Evaluator) throws -> Value {
        guard let b = binding else { return constant }
        return try b.get(ev, at: 0)
    }

    func write(_ v: Value, _ ev: Evaluator, at: Int) throws {
        guard let b = binding else { return }
        try b.set(v, ev, at: at)
    }
}

/// `Toggle`, `Slider`, `Stepper`, `ProgressView`: what the file gave. The host draws them as
/// views of its own, in the style and environment they stand in (`Reconcile/Controls+*.swift`).
final class ControlSpec {
    enum Kind {
        case toggle(label: ViewValue?, isOn: ControlBinding)
        case slider(value: ControlBinding, range: ClosedRange<Double>, step: Double?, label: ViewValue?,
                    minimumLabel: ViewValue?, maximumLabel: ViewValue?, onEditingChanged: FunctionValue?)
        case stepper(label: ViewValue?, value: ControlBinding?, range: ClosedRange<Double>, step: Double,
                     onIncrement: FunctionValue?, onDecrement: FunctionValue?, onEditingChanged: FunctionValue?)
        /// `value` nil: the indeterminate spinner.
        case progress(label: ViewValue?, value: Double?, total: Double)
        /// Each option's tag (`.tag(_:)`, or its `ForEach` id) and view.
        case picker(label: ViewValue?, selection: ControlBinding, options: [(tag: Value, view: ViewValue)])
        /// `Gauge`: the value, its range and the labels.
        case gauge(value: Double, range: ClosedRange<Double>, label: ViewValue?, current: ViewValue?, minimum: ViewValue?, maximum: ViewValue?)
        /// `TextField` and `SecureField`: the placeholder (its title, or `prompt:`) and the text.
        case textField(placeholder: ViewValue?, text: ControlBinding, secure: Bool)
        /// `Menu`: its label, the views of its content, and a `primaryAction:`.
        case menu(label: ViewValue, items: [ViewValue], primaryAction: FunctionValue?)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    var name: String {
        switch kind {
        case .toggle: return "Toggle"
        case .slider: return "Slider"
        case .stepper: return "Stepper"
        case .progress: return "ProgressView"
        case .picker: return "Picker"
        case .gauge: return "Gauge"
        case .textField(_, _, let secure): return secure ? "SecureField" : "TextField"
        case .menu: return "Menu"
        }
    }
}

/// What a control keeps between evaluations of its body.
final class ControlState {
    /// The pointer is down on a button.
    var pressed = false
    /// A menu picker's menu is open.
    var menuOpen = false
}

enum Controls {
    /// The largest range a slider or stepper takes (keeps every step count finite).
    static let maximumMagnitude = 1e12

    /// Every control, by name.
    static let entries = valueControls + inputControls + [menu]
    /// The controls' type names.
    static let typeNames = Set(entries.flatMap(\.names))

    /// The controls of a number: a slider, a stepper, a progress view, a gauge 
    static let valueControls: [ViewEntry] = [
        ViewEntry("Slider") { name, args, ev in
            let c = ControlArguments(args, ev)
            let at = args.at
            // `Slider(value:in:) { label } minimumValueLabel: { … } maximumValueLabel: { … }`.
            try args.allow(["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged", nil])
            guard let value = try args.value("value") else { throw RuntimeError(message: "missing argument for parameter 'value' in call", at: at) }
            let fn = try args.function("onEditingChanged")
            return ViewValue(.control(ControlSpec(.slider(value: .of(value), range: try c.range(), step: try c.step(nil), label: try c.label("label") ?? c.label(nil),
                                                          minimumLabel: try c.label("minimumValueLabel"), maximumLabel: try c.label("maximumValueLabel"),
                                                          onEditingChanged: fn))), at: at)
        },
        ViewEntry("Stepper") { name, args, ev in
            let c = ControlArguments(args, ev)
            let at = args.at
            try args.allow([nil, "value", "in", "step", "label", "onIncrement", "onDecrement", "onEditingChanged", "format"])
            let value = try args.value("value").map(ControlBinding.of)
            // `Stepper("…") { … } onDecrement: { … }`: the first trailing closure is onIncrement.
            let dec = try args.function("onDecrement")
            let inc = try args.function("onIncrement") ?? (dec != nil && value == nil ? args.firstClosure() : nil)
            if value == nil, inc == nil, dec == nil {
                throw RuntimeError(message: "Stepper needs value: $binding, or onIncrement: and onDecrement:", at: at)
            }
            let text = try c.title()
            let r = args.has("in") ? try c.range() : -maximumMagnitude...maximumMagnitude
            let labelView = try text ?? c.label("label") ?? (inc == nil ? c.trailingLabel() : nil)
            return ViewValue(.control(ControlSpec(.stepper(label: labelView, value: value, range: r,
                                                           step: try c.step(1) ?? 1, onIncrement: inc, onDecrement: dec,
                                                           onEditingChanged: try args.function("onEditingChanged")))), at: at)
        },
        ViewEntry("ProgressView") { name, args, ev in
            let c = ControlArguments(args, ev)
            let at = args.at
            try args.allow([nil, "value", "total", "label", "currentValueLabel"])
            let total = try args.double("total") ?? 1
            var value = try args.value("value", hint: "Double").map { v -> Double? in
                if case .nil = v { return nil }
                return try ev.number(v, at: args.place("value"))
            } ?? nil
            if let v = value, !v.isFinite { value = 0 }
            let text = try c.title()
            return ViewValue(.control(ControlSpec(.progress(label: try text ?? c.label("label") ?? c.trailingLabel(), value: value,
                                                            total: total.isFinite && total > 0 ? total : 1))), at: at)
        },
        ViewEntry("Gauge") { name, args, ev in
            let c = ControlArguments(args, ev)
            let at = args.at
            try args.allow(["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", nil])
            let v = try args.double("value") ?? 0
            return ViewValue(.control(ControlSpec(.gauge(value: v.isFinite ? v : 0, range: try c.range(), label: try c.label("label") ?? c.label(nil),
                                                         current: try c.label("currentValueLabel"), minimum: try c.label("minimumValueLabel"),
                                                         maximum: try c.label("maximumValueLabel")))), at: at)
        },
    ]

    /// The controls a person sets: a toggle, a text field, a picker 
    static let inputControls: [ViewEntry] = [
        ViewEntry("Toggle") { name, args, ev in
            let c = ControlArguments(args, ev)
            let at = args.at
            try args.allow([nil, "isOn", "label", "sources"])
            guard let isOn = try args.value("isOn", hint: "Binding<Bool>") else {
                throw RuntimeError(message: "missing argument for parameter 'isOn' in call", at: at)
            }
            let text = try c.title()
            return ViewValue(.control(ControlSpec(.toggle(label: try text ?? c.trailingLabel(), isOn: .of(isOn)))), at: at)
        },
        ViewEntry("TextField", "SecureField") { name, args, ev in
            let c = ControlArguments(args, ev)
            let at = args.at
            try args.allow([nil, "text", "prompt", "axis", "label"])
            guard let text = try args.value("text", hint: "Binding<String>") else {
                throw RuntimeError(message: "missing argument for parameter 'text' in call", at: at)
            }
            var placeholder = try c.title()
            if let p = try args.value("prompt"), case .view(let v) = p { placeholder = v }
            if placeholder == nil { placeholder = try c.trailingLabel() }
            return ViewValue(.control(ControlSpec(.textField(placeholder: placeholder, text: .of(text), secure: name == "SecureField"))), at: at)
        },
        ViewEntry("Picker") { name, args, ev in
            let c = ControlArguments(args, ev)
            let at = args.at
            try args.allow([nil, "selection", "label", "content"])
            guard let selection = try args.value("selection") else { throw RuntimeError(message: "missing argument for parameter 'selection' in call", at: at) }
            let text = try c.title()
            var labelView = text
            if labelView == nil, let l = try args.value("label") {
                if case .view(let v) = l { labelView = v }
                else if case .function(let f) = l { labelView = try ev.viewOf(ev.invoke(f, [], at: at, asBuilder: true), at: at) }
            }
            guard let content = try args.function("content") ?? args.firstClosure() else {
                throw RuntimeError(message: "Picker needs a content closure of its options", at: at)
            }
            let options = pickerOptions(try ev.viewOf(ev.invoke(content, [], at: at, asBuilder: true), at: at), id: nil)
            if options.count > 1_000 { throw RuntimeError(message: "a Picker of more than 1,000 options", at: at) }
            return ViewValue(.control(ControlSpec(.picker(label: labelView, selection: .of(selection), options: options))), at: at)
        },
    ]

    /// `Menu("Title") { … }`, `Menu { … } label: { … }`, `Menu(content:label:primaryAction:)`;
    /// `MenuButton` (macOS's older name) is drawn as `Menu`.
    static let menu = ViewEntry("Menu", "MenuButton") { name, args, ev in
        let c = ControlArguments(args, ev)
        let at = args.at
        try args.allow([nil, "content", "label", "primaryAction"])
        guard let content = try args.function("content") ?? args.firstClosure(),
              let label = try c.title() ?? c.label("label") ?? (args.has("content") ? c.trailingLabel() : nil) else {
            throw RuntimeError(message: "\(name) needs a title or a label, and a content closure", at: at)
        }
        let items = GridLayout.flattened(try ev.viewOf(ev.invoke(content, [], at: at, asBuilder: true), at: at))
        if items.count > 1_000 { throw RuntimeError(message: "a Menu of more than 1,000 items", at: at) }
        return ViewValue(.control(ControlSpec(.menu(label: label, items: items, primaryAction: try args.function("primaryAction")))), at: at)
    }

    /// A picker's options: the views of its content (through groups, branches and `ForEach`),
    /// each with its `.tag` or else its `ForEach` id, the tag taken off the view.
    static func pickerOptions(_ v: ViewValue, id: Value?) -> [(tag: Value, view: ViewValue)] {
        if v.modifiers.isEmpty {
            switch v.content {
            case .group(let children): return children.flatMap { pickerOptions($0, id: nil) }
            case .conditional(_, let child): return pickerOptions(child, id: nil)
            case .forEach(let items): return items.flatMap { pickerOptions($0.view, id: $0.id) }
            default: break
            }
        }
        var tag = id ?? .nil
        var kept: [Modifier] = []
        for m in v.modifiers {
            if case .control(.tag(let t)) = m { tag = t } else { kept.append(m) }
        }
        return [(tag, ViewValue(v.content, modifiers: kept, at: v.at))]
    }

    /// Whether an option's tag is the selection (`.apple` and `Fruit.apple` alike; an
    /// optional selection matches its value).
    static func sameTag(_ a: Value, _ b: Value) -> Bool {
        if case .enumCase(let t1, let n1, let p1) = a, case .enumCase(let t2, let n2, let p2) = b {
            return n1 == n2 && p1 == p2 && (t1 == t2 || t1.isEmpty || t2.isEmpty)
        }
        return a == b
    }
}
