import Foundation
import Motion

/// `animpreview curve 'SPEC' [--at t1,t2,…] [--plot F.png]`: an animation's curve for a
/// move from 0 to 1 started on a frame: a `#` line naming the era read in (`--ios`), one
/// `t value` line per time (every frame at `--refresh`, 60 Hz by default), then
/// `settles at S s`.
/// `--bench [--tracks N] [--frames F]` times evaluating N tracks of SPEC instead.
enum CurveCommand {
    static let usage = "usage: animpreview curve 'SPEC' [--at t1,t2,...] [--plot F.png] | curve ['SPEC'] --bench [--tracks N]"
    /// The seed's bounce spring, benchmarked when no SPEC is given.
    static let benchDefault = "spring(response: 0.2, dampingFraction: 0.5)"
    /// How far a curve that never settles is printed.
    static let endlessSpan = 5.0

    static func run(_ arguments: inout Arguments) throws {
        let bench = arguments.flag("--bench")
        let tracks = try arguments.int("--tracks", range: 1...10_000_000)
        let frames = try arguments.int("--frames", range: 1...100_000)
        let times = try arguments.value("--at").map(parseTimes)
        let plot = try arguments.value("--plot")
        if let plot { try OutputFile.check(plot, option: "--plot", extensions: ["png"]) }
        let spec = arguments.positional()
        try arguments.finish()
        if !bench && (tracks != nil || frames != nil) { throw UsageError("curve: --tracks and --frames go with --bench") }

        guard let text = spec ?? (bench ? benchDefault : nil) else { throw UsageError("curve: which animation? \(usage)") }
        let animation: Animation
        do { animation = try AnimationSyntax.parse(text) } catch let error as AnimationSyntaxError {
            throw UsageError("curve: \(error)")
        }
        if bench {
            let result = TrackBenchmark.run(animation, tracks: tracks ?? 10_000, frames: frames ?? 300)
            print(result.summary)
            return
        }

        // The change lands at time 0; with --hold-first-frame the clock starts a frame later.
        let start = AnimationStart.begin(at: 0)
        let run = AnimationRun(animation, delta: 1, start: start)
        let hold = start > 0 ? "; clock from \(format(start)) s" : ""
        print("# \(SwiftUIVersion.current.presetSummary); \(format(SpringFrames.perSecond)) Hz frames\(hold)")
        for t in times ?? defaultTimes(run, from: start) {
            print("\(t) \(run.value(at: t - start, from: 0, to: 1))")
        }
        if !run.isEndless {
            print("settles at \(format(start + run.duration)) s")
        } else {
            print(run.duration.isFinite ? "settles at never (the spring never comes to rest)" : "settles at never (repeats forever)")
        }
        if let plot {
            try CurvePlot(title: text, run: run, start: start).write(to: plot)
        }
    }

    /// Every frame (1/60 s, or 1/`--refresh`) from 0 until the first frame after the run ends
    /// (its value then final).
    static func defaultTimes(_ run: AnimationRun, from start: Double = 0) -> [Double] {
        let end = start + (run.isEndless ? endlessSpan : run.duration)
        let rate = SpringFrames.perSecond
        var times: [Double] = []
        var k = 0
        while true {
            let t = Double(k) / rate
            times.append(t)
            if t > end || Double(k) >= rate * 600 { break }
            k += 1
        }
        return times
    }

    /// `--at 0,0.1,0.25`.
    static func parseTimes(_ text: String) throws -> [Double] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let word = part.trimmingCharacters(in: .whitespaces)
            guard let t = Double(word), t.isFinite, t >= 0 else {
                throw UsageError("curve: --at: '\(word)' is not a time in seconds (times are ≥ 0, separated by commas)")
            }
            return t
        }
    }

    /// A time rounded to the microsecond, without trailing zeros.
    static func format(_ t: Double) -> String {
        var s = String(format: "%.6f", t)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}
