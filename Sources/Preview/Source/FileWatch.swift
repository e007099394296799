import Foundation
import Glibc

/// Tells when a file was written, replaced or created again, through inotify.
///
/// It watches the file's folder rather than the file: an editor that saves by writing a new
/// file and renaming it over the old one replaces the file's inode, which a watch on the file
/// itself would lose, while the folder sees the rename under the file's name. A file reached
/// through a symbolic link is watched in the link's folder and in its target's. A folder that
/// goes away (or is renamed) is watched again as soon as it is back.
final class FileWatch {
    /// What happened to the file since the last look.
    enum Change: Equatable {
        /// Written to, but still open for writing: more writes may come.
        case writing
        /// Closed after writing, renamed into place, created, deleted, or its folder came or went.
        case done
    }

    /// A folder watched for one name in it.
    private struct Place {
        let folder: String
        let name: String
        var descriptor: Int32?
    }

    private let inotify: Int32
    private var places: [Place] = []
    /// What can give the file new contents, or take the folder away.
    private static let events = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE
                                       | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
    private static let folderGone = UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF)
    /// inotify_event's fixed part: wd, mask, cookie, len.
    private static let header = 16

    /// Watches the file at `path` (which need not exist yet); nil when inotify is unavailable.
    init?(path: String) {
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else { return nil }
        let given = URL(fileURLWithPath: path).standardizedFileURL
        for url in [given, given.resolvingSymlinksInPath()] {
            let folder = url.deletingLastPathComponent().path, name = url.lastPathComponent
            if !places.contains(where: { $0.folder == folder && $0.name == name }) {
                places.append(Place(folder: folder, name: name))
            }
        }
        rearm()
    }

    deinit { close(inotify) }

    /// What happened to the file since the last call (nil: nothing). Reads every queued event;
    /// never blocks.
    func changed() -> Change? {
        var last: Change? = rearm() ? .done : nil
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + Self.header <= count {
                let (descriptor, mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.load(fromByteOffset: offset, as: Int32.self),
                     bytes.load(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(bytes.load(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let start = offset + Self.header
                let name = String(decoding: buffer[start..<min(count, start + length)].prefix { $0 != 0 }, as: UTF8.self)
                offset = start + length
                for i in places.indices where places[i].descriptor == descriptor {
                    if mask & Self.folderGone != 0 {
                        // The folder went, and the file with it; it is watched again once it is back.
                        if mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(inotify, descriptor) }
                        places[i].descriptor = nil
                        last = .done
                    } else if name == places[i].name {
                        last = mask == UInt32(IN_MODIFY) ? .writing : .done
                    }
                }
            }
        }
        // The last event tells: a write closed since is done, a write after a close is not.
        return last
    }

    /// Watches every folder not watched yet; true when one is watched again (the file may be
    /// back, new).
    @discardableResult
    private func rearm() -> Bool {
        var rearmed = false
        for i in places.indices where places[i].descriptor == nil {
            let descriptor = inotify_add_watch(inotify, places[i].folder, Self.events)
            if descriptor >= 0 { places[i].descriptor = descriptor; rearmed = true }
        }
        return rearmed
    }
}
