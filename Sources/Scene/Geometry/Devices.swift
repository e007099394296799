import Foundation

/// The devices a scene can be played on (`--device NAME`, `// animpreview: device NAME`): each
/// one's screen in points, portrait, its scale, and the safe-area insets iOS gives an app in
/// portrait (status bar or sensor housing at the top, home indicator at the bottom).
///
/// The numbers: screen sizes and scales from Apple's device specifications (pixels over
/// scale); insets as iOS reports them for a full-screen app in portrait
/// (`UIWindow.safeAreaInsets`): 59 / 34 pt on the iPhones with the Dynamic Island of 6.1 and
/// 6.7 inches, 62 / 34 pt on the 6.3- and 6.9-inch Pro models, 47 / 34 on the notched
/// iPhone 14, 20 / 0 on the iPhone SE (its status bar, no home indicator), 24 / 20 on the
/// iPads without a home button.
public struct Device: Sendable, Equatable {
    public let name: String
    /// The screen in points, portrait.
    public let size: Size
    /// Device pixels per point.
    public let scale: Double
    public let safeArea: EdgeInsets

    public static let all: [Device] = [
        Device(name: "iPhone 16", size: Size(393, 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        Device(name: "iPhone 16 Plus", size: Size(430, 932), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        Device(name: "iPhone 16 Pro", size: Size(402, 874), scale: 3, safeArea: EdgeInsets(top: 62, bottom: 34)),
        Device(name: "iPhone 16 Pro Max", size: Size(440, 956), scale: 3, safeArea: EdgeInsets(top: 62, bottom: 34)),
        Device(name: "iPhone 15", size: Size(393, 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        Device(name: "iPhone 15 Pro", size: Size(393, 852), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        Device(name: "iPhone 15 Pro Max", size: Size(430, 932), scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34)),
        Device(name: "iPhone 14", size: Size(390, 844), scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34)),
        Device(name: "iPhone SE (3rd generation)", size: Size(375, 667), scale: 2, safeArea: EdgeInsets(top: 20, bottom: 0)),
        Device(name: "iPad Pro 11-inch (M4)", size: Size(834, 1210), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
        Device(name: "iPad Air 11-inch (M2)", size: Size(820, 1180), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
        Device(name: "iPad mini (A17 Pro)", size: Size(744, 1133), scale: 2, safeArea: EdgeInsets(top: 24, bottom: 20)),
    ]

    /// The device of that name, as Apple writes it (case and repeated spaces aside).
    public static func named(_ name: String) -> Device? {
        let key = normalised(name)
        return all.first { normalised($0.name) == key }
    }

    private static func normalised(_ s: String) -> String {
        s.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// The device a source file asks for with a line `// animpreview: device NAME` among its
    /// leading comment lines; the name as written (nil when there is no such line).
    public static func directive(in source: String) -> String? {
        // The first 40 lines only: the rest of the file is not split.
        for line in source.split(separator: "\n", maxSplits: 40, omittingEmptySubsequences: false).prefix(40) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            guard text.hasPrefix("//") else { return nil }
            var rest = Substring(text.dropFirst(2)).drop { $0 == " " || $0 == "\t" }
            guard rest.lowercased().hasPrefix("animpreview:") else { continue }
            rest = rest.dropFirst("animpreview:".count).drop { $0 == " " || $0 == "\t" }
            guard rest.lowercased().hasPrefix("device") else { continue }
            let name = rest.dropFirst("device".count).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { return name }
        }
        return nil
    }
}
