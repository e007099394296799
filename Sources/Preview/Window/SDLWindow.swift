import CSDL2

/// The SDL window and the frames shown in it.
///
/// Frames are composited on the CPU, so they go straight into SDL's window surface (shared
/// memory with the X server where it has MIT-SHM), and only the bands that changed since the
/// last frame are copied and sent.
final class SDLWindow {
    let window: OpaquePointer
    /// The surface the last frame went into; a new one (after a resize) is filled whole.
    private var shownSurface: UnsafeMutablePointer<SDL_Surface>?
    /// Set when the window system lost what was shown (exposed, resized): send it all again.
    var needsFullFrame = true

    /// The scale the window was opened at to fit the display (1 when it fitted as asked).
    private(set) var fitScale = 1.0

    /// A window of `width` × `height`; with `fitsDisplay`, one too big for the display's usable
    /// area is opened smaller by `fitScale` (a tall device canvas on a laptop's screen).
    init(title: String, width: Int, height: Int, fitsDisplay: Bool = false) throws {
        let chosen = Self.environment("SDL_VIDEODRIVER")
        // Without a display SDL would try Wayland (printing its own complaints) and then settle
        // on its offscreen driver: a window nobody sees, running until killed.
        if chosen == nil && Self.environment("DISPLAY") == nil && Self.environment("WAYLAND_DISPLAY") == nil {
            throw PreviewError.noDisplay("DISPLAY is not set")
        }
        let display = Self.environment("DISPLAY")
        if chosen == nil, Self.environment("WAYLAND_DISPLAY") == nil, display != nil {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        }
        if SDL_WasInit(SDL_INIT_VIDEO) == 0 && SDL_Init(SDL_INIT_VIDEO) != 0 {
            let reason = chosen == nil ? display.map { "the display \($0) cannot be reached" } : nil
            throw PreviewError.noDisplay(reason ?? String(cString: SDL_GetError()))
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy", "evdev"].contains(driver) && chosen != driver {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw PreviewError.noDisplay("no display could be reached; SDL fell back to its \(driver) driver")
        }
        // On X11, SDL would otherwise back the window surface with a GL texture and send the
        // whole frame on every update (15 ms a frame under Xvfb); the native framebuffer
        // (MIT-SHM) sends only the changed bands. Other drivers keep SDL's default.
        if let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        var width = width, height = height
        var usable = SDL_Rect()
        if fitsDisplay, SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0,
           width > Int(usable.w) || height > Int(usable.h) {
            fitScale = 0.95 * min(Double(usable.w) / Double(width), Double(usable.h) / Double(height))
            width = Int((Double(width) * fitScale).rounded())
            height = Int((Double(height) * fitScale).rounded())
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                       Int32(width), Int32(height), flags) else {
            throw PreviewError.noDisplay(String(cString: SDL_GetError()))
        }
        window = w
        X11WindowName.set(title, on: w)
    }

    deinit { SDL_DestroyWindow(window) }

    /// An environment variable's value, nil when unset or empty.
    private static func environment(_ name: String) -> String? {
        guard let value = SDL_getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// The title bar's text; on X11 also written as UTF-8 where window managers read it.
    var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set {
            SDL_SetWindowTitle(window, newValue)
            X11WindowName.set(newValue, on: window)
        }
    }

    /// The drawable size in pixels.
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// The window size in screen coordinates (what mouse events use).
    var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Shows `pixels` (ARGB32, `width` × `height`).
    func present(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) throws {
        guard let surface = SDL_GetWindowSurface(window) else {
            throw PreviewError.sdl("cannot get the window surface: \(String(cString: SDL_GetError()))")
        }
        let s = surface.pointee
        let direct = s.w == Int32(width) && s.h == Int32(height) && s.pixels != nil
            && [SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue].contains(s.format.pointee.format)
        guard direct, let base = s.pixels else { return try blit(pixels, width: width, height: height, to: surface) }
        if SDL_LockSurface(surface) != 0 { throw PreviewError.sdl("cannot lock the window surface: \(String(cString: SDL_GetError()))") }
        let target = base.assumingMemoryBound(to: UInt32.self)
        let stride = Int(s.pitch) / 4
        let full = needsFullFrame || surface != shownSurface
        let bands = full ? [ChangedBands.Band(x: 0, y: 0, width: width, height: height)]
            : ChangedBands.find(new: pixels, old: target, oldStride: stride, width: width, height: height)
        for band in bands {
            for y in band.y..<(band.y + band.height) {
                (target + y * stride + band.x).update(from: pixels + y * width + band.x, count: band.width)
            }
        }
        SDL_UnlockSurface(surface)
        shownSurface = surface
        needsFullFrame = false
        guard !bands.isEmpty else { return }

        let rects = bands.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        if SDL_UpdateWindowSurfaceRects(window, rects, Int32(rects.count)) != 0 {
            throw PreviewError.sdl("cannot show the frame: \(String(cString: SDL_GetError()))")
        }
    }

    /// Any other surface format or size: SDL converts the whole frame.
    private func blit(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int,
                      to surface: UnsafeMutablePointer<SDL_Surface>) throws {
        guard let frame = SDL_CreateRGBSurfaceWithFormatFrom(pixels, Int32(width), Int32(height), 32, Int32(width * 4),
                                                             SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw PreviewError.sdl("cannot wrap the frame: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(frame) }
        SDL_SetSurfaceBlendMode(frame, SDL_BLENDMODE_NONE)
        if SDL_UpperBlit(frame, nil, surface, nil) != 0 || SDL_UpdateWindowSurface(window) != 0 {
            throw PreviewError.sdl("cannot show the frame: \(String(cString: SDL_GetError()))")
        }
        shownSurface = nil
    }
}

/// Errors of the interactive window.
public enum PreviewError: Error, CustomStringConvertible {
    case noDisplay(String)
    case sdl(String)
    public var description: String {
        switch self {
        case .noDisplay(let s):
            return "cannot open a window (\(s)); without a display, use 'animpreview render' or 'animpreview export'"
        case .sdl(let s): return s
        }
    }
}
