import Scene

/// Axis-aligned rectangles with exact area coverage and no mask: the whole pixels inside are
/// one solid fill, and the partly covered edge rows, columns and corners are filled with
/// their covered fraction as alpha (what ShapeRaster computes pixel by pixel).
enum RectFill {
    /// One axis's pixel run [start, end) and the fraction of each of its pixels covered.
    struct Span: Equatable {
        let start: Int, end: Int
        let coverage: Double
    }

    /// The runs of pixels that [lo, hi) touches along one axis, clipped to 0..<limit: a partly
    /// covered first pixel, the fully covered ones, a partly covered last pixel.
    static func spans(_ lo: Double, _ hi: Double, limit: Int) -> [Span] {
        guard hi > lo, lo.isFinite, hi.isFinite else { return [] }
        let first = Int(saturatingFloor: lo), last = Int(saturatingCeil: hi)
        var out: [Span]
        if last - first == 1 {
            out = [Span(start: first, end: last, coverage: hi - lo)]
        } else {
            out = [Span(start: first, end: first + 1, coverage: Double(first + 1) - lo)]
            if last - 1 > first + 1 { out.append(Span(start: first + 1, end: last - 1, coverage: 1)) }
            out.append(Span(start: last - 1, end: last, coverage: hi - Double(last - 1)))
        }
        return out.compactMap { s in
            let start = max(0, s.start), end = min(limit, s.end)
            return end > start ? Span(start: start, end: end, coverage: s.coverage) : nil
        }
    }
}
