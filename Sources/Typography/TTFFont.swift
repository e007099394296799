import CSDL2
import CSDL2TTF
import Scene

/// One open SDL_ttf font at one size; closed when released.
final class TTFFont {
    let handle: OpaquePointer
    let face: FontFace
    let size: Double

    /// Opens `face` at `size` pixels; sizes are kept to 1/8 pixel by rendering at 9 dpi.
    init(face: FontFace, size: Double, syntheticBold: Bool) throws {
        // Callers clamp a file's size (`EngineLimits.fontSize`); this holds whatever comes.
        let eighths = Int32(clamping: Int(saturatingRound: max(1, EngineLimits.fontSize(size) * 8)))
        guard let h = TTF_OpenFontIndexDPI(face.path, eighths, Int(face.index), 9, 9) else {
            throw TypographyError.sdl("cannot open font \(face.path): \(String(cString: SDL_GetError()))")
        }
        handle = h
        self.face = face
        self.size = size
        if syntheticBold { TTF_SetFontStyle(h, TTF_STYLE_BOLD) }
        TTF_SetFontKerning(h, 1)
        TTF_SetFontHinting(h, TTF_HINTING_LIGHT)
    }

    deinit { TTF_CloseFont(handle) }

    var ascent: Double { Double(TTF_FontAscent(handle)) }
    var descent: Double { Double(-TTF_FontDescent(handle)) }
    var lineSkip: Double { Double(TTF_FontLineSkip(handle)) }

    /// Whether the font has a glyph for `scalar`.
    func provides(_ scalar: Unicode.Scalar) -> Bool {
        TTF_GlyphIsProvided32(handle, scalar.value) != 0
    }

    /// The advance of `text` shaped as a run written in `direction`.
    func advance(_ text: String, direction: WritingDirection = .leftToRight) -> Double {
        if text.isEmpty { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        let status = shaping(text, direction) { TTF_SizeUTF8(handle, text, &w, &h) }
        guard status == 0 else { return 0 }
        return Double(w)
    }

    /// Runs `body` with HarfBuzz told the run's direction and script, then back to guessing:
    /// left to right by default, which would lay Arabic and Hebrew out backwards and unjoined.
    private func shaping<T>(_ text: String, _ direction: WritingDirection, _ body: () -> T) -> T {
        guard direction == .rightToLeft else { return body() }
        TTF_SetFontDirection(handle, TTF_DIRECTION_RTL)
        TTF_SetFontScriptName(handle, Self.script(of: text))
        defer {
            TTF_SetFontDirection(handle, TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(handle, "Zzzz")
        }
        return body()
    }

    /// The ISO 15924 code of the right-to-left script `text` is written in.
    static func script(of text: String) -> String {
        for scalar in text.unicodeScalars where WritingDirection.isRightToLeft(scalar) {
            switch scalar.value {
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
            case 0x0700...0x074F: return "Syrc"
            case 0x0780...0x07BF: return "Thaa"
            case 0x07C0...0x07FF: return "Nkoo"
            default: return "Arab"
            }
        }
        return "Zzzz"
    }

    /// Whether a bitmap of `width` × `height` pixels is within `EngineLimits.maximumTextPixels`.
    static func fits(width: Double, height: Double) -> Bool {
        (width + 2) * (height + 2) <= Double(EngineLimits.maximumTextPixels)
    }

    /// Renders `text` to coverage, its top-left at the line's top (ascent above the baseline).
    func render(_ text: String, baselineShift: Double, direction: WritingDirection = .leftToRight) -> GlyphBitmap? {
        if text.isEmpty { return nil }
        guard Self.fits(width: advance(text, direction: direction), height: lineSkip) else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let rendered = shaping(text, direction, { TTF_RenderUTF8_Blended(handle, text, white) }) else { return nil }
        defer { SDL_FreeSurface(rendered) }
        guard let converted = SDL_ConvertSurfaceFormat(rendered, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let s = converted.pointee
        let bitmap = GlyphBitmap(width: Int(s.w), height: Int(s.h), originX: 0, originY: baselineShift)
        guard let src = s.pixels else { return bitmap }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        // Drawn in white, an outline glyph is white wherever it has coverage; a colour glyph
        // (a CBDT or COLR emoji) brings its own colours.
        var hasColor = false
        for y in 0..<Int(s.h) {
            let row = (src + y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
            let out = bitmap.pixels + y * bitmap.stride
            for x in 0..<Int(s.w) {
                let p = row[x]
                out[x] = UInt8(truncatingIfNeeded: p >> 24)
                if p >> 24 != 0 && p & 0xFFFFFF != 0xFFFFFF { hasColor = true }
            }
        }
        if hasColor { copyColor(from: src, pitch: Int(s.pitch), into: bitmap) }
        return bitmap
    }

    /// Fills `bitmap`'s colour plane from straight-alpha ARGB rows, premultiplying.
    private func copyColor(from src: UnsafeMutableRawPointer, pitch: Int, into bitmap: GlyphBitmap) {
        bitmap.makeColor()
        guard let color = bitmap.color else { return }
        for y in 0..<bitmap.height {
            let row = (src + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<bitmap.width {
                color[y * bitmap.width + x] = Premultiplied.word(straight: row[x])
            }
        }
    }
}
