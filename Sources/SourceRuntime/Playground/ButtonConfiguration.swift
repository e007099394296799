import Foundation
import Scene

/// `UIButton.Configuration` (iOS 15): a value (a struct, so `config.title = "Go"` writes a
/// copy) of a style — `.plain()`, `.tinted()`, `.gray()`, `.filled()`, `.bordered()`,
/// `.borderedTinted()`, `.borderedProminent()`, `.borderless()` — its title, colours and corner
/// style, given to a button by `UIButton(configuration:primaryAction:)` or `configuration =`.
///
/// How each style draws (UIKit's defaults in the light appearance, the tint systemBlue): filled
/// and prominent: a tint background, a white title; tinted: the tint at 15 % behind a tint
/// title; gray and bordered: tertiarySystemFill (118/118/128 at 12 %) behind a tint title;
/// plain and borderless: no background. `baseBackgroundColor` and `baseForegroundColor` replace
/// the background's and the title's colour, `background.backgroundColor` the background's.
/// Corner styles: `.fixed` and `.dynamic` 6 points (our rule, a medium button's), `.small` 4,
/// `.medium` 6, `.large` 8, `.capsule` half the height.
enum ButtonConfiguration {
    static let labels = ["style", "title", "subtitle", "image", "baseBackgroundColor", "baseForegroundColor", "cornerStyle",
                         "buttonSize", "contentInsets", "imagePlacement", "imagePadding", "titlePadding", "titleAlignment",
                         "showsActivityIndicator", "attributedTitle", "background", "preferredSymbolConfigurationForImage"]
    static let backgroundLabels = ["backgroundColor", "cornerRadius", "strokeColor", "strokeWidth", "image", "customView"]

    static let styles: Set<String> = ["plain", "tinted", "gray", "filled", "bordered", "borderedTinted", "borderedProminent", "borderless"]

    /// `UIButton.Configuration.filled()` and the other styles (nil: another name).
    static func make(_ style: String) -> Value? {
        guard styles.contains(style) else { return nil }
        let background = Value.tuple(backgroundLabels.map { $0 == "cornerRadius" || $0 == "strokeWidth" ? .double(0) : .nil },
                                     labels: backgroundLabels)
        let values: [Value] = labels.map { label in
            switch label {
            case "style": return .string(style)
            case "cornerStyle": return .enumCase(type: "UIButton.Configuration.CornerStyle", name: "dynamic", payload: [])
            case "background": return background
            case "imagePadding", "titlePadding": return .double(0)
            case "showsActivityIndicator": return .bool(false)
            default: return .nil
            }
        }
        return .tuple(values, labels: labels)
    }

    /// Gives `button` the configuration's look: its background colour and corners, and its title.
    static func apply(_ config: Value, to button: UIKitView, evaluator ev: Evaluator, at: Int) throws {
        guard case .tuple(let items, let l) = config, l == labels else {
            throw RuntimeError(message: "a button's configuration is a UIButton.Configuration (.filled(), .plain(), …)", at: at)
        }
        func item(_ name: String) -> Value { items[labels.firstIndex(of: name) ?? 0] }
        guard case .string(let style) = item("style") else { return }
        let tint = Color(red: 0, green: 122 / 255, blue: 1)
        let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        var background: Color?, title: Color
        switch style {
        case "filled", "borderedProminent": background = tint; title = .white
        case "tinted", "borderedTinted": background = tint.opacity(0.15); title = tint
        case "gray", "bordered": background = fill; title = tint
        default: background = nil; title = tint
        }
        if let c = try Playground.optionalColor(item("baseBackgroundColor"), ev, at: at) {
            background = style == "tinted" || style == "borderedTinted" ? c.opacity(0.15) : c
            if style == "tinted" || style == "borderedTinted" || style == "plain" || style == "gray" { title = c }
        }
        if let c = try Playground.optionalColor(item("baseForegroundColor"), ev, at: at) { title = c }
        if case .tuple(let b, let bl) = item("background"), bl == backgroundLabels,
           let c = try Playground.optionalColor(b[0], ev, at: at) { background = c }
        button.backgroundColor = background
        let height = button.frame.height
        button.capsule = false
        switch item("cornerStyle") {
        case .enumCase(_, "capsule", _):
            button.capsule = true
            button.layer.cornerRadius = height / 2
        case .enumCase(_, "small", _): button.layer.cornerRadius = 4
        case .enumCase(_, "large", _): button.layer.cornerRadius = 8
        default: button.layer.cornerRadius = background == nil ? 0 : 6
        }
        let text: String?
        switch item("title") {
        case .string(let s): text = s
        default: text = nil
        }
        try button.setButtonTitle(text, at: at)
        button.titleLabel?.textColor = title
        button.configuration = config
    }
}

extension UIKitView {
    /// `setTitle(_:for: .normal)`: a label of the title, centred over the button; a system
    /// button's title is in its tint colour (systemBlue in light mode).
    func setButtonTitle(_ title: String?, at: Int) throws {
        if titleLabel == nil {
            let label = UIKitView(.label, playground: playground)
            label.textAlignment = 0.5
            label.textColor = Color(red: 0, green: 122 / 255, blue: 1)
            titleLabel = label
            try addSubview(label, at: at)
        }
        titleLabel?.frame = bounds
        titleLabel?.text = title
    }
}
