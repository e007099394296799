import Gallery
import Foundation
import Scene
import SourceRuntime
import XCTest

/// The built-in gallery's files, and a folder played as a gallery.
final class GalleryTests: XCTestCase {
    func testEveryBuiltInEffectIsAFileTitledByItsFirstPreview() throws {
        XCTAssertEqual(EffectCatalogue.names, ["blur", "floating", "distort", "bounce", "block", "block-mask", "blinking",
                                               "roulette", "morph", "launch", "shimmer", "shimmer-sharp", "shimmer-soft",
                                               "typewriter", "wave", "burst", "scramble", "counter", "appear",
                                               "gradient-shimmer", "phases", "keyframes", "flip", "ring", "shape-morph", "layer-loaders",
                                               "settings"])
        for entry in EffectCatalogue.entries {
            let file = try SourceFile.load(path: EffectCatalogue.path(of: entry))
            _ = try file.effect()
            XCTAssertEqual(file.previews.first, entry.title, entry.file)
            // The header names the seed the scene reproduces.
            XCTAssertTrue(file.text.prefix(400).contains("Seed: "), entry.file)
        }
    }

    func testAFolderIsAGalleryOfItsFilesInNameOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("b.swift", "import SwiftUI\n#Preview(\"Second\") { Text(\"two\") }\n")
        try write("a.swift", "import SwiftUI\n#Preview(\"First\") { Text(\"one\") }\n")
        try write("c.swift", "import SwiftUI\n#Preview { Text(\"x\" }\n")
        try write("notes.txt", "not a scene")
        let gallery = try EffectCatalogue.gallery(folder: folder.path)
        XCTAssertEqual(gallery.map(\.title), ["First", "Second", "c.swift"])
        XCTAssertEqual(gallery.map { URL(fileURLWithPath: $0.name).lastPathComponent }, ["a.swift", "b.swift", "c.swift"])
        let first = gallery[0].player(size: Size(400, 300), metrics: FixedMetrics())
        first.seek(to: 0)
        XCTAssertEqual(first.present().nodes.map(\.node.text), ["one"])
        // A file that cannot be played is still shown: its scene stops with the file's error.
        let broken = gallery[2].player(size: Size(400, 300), metrics: FixedMetrics())
        broken.seek(to: 0)
        XCTAssertTrue(broken.scene.failure?.headline.contains("c.swift:2:") ?? false, "\(String(describing: broken.scene.failure))")

        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        XCTAssertThrowsError(try EffectCatalogue.gallery(folder: empty.path)) { error in
            XCTAssertTrue("\(error)".hasSuffix("error: the folder holds no .swift file"), "\(error)")
        }
    }
}
