import Scene

/// The operations of a draw list that meet each band, by index, in recorded order.
///
/// Sorted by counting (how many per band, then each band's run of one shared buffer), so a
/// frame of tens of thousands of operations bins in two passes with no allocation.
final class OpBins {
    /// Band `b`'s operations are `indices[starts[b]..<starts[b + 1]]`.
    private(set) var indices: UnsafeMutablePointer<Int32>
    private let indexBuffer = UnsafeGrowingBuffer<Int32>()
    private(set) var starts: [Int] = []
    /// Each operation's first and last band (scratch of the first pass).
    private var spans: UnsafeMutablePointer<(Int32, Int32)>
    private let spanBuffer = UnsafeGrowingBuffer<(Int32, Int32)>()
    /// The band of each canvas row, for the canvas height and band count it was made for.
    private var bandOfRow: [Int32] = []
    private var tableKey = (height: -1, bands: -1)

    init() {
        indices = indexBuffer.base
        spans = spanBuffer.base
    }

    private func reserve(_ total: Int) { indices = indexBuffer.reserve(total) }

    /// Band `b`'s operations.
    func band(_ b: Int) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(start: indices + starts[b], count: starts[b + 1] - starts[b])
    }

    /// Bins `ops` into `bands` bands cutting `height` rows as `BandPainter` cuts them (band i
    /// covers rows height·i/bands ..< height·(i + 1)/bands).
    func bin(_ ops: UnsafeBufferPointer<DrawList.Op>, bands: Int, height: Int) {
        starts = Array(repeating: 0, count: bands + 1)
        let n = ops.count
        if bands == 1 {
            // One band plays everything, whatever rows an operation claims.
            reserve(n)
            for i in 0..<n { indices[i] = Int32(i) }
            starts[1] = n
            return
        }
        spans = spanBuffer.reserve(n)
        if tableKey != (height, bands) {
            bandOfRow = (0..<max(0, height)).map { row in
                // The last band whose first row is at or above `row`.
                var b = min(bands - 1, row * bands / max(1, height))
                while b > 0 && height * b / bands > row { b -= 1 }
                while b < bands - 1 && height * (b + 1) / bands <= row { b += 1 }
                return Int32(b)
            }
            tableKey = (height, bands)
        }
        var total = 0
        bandOfRow.withUnsafeBufferPointer { table in
            starts.withUnsafeMutableBufferPointer { counts in
                for i in 0..<n {
                    let top = Int(ops[i].top), bottom = Int(ops[i].bottom)
                    guard bottom > 0, top < height, bottom > top else { spans[i] = (1, 0); continue }
                    let first = table[max(0, top)], last = table[min(height - 1, bottom - 1)]
                    spans[i] = (first, last)
                    for b in Int(first)...Int(last) { counts[b + 1] += 1 }
                    total += Int(last - first) + 1
                }
                for b in 0..<bands { counts[b + 1] += counts[b] }
            }
        }
        reserve(total)
        var next = starts
        next.withUnsafeMutableBufferPointer { next in
            for i in 0..<n {
                let (first, last) = spans[i]
                guard first <= last else { continue }
                for b in Int(first)...Int(last) {
                    indices[next[b]] = Int32(i)
                    next[b] += 1
                }
            }
        }
    }
}
