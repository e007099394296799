/// The command line's usage text, in one place: `animpreview --help` prints all of it,
/// `animpreview COMMAND --help` (or `help COMMAND`) that command's part.
enum Usage {
    /// The version `--version` prints.
    static let version = "animpreview 1.0.0"

    /// The commands in the order the usage lists them (nil: the window, which has no word).
    static let commands = ["list", "fonts", "devices", "render", "inspect", "export", "bench", "curve"]

    /// What one command takes, as the usage shows it (`animpreview` for the window).
    static func synopsis(of command: String) -> String? {
        switch command {
        case "animpreview":
            return """
                animpreview [--effect NAME] [--font FAMILY] [--text "A|B"] [--size WxH] [--scale S] [--speed X]
                            [--start T] [--paused] [--timeline] [--no-hud] [--exit-after S] [--stats]
                animpreview FILE.swift [--preview NAME] [the window's options]   plays it again on every save
                animpreview FOLDER [the window's options]   its .swift files as a gallery (← → go through them)
                """
        case "list": return "animpreview list                      name, title and seed source of every effect"
        case "fonts": return "animpreview fonts                     installed families; what each seed font resolved to"
        case "devices": return "animpreview devices                   the devices --device plays on: screen in points, scale, safe area"
        case "render":
            return "animpreview render NAME --time T --out F.png [--size WxH] [--font F] [--text \"A|B\"] [--seed N] [--scale S] [--tap X,Y@T]...\n                   [--drag 'X1,Y1->X2,Y2@T[+D]']..."
        case "inspect": return "animpreview inspect NAME --time T [--text \"A|B\"] [--tap X,Y@T]... [--drag 'X1,Y1->X2,Y2@T[+D]']... [--seed N]"
        case "export":
            return """
                animpreview export NAME --out F.gif|F.mp4|F.webm|F.apng|DIR/ [--fps N] [--duration S] [--size WxH]
                                   [--speed X] [--scale S] [--text "A|B"] [--tap X,Y@T]... [--font F] [--seed N]
                                   [--drag 'X1,Y1->X2,Y2@T[+D]']...
                """
        case "bench":
            return """
                animpreview bench [--nodes N] [--blur R] [--no-scale] [--frames N] [--size WxH] [--threads K]
                                  [--warmup N] [--effect NAME]
                """
        case "curve":
            return """
                animpreview curve 'SPEC' [--at t1,t2,...] [--plot F.png]   SPEC in SwiftUI syntax, e.g.
                            'spring(response: 0.2, dampingFraction: 0.5)', '.easeInOut.delay(0.2)'
                animpreview curve ['SPEC'] --bench [--tracks N] [--frames F]
                """
        default: return nil
        }
    }

    /// What every command shares, after the synopses.
    static let notes = """
        NAME (--effect, render, inspect, export, bench --effect) is a built-in effect (animpreview list) or
          a FILE.swift playing a SwiftUI view: its first #Preview (or --preview NAME), else ContentView,
          else the view no other view uses.
        every command takes --ios N (15…26, default 26: the SwiftUI era the presets follow) and
          --refresh HZ (default 60; 120 for ProMotion: the frames SwiftUI takes its decisions on);
          --hold-first-frame starts a new animation's clock on the second frame after the change.
        every command but bench takes --device NAME (animpreview devices; or a line
          // animpreview: device NAME at the top of the file): the canvas is that screen in points,
          and the content keeps clear of its safe area unless it ignores it; --size gives a plain canvas.
        every command but bench takes --color-scheme light|dark (default light): the device's
          appearance, which a file's .preferredColorScheme overrides.
        --text replaces the scene's lines with yours: one text for every line, or lines split on |.
        --tap X,Y@T taps the point at scene time T; --drag 'X1,Y1->X2,Y2@T+D' presses at X1,Y1 at T and
          moves in a straight line to X2,Y2, a move every 1/60 s, released at T+D (D: 0.25 s unless
          given; quote it, > is the shell's); the same point twice holds a press (a long press).
        animpreview --help (or -h), animpreview COMMAND --help: this text, or the command's part;
          animpreview --version: the version.
        """

    /// What the window's keys do, after the notes.
    static let keys = """
        window keys: ←/→ or 1–9 effect, F/Shift+F font (0: the seed's), Space/R replay, P pause,
          ,/. frame back/forward, [/] speed 1/4…2×, S save PNG, K light/dark, T timeline (drag to scrub),
          D status line, H or ? help, Esc/Q quit; a click taps a view (elsewhere: replay);
          a press on a view with a drag or long-press gesture drives it as the mouse moves
        """

    /// The whole usage: every command, the shared notes and the window's keys.
    static var full: String {
        let lines = (["animpreview"] + commands).compactMap(synopsis(of:)).joined(separator: "\n")
        return "usage:\n" + indented(lines) + "\n" + notes + "\n" + keys
    }

    /// One command's usage (the window's comes with its keys), or nil for an unknown command.
    static func of(_ command: String) -> String? {
        guard let synopsis = synopsis(of: command) else { return nil }
        let tail = command == "animpreview" ? "\n" + keys : ""
        return "usage:\n" + indented(synopsis) + "\n" + notes + tail
    }

    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}

extension Usage {
    /// The error for a command word that is none of ours.
    static func unknownCommand(_ word: String) -> String {
        "unknown command '\(word)'; commands: \(commands.joined(separator: ", ")) (or none, for the window)"
    }
}
