import Scene

/// Modifiers that set what controls read from their environment: the tint, whether they are
/// enabled, their size and the styles of buttons, toggles and progress views.
enum ControlModifiers {
    static func caseName(_ call: ModifierCall, hint: String, _ allowed: [String]) throws -> String {
        let v = try call.args.required(nil, hint: hint)
        if case .enumCase(_, let n, _) = v, allowed.contains(n) { return n }
        throw RuntimeError(message: "\(call.entry.name)(_:) takes \(allowed.map { "." + $0 }.joined(separator: ", "))", at: call.args.place(nil))
    }

    static func tint(_ call: ModifierCall) throws -> ViewValue {
        let v = try call.args.required(nil, hint: "Color")
        // `.tint(nil)`: the accent colour again.
        if case .nil = v { return call.add(.ignored(call.entry.name)) }
        return call.add(.control(.tint(try call.colorValue(v, nil))))
    }

    static let entries: [ModifierEntry] = [
        ModifierEntry("tint", [], tint),
        // The older name of `tint` for controls (deprecated in iOS 15, read the same).
        ModifierEntry("accentColor", [], tint),
        ModifierEntry("disabled", ["_ disabled: Bool"]) { call in
            let v = try call.args.required(nil, hint: "Bool")
            return call.add(.control(.disabled(try call.evaluator.truth(v, at: call.args.place(nil)))))
        },
        ModifierEntry("controlSize") { call in
            call.add(.control(.controlSize(try caseName(call, hint: "ControlSize", ["mini", "small", "regular", "large", "extraLarge"]))))
        },
        ModifierEntry("buttonBorderShape") { call in
            let v = try call.args.required(nil, hint: "ButtonBorderShape")
            switch v {
            case .enumCase(_, let n, let payload) where ["automatic", "capsule", "circle", "roundedRectangle"].contains(n):
                let radius = try payload.first.map { try call.evaluator.number($0, at: call.args.place(nil)) }
                return call.add(.control(.borderShape(n, radius: radius.map { $0.isFinite ? max(0, $0) : 0 })))
            default:
                throw RuntimeError(message: "buttonBorderShape(_:) takes .automatic, .capsule, .circle or .roundedRectangle(radius:)", at: call.args.place(nil))
            }
        },
        ModifierEntry("toggleStyle") { call in
            if case .instance(let s)? = try call.args.value(nil) { return call.add(.control(.customToggleStyle(s))) }
            return call.add(.control(.toggleStyle(try caseName(call, hint: "ToggleStyle", ["automatic", "switch", "button"]))))
        },
        ModifierEntry("progressViewStyle") { call in
            call.add(.control(.progressStyle(try caseName(call, hint: "ProgressViewStyle", ["automatic", "linear", "circular"]))))
        },
        ModifierEntry("labelsHidden") { call in call.add(.control(.labelsHidden)) },
    ]
}

extension ControlModifiers {
    static let pickerEntries: [ModifierEntry] = [
        ModifierEntry("pickerStyle") { call in
            let name = try caseName(call, hint: "PickerStyle", ["automatic", "segmented", "menu", "wheel", "inline", "navigationLink", "palette"])
            guard ["automatic", "segmented", "menu"].contains(name) else {
                throw RuntimeError(message: "pickerStyle(.\(name)) is not drawn by animpreview (.segmented, .menu and .automatic are)", at: call.args.place(nil))
            }
            return call.add(.control(.pickerStyle(name)))
        },
        ModifierEntry("textFieldStyle") { call in
            call.add(.control(.textFieldStyle(try caseName(call, hint: "TextFieldStyle", ["automatic", "plain", "roundedBorder"]))))
        },
        ModifierEntry("focused") { call in
            try call.args.allow([nil, "equals"])
            let b = try call.args.required(nil)
            guard case .object(let binding as StateBinding) = b else {
                throw RuntimeError(message: "focused(_:) takes a @FocusState property's binding ($name)", at: call.args.place(nil))
            }
            let equals = try call.args.value("equals")
            return call.add(.control(.focused(FocusLink(binding: ControlBinding(binding: binding, constant: .nil), equals: equals))))
        },
        ModifierEntry("gaugeStyle") { call in
            let name = try caseName(call, hint: "GaugeStyle", ["automatic", "linearCapacity", "accessoryLinearCapacity", "accessoryLinear",
                                                              "accessoryCircularCapacity", "accessoryCircular"])
            return call.add(.control(.gaugeStyle(name)))
        },
        // A tag names a picker's option and a tab view's page: both read it.
        ModifierEntry("tag") { call in
            try call.args.allow([nil, "includeOptional"])
            let tag = try call.args.required(nil)
            return call.add(.control(.tag(tag))).adding(.container(.tag(tag)))
        },
    ]
}
