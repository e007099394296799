import Effects
import Scene
import XCTest
import SourceRuntime

/// Plays source text as a user's file would play.
func play(_ source: String, file: String = "Test.swift", preview: String? = nil, size: Size = Size(960, 600),
          seed: UInt64 = 0) throws -> ScenePlayer {
    let effect = try SourceFile(path: file, text: source).effect(preview: preview)
    return effect.player(size: size, metrics: FixedMetrics(), seed: seed)
}

/// The error a source text gives when it is loaded, or nil.
func loadError(_ source: String, file: String = "Test.swift") -> SourceError? {
    do { _ = try SourceFile(path: file, text: source).effect(); return nil } catch let e as SourceError { return e } catch { return nil }
}
