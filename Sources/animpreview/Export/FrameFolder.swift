import Foundation
import Scene

/// An export as numbered PNG files in a folder, written in a hidden folder beside it and
/// renamed into place at the end, so a failure leaves nothing half-written.
enum FrameFolder {
    /// The name of frame `index`: frame-00000.png, frame-00001.png, …
    static func name(_ index: Int) -> String { String(format: "frame-%05d.png", index) }

    static func write(_ frames: FrameSource, to path: String) throws {
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let parent = target.deletingLastPathComponent().path
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RunError("cannot write \(path): the folder \(parent) does not exist")
        }
        let existing = manager.fileExists(atPath: target.path)
        if existing, let contents = try? manager.contentsOfDirectory(atPath: target.path), !contents.isEmpty {
            throw RunError("cannot write frames into \(path): the folder is not empty")
        }
        let staging = parent + "/.\(target.lastPathComponent).\(getpid()).frames"
        do {
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            throw RunError("cannot write \(path): the folder \(parent) is not writable")
        }
        do {
            var progress = ProgressBar(label: "png", total: frames.count)
            for i in 0..<frames.count {
                try frames.render(i)
                try frames.canvas.savePNG(to: staging + "/" + name(i))
                progress.update(i + 1)
            }
            progress.finish()
            if existing { try manager.removeItem(atPath: target.path) }
            if rename(staging, target.path) != 0 {
                throw RunError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch let failure as SceneFailure {
            try? manager.removeItem(atPath: staging)
            throw failure
        } catch {
            try? manager.removeItem(atPath: staging)
            // The reason, told about the folder the user named rather than the hidden one.
            let message = (error as? RunError)?.description ?? "\(error)"
            throw RunError(message.replacingOccurrences(of: staging, with: target.path))
        }
    }
}
