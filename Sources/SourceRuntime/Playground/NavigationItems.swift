/// `navigationItem` of a view controller and the `UIBarButtonItem`s set on it.
///
/// **Our rule**: a controller is shown on its own, not inside a `UINavigationController`, so it
/// has no navigation bar (`navigationController` is nil), as UIKit shows such a controller:
/// its navigation item keeps what the file sets (title, bar button items) and nothing of it is
/// drawn.
final class NavigationItemObject: RuntimeObject, SettableObject {
    var values: [String: Value] = [:]
    override var typeName: String { "UINavigationItem" }

    static let settable: Set<String> = [
        "title", "titleView", "prompt", "rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems",
        "leftBarButtonItems", "hidesBackButton", "backButtonTitle", "largeTitleDisplayMode", "backBarButtonItem",
        "searchController", "hidesSearchBarWhenScrolling",
    ]

    func set(_ name: String, _ value: Value, evaluator: Evaluator, at: Int) throws {
        guard Self.settable.contains(name) else {
            throw RuntimeError(message: "value of type 'UINavigationItem' has no member '\(name)' here (\(Self.settable.sorted().joined(separator: ", ")) are)", at: at)
        }
        values[name] = value
    }

    func member(_ name: String) -> Value? { Self.settable.contains(name) ? values[name] ?? .nil : nil }
}

/// `UIBarButtonItem(barButtonSystemItem:target:action:)`, `(title:style:target:action:)`,
/// `(image:style:target:action:)`: an item kept on a navigation item (not drawn; see above).
final class BarButtonItemObject: RuntimeObject, SettableObject {
    var values: [String: Value] = [:]
    override var typeName: String { "UIBarButtonItem" }

    static func make(_ args: Args, evaluator ev: Evaluator) throws -> BarButtonItemObject {
        try args.allow(["barButtonSystemItem", "title", "image", "style", "target", "action", "primaryAction", "menu", "customView"])
        let item = BarButtonItemObject()
        for label in ["barButtonSystemItem", "title", "image", "style", "target", "action"] {
            if let v = try args.value(label) { item.values[label] = v }
        }
        return item
    }

    func set(_ name: String, _ value: Value, evaluator: Evaluator, at: Int) throws {
        guard ["title", "image", "tintColor", "isEnabled", "style", "target", "action"].contains(name) else {
            throw RuntimeError(message: "value of type 'UIBarButtonItem' has no member '\(name)' here", at: at)
        }
        values[name] = value
    }

    func member(_ name: String) -> Value? { values[name] ?? (name == "isEnabled" ? .bool(true) : nil) }
}
