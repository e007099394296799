import Compositor
import Effects
import Foundation
import Scene
import Typography

/// What every command shares: the effect, fonts and canvas size it was asked for.
struct SceneSetup {
    static let defaultSize = Size(960, 600)

    let effect: Effect
    let fonts: FontLibrary
    let size: Size
    let seed: UInt64
    let font: String?

    /// Reads `--size`, `--font`, `--seed` and resolves the effect called `name`.
    init(effectName name: String, arguments: inout Arguments) throws {
        guard let effect = EffectCatalogue.named(name) else {
            throw UsageError("unknown effect '\(name)'; choose one of: \(EffectCatalogue.names.joined(separator: ", "))")
        }
        self.effect = effect
        size = try arguments.size() ?? Self.defaultSize
        let seedValue = try arguments.int("--seed", range: 0...Int.max) ?? 0
        seed = UInt64(seedValue)
        font = try arguments.value("--font")
        do { fonts = try FontLibrary() } catch { throw RunError("\(error)") }
        fonts.onWarning = { message in FileHandle.standardError.write(Data("animpreview: warning: \(message)\n".utf8)) }
        CAGradientLayer.onWarning = fonts.onWarning
        if let font {
            guard !font.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--font needs a family name") }
            _ = fonts.resolve(family: font)
        }
    }

    func player() -> ScenePlayer {
        effect.player(size: size, metrics: fonts, seed: seed, font: font,
                      images: ImageAssets(directory: Self.assetsDirectory))
    }

    /// Where image assets live: beside the executable's package, or the working folder.
    static var assetsDirectory: String {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["ANIMPREVIEW_ASSETS"] { candidates.append(env) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // .build/<config>/animpreview → the package's assets/ two folders up.
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("../../assets").standardized.path)
        candidates.append(FileManager.default.currentDirectoryPath + "/assets")
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? "assets"
    }
}
