import Foundation
import XCTest

/// `--drag` end to end: a file's drag gesture played in scene time by `inspect` and `export`.
final class DragCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-drag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A 100 × 100 circle centred in the 960 × 600 canvas (frame 430,250): it follows the
        // drag and springs back when let go.
        try """
        import SwiftUI
        struct ContentView: View {
            @State private var offset = CGSize.zero
            var body: some View {
                Circle()
                    .frame(width: 100, height: 100)
                    .offset(offset)
                    .gesture(DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in withAnimation(.spring()) { offset = .zero } })
            }
        }
        """.write(to: folder.appendingPathComponent("Drag.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func offset(at time: Double, _ drag: String) throws -> [Double] {
        let r = try animpreview(["inspect", folder.path + "/Drag.swift", "--time", "\(time)", "--drag", drag])
        XCTAssertEqual(r.status, 0, r.err)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        return try XCTUnwrap(nodes.first?["offset"] as? [Double])
    }

    func testInspectPlaysTheDragFrameByFrame() throws {
        // From the centre (480,300) by 60,30 over 0.25 s from 0.5 s: at 0.6 s, 6 of 15 moves.
        XCTAssertEqual(try offset(at: 0.6, "480,300->540,330@0.5"), [24, 12])
        XCTAssertEqual(try offset(at: 0.75, "480,300->540,330@0.5+0.25"), [60, 30])
        // A longer drag: at 0.75 s a quarter of one second's 60 moves.
        XCTAssertEqual(try offset(at: 0.75, "480,300->540,330@0.5+1"), [15, 7.5])
        // Let go: it springs home.
        let back = try offset(at: 3, "480,300->540,330@0.5")
        XCTAssertEqual(back[0], 0, accuracy: 0.01)
        // Off the circle, nothing moves.
        XCTAssertEqual(try offset(at: 0.6, "10,10->70,40@0.5"), [0, 0])
    }

    func testExportSettlesAfterTheDrag() throws {
        let out = folder.path + "/frames/"
        let r = try animpreview(["export", folder.path + "/Drag.swift", "--out", out, "--fps", "10", "--size", "320x200",
                                 "--drag", "160,100->220,130@0.2+0.3"])
        XCTAssertEqual(r.status, 0, r.err)
        // It waits for the spring after the release at 0.5 s: more frames than the drag's.
        let frames = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }
        XCTAssertGreaterThan(frames.count, 10)
    }
}
