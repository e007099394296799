import Foundation

/// The parts of a frame that differ from the one before, as horizontal bands: each a run of
/// changed rows with the span of columns that changed in any of them.
///
/// Only those are sent to the window system, so a frame in which a few characters move
/// costs a few kilobytes instead of the whole window.
enum ChangedBands {
    /// A band of rows `y..<y + height`, columns `x..<x + width`.
    struct Band: Equatable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// Compares `new` with `old` (both `width` × `height` 32-bit pixels, rows `oldStride`
    /// words apart in `old`) and returns the changed bands, top to bottom.
    static func find(new: UnsafePointer<UInt32>, old: UnsafePointer<UInt32>, oldStride: Int,
                     width: Int, height: Int) -> [Band] {
        var bands: [Band] = []
        var y = 0
        while y < height {
            guard var span = changedColumns(new + y * width, old + y * oldStride, width) else { y += 1; continue }
            var end = y + 1
            while end < height, let next = changedColumns(new + end * width, old + end * oldStride, width) {
                span = min(span.lowerBound, next.lowerBound)...max(span.upperBound, next.upperBound)
                end += 1
            }
            bands.append(Band(x: span.lowerBound, y: y, width: span.count, height: end - y))
            y = end
        }
        return bands
    }

    /// The first through the last column at which two rows differ, or nil when they are equal.
    @inline(__always)
    private static func changedColumns(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>,
                                       _ width: Int) -> ClosedRange<Int>? {
        // Most rows are unchanged: let the C library's vectorised compare say so.
        if memcmp(a, b, width * 4) == 0 { return nil }
        var first = 0
        while first < width && a[first] == b[first] { first += 1 }
        if first == width { return nil }
        var last = width - 1
        while a[last] == b[last] { last -= 1 }
        return first...last
    }
}
