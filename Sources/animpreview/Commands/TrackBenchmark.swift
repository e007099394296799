import Dispatch
import Motion

/// Times evaluating many animated tracks at one scene time, as a frame does.
enum TrackBenchmark {
    struct Result {
        let tracks: Int
        let frames: Int
        let animation: Animation
        /// Milliseconds to evaluate every track once: median and worst frame.
        let medianMs: Double
        let maxMs: Double
        /// Sum of every value, so the work cannot be optimised away (and a sanity check).
        let checksum: Double

        var summary: String {
            let perTrack = medianMs * 1e6 / Double(tracks)
            return "bench: \(tracks) tracks of \(animation): median \(fmt(medianMs)) ms a frame "
                + "(max \(fmt(maxMs)) ms over \(frames) frames), \(fmt(perTrack)) ns a track"
        }

        private func fmt(_ v: Double) -> String { String(Double((v * 1000).rounded()) / 1000) }
    }

    /// `tracks` tracks, each moved by `animation` from 0 toward its own target at its own
    /// start time (staggered over 0.1 s), evaluated at `frames` frame times 1/60 s apart
    /// that cycle through the first half second, while the tracks are still moving.
    static func run(_ animation: Animation, tracks: Int, frames: Int) -> Result {
        var values = [AnimatedValue](repeating: AnimatedValue(0), count: tracks)
        for i in values.indices {
            values[i].set(10 + Double(i % 90), at: Double(i % 10) * 0.01, animation: animation)
        }
        var times: [Double] = []
        var checksum = 0.0
        for frame in 0..<frames {
            let t = 0.1 + Double(frame % 30) / 60
            let start = DispatchTime.now().uptimeNanoseconds
            var sum = 0.0
            values.withUnsafeBufferPointer { tracks in
                for i in 0..<tracks.count { sum += tracks[i].value(at: t) }
            }
            let end = DispatchTime.now().uptimeNanoseconds
            checksum += sum
            times.append(Double(end - start) / 1e6)
        }
        times.sort()
        return Result(tracks: tracks, frames: frames, animation: animation,
                      medianMs: times[times.count / 2], maxMs: times[times.count - 1], checksum: checksum)
    }
}
