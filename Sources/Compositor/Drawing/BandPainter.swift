import CPixman
import Dispatch
import Foundation

/// A horizontal stripe of the canvas, drawn by one thread.
struct Band {
    /// The canvas rows it covers.
    let rows: Range<Int>
    /// A pixman image over just those rows (canvas row r is its row r − rows.lowerBound);
    /// nil if pixman could not make one, and then only pixman-drawn operations are skipped.
    let image: PixmanImage?
    let canvas: Canvas
}

/// Plays a draw list into a canvas: the canvas is cut into horizontal bands, and up to
/// `threads` threads take bands in turn, each band playing every operation that meets it.
///
/// Each pixel belongs to one band and sees the operations in recorded order, so the
/// picture is the same whatever the number of threads.
final class BandPainter {
    let threads: Int
    private var bands: [Band] = []
    private weak var bandsCanvas: Canvas?
    /// Per-thread scratch rows for scaled coverage: a column table and one row of samples.
    private var scratch: [(columns: UnsafeMutablePointer<Int32>, row: UnsafeMutablePointer<UInt8>)] = []
    private var scratchWidth = 0
    private let lock = NSLock()

    init(threads: Int) { self.threads = max(1, threads) }

    deinit { freeScratch() }

    private func freeScratch() {
        for s in scratch { s.columns.deallocate(); s.row.deallocate() }
        scratch = []
    }

    /// Clears the canvas to `background` and plays `list` into it.
    func paint(_ list: DrawList, into canvas: Canvas, background: UInt32) {
        prepare(for: canvas)
        let ops = list.ops, customs = list.customs
        var next = 0
        let workers = min(threads, bands.count)
        let work: (Int) -> Void = { worker in
            let scratch = self.scratch[worker]
            while true {
                self.lock.lock()
                let index = next
                next += 1
                self.lock.unlock()
                guard index < self.bands.count else { return }
                Self.play(ops, customs, in: self.bands[index], background: background, scratch: scratch)
            }
        }
        if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
    }

    private static func play(_ ops: [DrawList.Op], _ customs: [(Band) -> Void], in band: Band, background: UInt32,
                             scratch: (columns: UnsafeMutablePointer<Int32>, row: UnsafeMutablePointer<UInt8>)) {
        let canvas = band.canvas, rows = band.rows
        (canvas.pixels + rows.lowerBound * canvas.width).update(repeating: background, count: rows.count * canvas.width)
        ops.withUnsafeBufferPointer { ops in
            for op in ops where op.bottom > rows.lowerBound && op.top < rows.upperBound {
                switch op.kind {
                case .blit:
                    guard let coverage = op.coverage else { continue }
                    MaskBlend.blit(coverage, x: op.x, y: op.y, color: op.color,
                                   into: canvas.pixels, canvasWidth: canvas.width, rows: rows)
                case .scaled:
                    guard let coverage = op.coverage else { continue }
                    MaskBlend.blitScaled(coverage, sx: op.sx, sy: op.sy, tx: op.tx, ty: op.ty, color: op.color,
                                         into: canvas.pixels, canvasWidth: canvas.width, rows: rows,
                                         columns: scratch.columns, row: scratch.row)
                case .custom:
                    customs[op.custom](band)
                }
            }
        }
    }

    /// Bands of at least 16 rows, a few per thread so that uneven frames still share out.
    private func prepare(for canvas: Canvas) {
        if canvas.width > scratchWidth || scratch.count < threads {
            freeScratch()
            scratch = (0..<threads).map { _ in (.allocate(capacity: canvas.width), .allocate(capacity: canvas.width + 4)) }
            scratchWidth = canvas.width
        }
        let count = threads == 1 ? 1 : max(1, min(threads * 4, canvas.height / 16))
        if bandsCanvas === canvas && bands.count == count { return }
        bands = (0..<count).map { i in
            let top = canvas.height * i / count, bottom = canvas.height * (i + 1) / count
            let h = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(canvas.width), Int32(bottom - top),
                                             canvas.pixels + top * canvas.width, Int32(canvas.width * 4))
            return Band(rows: top..<bottom, image: h.map { PixmanImage(handle: $0, keepAlive: canvas) }, canvas: canvas)
        }
        bandsCanvas = canvas
    }
}
