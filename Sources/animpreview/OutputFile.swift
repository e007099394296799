import Foundation
import Scene

/// Writes files through a temporary name and a rename, so a failure leaves nothing half-written.
enum OutputFile {
    /// Checks a path given for an output file before any work is done (exit 2 when it cannot be one).
    static func check(_ path: String, option: String, extensions: [String]) throws {
        guard !path.isEmpty else { throw UsageError("\(option) needs a file name, e.g. \(option) frame.\(extensions[0])") }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw UsageError("\(option): \(path) is a folder; give a file name, e.g. \(path)/frame.\(extensions[0])")
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard extensions.contains(ext) else {
            let choices = extensions.map { "." + $0 }.joined(separator: " or ")
            throw UsageError("\(option): '\(path)' should end in \(choices)")
        }
    }

    /// Runs `body` with a temporary path beside `path`, then renames the result into place.
    static func write(to path: String, _ body: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw RunError("cannot write \(path): the folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw RunError("cannot write \(path): the folder \(folder) is not writable")
        }
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        let temp = folder + "/.\(url.lastPathComponent).\(getpid())\(ext)"
        do {
            try body(temp)
        } catch let failure as SceneFailure {
            // The scene's own error, reported as its code's (exit 1), not as a write failure.
            try? FileManager.default.removeItem(atPath: temp)
            throw failure
        } catch {
            try? FileManager.default.removeItem(atPath: temp)
            // The reason, told about the file the user named rather than the temporary one.
            throw RunError("\(error)".replacingOccurrences(of: temp, with: path))
        }
        if rename(temp, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temp)
            throw RunError("cannot write \(path): \(reason)")
        }
    }
}
