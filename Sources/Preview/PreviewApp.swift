import CSDL2
import Compositor
import Effects
import Foundation
import Scene
import Typography

/// The interactive window: plays an effect at 60 fps, replays on click, quits on Esc or Q.
public final class PreviewApp {
    /// What the window was asked to show.
    public struct Options {
        public var effect: Effect
        public var font: String?
        public var size: Size
        public var speed: Double = 1
        public var exitAfter: Double?
        public var stats = false
        public var seed: UInt64 = 0
        /// Scene time to start at, and whether to hold still there.
        public var startTime: Double = 0
        public var paused = false
        public var assetsDirectory = "assets"
        public init(effect: Effect, size: Size) { self.effect = effect; self.size = size }
    }

    private let options: Options
    private let fonts: FontLibrary
    private var player: ScenePlayer
    private var canvas: Canvas
    private let renderer: Renderer
    private let window: SDLWindow
    private var stats = FrameStats()

    /// Timeline bookkeeping: timeline time = base + (now − wallStart) × speed while playing.
    private var wallStart = 0.0
    private var base = 0.0
    private var paused: Bool

    public init(options: Options, fonts: FontLibrary) throws {
        self.options = options
        self.fonts = fonts
        paused = options.paused
        player = options.effect.player(size: options.size, metrics: fonts, seed: options.seed, font: options.font,
                                       images: ImageAssets(directory: options.assetsDirectory))
        // The title is given at creation: a later change does not reach _NET_WM_NAME on every X server.
        window = try SDLWindow(title: Self.title(options: options, fonts: fonts, scene: player.scene),
                               width: Int(options.size.width), height: Int(options.size.height))
        let px = window.pixelSize
        canvas = try Canvas(width: px.width, height: px.height)
        let pointSize = window.size
        let scale = Double(px.width) / Double(max(1, pointSize.width))
        renderer = Renderer(fonts: fonts, scale: scale, assetsDirectory: options.assetsDirectory)
        player.scene.resize(to: Size(Double(pointSize.width), Double(pointSize.height)))
        base = options.startTime
    }

    /// `animpreview — effect — family`, naming the family that draws the scene's characters.
    static func title(options: Options, fonts: FontLibrary, scene: Scene) -> String {
        let family = options.font.map { fonts.resolve(family: $0)?.face.family ?? $0 }
            ?? fonts.familyName(for: mainFont(of: scene) ?? .body)
        return "animpreview — \(options.effect.name) — \(family)"
    }

    /// The font of the first character node (else the first text): the effect's own font.
    static func mainFont(of scene: Scene) -> FontSpec? {
        var glyph: FontSpec?, any: FontSpec?
        scene.root.forEach { node in
            if glyph == nil, node.kind == .glyph { glyph = node.font }
            if any == nil { any = node.font }
        }
        return glyph ?? any
    }

    /// Runs the loop until the user quits or `exitAfter` passes; prints stats if asked.
    public func run() throws {
        let frame = 1.0 / 60
        let started = Self.clock()
        wallStart = started
        var next = started
        var running = true
        while running {
            running = handleEvents()
            let now = Self.clock()
            if let limit = options.exitAfter, now - started >= limit { running = false }
            if !running { break }

            let workStart = Self.clock()
            player.seek(to: timelineTime(at: now))
            let presentation = player.present(threads: renderer.threads)
            let updated = Self.clock()
            renderer.draw(presentation, into: canvas)
            let drawn = Self.clock()
            try window.present(pixels: canvas.pixels, width: canvas.width, height: canvas.height)
            let shown = Self.clock()
            stats.record(workSeconds: shown - workStart, shownAt: shown)
            stats.recordStages(update: updated - workStart, composite: drawn - updated, upload: shown - drawn)

            next += frame
            let wait = next - Self.clock()
            if wait > 0 { Self.sleep(wait) } else if wait < -frame { next = Self.clock() }
        }
        if options.stats {
            print(stats.line())
            print(stats.stageLine())
        }
    }

    private func timelineTime(at now: Double) -> Double {
        paused ? base : base + (now - wallStart) * options.speed
    }

    /// Replays the whole scene from time 0.
    private func replay() {
        player.restart()
        base = 0
        wallStart = Self.clock()
    }

    private func handleEvents() -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                return false
            case SDL_KEYDOWN:
                switch UInt32(bitPattern: event.key.keysym.sym) {
                case SDLK_ESCAPE.rawValue, SDLK_q.rawValue: return false
                case SDLK_SPACE.rawValue, SDLK_r.rawValue: replay()
                default: break
                }
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                let point = Point(Double(event.button.x), Double(event.button.y))
                player.seek(to: timelineTime(at: Self.clock()))
                if !player.tap(at: point) { replay() }
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
                resize()
            default:
                break
            }
        }
        return true
    }

    private func resize() {
        let px = window.pixelSize
        guard px.width > 0, px.height > 0, px.width != canvas.width || px.height != canvas.height,
              let c = try? Canvas(width: px.width, height: px.height) else { return }
        canvas = c
        let pts = window.size
        player.scene.resize(to: Size(Double(pts.width), Double(pts.height)))
    }

    /// Monotonic seconds.
    static func clock() -> Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }

    static func sleep(_ seconds: Double) {
        var ts = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        nanosleep(&ts, nil)
    }
}
