import CSDL2
import CX11

/// Names an SDL window on X11 in UTF-8.
///
/// SDL 2 converts a title through the process locale, which is "C" unless the program sets
/// one: WM_NAME then gets the UTF-8 bytes labelled Latin-1 and _NET_WM_NAME is never
/// written, so window managers (and `xdotool getwindowname`) show mojibake or a stale name.
/// Writing both properties as UTF8_STRING names the window the same everywhere.
enum X11WindowName {
    /// Sets the X11 names of `window`; false when it is not an X11 window.
    @discardableResult
    static func set(_ title: String, on window: OpaquePointer) -> Bool {
        var info = SDL_SysWMinfo()
        info.version = SDL_version(major: UInt8(SDL_MAJOR_VERSION), minor: UInt8(SDL_MINOR_VERSION),
                                   patch: UInt8(SDL_PATCHLEVEL))
        guard SDL_GetWindowWMInfo(window, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
              let display = info.info.x11.display else { return false }
        let xwindow = info.info.x11.window
        let utf8 = XInternAtom(display, "UTF8_STRING", 0)
        var bytes = Array(title.utf8)
        for name in ["_NET_WM_NAME", "WM_NAME", "_NET_WM_ICON_NAME", "WM_ICON_NAME"] {
            XChangeProperty(display, xwindow, XInternAtom(display, name, 0), utf8, 8, PropModeReplace,
                            &bytes, Int32(bytes.count))
        }
        XFlush(display)
        return true
    }
}
