import SourceRuntime
import Foundation
import Scene

/// Every built-in effect, in gallery order: each one a source file of `assets/scenes`, played
/// by the source runtime (the file's first `#Preview`, whose name is the effect's title).
public enum EffectCatalogue {
    /// A gallery entry: its name on the command line, its file, title and seed.
    public struct Entry: Sendable {
        public let name: String
        public let file: String
        public let title: String
        public let source: String
    }

    public static let entries: [Entry] = [
        Entry(name: "blur", file: "Blur.swift", title: "Blur Animation",
              source: "000 SwiftUIで作るお洒落なテキストアニメーション — Blur"),
        Entry(name: "floating", file: "Floating.swift", title: "Floating Text",
              source: "000 SwiftUIで作るお洒落なテキストアニメーション — Floating Text"),
        Entry(name: "distort", file: "Distort.swift", title: "Distort In and Out",
              source: "000 SwiftUIで作るお洒落なテキストアニメーション — Distort In and Out"),
        Entry(name: "bounce", file: "Bounce.swift", title: "Bounce Animation",
              source: "000 SwiftUIで作るお洒落なテキストアニメーション — Bounce Text"),
        Entry(name: "block", file: "Block.swift", title: "Block Revealing Animation",
              source: "000 SwiftUIで作るお洒落なテキストアニメーション — Block Revealing"),
        Entry(name: "block-mask", file: "BlockMask.swift", title: "Block Revealing Animation (mask)",
              source: "000 SwiftUIで作るお洒落なテキストアニメーション — Block Revealing, as a mask"),
        Entry(name: "blinking", file: "Blinking.swift", title: "Blinking with Blur",
              source: "000 SwiftUIで作るお洒落なテキストアニメーション — Blinking with Blur"),
        Entry(name: "roulette", file: "Roulette.swift", title: "Roulette",
              source: "000 SwiftUIで作るお洒落なテキストアニメーション — Roulette"),
        Entry(name: "morph", file: "Morph.swift", title: "matchedGeometryEffect Text",
              source: "001 matchedGeometryEffectでテキストを滑らかに変化させる"),
        Entry(name: "launch", file: "Launch.swift", title: "Pinterest Launch Animation",
              source: "003 【SwiftUI】Pinterestの起動アニメーションを再現する"),
        Entry(name: "shimmer", file: "Shimmer.swift", title: "Shimmer",
              source: "004 CoreAnimation で光るコンポーネントを実装してみた — shimmer.swift"),
        Entry(name: "shimmer-sharp", file: "ShimmerSharp.swift", title: "Shimmer (sharp)",
              source: "004 CoreAnimation で光るコンポーネントを実装してみた — パキッとした shimmer"),
        Entry(name: "shimmer-soft", file: "ShimmerSoft.swift", title: "Shimmer (soft)",
              source: "004 CoreAnimation で光るコンポーネントを実装してみた — ぼやけたエフェクト"),
        // Today's SwiftUI (iOS 17 and 18): effects as users write them, no seed.
        Entry(name: "typewriter", file: "Typewriter.swift", title: "Typewriter", source: "today's SwiftUI — a Timer and a blinking cursor"),
        Entry(name: "wave", file: "Wave.swift", title: "Wave", source: "today's SwiftUI — a repeating per-letter delay"),
        Entry(name: "burst", file: "Burst.swift", title: "Burst", source: "today's SwiftUI — bouncy springs, staggered"),
        Entry(name: "scramble", file: "Scramble.swift", title: "Scramble", source: "today's SwiftUI — a scramble that decodes"),
        Entry(name: "counter", file: "Counter.swift", title: "Counter", source: "today's SwiftUI — contentTransition(.numericText)"),
        Entry(name: "appear", file: "Appear.swift", title: "Appear", source: "today's SwiftUI — a TextRenderer (WWDC24)"),
        Entry(name: "gradient-shimmer", file: "GradientShimmer.swift", title: "Gradient shimmer",
              source: "today's SwiftUI — a LinearGradient mask"),
        Entry(name: "phases", file: "PhaseSequence.swift", title: "Phase sequence", source: "today's SwiftUI — phaseAnimator"),
        Entry(name: "keyframes", file: "KeyframeBounce.swift", title: "Keyframe bounce", source: "today's SwiftUI — keyframeAnimator"),
        Entry(name: "flip", file: "Flip.swift", title: "Flip", source: "today's SwiftUI — rotation3DEffect, staggered springs"),
        Entry(name: "ring", file: "RingLoader.swift", title: "Ring loader", source: "today's SwiftUI — stroke, trim, StrokeStyle dashes"),
        Entry(name: "shape-morph", file: "ShapeMorph.swift", title: "Shape morph", source: "today's SwiftUI — a Shape's animatableData"),
        Entry(name: "layer-loaders", file: "LayerLoaders.swift", title: "Layer loaders",
              source: "a UIKit playground — CAReplicatorLayer, a CAShapeLayer stroke, a CASpringAnimation on tap"),
        Entry(name: "settings", file: "Settings.swift", title: "Settings", source: "today's SwiftUI — a Form of toggles, a slider and a picker driving a text effect"),
    ]

    public static let all: [Effect] = entries.map { entry in
        let scene = SceneFileCache(entry)
        return Effect(name: entry.name, title: entry.title, source: entry.source) { s in scene.play(in: s) }
    }

    /// The effect called `name`, if there is one.
    public static func named(_ name: String) -> Effect? { all.first { $0.name == name } }

    /// The names, for error messages and help.
    public static var names: [String] { all.map(\.name) }

    /// The path of an entry's file (in `scenesDirectory`).
    public static func path(of entry: Entry) -> String { scenesDirectory + "/" + entry.file }

    /// Where the built-in scene files are: `$ANIMPREVIEW_ASSETS/scenes`; else `assets/scenes`
    /// of the package the executable was built in (beside `.build/…/animpreview`, or where this
    /// source file was compiled from); else `share/animpreview/scenes` beside an installed
    /// executable's `bin`; else `assets/scenes` in the working folder.
    public static let scenesDirectory: String = {
        var candidates: [String] = []
        let environment = ProcessInfo.processInfo.environment
        if let assets = environment["ANIMPREVIEW_ASSETS"] { candidates.append(assets + "/scenes") }
        let called = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        for executable in [called, called.resolvingSymlinksInPath()] {
            var folder = executable.deletingLastPathComponent()
            candidates.append(folder.deletingLastPathComponent().appendingPathComponent("share/animpreview/scenes").path)
            for _ in 0..<4 {
                folder = folder.deletingLastPathComponent()
                candidates.append(folder.appendingPathComponent("assets/scenes").standardized.path)
            }
        }
        // Sources/Gallery/EffectCatalogue.swift → the package's assets/scenes.
        var package = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { package = package.deletingLastPathComponent() }
        candidates.append(package.appendingPathComponent("assets/scenes").path)
        candidates.append(FileManager.default.currentDirectoryPath + "/assets/scenes")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/Blur.swift") } ?? candidates.last!
    }()
}

/// One built-in scene file, read and resolved once per process on first play.
private final class SceneFileCache: @unchecked Sendable {
    let entry: EffectCatalogue.Entry
    private let lock = NSLock()
    private var loaded: Result<Effect, Error>?

    init(_ entry: EffectCatalogue.Entry) { self.entry = entry }

    func effect() -> Result<Effect, Error> {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return loaded }
        let path = EffectCatalogue.path(of: entry)
        let result = Result { try SourceFile.load(path: path).effect(preview: entry.title) }
        loaded = result
        return result
    }

    func play(in scene: Scene) {
        switch effect() {
        case .success(let e): e.build(scene)
        case .failure(let error):
            // A built-in file that cannot be played (missing, or edited into an error) stops the
            // scene with its message, as a user's file does.
            scene.failure = SceneFailure("\(error)")
        }
    }
}

extension EffectCatalogue {
    /// Whether `path` names a folder (a gallery of its `.swift` files).
    public static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// A folder as a gallery: each `.swift` file in it, in name order, an effect playing the
    /// file's first `#Preview` (or its own choice of view), named by its path and titled by the
    /// preview. A file that cannot be played is still an entry: its scene stops with the file's
    /// errors. Throws `SourceError` when the folder cannot be read or holds no `.swift` file.
    public static func gallery(folder: String) throws -> [Effect] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw SourceError(folder: folder, "cannot read the folder")
        }
        let files = names.filter { $0.hasSuffix(".swift") }.sorted()
        guard !files.isEmpty else { throw SourceError(folder: folder, "the folder holds no .swift file") }
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return files.map { name in
            let path = base + "/" + name
            do { return try SourceFile.load(path: path).effect() } catch {
                let message = "\(error)"
                return Effect(name: path, title: name, source: path) { scene in scene.failure = SceneFailure(message) }
            }
        }
    }
}
