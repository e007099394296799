import Compositor
import Foundation
import XCTest

/// Compares a rendered canvas with a PNG kept beside the tests.
///
/// A missing golden is recorded and the test fails saying so; `RECORD_GOLDENS=1` re-records
/// on purpose. A pixel differs when a channel is more than `tolerance` off; at most
/// `allowedFraction` of the pixels may differ (font rasterisers vary slightly).
func assertGolden(_ canvas: Canvas, named name: String, tolerance: Int = 8, allowedFraction: Double = 0.002,
                  file: StaticString = #filePath, line: UInt = #line) throws {
    if goldenLedger != nil { return goldenLedger?.compared.append(name) ?? () }
    let folder = goldensFolder
    let path = folder.appendingPathComponent(name + ".png").path
    let record = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
    if record || !FileManager.default.fileExists(atPath: path) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try canvas.savePNG(to: path)
        XCTFail("recorded golden \(name).png; look at it, then run the tests again", file: file, line: line)
        return
    }
    let golden = try Canvas.loadPNG(path)
    guard golden.width == canvas.width, golden.height == canvas.height else {
        XCTFail("\(name): size \(canvas.width)×\(canvas.height), golden \(golden.width)×\(golden.height)", file: file, line: line)
        return
    }
    var differing = 0
    var worst = 0
    for i in 0..<(canvas.width * canvas.height) {
        let a = canvas.pixels[i], b = golden.pixels[i]
        var d = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            d = max(d, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
        }
        worst = max(worst, d)
        if d > tolerance { differing += 1 }
    }
    let fraction = Double(differing) / Double(canvas.width * canvas.height)
    if fraction > allowedFraction {
        let out = NSTemporaryDirectory() + "/\(name)-actual.png"
        try? canvas.savePNG(to: out)
        XCTFail("\(name): \(differing) pixels differ by more than \(tolerance) (worst \(worst)); actual frame in \(out)",
                file: file, line: line)
    }
}

/// What the golden tests compare, noted instead of rendering while the golden guard asks
/// (nil: the tests render and compare as usual).
struct GoldenLedger {
    /// The effects rendered, and the goldens compared, in order.
    var rendered: [String] = []
    var compared: [String] = []
}
var goldenLedger: GoldenLedger?

/// Tests/CompositorTests/Goldens, found from this file's own path.
let goldensFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Goldens")
