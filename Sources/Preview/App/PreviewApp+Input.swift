import CSDL2
import Compositor
import SourceRuntime
import Scene

extension PreviewApp {
    /// Reads every pending event and acts on it.
    func handleEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                running = false
            case SDL_TEXTINPUT where player.scene.acceptsText:
                // A focused text field takes what is typed (the keys' commands wait meanwhile).
                let text = withUnsafePointer(to: event.text.text) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 32) { String(cString: $0) }
                }
                typeText(text)
            case SDL_KEYDOWN where player.scene.acceptsText:
                switch Int(event.key.keysym.sym) {
                case Int(SDLK_BACKSPACE.rawValue): typeText("\u{8}")
                case Int(SDLK_ESCAPE.rawValue): typeText("\u{1B}")
                default: break
                }
            case SDL_KEYDOWN:
                let shift = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
                if let command = KeyMap.command(key: UInt32(bitPattern: event.key.keysym.sym), shift: shift) {
                    perform(command)
                }
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                press(at: point(event.button.x, event.button.y))
            case SDL_MOUSEMOTION where scrubbing:
                scrub(toX: point(event.motion.x, event.motion.y).x)
            case SDL_MOUSEMOTION where pressing:
                player.seek(to: playback.time(at: Self.clock()))
                player.pointerMove(to: point(event.motion.x, event.motion.y))
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
                scrubbing = false
                if pressing { release(at: point(event.button.x, event.button.y)) }
            case SDL_MOUSEWHEEL:
                // Where the pointer is (the event carries no position in older SDL 2 releases).
                var x: Int32 = 0, y: Int32 = 0
                SDL_GetMouseState(&x, &y)
                let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
                scroll(at: point(x, y), by: Point(Double(event.wheel.x) * flip * Self.wheelStep,
                                                  -Double(event.wheel.y) * flip * Self.wheelStep))
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
                resize()
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue):
                window.needsFullFrame = true
            default:
                break
            }
        }
    }

    /// Types into the scene's focused field at the time shown (kept to replay, as taps are).
    private func typeText(_ text: String) {
        player.seek(to: playback.time(at: Self.clock()))
        player.type(text)
    }

    /// Does what a key asked.
    func perform(_ command: PreviewCommand) {
        let now = Self.clock()
        switch command {
        case .quit: running = false
        case .replay: replay()
        case .togglePause: playback.setPaused(!playback.isPaused, at: now)
        case .step(let frames): playback.step(frames: frames, at: now)
        case .slower: playback.setSpeed(SpeedSteps.slower(than: playback.speed), at: now)
        case .faster: playback.setSpeed(SpeedSteps.faster(than: playback.speed), at: now)
        // A file's previews take the gallery's place.
        case .previousEffect where source != nil && options.folder == nil, .nextEffect where source != nil && options.folder == nil:
            switchPreview(by: command == .nextEffect ? 1 : -1)
        case .effect(let index) where source != nil && options.folder == nil: switchPreview(to: index)
        case .previousEffect, .nextEffect:
            let all = options.gallery
            let here = all.firstIndex { $0.name == factory.effect.name } ?? 0
            switchEffect(to: (here + (command == .nextEffect ? 1 : -1) + all.count) % all.count)
        case .effect(let index): switchEffect(to: index)
        case .nextFont: fontCycle.next(); applyFontChoice()
        case .previousFont: fontCycle.previous(); applyFontChoice()
        case .seedFont: fontCycle.reset(); applyFontChoice()
        case .screenshot: saveScreenshot()
        case .toggleTimeline: showsTimeline.toggle(); layOut()
        case .toggleHUD: showsStatus.toggle()
        case .toggleHelp: showsHelp.toggle()
        case .toggleColorScheme:
            // The scene again in the other appearance, at the same time and with the same taps.
            factory.dark.toggle()
            player = factory.replacing(player)
        }
    }

    /// Window coordinates to scene points.
    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(Double(x) / coordinateScale, Double(y) / coordinateScale)
    }

    /// A press on the timeline starts scrubbing; on a view with a drag or long-press gesture
    /// it starts a press that the mouse's moves and release continue (in scene time, kept to
    /// replay like taps); elsewhere on the scene it taps (a miss replays).
    private func press(at point: Point) {
        if let panel, panel.contains(point) {
            scrubbing = true
            scrub(toX: point.x)
            return
        }
        player.seek(to: playback.time(at: Self.clock()))
        if player.pointerDown(at: point) {
            pressing = true
            return
        }
        if player.tap(at: point) {
            surveyMade = nil
            refreshTimeline()
        } else {
            replay()
        }
    }

    /// Points a scroll view moves for one notch of the mouse wheel (our rule: about two
    /// rows of a list).
    static let wheelStep = 40.0

    /// The mouse wheel over the scene: the scroll view under the pointer scrolls (kept to
    /// replay, as taps are).
    private func scroll(at point: Point, by delta: Point) {
        if let panel, panel.contains(point) { return }
        player.seek(to: playback.time(at: Self.clock()))
        player.scroll(at: point, by: delta)
    }

    /// The release of a press on a view's gesture (a release that hardly moved is also a tap).
    private func release(at point: Point) {
        pressing = false
        player.seek(to: playback.time(at: Self.clock()))
        player.pointerUp(at: point)
        surveyMade = nil
        refreshTimeline()
    }

    /// Holds the scene at the scene time under `x` on the timeline, to the hundredth of a second.
    private func scrub(toX x: Double) {
        guard let panel else { return }
        let time = (panel.time(atX: x) * 100).rounded() / 100
        let now = Self.clock()
        playback.setPaused(true, at: now)
        playback.seek(to: player.origin + time, at: now)
    }

    /// Replays the whole scene from time 0, forgetting the taps.
    func replay() {
        pressing = false
        let hadTaps = !player.taps.isEmpty || !player.drags.isEmpty || !player.scrolls.isEmpty
        player.restart()
        playback.seek(to: 0, at: Self.clock())
        if hadTaps {
            surveyMade = nil
            refreshTimeline()
        }
    }

    /// A new window size: a new canvas, and the scene laid out again in it.
    private func resize() {
        let px = window.pixelSize
        guard px.width > 0, px.height > 0, px.width != canvas.width || px.height != canvas.height,
              let c = try? Canvas(width: px.width, height: px.height) else { return }
        canvas = c
        window.needsFullFrame = true
        layOut()
    }
}
