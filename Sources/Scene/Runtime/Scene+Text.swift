/// Typed text for the view that has the keyboard focus (a text field): the script sets the
/// receiver while a field is focused, and the window (or a test) sends what is typed.
extension Scene {
    /// Whether something focused takes typed text now.
    public var acceptsText: Bool { textReceiver != nil }

    /// Sends typed text to the focused view: characters, with U+0008 for a backspace and
    /// U+001B for escape (which ends the focus). False when nothing takes it.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard let receiver = textReceiver else { return false }
        receiver(text)
        return true
    }
}
