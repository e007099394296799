import Foundation
import Scene
import SourceRuntime

/// Entry point: dispatches to a command; errors are one line on stderr (2: bad call, 1: failure),
/// except a source file's, which are as swiftc prints them.
let usage = """
    usage: animpreview [--effect NAME] [--font FAMILY] [--text "A|B"] [--size WxH] [--scale S] [--speed X]
                       [--start T] [--paused] [--timeline] [--no-hud] [--exit-after S] [--stats]
           animpreview FILE.swift [--preview NAME] [the window's options]   plays it again on every save
           animpreview FOLDER [the window's options]   its .swift files as a gallery (← → go through them)
           animpreview list
           animpreview fonts
           animpreview render NAME --time T --out F.png [--size WxH] [--font F] [--text "A|B"] [--seed N] [--scale S] [--tap X,Y@T]...
           animpreview inspect NAME --time T [--text "A|B"] [--tap X,Y@T]... [--seed N]
           animpreview export NAME --out F.gif|F.mp4|F.webm|F.apng|DIR/ [--fps N] [--duration S] [--size WxH]
                              [--speed X] [--scale S] [--text "A|B"] [--tap X,Y@T]... [--font F] [--seed N]
           animpreview bench [--nodes N] [--blur R] [--no-scale] [--frames N] [--size WxH] [--threads K] [--effect NAME]
           animpreview curve 'SPEC' [--at t1,t2,...] [--plot F.png]   SPEC in SwiftUI syntax, e.g.
                       'spring(response: 0.2, dampingFraction: 0.5)', '.easeInOut.delay(0.2)'
           animpreview curve ['SPEC'] --bench [--tracks N] [--frames F]
    NAME (--effect, render, inspect, export, bench --effect) is a built-in effect (animpreview list) or
      a FILE.swift playing a SwiftUI view: its first #Preview (or --preview NAME), else ContentView,
      else the view no other view uses.
    every command takes --ios N (15…26, default 26: the SwiftUI era the presets follow) and
      --refresh HZ (default 60; 120 for ProMotion: the frames SwiftUI takes its decisions on);
      --hold-first-frame starts a new animation's clock on the second frame after the change.
    --text replaces the scene's lines with yours: one text for every line, or lines split on |.
    window keys: ←/→ or 1–9 effect, F/Shift+F font (0: the seed's), Space/R replay, P pause,
      ,/. frame back/forward, [/] speed 1/4…2×, S save PNG, T timeline (drag to scrub),
      D status line, H or ? help, Esc/Q quit; a click taps a view (elsewhere: replay)
    """

setvbuf(stdout, nil, _IOLBF, 0)
SourceOutput.route()
var words = Array(CommandLine.arguments.dropFirst())
// `animpreview FILE.swift` is the window on that file; `animpreview FOLDER` (not a command's
// name) the window on the folder's files.
let commands: Set = ["list", "fonts", "render", "inspect", "curve", "export", "bench", "help"]
if let first = words.first, SourceLoad.isSourcePath(first) || (!commands.contains(first) && EffectCatalogue.isFolder(first)) {
    words[0...0] = ["--effect", first]
}
let command = words.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
if command != nil { words.removeFirst() }
do {
    try DeviceOptions.take(&words)
    var arguments = Arguments(words, command: command ?? "animpreview")
    switch command {
    case nil: try WindowCommand.run(&arguments)
    case "list": try ListCommand.run(&arguments)
    case "fonts": try FontsCommand.run(&arguments)
    case "render": try RenderCommand.run(&arguments)
    case "inspect": try InspectCommand.run(&arguments)
    case "curve": try CurveCommand.run(&arguments)
    case "export": try ExportCommand.run(&arguments)
    case "bench": try BenchCommand.run(&arguments)
    case "help", "--help", "-h": print(usage)
    case let other?:
        throw UsageError("unknown command '\(other)'; commands: list, fonts, render, inspect, curve, export, bench (or none, for the window)")
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data("animpreview: \(error.description)\n".utf8))
    exit(2)
} catch let error as SourceError {
    // As swiftc prints it, so editors and terminals link each line to its place.
    FileHandle.standardError.write(Data("\(error.description)\n".utf8))
    exit(2)
} catch let failure as SceneFailure {
    FileHandle.standardError.write(Data("\(failure.description)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("animpreview: \(error)\n".utf8))
    exit(1)
}
