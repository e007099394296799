import Foundation
import Motion

/// An ffmpeg process reading raw BGRA frames on its standard input.
final class FFmpegPipe {
    private let process = Process()
    private let input = Pipe()
    private let errors: FileHandle
    private let errorsPath: String
    private var closed = false

    /// The ffmpeg on the PATH, or nil.
    static var executable: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts ffmpeg on `width`×`height` frames at `fps`, encoding with `output` arguments
    /// (ending with the output path).
    init(width: Int, height: Int, fps: Double, output: [String]) throws {
        guard let ffmpeg = Self.executable else {
            throw RunError("export needs ffmpeg for this format and it is not installed; install the Debian package "
                + "with 'sudo apt-get install ffmpeg' (a folder of PNG frames needs none: --out DIR/)")
        }
        // ffmpeg's messages go to a file: read once it exits, they cannot fill a pipe and stall it.
        errorsPath = NSTemporaryDirectory() + "/animpreview-ffmpeg-\(getpid())-\(UUID().uuidString).log"
        guard FileManager.default.createFile(atPath: errorsPath, contents: nil),
              let handle = FileHandle(forWritingAtPath: errorsPath) else {
            throw RunError("cannot create a temporary file in \(NSTemporaryDirectory())")
        }
        errors = handle
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        // -xerror: without it ffmpeg reports a full disk ("Error writing trailer") and exits 0.
        process.arguments = ["-hide_banner", "-loglevel", "error", "-xerror", "-y",
                             "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
                             "-framerate", NumberText.shortest(fps), "-i", "pipe:0"] + output
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        // A dead encoder must not kill us through SIGPIPE: the write fails and we say why.
        signal(SIGPIPE, SIG_IGN)
        do { try process.run() } catch { throw RunError("cannot start ffmpeg: \(error)") }
    }

    deinit {
        if !closed { try? input.fileHandleForWriting.close(); process.waitUntilExit() }
        try? errors.close()
        try? FileManager.default.removeItem(atPath: errorsPath)
    }

    /// Writes one frame of `count` bytes.
    func write(_ bytes: UnsafeRawPointer, count: Int) throws {
        let fd = input.fileHandleForWriting.fileDescriptor
        var done = 0
        while done < count {
            let n = Glibc.write(fd, bytes + done, count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw RunError("ffmpeg stopped reading frames: \(finish(failed: true))")
            }
            done += n
        }
    }

    /// Closes the input and waits; throws with ffmpeg's own message if it failed.
    func finish() throws {
        let message = finish(failed: false)
        if !message.isEmpty { throw RunError("ffmpeg failed: \(message)") }
    }

    private func finish(failed: Bool) -> String {
        if !closed {
            closed = true
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        // At this log level anything ffmpeg says is an error, even when it exits 0.
        let said = ((try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard failed || process.terminationStatus != 0 || !said.isEmpty else { return "" }
        // Killed (out of memory, by a person): ffmpeg had no chance to say anything.
        if process.terminationReason == .uncaughtSignal {
            let name = String(cString: strsignal(process.terminationStatus))
            return "ffmpeg was killed by signal \(process.terminationStatus) (\(name))"
        }
        let last = said.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)"
        return last.trimmingCharacters(in: .whitespaces)
    }
}
