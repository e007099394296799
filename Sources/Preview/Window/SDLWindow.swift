import CSDL2

/// The SDL window, its renderer and one streaming texture the size of the frame.
final class SDLWindow {
    let window: OpaquePointer
    let renderer: OpaquePointer
    private(set) var texture: OpaquePointer?
    private(set) var textureSize = (width: 0, height: 0)

    init(title: String, width: Int, height: Int) throws {
        if SDL_WasInit(SDL_INIT_VIDEO) == 0 && SDL_Init(SDL_INIT_VIDEO) != 0 {
            throw PreviewError.noDisplay(String(cString: SDL_GetError()))
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                       Int32(width), Int32(height), flags) else {
            throw PreviewError.noDisplay(String(cString: SDL_GetError()))
        }
        window = w
        // Frame pacing is ours; vsync would only add a second, unpredictable wait.
        guard let r = SDL_CreateRenderer(w, -1, 0) ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(w)
            throw PreviewError.sdl("cannot create a renderer: \(String(cString: SDL_GetError()))")
        }
        renderer = r
        X11WindowName.set(title, on: w)
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
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
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// The window size in screen coordinates (what mouse events use).
    var size: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Uploads `pixels` (ARGB32) into the texture and shows it.
    func present(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) throws {
        if texture == nil || textureSize != (width, height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
            guard texture != nil else { throw PreviewError.sdl("cannot create a texture: \(String(cString: SDL_GetError()))") }
            textureSize = (width, height)
        }
        SDL_UpdateTexture(texture, nil, pixels, Int32(width * 4))
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
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
