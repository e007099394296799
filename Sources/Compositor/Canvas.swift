import CPixman
import CSDL2
import CSDL2Image
import Scene
import Typography

/// An ARGB32 (premultiplied) pixel buffer that frames are composited into.
public final class Canvas {
    public let width: Int
    public let height: Int
    /// Row-major pixels, `width` words a row, 0xAARRGGBB premultiplied.
    public let pixels: UnsafeMutablePointer<UInt32>
    let image: PixmanImage

    /// A canvas of `width` × `height` pixels, cleared to transparent.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw CompositorError.badSize(width, height)
        }
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height)
        pixels.initialize(repeating: 0, count: width * height)
        guard let h = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), pixels, Int32(width * 4)) else {
            pixels.deallocate()
            throw CompositorError.pixman("pixman could not create a \(width)×\(height) image")
        }
        image = PixmanImage(handle: h)
    }

    deinit { pixels.deallocate() }

    /// Fills the whole canvas with an opaque or translucent colour.
    public func clear(_ color: Color) {
        pixels.update(repeating: Premultiplied.word(color), count: width * height)
    }

    /// The pixel at (x, y) as straight (r, g, b, a) bytes.
    public func rgba(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = pixels[y * width + x]
        let a = UInt8(p >> 24)
        func un(_ v: UInt32) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (Double(v & 0xFF) * 255 / Double(a)).rounded()))
        }
        return (un(p >> 16), un(p >> 8), un(p), a)
    }

    /// Writes the canvas as a PNG file.
    public func savePNG(to path: String) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(pixels, Int32(width), Int32(height), 32,
                                                               Int32(width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw CompositorError.sdl("cannot wrap the frame: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        // PNG stores straight alpha; our buffer is premultiplied, so convert a copy when needed.
        let straight = unpremultipliedCopy()
        defer { straight.deallocate() }
        surface.pointee.pixels = UnsafeMutableRawPointer(straight)
        try PNGFile.write(PNGFile.encode(surface), to: path)
    }

    private func unpremultipliedCopy() -> UnsafeMutablePointer<UInt32> {
        let out = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        for i in 0..<(width * height) { out[i] = Premultiplied.straight(pixels[i]) }
        return out
    }

    /// Loads a PNG into a new canvas (premultiplying its alpha).
    public static func loadPNG(_ path: String) throws -> Canvas {
        guard let loaded = IMG_Load(path) else {
            throw CompositorError.io("cannot read \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw CompositorError.sdl("cannot convert \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(s) }
        let canvas = try Canvas(width: Int(s.pointee.w), height: Int(s.pointee.h))
        SDL_LockSurface(s)
        defer { SDL_UnlockSurface(s) }
        guard let base = s.pointee.pixels else { return canvas }
        for y in 0..<canvas.height {
            let row = (base + y * Int(s.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<canvas.width {
                canvas.pixels[y * canvas.width + x] = Premultiplied.word(straight: row[x])
            }
        }
        return canvas
    }
}

/// Errors from compositing and image files, with the underlying library's text.
public enum CompositorError: Error, CustomStringConvertible {
    case badSize(Int, Int)
    case pixman(String)
    case sdl(String)
    case io(String)
    public var description: String {
        switch self {
        case .badSize(let w, let h): return "a canvas of \(w)×\(h) pixels is not possible (1…16384 each way)"
        case .pixman(let s), .sdl(let s), .io(let s): return s
        }
    }
}
