import XCTest
@testable import Preview

/// Only the rows and columns that changed are sent to the window system.
final class ChangedBandsTests: XCTestCase {
    private func bands(width: Int, height: Int, oldStride: Int? = nil,
                       change: [(x: Int, y: Int)]) -> [ChangedBands.Band] {
        let stride = oldStride ?? width
        var new = [UInt32](repeating: 7, count: width * height)
        let old = [UInt32](repeating: 7, count: stride * height)
        for p in change { new[p.y * width + p.x] = 9 }
        return new.withUnsafeBufferPointer { n in
            old.withUnsafeBufferPointer { o in
                ChangedBands.find(new: n.baseAddress!, old: o.baseAddress!, oldStride: stride, width: width, height: height)
            }
        }
    }

    func testAnUnchangedFrameSendsNothing() {
        XCTAssertEqual(bands(width: 8, height: 4, change: []), [])
    }

    func testAdjacentChangedRowsFormOneBandSpanningTheirColumns() {
        XCTAssertEqual(bands(width: 10, height: 6, change: [(2, 1), (6, 2), (4, 4)]),
                       [.init(x: 2, y: 1, width: 5, height: 2), .init(x: 4, y: 4, width: 1, height: 1)])
    }

    func testTheOldFramesRowsMayBeWider() {
        XCTAssertEqual(bands(width: 4, height: 3, oldStride: 6, change: [(3, 2)]), [.init(x: 3, y: 2, width: 1, height: 1)])
    }
}
