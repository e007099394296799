import Foundation
import Scene
import SourceRuntime
import Gallery

/// Entry point: dispatches to a command; errors are one line on stderr (2: bad call, 1: failure),
/// except a source file's, which are as swiftc prints them.
setvbuf(stdout, nil, _IOLBF, 0)
SourceOutput.route()
var words = Array(CommandLine.arguments.dropFirst())
// `animpreview FILE.swift` is the window on that file; `animpreview FOLDER` (not a command's
// name) the window on the folder's files.
let commands = Set(Usage.commands + ["help"])
if let first = words.first, SourceLoad.isSourcePath(first) || (!commands.contains(first) && EffectCatalogue.isFolder(first)) {
    words[0...0] = ["--effect", first]
}
let command = words.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
if command != nil { words.removeFirst() }
do {
    // Help and the version come before anything is read, so they work beside any other words.
    if command == nil, words.contains("--version") {
        print(Usage.version)
        exit(0)
    }
    if command == "help" || words.contains(where: { $0 == "--help" || $0 == "-h" }) {
        let topic = command == "help" ? words.first { !$0.hasPrefix("-") } : command
        guard let topic else {
            print(Usage.full)
            exit(0)
        }
        guard let text = Usage.of(topic) else { throw UsageError(Usage.unknownCommand(topic)) }
        print(text)
        exit(0)
    }
    try DeviceOptions.take(&words)
    var arguments = Arguments(words, command: command ?? "animpreview")
    switch command {
    case nil: try WindowCommand.run(&arguments)
    case "list": try ListCommand.run(&arguments)
    case "fonts": try FontsCommand.run(&arguments)
    case "devices": try DevicesCommand.run(&arguments)
    case "render": try RenderCommand.run(&arguments)
    case "inspect": try InspectCommand.run(&arguments)
    case "curve": try CurveCommand.run(&arguments)
    case "export": try ExportCommand.run(&arguments)
    case "bench": try BenchCommand.run(&arguments)
    case let other?: throw UsageError(Usage.unknownCommand(other))
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
