import Foundation
import XCTest

/// The command line end to end: the built executable in a temporary folder.
final class CommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testListNamesEveryEffectWithItsSource() throws {
        let r = try animpreview(["list"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.out.contains("blur"))
        XCTAssertTrue(r.out.contains("Blur Animation"))
    }

    func testInspectReportsTheBlurFormula() throws {
        let t = 1.0
        let r = try animpreview(["inspect", "blur", "--time", String(t)])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        XCTAssertEqual(json?["effect"] as? String, "blur")
        let nodes = (json?["nodes"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "glyph" }
        XCTAssertEqual(nodes.count, 8 + 4 + 5 + 5)
        for (i, node) in nodes.prefix(8).enumerated() {
            let e = min(1, max(0, (t - 0.41 - 0.15 * Double(i)) / 0.35))
            let expected = 10 - 10 * easeInOut(e)
            XCTAssertEqual(node["blur"] as? Double ?? -1, expected, accuracy: 1e-6, "char \(i)")
            XCTAssertEqual(node["opacity"] as? Double ?? -1, 1 - expected / 10, accuracy: 1e-6, "char \(i)")
            for key in ["id", "text", "frame", "offset", "scale", "anchor", "shadow"] { XCTAssertNotNil(node[key], key) }
        }
    }

    func testInspectReportsTheCardsPresentedMask() throws {
        let r = try animpreview(["inspect", "shimmer", "--time", "0.9"])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any]
        let nodes = json?["nodes"] as? [[String: Any]] ?? []
        guard let mask = nodes.first(where: { $0["kind"] as? String == "card" })?["mask"] as? [String: Any] else {
            return XCTFail("the card has no mask")
        }
        XCTAssertEqual(mask["type"] as? String, "gradient")
        XCTAssertEqual(mask["start"] as? [Double], [0, 0.5])
        XCTAssertEqual(mask["end"] as? [Double], [1, 0.5])
        XCTAssertEqual(mask["alphas"] as? [Double], [1, 0, 1])
        // 0.4 s into the 1 s linear pass from [0, 0.3, 0.3] to [0.7, 1, 1].
        for (shown, expected) in zip(mask["locations"] as? [Double] ?? [], [0.28, 0.58, 0.58]) {
            XCTAssertEqual(shown, expected, accuracy: 1e-9)
        }
        XCTAssertNil(nodes.first { $0["kind"] as? String == "text" }?["mask"], "only the masked node has one")
        let before = try animpreview(["inspect", "shimmer", "--time", "0.3"])
        XCTAssertFalse(before.out.contains("\"mask\""), "at rest before 0.5 s")
    }

    func testRenderWritesAPNG() throws {
        let out = folder.appendingPathComponent("frame.png").path
        let r = try animpreview(["render", "blur", "--time", "5", "--out", out, "--size", "320x240"])
        XCTAssertEqual(r.status, 0, r.err)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Width and height from the IHDR chunk.
        let w = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([w, h], [320, 240])
    }

    /// `--device` makes the canvas the device's screen; `devices` lists the table.
    func testADeviceSetsTheCanvasAndTheTableIsListed() throws {
        let out = folder.appendingPathComponent("device.png").path
        let r = try animpreview(["render", "blur", "--time", "1", "--out", out, "--device", "iPhone SE (3rd generation)"])
        XCTAssertEqual(r.status, 0, r.err)
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        let w = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([w, h], [375, 667])
        let list = try animpreview(["devices"])
        XCTAssertEqual(list.status, 0, list.err)
        XCTAssertTrue(list.out.contains("iPhone 16") && list.out.contains("393 × 852 pt") && list.out.contains("59 top, 34 bottom"), list.out)
    }

    func testBadInvocationsExitWithTwoAndSayWhy() throws {
        let cases: [([String], String)] = [
            (["render", "nosuch", "--time", "1", "--out", "/tmp/x.png"], "unknown effect 'nosuch'"),
            (["inspect", "blur", "--time", "soon"], "not a number"),
            (["render", "blur", "--time", "1"], "--out"),
            (["inspect", "blur", "--size", "big"], "not a size"),
            (["inspect", "blur", "--tap", "1,2"], "not a tap"),
            (["inspect", "blur", "--tap", "5000,2@1"], "outside"),
            (["inspect", "blur", "--bogus"], "unknown option '--bogus'"),
            (["frobnicate"], "unknown command"),
            (["inspect", "blur", "--time", "1", "--device", "iPhone 99"], "unknown device 'iPhone 99'"),
            (["inspect", "blur", "--time", "1", "--device", "iPhone 16", "--size", "300x300"], "give --device or --size"),
        ]
        for (args, message) in cases {
            let r = try animpreview(args)
            XCTAssertEqual(r.status, 2, "\(args)")
            XCTAssertTrue(r.err.contains(message), "\(args): \(r.err)")
            XCTAssertEqual(r.err.split(separator: "\n").count, 1, "one line: \(r.err)")
        }
    }

    func testUnwritableOutputFailsWithOneAndLeavesNothing() throws {
        let r = try animpreview(["render", "blur", "--time", "1", "--out", folder.appendingPathComponent("no/such/dir/f.png").path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("does not exist"), r.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testWindowWithoutADisplaySaysWhatToDoInstead() throws {
        // No display at all, an unreachable one, and a driver forced that cannot start: never a
        // window nobody sees (SDL's offscreen fallback), always one line pointing at the headless commands.
        let cases: [([String: String], String)] = [
            (["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""], "DISPLAY is not set"),
            (["DISPLAY": ":77", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": ""], "the display :77 cannot be reached"),
            (["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "x11"], "cannot open a window"),
        ]
        for (environment, reason) in cases {
            let r = try animpreview(["--exit-after", "5"], environment: environment)
            XCTAssertEqual(r.status, 1, "\(environment): \(r.err)")
            XCTAssertTrue(r.err.contains(reason), r.err)
            XCTAssertTrue(r.err.contains("'animpreview render' or 'animpreview export'"), r.err)
            XCTAssertEqual(r.err.split(separator: "\n").count, 1, r.err)
        }
    }

    private func easeInOut(_ x: Double) -> Double {
        // Bisection on x(s) of the (0.42, 0, 0.58, 1) bezier, independent of the app's solver.
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let s = (lo + hi) / 2
            let bx = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
            if bx < x { lo = s } else { hi = s }
        }
        let s = (lo + hi) / 2
        return 3 * (1 - s) * s * s + s * s * s
    }
}
