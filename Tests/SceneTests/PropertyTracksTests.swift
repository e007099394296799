import XCTest
import Motion
@testable import Scene

/// A node's tracks answer a frame's values from their inline copy of the models; whatever
/// sequence of changes they see, that must agree with asking each track.
final class PropertyTracksTests: XCTestCase {
    func testEveryPropertyIsCovered() {
        XCTAssertEqual(Property.allCases.count, PropertyTracks.count, "the inline model copy holds every property")
        XCTAssertLessThanOrEqual(PropertyTracks.count, 32, "the inline room and the animated bits")
        XCTAssertEqual(Property.allCases.map(\.rawValue), Array(0..<Property.allCases.count))
    }

    func testValuesAgreeWithEachTrackThroughRandomChanges() {
        var random = SeededRandom(seed: 7)
        let animations: [Animation?] = [nil, .spring(response: 0.3, dampingFraction: 0.6),
                                        .easeInOut(duration: 0.25), .linear(duration: 0.1).delay(0.05),
                                        .spring(response: 0.5, dampingFraction: 0.8).delay(0.1)]
        var tracks = PropertyTracks()
        let n = Property.allCases.count
        let out = UnsafeMutablePointer<Double>.allocate(capacity: n)
        defer { out.deallocate() }
        var time = 0.0
        var checked = 0
        for _ in 0..<400 {
            let property = Property.allCases[Int.random(in: 0..<n, using: &random)]
            let animation = animations[Int.random(in: 0..<animations.count, using: &random)]
            tracks[property].set(Double.random(in: -50...50, using: &random), at: time, animation: animation)
            if Bool.random(using: &random) { tracks[property].collapseFinished(at: time) }
            // The inline models a layout pass reads its frames from.
            for p in Property.allCases { XCTAssertEqual(tracks.model(p), tracks[p].model, "\(p)'s model") }
            for dt in [0.0, 0.04, 0.2, 1.5] {
                tracks.values(at: time + dt, into: out)
                for p in Property.allCases {
                    XCTAssertEqual(out[p.rawValue], tracks[p].value(at: time + dt), "\(p) at \(time + dt)")
                    checked += 1
                }
            }
            time += Double.random(in: 0...0.3, using: &random)
        }
        XCTAssertEqual(checked, 400 * 4 * n)
    }
}
