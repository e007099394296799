import Motion
import Scene

/// The `configuration` a file's own `ButtonStyle`, `PrimitiveButtonStyle` or `ToggleStyle`
/// gets in `makeBody(configuration:)`: the label, and the button's press and role or the
/// toggle's `isOn` (which the style may set: `configuration.isOn.toggle()`).
final class StyleConfiguration: RuntimeObject, SettableObject {
    let name: String
    let label: ViewValue
    var isOn: ControlBinding?
    var isPressed = false
    var role: String?
    var trigger: FunctionValue?
    init(_ name: String, label: ViewValue) { self.name = name; self.label = label }
    override var typeName: String { name }

    func member(_ key: String, evaluator: Evaluator) throws -> Value? {
        switch key {
        case "label": return .view(label)
        case "isOn": return try isOn.map { try $0.read(evaluator) }
        case "$isOn": return isOn.map { $0.binding.map { .object($0) } ?? $0.constant }
        case "isPressed": return .bool(isPressed)
        case "role": return role.map { .enumCase(type: "ButtonRole", name: $0, payload: []) } ?? .nil
        case "trigger": return trigger.map { .function($0) }
        // iOS 17's `isMixed` (a toggle of several values): never mixed here.
        case "isMixed": return isOn == nil ? nil : .bool(false)
        default: return nil
        }
    }

    func set(_ key: String, _ value: Value, evaluator: Evaluator, at: Int) throws {
        guard key == "isOn", let isOn else {
            throw RuntimeError(message: "cannot assign to property: '\(key)' is a get-only property", at: at)
        }
        try isOn.write(value, evaluator, at: at)
    }
}

extension SourceRuntime {
    /// The view a file's style struct makes for `configuration`.
    func styledBody(_ style: StructValue, _ configuration: StyleConfiguration, at: Int) throws -> ViewValue {
        guard style.type.methods["makeBody"] != nil else {
            throw RuntimeError(message: "type '\(style.type.name)' does not conform to protocol '\(configuration.name.replacingOccurrences(of: "Configuration", with: ""))' (it has no makeBody(configuration:))", at: at)
        }
        let f = try evaluator.member(.instance(style), "makeBody", at: at)
        guard case .function(let makeBody) = f else { return ViewValue(.empty, at: at) }
        return try evaluator.viewOf(evaluator.invoke(makeBody, [.object(configuration)], at: at), at: at)
    }

    /// A button drawn by the file's style: a `PrimitiveButtonStyle` runs the action itself
    /// through `configuration.trigger()`; a `ButtonStyle` is given the press and the tap.
    func customButtonBody(_ style: StructValue, _ label: ViewValue, _ action: FunctionValue?, role: String?, _ host: ViewHost,
                          _ ctx: ViewContext, at: Int) throws -> ViewValue {
        let state = host.control ?? ControlState()
        host.control = state
        let disabled = ctx.controls.disabled
        let configuration = StyleConfiguration("ButtonStyleConfiguration", label: label)
        configuration.isPressed = state.pressed
        configuration.role = role
        let run = handler("Button.action") { [unowned self] in
            if let action, !disabled { _ = try self.evaluator.invoke(action, [], at: at) }
        }
        configuration.trigger = run
        var body = try styledBody(style, configuration, at: at)
        if style.type.conformances.contains("PrimitiveButtonStyle") { return body }
        body = body.adding(.onTap(run, count: 1))
        return disabled ? body : body.adding(.gesture(pressGesture(state, host)))
    }

    /// A toggle drawn by the file's style (which makes its own taps).
    func customToggleBody(_ style: StructValue, _ label: ViewValue?, _ isOn: ControlBinding, at: Int) throws -> ViewValue {
        let configuration = StyleConfiguration("ToggleStyleConfiguration", label: label ?? ViewValue(.empty, at: at))
        configuration.isOn = isOn
        return try styledBody(style, configuration, at: at)
    }
}
