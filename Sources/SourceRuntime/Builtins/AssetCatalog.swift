import Foundation
import Scene

/// The named colours and images of an Xcode asset catalog near the file: `Color("Brand")`,
/// `Color(.brand)` (a generated `ColorResource`), `UIColor(named:)`, `Image("photo")`,
/// `UIImage(named:)`.
///
/// Where Xcode looks: the app's `*.xcassets` folders. Here, the `*.xcassets` folders in the
/// file's folder and up to three folders above it, and in the folders those hold (a file is
/// usually one or two folders below its project's catalog, or beside it in `Resources/`); each `NAME.colorset/Contents.json` found there, folders of the
/// catalog included, in Xcode's format: a `colors` list of sRGB or Display P3 components
/// (`0.5`, `128` or `0x80`), the one with a `luminosity: dark` appearance for dark mode; each
/// `NAME.imageset/Contents.json`'s `images`, of which the light one for the iPhone (or any
/// device) at the highest scale whose file is there is drawn, its points its pixels divided by
/// its scale. The file's own folder is the real one: a file reached through a link finds the
/// catalogs of the project it lives in.
/// **Our rule** for a name found nowhere: a mid grey (systemGray, #8E8E93) stands in, so the
/// view stays visible, with a warning naming the colour once.
final class AssetCatalog: @unchecked Sendable {
    private(set) var colors: [String: (light: Color, dark: Color?)] = [:]
    /// Each image set's chosen file and its scale.
    private(set) var images: [String: (path: String, scale: Double)] = [:]
    /// How many entries of a catalog's folders are looked at, at most (a huge folder is not read).
    static let maximumEntries = 20_000

    init(near path: String) {
        // From the absolute folder: Foundation's `deletingLastPathComponent` traps on ".".
        var folder = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
        var budget = Self.maximumEntries
        for _ in 0..<4 {
            let items = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for item in items.sorted() where item.hasSuffix(".xcassets") { read(catalog: folder.path + "/" + item, depth: 0, budget: &budget) }
            // A catalog in a folder beside the file's (`Resources/Assets.xcassets`).
            for item in items.sorted() where !item.hasPrefix(".") && !item.contains(".") {
                budget -= 1
                guard budget > 0 else { break }
                let inner = (try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + item)) ?? []
                for catalog in inner.sorted() where catalog.hasSuffix(".xcassets") {
                    read(catalog: folder.path + "/" + item + "/" + catalog, depth: 0, budget: &budget)
                }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path || parent.path.isEmpty { break }
            folder = parent
        }
    }

    init(colors: [String: (light: Color, dark: Color?)]) { self.colors = colors }

    /// The colour set called `name`, or whose generated `ColorResource` is called `name`.
    func color(_ name: String, dark: Bool) -> Color? {
        guard let c = colors[name] ?? colors.first(where: { Self.resourceName($0.key) == name })?.value else { return nil }
        return dark ? c.dark ?? c.light : c.light
    }

    /// The name Xcode gives an asset's generated resource symbol: words split at spaces,
    /// hyphens, underscores and dots, joined in lower camel case (`"Studio Purple"`,
    /// `"studio-purple"` → `studioPurple`); a trailing "Color" word is kept.
    static func resourceName(_ asset: String) -> String {
        let words = asset.split(whereSeparator: { " -_.".contains($0) }).map(String.init)
        guard let first = words.first else { return asset }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        return head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func read(catalog folder: String, depth: Int, budget: inout Int) {
        guard depth < 6, budget > 0 else { return }
        let items = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for item in items.sorted() {
            budget -= 1
            guard budget > 0 else { return }
            let path = folder + "/" + item
            if item.hasSuffix(".colorset") {
                let name = String(item.dropLast(".colorset".count))
                if colors[name] == nil, let c = Self.colorSet(at: path + "/Contents.json") { colors[name] = c }
            } else if item.hasSuffix(".imageset") {
                let name = String(item.dropLast(".imageset".count))
                if images[name] == nil, let i = Self.imageSet(at: path) { images[name] = i }
            } else if !item.contains(".") {
                read(catalog: path, depth: depth + 1, budget: &budget)
            }
        }
    }

    /// The image set called `name` (or whose generated `ImageResource` is called `name`), as
    /// the name an image node draws: its file's path, with its scale after "#@" when not 1.
    func image(_ name: String) -> String? {
        guard let i = images[name] ?? images.first(where: { Self.resourceName($0.key) == name })?.value else { return nil }
        return i.scale == 1 ? i.path : i.path + "#@" + String(i.scale)
    }

    /// An image set's file to draw: light (no appearance), for the iPhone or universal, of the
    /// highest scale present; nil when none of its files is there.
    static func imageSet(at folder: String) -> (path: String, scale: Double)? {
        let path = folder + "/Contents.json"
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size < 1 << 20,
              let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["images"] as? [[String: Any]] else { return nil }
        var best: (path: String, scale: Double)?
        for entry in entries {
            guard let file = entry["filename"] as? String, !file.contains("/"), entry["appearances"] == nil,
                  ["universal", "iphone", nil].contains(entry["idiom"] as? String) else { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            guard scale >= 1, scale <= 3, FileManager.default.fileExists(atPath: folder + "/" + file) else { continue }
            if best == nil || scale > best!.scale { best = (folder + "/" + file, scale) }
        }
        return best
    }

    /// A colour set's light colour and its dark one, if it has one.
    static func colorSet(at path: String) -> (light: Color, dark: Color?)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size < 1 << 20,
              let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(parse) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let other = appearances.contains { ($0["appearance"] as? String) != "luminosity" || ($0["value"] as? String) != "dark" && ($0["value"] as? String) != "light" }
            if isDark { dark = dark ?? color } else if !other || light == nil { light = light ?? color }
        }
        return light.map { ($0, dark) }
    }

    /// `{"color-space": "srgb", "components": {"red": "0.5", …, "alpha": "1.000"}}`.
    static func parse(_ color: [String: Any]) -> Color? {
        guard let parts = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String, fallback: Double? = nil) -> Double? {
            let raw: String
            if let s = parts[key] as? String { raw = s.trimmingCharacters(in: .whitespaces) }
            else if let n = parts[key] as? NSNumber { raw = n.stringValue }
            else { return fallback }
            // Xcode writes 0…1 fractions, 0…255 integers or 0x00…0xFF bytes.
            if raw.lowercased().hasPrefix("0x"), let v = Int(raw.dropFirst(2), radix: 16) { return Double(v) / 255 }
            guard let v = Double(raw), v.isFinite else { return nil }
            if !raw.contains("."), v > 1 { return min(v, 255) / 255 }
            return min(max(v, 0), 1)
        }
        if let white = component("white") {
            return Color(white: white, alpha: component("alpha", fallback: 1) ?? 1)
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return Color(red: r, green: g, blue: b, alpha: component("alpha", fallback: 1) ?? 1)
    }

    /// The types whose implicit members may be a catalog's generated colour symbols.
    static let colorHints: Set<String> = ["Color", "Color?", "UIColor", "UIColor?", "ShapeStyle", "ShapeStyle?"]

    /// What stands in for a colour no catalog has.
    static let standIn = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}
