/// Frames shown per second over the last second, for the status line.
struct FrameRate {
    private var shown: [Double] = []

    /// Notes a frame shown at wall time `time`.
    mutating func record(_ time: Double) {
        shown.append(time)
        while shown.count > 2, let first = shown.first, time - first > 1 { shown.removeFirst() }
    }

    /// Frames per second over the recorded span (0 before two frames).
    var fps: Double {
        guard shown.count > 1, let first = shown.first, let last = shown.last, last > first else { return 0 }
        return Double(shown.count - 1) / (last - first)
    }
}
