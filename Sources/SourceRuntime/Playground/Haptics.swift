/// `UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`, `UISelectionFeedbackGenerator`:
/// haptics. **Our rule**: there is no device to shake here, so a generator is an object whose
/// methods (`prepare()`, `impactOccurred()`, `impactOccurred(intensity:)`,
/// `notificationOccurred(_:)`, `selectionChanged()`) evaluate their arguments and do nothing,
/// as on a device without a Taptic Engine (Apple: "on devices that don't support haptic
/// feedback, calling these methods has no effect").
final class FeedbackGeneratorObject: RuntimeObject {
    static let names: Set<String> = ["UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator"]
    /// Each generator's methods.
    static let methods: [String: Set<String>] = [
        "UIImpactFeedbackGenerator": ["prepare", "impactOccurred"],
        "UINotificationFeedbackGenerator": ["prepare", "notificationOccurred"],
        "UISelectionFeedbackGenerator": ["prepare", "selectionChanged"],
    ]
    /// The enumerations their arguments take (`style: .heavy`, `.success`).
    static let enumerations: Set<String> = ["UIImpactFeedbackGenerator.FeedbackStyle", "UINotificationFeedbackGenerator.FeedbackType"]

    let kind: String
    init(kind: String) { self.kind = kind }
    override var typeName: String { kind }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        guard Self.methods[kind]?.contains(name) == true else { return nil }
        let hint = name == "notificationOccurred" ? "UINotificationFeedbackGenerator.FeedbackType" : "Double"
        for i in args.items.indices { _ = try args.value(at: i, hint: hint) }
        return .void
    }
}

extension Playground {
    static func constructFeedback(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard FeedbackGeneratorObject.names.contains(name) else { return nil }
        _ = try args.value("style", hint: "UIImpactFeedbackGenerator.FeedbackStyle")
        return .object(FeedbackGeneratorObject(kind: name))
    }
}
