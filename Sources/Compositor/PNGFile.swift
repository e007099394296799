import CSDL2
import CSDL2Image
import Foundation

/// A PNG encoded in memory, then written to its file with every write checked.
///
/// SDL_image writing straight to a file ignores failed writes: a full disk leaves a cut-off
/// PNG and a success. Encoding into memory first lets the file be written here, where a
/// short write or a failed close is seen and named (ENOSPC: "No space left on device").
enum PNGFile {
    /// The PNG bytes of `surface`.
    static func encode(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
        let sink = Sink()
        guard let rw = SDL_AllocRW() else { throw CompositorError.sdl("cannot encode PNG: \(String(cString: SDL_GetError()))") }
        defer { SDL_FreeRW(rw) }
        rw.pointee.type = 0
        rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(sink).toOpaque()
        rw.pointee.size = { _ in -1 }
        rw.pointee.seek = { _, _, _ in -1 }
        rw.pointee.read = { _, _, _, _ in 0 }
        rw.pointee.write = { context, data, size, count in
            guard let context, let data, let box = context.pointee.hidden.unknown.data1 else { return 0 }
            Unmanaged<Sink>.fromOpaque(box).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeRawBufferPointer(start: data, count: size * count))
            return count
        }
        rw.pointee.close = { _ in 0 }
        guard IMG_SavePNG_RW(surface, rw, 0) == 0 else {
            throw CompositorError.sdl("cannot encode PNG: \(String(cString: SDL_GetError()))")
        }
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// Writes `bytes` to `path`, failing with the system's reason on any short write or close.
    static func write(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CompositorError.io("cannot write \(path): \(String(cString: strerror(errno)))") }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failure = n < 0 ? errno : ENOSPC; return }
                written += n
            }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw CompositorError.io("cannot write \(path): \(String(cString: strerror(failure)))") }
    }

    /// Where the encoder's writes collect.
    private final class Sink { var bytes: [UInt8] = [] }
}
