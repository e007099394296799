/// Button styles, as SwiftUI's `.buttonStyle(_:)`.
public enum ButtonStyle: Sendable {
    /// `.bordered`: the label in the accent colour on a light gray rounded fill.
    case bordered
}

extension Color {
    /// The default accent colour (systemBlue in light mode).
    public static let accentColor = Color(red: 0, green: 122 / 255, blue: 1)
    /// A bordered button's fill: tertiarySystemFill in light mode (gray 118/118/128 at 12 %).
    public static let borderedButtonFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
}

extension Node {
    /// `.buttonStyle(style)` on a button node.
    @discardableResult
    public func buttonStyle(_ style: ButtonStyle) -> Node {
        switch style {
        case .bordered:
            color = .borderedButtonFill
            // A button's label is drawn in its border colour; a bordered button has no stroke.
            borderColor = .accentColor
            borderWidth = 0
            cornerRadius = 6
        }
        return self
    }
}
