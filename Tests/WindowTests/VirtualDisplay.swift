import Foundation

/// A private Xvfb display with helpers to run a program on it, click, and read its pixels.
final class VirtualDisplay {
    let width: Int, height: Int
    private let server: Process
    let name: String

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        let pipe = Pipe()
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        server.standardOutput = pipe
        server.standardError = FileHandle.nullDevice
        try server.run()
        // Xvfb writes the display number once it accepts connections.
        var number = ""
        while true {
            let byte = pipe.fileHandleForReading.readData(ofLength: 1)
            guard let c = byte.first else { throw DisplayError("Xvfb exited before announcing its display") }
            if c == UInt8(ascii: "\n") { break }
            number.append(Character(UnicodeScalar(c)))
        }
        name = ":" + number
    }

    func stop() {
        server.terminate()
        server.waitUntilExit()
    }

    /// Starts `path` with `arguments` on this display, in `directory` if given, its output
    /// going to `output` and `errors` (discarded when nil).
    func launch(_ path: String, _ arguments: [String], directory: URL? = nil,
                output: FileHandle? = nil, errors: FileHandle? = nil) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = environment
        if let directory { p.currentDirectoryURL = directory }
        p.standardOutput = output ?? FileHandle.nullDevice
        if let errors { p.standardError = errors }
        try p.run()
        return p
    }

    private var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = name
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        return env
    }

    /// Runs a tool on this display and returns its standard output.
    @discardableResult
    func tool(_ name: String, _ arguments: [String]) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [name] + arguments
        p.environment = environment
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw DisplayError("\(name) \(arguments.joined(separator: " ")) failed") }
        return data
    }

    /// The id of the program's visible window (xdotool waits for it, up to its own limit).
    func waitForWindow(of app: Process) throws -> String {
        let out = try tool("timeout", ["30", "xdotool", "search", "--sync", "--onlyvisible", "--pid", String(app.processIdentifier)])
        guard let id = String(decoding: out, as: UTF8.self).split(separator: "\n").first else {
            throw DisplayError("the window never appeared")
        }
        return String(id)
    }

    func windowName(_ window: String) throws -> String {
        String(decoding: try tool("xdotool", ["getwindowname", window]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func click(_ window: String, x: Int, y: Int) throws {
        try tool("xdotool", ["mousemove", "--window", window, String(x), String(y), "click", "1"])
    }

    /// The whole screen, read from the X server.
    func screenshot() throws -> Screenshot {
        let rgb = try tool("import", ["-window", "root", "-depth", "8", "rgb:-"])
        return Screenshot(width: width, height: height, rgb: [UInt8](rgb))
    }

    /// Polls the screen until `condition` holds; false if it never does within 30 s of polling.
    func waitUntil(_ condition: (Screenshot) -> Bool) throws -> Bool {
        for _ in 0..<300 {
            if condition(try screenshot()) { return true }
            usleep(100_000)
        }
        return false
    }
}

/// RGB pixels of the screen.
struct Screenshot {
    let width: Int, height: Int
    let rgb: [UInt8]

    /// Pixels in the region whose red, green and blue are all below `below`.
    func darkPixels(in r: (x: Int, y: Int, width: Int, height: Int), below: UInt8 = 100) -> Int {
        guard rgb.count >= width * height * 3 else { return 0 }
        var n = 0
        for y in r.y..<min(height, r.y + r.height) {
            for x in r.x..<min(width, r.x + r.width) {
                let i = (y * width + x) * 3
                if rgb[i] < below && rgb[i + 1] < below && rgb[i + 2] < below { n += 1 }
            }
        }
        return n
    }
}

extension Screenshot {
    /// Pixels in the region that are mostly blue (the timeline's bars).
    func bluePixels(in r: (x: Int, y: Int, width: Int, height: Int)) -> Int {
        count(in: r) { red, green, blue in blue > 200 && red < 80 && green > 80 && green < 170 }
    }

    /// Pixels in the region for which `test(r, g, b)` holds.
    func count(in r: (x: Int, y: Int, width: Int, height: Int), _ test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        guard rgb.count >= width * height * 3 else { return 0 }
        var n = 0
        for y in max(0, r.y)..<min(height, r.y + r.height) {
            for x in max(0, r.x)..<min(width, r.x + r.width) {
                let i = (y * width + x) * 3
                if test(rgb[i], rgb[i + 1], rgb[i + 2]) { n += 1 }
            }
        }
        return n
    }

    /// The RGB bytes of a region, row by row.
    func region(x: Int, y: Int, width w: Int, height h: Int) -> [UInt8] {
        var out: [UInt8] = []
        guard rgb.count >= width * height * 3 else { return out }
        for row in y..<min(height, y + h) {
            let start = (row * width + x) * 3
            out += rgb[start..<(start + min(w, width - x) * 3)]
        }
        return out
    }
}

struct DisplayError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// The built `animpreview` beside the test bundle.
var executable: URL {
    let bundle = Bundle(for: VirtualDisplay.self).bundleURL
    // On Linux the bundle is the products folder itself; elsewhere the .xctest inside it.
    let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    return folder.appendingPathComponent("animpreview")
}
