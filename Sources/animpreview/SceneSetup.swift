import Compositor
import Foundation
import Scene
import Typography

/// What every command shares: the effect, fonts and canvas size it was asked for.
struct SceneSetup {
    static let defaultSize = Size(960, 600)

    let effect: Effect
    /// For a `.swift` file: the `#Preview` asked for (`--preview`), and every one the file has.
    let preview: String?
    let previews: [String]
    let fonts: FontLibrary
    let size: Size
    /// The device played on (`--device NAME`, or the file's `// animpreview: device NAME`):
    /// the canvas is its screen and its safe area is kept clear; nil for the plain canvas.
    let device: Device?
    /// `--color-scheme dark`: the device's appearance (light unless asked), which a file's
    /// `.preferredColorScheme` overrides.
    let dark: Bool
    let seed: UInt64
    let font: String?
    /// The user's own text for the scene's lines (`--text "…"`, lines split on `|`).
    let text: SceneText?

    /// Reads `--preview`, `--size`, `--font`, `--seed`, `--text` and resolves the effect called
    /// `name` (or the `.swift` file); fonts are rasterised at `scale` device pixels per point.
    init(effectName name: String, arguments: inout Arguments, scale: Double = 1) throws {
        preview = try arguments.value("--preview")
        (effect, previews) = try EffectChoice.named(name, preview: preview)
        let given = try arguments.size()
        device = try Self.device(try arguments.value("--device"), effectName: name, sizeGiven: given != nil)
        size = given ?? device?.size ?? Self.defaultSize
        switch try arguments.value("--color-scheme") {
        case nil, "light": dark = false
        case "dark": dark = true
        case let other?: throw UsageError("--color-scheme: '\(other)' is not light or dark")
        }
        let seedValue = try arguments.int("--seed", range: 0...Int.max) ?? 0
        seed = UInt64(seedValue)
        font = try arguments.value("--font")
        let typed = try arguments.value("--text").map { try Self.text(typed: $0) }
        text = typed?.sceneText
        do { fonts = try FontLibrary(scale: scale) } catch { throw RunError("\(error)") }
        fonts.onWarning = { message in FileHandle.standardError.write(Data("animpreview: warning: \(message)\n".utf8)) }
        CAGradientLayer.onWarning = fonts.onWarning
        for note in typed?.notes ?? [] { fonts.onWarning?("--text: \(note)") }
        if text != nil { noteCharacterScene() }
        if let font {
            guard !font.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--font needs a family name") }
            _ = fonts.resolve(family: font)
        }
    }

    /// The device asked for on the command line, else by the file's directive; a usage error
    /// for a name the table lacks (naming the table), or beside `--size`.
    static func device(_ asked: String?, effectName: String, sizeGiven: Bool) throws -> Device? {
        if sizeGiven, asked != nil { throw UsageError("--device sets the canvas; give --device or --size, not both") }
        // A size given on the command line is the canvas, whatever the file's directive says.
        if sizeGiven { return nil }
        var name = asked
        if name == nil, SourceLoad.isSourcePath(effectName),
           let text = try? String(contentsOfFile: effectName, encoding: .utf8) { name = Device.directive(in: text) }
        guard let name else { return nil }
        guard let device = Device.named(name) else {
            throw UsageError("unknown device '\(name)'; choose one of: \(Device.all.map(\.name).joined(separator: ", ")) (animpreview devices)")
        }
        return device
    }

    /// `--text` cleaned for a scene; a usage error when nothing is left to show.
    static func text(typed: String) throws -> TypedText {
        guard !typed.isEmpty else { throw UsageError("--text needs some text, e.g. --text \"Hello|World\"") }
        var cleaned = TypedText(typed)
        guard !cleaned.isBlank else {
            throw UsageError("--text has nothing to show (only spaces, line breaks or control characters)")
        }
        if RawArguments.hasInvalidUTF8(inArgumentEqualTo: typed) {
            cleaned = cleaned.noting("bytes that are not UTF-8 were shown as \u{FFFD} (is the terminal set to UTF-8?)")
        }
        return cleaned
    }

    /// Says what a scene that makes a node of every character does with the user's text:
    /// right-to-left letters cannot join, and long lines are cut.
    private func noteCharacterScene() {
        let scene = effect.scene(size: size, metrics: fonts, seed: seed, font: font, text: text)
        defer { scene.dispose() }
        var rightToLeft = false
        scene.root.forEach { node in
            if node.kind == .glyph, WritingDirection.containsRightToLeft(node.text) { rightToLeft = true }
        }
        if rightToLeft {
            fonts.onWarning?("--text: '\(effect.name)' animates each character on its own, so right-to-left letters "
                + "stand unjoined, left to right; scenes that draw whole lines (block, floating, shimmer) join and order them")
        }
        if scene.cutsCharacterLines {
            fonts.onWarning?("--text: '\(effect.name)' animates each character on its own and shows the first "
                + "\(SceneText.maximumCharactersPerLine) characters of a line; block and shimmer show more")
        }
    }

    func player() -> ScenePlayer {
        effect.player(size: size, metrics: fonts, seed: seed, font: font, text: text,
                      images: ImageAssets(directory: Self.assetsDirectory), safeArea: safeArea, systemDark: dark)
    }

    /// The device's safe-area insets on its own screen (none on another size, or without one).
    var safeArea: EdgeInsets {
        guard let device, device.size == size else { return EdgeInsets() }
        return device.safeArea
    }

    /// Where image assets live: beside the executable's package, or the working folder.
    static var assetsDirectory: String {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["ANIMPREVIEW_ASSETS"] { candidates.append(env) }
        // .build/debug/animpreview, or through that link .build/<triple>/debug/animpreview:
        // the package's assets/ is a few folders up either way.
        let called = URL(fileURLWithPath: CommandLine.arguments[0])
        for executable in [called, called.resolvingSymlinksInPath()] {
            var folder = executable.deletingLastPathComponent()
            for _ in 0..<4 {
                folder = folder.deletingLastPathComponent()
                candidates.append(folder.appendingPathComponent("assets").standardized.path)
            }
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/assets")
        return candidates.first { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        } ?? "assets"
    }
}
