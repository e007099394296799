import Foundation

/// The playback speeds `[` and `]` step through: the seed article's normal and 1/3 speed
/// among them.
enum SpeedSteps {
    static let all: [Double] = [1.0 / 4, 1.0 / 3, 1.0 / 2, 1, 2]

    /// The next step up from `speed` (any speed, not only a step); the fastest stays.
    static func faster(than speed: Double) -> Double {
        all.first { $0 > speed * (1 + 1e-9) } ?? speed
    }

    /// The next step down from `speed`; the slowest stays.
    static func slower(than speed: Double) -> Double {
        all.last { $0 < speed * (1 - 1e-9) } ?? speed
    }

    /// "1/3×", "1×", "2×", or a decimal for any other speed.
    static func label(_ speed: Double) -> String {
        for d in [2.0, 3, 4] where abs(speed * d - 1) < 1e-9 { return "1/\(Int(d))×" }
        if speed == speed.rounded() { return "\(Int(speed))×" }
        return String(format: "%.2g×", speed)
    }
}
