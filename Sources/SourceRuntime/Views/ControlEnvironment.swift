import Scene

/// What controls read from the views around them (`.tint`, `.disabled`, `.controlSize`, the
/// styles): SwiftUI's environment values, inherited by every view inside.
struct ControlEnvironment: Equatable {
    var tint: Color?
    /// An outer `.disabled(true)` is not undone by an inner `.disabled(false)` (Apple: the
    /// environment's `isEnabled` is false when any ancestor disables).
    var disabled = false
    var controlSize = "regular"
    /// `buttonBorderShape`: "automatic", "capsule", "circle", "roundedRectangle" (with its radius).
    var borderShape = "automatic"
    var borderRadius: Double?
    var toggleStyle = "automatic"
    var progressStyle = "automatic"
    var labelsHidden = false
    var pickerStyle = "automatic"
    var textFieldStyle = "automatic"
    var gaugeStyle = "automatic"
    /// A file's own `ButtonStyle`/`PrimitiveButtonStyle` and `ToggleStyle` structs.
    var customButtonStyle: StructValue?
    var customToggleStyle: StructValue?
    /// `.focused($flag)` / `.focused($field, equals: value)` around a text field.
    var focus: FocusLink?
}

/// A `@FocusState`'s binding and the value that means "this field" (nil: `true`).
final class FocusLink: Equatable {
    let binding: ControlBinding
    let equals: Value?
    init(binding: ControlBinding, equals: Value?) { self.binding = binding; self.equals = equals }
    static func == (a: FocusLink, b: FocusLink) -> Bool { a === b }
    var focusedValue: Value { equals ?? .bool(true) }
}

/// A modifier that sets one of the control environment's values.
enum ControlSetting {
    case tint(Color)
    case disabled(Bool)
    case controlSize(String)
    case borderShape(String, radius: Double?)
    case toggleStyle(String)
    case progressStyle(String)
    case labelsHidden
    case pickerStyle(String)
    case textFieldStyle(String)
    case gaugeStyle(String)
    case focused(FocusLink)
    case customButtonStyle(StructValue)
    case customToggleStyle(StructValue)
    /// `.tag(_:)`: a picker's option's value (read by the picker, drawn as nothing).
    case tag(Value)

    var name: String {
        switch self {
        case .tint: return "tint"
        case .disabled: return "disabled"
        case .controlSize: return "controlSize"
        case .borderShape: return "buttonBorderShape"
        case .toggleStyle: return "toggleStyle"
        case .progressStyle: return "progressViewStyle"
        case .labelsHidden: return "labelsHidden"
        case .pickerStyle: return "pickerStyle"
        case .textFieldStyle: return "textFieldStyle"
        case .gaugeStyle: return "gaugeStyle"
        case .focused: return "focused"
        case .customButtonStyle: return "buttonStyle.custom"
        case .customToggleStyle: return "toggleStyle.custom"
        case .tag: return "tag"
        }
    }

    /// Applied outermost first, so the innermost value wins (as SwiftUI's environment does).
    func apply(to e: inout ControlEnvironment) {
        switch self {
        case .tint(let c): e.tint = c
        case .disabled(let d): e.disabled = e.disabled || d
        case .controlSize(let s): e.controlSize = s
        case .borderShape(let s, let r): e.borderShape = s; e.borderRadius = r
        case .toggleStyle(let s): e.toggleStyle = s; e.customToggleStyle = nil
        case .customToggleStyle(let s): e.customToggleStyle = s
        case .customButtonStyle(let s): e.customButtonStyle = s
        case .progressStyle(let s): e.progressStyle = s
        case .labelsHidden: e.labelsHidden = true
        case .pickerStyle(let s): e.pickerStyle = s
        case .textFieldStyle(let s): e.textFieldStyle = s
        case .gaugeStyle(let s): e.gaugeStyle = s
        case .focused(let f): e.focus = f
        case .tag: break
        }
    }
}
