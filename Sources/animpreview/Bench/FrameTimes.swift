import Foundation
import Preview

/// Per-frame durations of a benchmark, summarised as percentiles in milliseconds.
struct FrameTimes {
    private(set) var samples: [Double] = []

    /// Records one frame that took `seconds`.
    mutating func record(_ seconds: Double) { samples.append(seconds * 1000) }

    var count: Int { samples.count }

    /// The `p`-th percentile (0…1) in milliseconds, nearest rank.
    func percentile(_ p: Double) -> Double { Percentile.nearestRank(p, of: samples.sorted()) }

    var max: Double { samples.max() ?? 0 }

    var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }

    /// `p50 X p95 X p99 X max X`, two decimals.
    var summary: String {
        let f = Percentile.milliseconds
        return "p50 \(f(percentile(0.5))) p95 \(f(percentile(0.95))) p99 \(f(percentile(0.99))) max \(f(max)) mean \(f(mean))"
    }
}
