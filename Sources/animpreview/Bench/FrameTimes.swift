import Foundation

/// Per-frame durations of a benchmark, summarised as percentiles in milliseconds.
struct FrameTimes {
    private(set) var samples: [Double] = []

    /// Records one frame that took `seconds`.
    mutating func record(_ seconds: Double) { samples.append(seconds * 1000) }

    var count: Int { samples.count }

    /// The `p`-th percentile (0…1) in milliseconds, nearest rank.
    func percentile(_ p: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(sorted.count - 1, Swift.max(0, rank))]
    }

    var max: Double { samples.max() ?? 0 }

    var mean: Double { samples.isEmpty ? 0 : samples.reduce(0, +) / Double(samples.count) }

    /// `p50 X p95 X p99 X max X`, two decimals.
    var summary: String {
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        return "p50 \(f(percentile(0.5))) p95 \(f(percentile(0.95))) p99 \(f(percentile(0.99))) max \(f(max)) mean \(f(mean))"
    }

    /// Monotonic seconds.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Seconds of CPU this process has used, on every thread.
    static func cpu() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
