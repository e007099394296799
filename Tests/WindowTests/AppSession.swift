import Foundation
import XCTest

/// The app running on a virtual display: keys, drags, titles, and the screenshots it saves.
/// Every wait polls for a state; none is a fixed sleep.
final class AppSession {
    let display: VirtualDisplay
    let process: Process
    let window: String
    /// The folder the app runs in (its screenshots land here).
    let folder: URL
    private let output: URL
    private let errors: URL
    private var linesRead = 0

    init(display: VirtualDisplay, arguments: [String]) throws {
        self.display = display
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-window-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        output = folder.appendingPathComponent("stdout.txt")
        errors = folder.appendingPathComponent("stderr.txt")
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
              FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            throw DisplayError("cannot create the output files in \(folder.path)")
        }
        process = try display.launch(executable.path, arguments, directory: folder,
                                     output: try FileHandle(forWritingTo: output), errors: try FileHandle(forWritingTo: errors))
        window = try display.waitForWindow(of: process)
    }

    /// Quits the app if it still runs and removes its folder.
    func close() {
        if process.isRunning { process.terminate(); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
    }

    var standardError: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    func press(_ key: String) throws { try display.tool("xdotool", ["key", "--window", window, key]) }

    /// Presses a key that closes the window: only the key-down is sent, as the window may be
    /// gone before a key-up could reach it.
    func pressToQuit(_ key: String) { _ = try? display.tool("xdotool", ["keydown", "--window", window, key]) }

    /// Presses the left button at window point `from`, drags to `to`, and lets go.
    func drag(from: (Int, Int), to: (Int, Int)) throws {
        try display.tool("xdotool", ["mousemove", "--window", window, String(from.0), String(from.1), "mousedown", "1",
                                     "mousemove", "--window", window, String(to.0), String(to.1), "mouseup", "1"])
    }

    func resize(width: Int, height: Int) throws {
        try display.tool("xdotool", ["windowsize", window, String(width), String(height)])
    }

    /// Polls the title until `condition` holds; returns the last title seen.
    @discardableResult
    func waitForTitle(_ condition: (String) -> Bool) throws -> String {
        var name = ""
        for _ in 0..<300 {
            name = try display.windowName(window)
            if condition(name) { return name }
            usleep(50_000)
        }
        return name
    }

    /// Presses S and waits for the line naming the PNG; returns its path and the `render`
    /// arguments the app says draw the same frame.
    func screenshot() throws -> (path: String, render: [String]) {
        try press("s")
        for _ in 0..<300 {
            let lines = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n")
            if let line = lines.dropFirst(linesRead).first(where: { $0.hasPrefix("screenshot: ") }) {
                linesRead = (lines.firstIndex(of: line) ?? linesRead) + 1
                let path = line.dropFirst("screenshot: ".count).prefix { $0 != " " }
                guard let open = line.range(of: "(same as: animpreview "), line.hasSuffix(")") else { break }
                let recipe = line[open.upperBound..<line.index(before: line.endIndex)]
                return (String(path), Self.shellWords(String(recipe)))
            }
            usleep(50_000)
        }
        throw DisplayError("no screenshot line; stderr: \(standardError)")
    }

    /// The lines the app has printed so far.
    var outputLines: [String] {
        ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Polls standard output until a line satisfies `condition`; returns it (nil after 15 s).
    func waitForOutputLine(_ condition: (String) -> Bool) -> String? {
        for _ in 0..<300 {
            let lines = ((try? String(contentsOf: output, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            if let line = lines.first(where: condition) { return line }
            usleep(50_000)
        }
        return nil
    }

    /// Waits for the app to exit by itself; false if it is still running after 30 s.
    func waitForExit() -> Bool {
        for _ in 0..<600 where process.isRunning { usleep(50_000) }
        return !process.isRunning
    }

    /// Splits a command line the way a POSIX shell does for plain and single-quoted words.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, inWord = false
        for ch in line {
            if quoted {
                if ch == "'" { quoted = false } else { current.append(ch) }
            } else if ch == "'" {
                quoted = true; inWord = true
            } else if ch == "\\" {
                inWord = true
            } else if ch == " " {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(ch); inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

/// Runs the built executable headless and returns its exit status and standard error.
@discardableResult
func runAnimpreview(_ arguments: [String]) throws -> (status: Int32, err: String) {
    let p = Process()
    p.executableURL = executable
    p.arguments = arguments
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
}
