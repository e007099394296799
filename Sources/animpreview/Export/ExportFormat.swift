import Foundation

/// What `export` writes, chosen by the output path: an encoded file, or a folder of PNGs.
enum ExportFormat: String, CaseIterable {
    case gif, mp4, webm, apng, pngs

    /// The format an output path asks for: a folder (a trailing slash, or one that exists),
    /// or a file by its extension.
    static func of(_ path: String) throws -> ExportFormat {
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return .pngs
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = ExportFormat(rawValue: ext), format != .pngs else {
            throw UsageError("export: --out must end in .gif, .mp4, .webm or .apng, or name a folder (DIR/) for PNG frames")
        }
        return format
    }

    /// GIF frame delays are whole hundredths of a second (and browsers slow anything under
    /// two), so a GIF's rate must divide 100 and be at most 50.
    static let gifRates: [Double] = [50, 25, 20, 10, 5, 4, 2, 1]

    var defaultFPS: Double { self == .gif ? 50 : 60 }

    /// ffmpeg's arguments after the raw-frame input: filters, codec and muxer.
    func encoderArguments(palette: String?) -> [String] {
        // Bit-exact: no encoder version or creation time in the file, so exports repeat.
        let exact = ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
        switch self {
        case .mp4:
            return ["-vf", "scale=out_color_matrix=bt709:out_range=tv,pad=ceil(iw/2)*2:ceil(ih/2)*2",
                    "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p",
                    "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709",
                    "-movflags", "+faststart"] + exact + ["-f", "mp4"]
        case .webm:
            return ["-vf", "scale=out_color_matrix=bt709:out_range=tv,pad=ceil(iw/2)*2:ceil(ih/2)*2",
                    "-c:v", "libvpx-vp9", "-crf", "30", "-b:v", "0", "-deadline", "good", "-cpu-used", "4",
                    "-row-mt", "1", "-pix_fmt", "yuv420p",
                    "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709"] + exact + ["-f", "webm"]
        case .apng:
            return ["-c:v", "apng", "-pix_fmt", "rgb24", "-plays", "0"] + exact + ["-f", "apng"]
        case .gif:
            // Second pass: the frames through the palette made in the first. Only changed
            // rectangles are re-dithered, so still text does not shimmer from frame to frame.
            return ["-i", palette ?? "", "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                    "-loop", "0"] + exact + ["-f", "gif"]
        case .pngs:
            return []
        }
    }

    /// ffmpeg's arguments for a GIF's first pass: one palette for the whole animation.
    static let paletteArguments = ["-vf", "palettegen=stats_mode=full:reserve_transparent=0", "-update", "1",
                                   "-frames:v", "1", "-f", "image2"]
}
