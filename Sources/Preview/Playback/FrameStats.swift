/// Frame counts and work times of a window session, for `--stats`.
struct FrameStats {
    private(set) var frames = 0
    private var work: [Double] = []
    private(set) var dropped = 0
    private var lastShown: Double?
    private var firstShown: Double?
    private var stages: (update: [Double], composite: [Double], upload: [Double]) = ([], [], [])

    /// Records how one frame's work split between scene update, compositing and upload.
    mutating func recordStages(update: Double, composite: Double, upload: Double) {
        stages.update.append(update * 1000)
        stages.composite.append(composite * 1000)
        stages.upload.append(upload * 1000)
    }

    /// Median and 99th percentile of each stage, after the `stats:` line.
    func stageLine() -> String {
        func p(_ v: [Double], _ q: Double) -> String {
            let s = v.sorted()
            return String(format: "%.2f", s.isEmpty ? 0 : s[min(s.count - 1, Int((q * Double(s.count - 1)).rounded()))])
        }
        return "stages: update_p50_ms=\(p(stages.update, 0.5)) update_p99_ms=\(p(stages.update, 0.99))"
            + " composite_p50_ms=\(p(stages.composite, 0.5)) composite_p99_ms=\(p(stages.composite, 0.99))"
            + " upload_p50_ms=\(p(stages.upload, 0.5)) upload_p99_ms=\(p(stages.upload, 0.99))"
    }

    /// Records one frame: `workSeconds` spent on it, shown at `shownAt` (monotonic seconds).
    mutating func record(workSeconds: Double, shownAt: Double) {
        frames += 1
        work.append(workSeconds * 1000)
        if let last = lastShown, shownAt - last > 0.025 { dropped += 1 }
        lastShown = shownAt
        if firstShown == nil { firstShown = shownAt }
    }

    /// The `stats:` line.
    func line() -> String {
        let sorted = work.sorted()
        func pct(_ p: Double) -> Double {
            sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
        }
        let span = (lastShown ?? 0) - (firstShown ?? 0)
        let fps = frames > 1 && span > 0 ? Double(frames - 1) / span : 0
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        return "stats: frames=\(frames) fps=\(f(fps)) work_p50_ms=\(f(pct(0.5))) work_p99_ms=\(f(pct(0.99))) work_max_ms=\(f(sorted.last ?? 0)) dropped=\(dropped)"
    }
}
