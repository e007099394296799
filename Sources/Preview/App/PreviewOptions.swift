import Gallery
import SourceRuntime
import Scene

extension PreviewApp {
    /// What the window was asked to show, and how.
    public struct Options {
        public var effect: Effect
        /// What ← → and 1 – 9 go through: the built-in effects, or a folder's files.
        public var gallery: [Effect] = EffectCatalogue.all
        /// The `.swift` file `effect` plays, reloaded on every save; nil for a built-in effect.
        public var source: Source?
        /// A folder played as a gallery: the file shown reloads on every save, and files that
        /// come or go join or leave the gallery. Its reader gives the folder's effects again.
        public var folder: (path: String, gallery: () throws -> [Effect], load: Source.Load)?
        public var font: String?
        /// The user's own text for the scene's lines.
        public var text: SceneText?
        /// The window's size in points.
        public var size: Size
        /// The canvas's unsafe edges (a device's), kept clear while the canvas is `size`.
        public var safeArea = EdgeInsets()
        /// The device's appearance at the start (`--color-scheme dark`); K switches it.
        public var dark = false
        /// Device pixels per point; nil takes the display's own.
        public var scale: Double?
        public var speed: Double = 1
        public var exitAfter: Double?
        public var stats = false
        public var seed: UInt64 = 0
        /// Scene time to start at, and whether to hold still there.
        public var startTime: Double = 0
        public var paused = false
        public var showsTimeline = false
        public var showsStatus = true
        public var assetsDirectory = "assets"
        /// Where `S` saves its PNG files.
        public var screenshotDirectory = "."
        /// `effect` in a window of `size` points, with every other option at its default.
        public init(effect: Effect, size: Size) { self.effect = effect; self.size = size }
    }
}
