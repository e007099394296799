import Compositor
import Scene

/// Builds the window's scenes: the chosen effect, font family and text, at the scene's
/// current size (the window less the timeline panel), so a replay after a resize or a
/// font change builds exactly what `render` builds at that size.
final class SceneFactory {
    var effect: Effect
    /// The family replacing every seed font, or nil for the seed's own.
    var font: String?
    let text: SceneText?
    let seed: UInt64
    let metrics: FontMetrics
    let images: ImageMetrics
    /// The scene's canvas, in points.
    var size: Size
    /// A device's unsafe edges, which hold while the canvas is `safeAreaSize` (the device's
    /// screen); a window resized to another size has none.
    var safeArea = EdgeInsets()
    var safeAreaSize: Size?
    /// The device's appearance (the window's K switches it).
    var dark = false
    private var currentSafeArea: EdgeInsets { size == safeAreaSize ? safeArea : EdgeInsets() }

    init(effect: Effect, font: String?, text: SceneText?, seed: UInt64, metrics: FontMetrics,
         assetsDirectory: String, size: Size) {
        self.effect = effect; self.font = font; self.text = text
        self.seed = seed; self.metrics = metrics; self.size = size
        images = ImageAssets(directory: assetsDirectory)
    }

    /// A player of the current effect and font; its replays use the size current when they happen.
    func makePlayer() -> ScenePlayer {
        let effect = self.effect, font = self.font
        return ScenePlayer { [unowned self] in
            effect.scene(size: self.size, metrics: self.metrics, seed: self.seed, font: font, text: self.text,
                         images: self.images, safeArea: self.currentSafeArea, systemDark: self.dark)
        }
    }

    /// The current effect's scene with the seed's own fonts (to learn which family they resolve to).
    func seedScene() -> Scene {
        effect.scene(size: size, metrics: metrics, seed: seed, font: nil, text: text, images: images)
    }

    /// A new player of the current settings at `old`'s place: its taps replayed, its time reached.
    func replacing(_ old: ScenePlayer) -> ScenePlayer {
        let player = makePlayer()
        player.apply(old.taps, drags: old.drags, scrolls: old.scrolls)
        player.seek(to: old.time)
        return player
    }
}
