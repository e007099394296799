/// `UITabBar.appearance()`, `UIScrollView.appearance()`: UIKit's appearance proxies, which a
/// SwiftUI file sets in its view's `init` to restyle the UIKit views SwiftUI draws with. A
/// property set on a proxy holds for the rest of the play (every view of that class made
/// after it, as UIKit applies it).
///
/// What each proxy takes:
/// - `UITabBar`: `isHidden` (a `TabView` then draws no bar, its page taking the whole height).
/// - `UIScrollView`: `bounces`, `alwaysBounceVertical`, `alwaysBounceHorizontal`,
///   `showsVerticalScrollIndicator`, `showsHorizontalScrollIndicator`. **Our rule**: taken and
///   drawn the same, as the scroll views here neither bounce nor show indicators.
/// Any other property is refused by name, so nothing is silently lost.
final class AppearanceProxyObject: RuntimeObject, SettableObject {
    let className: String
    init(className: String) { self.className = className }
    override var typeName: String { className }

    static let settable: [String: Set<String>] = [
        "UITabBar": ["isHidden"],
        "UIScrollView": ["bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
                         "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator"],
    ]

    func set(_ name: String, _ value: Value, evaluator: Evaluator, at: Int) throws {
        guard Self.settable[className]?.contains(name) == true else {
            throw RuntimeError(message: "the appearance property '\(name)' of '\(className)' is not supported; supported: "
                               + (Self.settable[className] ?? []).sorted().joined(separator: ", "), at: at)
        }
        guard case .bool = value else {
            throw RuntimeError(message: "cannot assign value of type '\(value.typeName)' to type 'Bool'", at: at)
        }
        evaluator.appearance[className, default: [:]][name] = value
    }

    static let types: [BuiltinType] = settable.keys.sorted().map { name in
        BuiltinType(name, statics: [.function("appearance", [""]) { _ in .object(AppearanceProxyObject(className: name)) }])
    }
}
