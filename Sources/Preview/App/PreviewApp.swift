import CSDL2
import Compositor
import Foundation
import Scene
import Typography

/// The interactive window: plays an effect at 60 fps with hotkeys for effects, fonts,
/// speed, pause, frame steps, screenshots, a status line, help and a scrubbable timeline.
public final class PreviewApp {
    var options: Options
    let window: SDLWindow
    let fonts: FontLibrary
    let renderer: Renderer
    /// Device pixels per point.
    let pixelScale: Double
    /// Window coordinates (what mouse events use) per point.
    let coordinateScale: Double
    var canvas: Canvas
    let factory: SceneFactory
    var player: ScenePlayer
    var playback: Playback
    /// What the scene does over a play-through (its timeline, the characters it shows), worked
    /// out when first asked (the timeline panel, the font keys), never before the first frame:
    /// a scene of 20,000 views takes seconds to play through.
    var survey: SceneSurvey {
        if let surveyMade { return surveyMade }
        let made = player.survey()
        surveyMade = made
        return made
    }
    var surveyMade: SceneSurvey?
    /// The fonts the font keys cycle through, made when a key first asks.
    var fontCycle: FontCycle {
        get {
            if let fontCycleMade { return fontCycleMade }
            let made = Self.fontCycle(factory: factory, fonts: fonts, survey: survey, choice: factory.font)
            fontCycleMade = made
            return made
        }
        set { fontCycleMade = newValue }
    }
    var fontCycleMade: FontCycle?
    /// The family the effect's own fonts resolve to, read off the scene shown when first asked.
    var seedFamilyMade: String?
    var panel: TimelinePanel?
    var showsTimeline: Bool
    var showsStatus: Bool
    var showsHelp = false
    var scrubbing = false
    /// Whether the left button went down on a view with a drag or long-press gesture and is still down.
    var pressing = false
    var running = true
    var stats = FrameStats()
    var frameRate = FrameRate()
    /// The source file played, and what its reloads are doing (nil for a built-in effect).
    var source: Source?
    var reloader: SourceReloader?
    /// A folder gallery's file names as last listed, and when (clock seconds) it was listed.
    var folderListing: (names: [String], at: Double) = ([], 0)
    var status = SourceStatus()

    /// Opens the window for `options`, drawing with `given` fonts (or new ones at the display's scale).
    public init(options: Options, fonts given: FontLibrary) throws {
        self.options = options
        window = try SDLWindow(title: "animpreview — \(options.effect.name)",
                               width: Int((options.size.width * (options.scale ?? 1)).rounded()),
                               height: Int((options.size.height * (options.scale ?? 1)).rounded()),
                               fitsDisplay: options.scale == nil)
        // A canvas taller than the display (a device's) is shown smaller, whole.
        let userScale = options.scale ?? window.fitScale
        let pixels = window.pixelSize, coordinates = window.size
        // A HiDPI display has more pixels than window coordinates; --scale multiplies both.
        let density = Double(pixels.width) / Double(max(1, coordinates.width))
        pixelScale = userScale * density
        coordinateScale = userScale
        if pixelScale == given.scale {
            fonts = given
        } else {
            fonts = try FontLibrary(scale: pixelScale)
            fonts.onWarning = given.onWarning
        }
        renderer = Renderer(fonts: fonts, scale: pixelScale, assetsDirectory: options.assetsDirectory)
        canvas = try Canvas(width: pixels.width, height: pixels.height)
        factory = SceneFactory(effect: options.effect, font: options.font, text: options.text, seed: options.seed,
                               metrics: fonts, assetsDirectory: options.assetsDirectory, size: Size(Double(pixels.width) / pixelScale,
                                                          Double(pixels.height) / pixelScale))
        factory.safeArea = options.safeArea
        factory.dark = options.dark
        factory.safeAreaSize = factory.size
        player = factory.makePlayer()
        playback = Playback(start: options.startTime, speed: options.speed, paused: options.paused, now: Self.clock())
        showsTimeline = options.showsTimeline
        showsStatus = options.showsStatus
        source = options.source
        reloader = options.source.map { SourceReloader(path: $0.path, load: $0.load) }
        if options.folder != nil { followFolderFile() }
        layOut()
        updateTitle()
    }

    /// Runs the loop until the user quits or `exitAfter` passes; prints stats if asked.
    public func run() throws {
        let started = Self.clock()
        var next = started
        while running {
            handleEvents()
            let now = Self.clock()
            if let limit = options.exitAfter, now - started >= limit { running = false }
            if !running { break }
            takeReload(now: now)
            checkFolder(now: now)

            // Update
            let workStart = Self.clock()
            player.seek(to: timeShown(at: now))
            noteFailure()
            let presentation = player.present(threads: renderer.threads)
            let updated = Self.clock()
            // Draw
            renderer.draw(presentation, into: canvas)
            paintOverlays()
            let drawn = Self.clock()
            try window.present(pixels: canvas.pixels, width: canvas.width, height: canvas.height)
            let shown = Self.clock()
            stats.record(workSeconds: shown - workStart, shownAt: shown)
            stats.recordStages(update: updated - workStart, composite: drawn - updated, upload: shown - drawn)
            frameRate.record(shown)
            finishReload(shownAt: shown)

            next += Playback.frame
            let wait = next - Self.clock()
            if wait > 0 {
                // A reload that finishes during the wait is shown at once; the frames go on
                // from it.
                if let reloader, reloader.waitForRead(wait) { next = Self.clock() } else { Self.sleep(max(0, next - Self.clock())) }
            } else if wait < -Playback.frame { next = Self.clock() }
        }
        if options.stats {
            print(stats.line())
            print(stats.stageLine())
        }
    }

    /// The window's size in points.
    var windowPoints: Size {
        Size(Double(canvas.width) / pixelScale, Double(canvas.height) / pixelScale)
    }

    /// Places the timeline panel and gives the scene the rest of the window, rebuilding the
    /// scene when its size changes (the paragraph rewraps, the content stays centred).
    func layOut() {
        let window = windowPoints
        panel = showsTimeline ? TimelinePanel(timeline: survey.timeline, window: window) : nil
        let size = Size(window.width, max(16, window.height - (panel?.frame.height ?? 0)))
        guard size != factory.size else { return }
        factory.size = size
        player = factory.replacing(player)
    }

    /// Shows a new survey in the panel without moving the scene: the rows change after a tap,
    /// but the taps so far were made on the scene where it is.
    func refreshTimeline() {
        guard let old = panel else { return }
        panel = TimelinePanel(timeline: survey.timeline, window: windowPoints, height: old.frame.height)
    }

    private func paintOverlays() {
        let sceneTime = player.sceneTime
        panel?.paint(with: renderer, in: canvas, sceneTime: sceneTime)
        if showsStatus {
            let text = StatusLine.text(effect: sceneLabel(" · "), family: familyShown, speed: playback.speed,
                                       sceneTime: sceneTime, fps: frameRate.fps, paused: playback.isPaused,
                                       stopped: player.scene.failure != nil)
            StatusLine.paint(text, with: renderer, in: canvas, topRight: Point(factory.size.width - 8, 8))
        }
        drawErrorPanel()
        if showsHelp { HelpOverlay.paint(with: renderer, in: canvas, window: windowPoints) }
    }

    /// "animpreview — effect — family" ("animpreview — File.swift — preview — family"), naming
    /// the family that draws the scene.
    func updateTitle() {
        let title = "animpreview — \(sceneLabel(" — ")) — \(familyShown)"
        if window.title != title { window.title = title }
    }

    /// Monotonic seconds.
    static func clock() -> Double { Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency()) }

    static func sleep(_ seconds: Double) {
        var ts = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        nanosleep(&ts, nil)
    }
}
