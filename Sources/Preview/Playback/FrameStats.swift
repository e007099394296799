import Foundation

/// Frame counts and work times of a window session, for `--stats`.
struct FrameStats {
    private(set) var frames = 0
    private var work: [Double] = []
    private(set) var dropped = 0
    private var lastShown: Double?
    private var firstShown: Double?
    private var stages: (update: [Double], composite: [Double], upload: [Double]) = ([], [], [])

    init() {}

    /// Records how one frame's work split between scene update, compositing and upload (seconds).
    mutating func recordStages(update: Double, composite: Double, upload: Double) {
        stages.update.append(update * 1000)
        stages.composite.append(composite * 1000)
        stages.upload.append(upload * 1000)
    }

    /// The `stages:` line printed after the `stats:` line: median and 99th percentile of each stage.
    func stageLine() -> String {
        func p(_ v: [Double], _ q: Double) -> String { Percentile.milliseconds(Percentile.nearestRank(q, of: v.sorted())) }
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
        let span = (lastShown ?? 0) - (firstShown ?? 0)
        let fps = frames > 1 && span > 0 ? Double(frames - 1) / span : 0
        func f(_ v: Double) -> String { Percentile.milliseconds(v) }
        return "stats: frames=\(frames) fps=\(f(fps)) work_p50_ms=\(f(Percentile.nearestRank(0.5, of: sorted)))"
            + " work_p99_ms=\(f(Percentile.nearestRank(0.99, of: sorted))) work_max_ms=\(f(sorted.last ?? 0)) dropped=\(dropped)"
    }
}
