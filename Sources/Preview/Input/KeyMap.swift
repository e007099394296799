import CSDL2

/// Which key does what in the window; the help overlay and the README list the same table.
enum KeyMap {
    /// The command for a key press (`key` an SDL keycode), or nil for a key that does nothing.
    static func command(key: UInt32, shift: Bool) -> PreviewCommand? {
        if let digit = digit(key) {
            return digit == 0 ? .seedFont : .effect(index: digit - 1)
        }
        switch key {
        case SDLK_ESCAPE.rawValue, SDLK_q.rawValue: return .quit
        case SDLK_SPACE.rawValue, SDLK_r.rawValue: return .replay
        case SDLK_p.rawValue: return .togglePause
        case SDLK_COMMA.rawValue, SDLK_LESS.rawValue: return .step(frames: -1)
        case SDLK_PERIOD.rawValue, SDLK_GREATER.rawValue: return .step(frames: 1)
        case SDLK_LEFTBRACKET.rawValue: return .slower
        case SDLK_RIGHTBRACKET.rawValue: return .faster
        case SDLK_LEFT.rawValue: return .previousEffect
        case SDLK_RIGHT.rawValue: return .nextEffect
        case SDLK_f.rawValue: return shift ? .previousFont : .nextFont
        case SDLK_s.rawValue: return .screenshot
        case SDLK_t.rawValue: return .toggleTimeline
        case SDLK_d.rawValue: return .toggleHUD
        case SDLK_k.rawValue: return .toggleColorScheme
        case SDLK_h.rawValue, SDLK_QUESTION.rawValue: return .toggleHelp
        // "?" is Shift+/ on most layouts, and SDL reports the unshifted key.
        case SDLK_SLASH.rawValue where shift: return .toggleHelp
        default: return nil
        }
    }

    /// 0–9 from the main row or the keypad.
    private static func digit(_ key: UInt32) -> Int? {
        if key >= SDLK_0.rawValue && key <= SDLK_9.rawValue { return Int(key - SDLK_0.rawValue) }
        if key >= SDLK_KP_1.rawValue && key <= SDLK_KP_9.rawValue { return Int(key - SDLK_KP_1.rawValue) + 1 }
        if key == SDLK_KP_0.rawValue { return 0 }
        return nil
    }

    /// The help table: keys, then what they do.
    static let help: [(keys: String, action: String)] = [
        ("← → or 1–9", "previous / next effect, or effect number n (a file: its #Previews)"),
        ("F  Shift+F", "next / previous font that covers the scene"),
        ("0", "back to the seed's font"),
        ("Space or R", "replay from the start"),
        ("click", "tap a view (or replay, off any view)"),
        ("P", "pause / resume"),
        (",  .", "one frame back / forward (pauses)"),
        ("[  ]", "slower / faster: 1/4, 1/3, 1/2, 1, 2×"),
        ("T", "timeline: delays and runs; drag on it to scrub"),
        ("S", "save the frame as PNG (path printed)"),
        ("K", "light / dark appearance (a file's preferredColorScheme wins)"),
        ("D", "show / hide the status line"),
        ("H or ?", "this help"),
        ("Esc or Q", "quit"),
    ]
}
