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
    /// The bands of each canvas drawn into lately (the frame, layer buffers).
    private var bandsByCanvas: [ObjectIdentifier: [Band]] = [:]
    /// Per-thread scratch rows for scaled coverage: a column table and one row of samples.
    private var scratch: [(columns: UnsafeMutablePointer<Int32>, row: UnsafeMutablePointer<UInt8>)] = []
    /// A row of full coverage, for rectangle fills.
    private var full: UnsafeMutablePointer<UInt8> = .allocate(capacity: 1)
    private var scratchWidth = 0
    private let lock = NSLock()
    /// The operations meeting each band, by index into the list (storage kept between frames).
    private let bins = OpBins()

    init(threads: Int) { self.threads = max(1, threads) }

    deinit {
        freeScratch()
        full.deallocate()
    }

    private func freeScratch() {
        for s in scratch { s.columns.deallocate(); s.row.deallocate() }
        scratch = []
    }

    /// Clears the canvas to `background` (unless nil) and plays `list` into it.
    func paint(_ list: DrawList, into canvas: Canvas, background: UInt32?) {
        let bands = prepare(for: canvas)
        let full = UnsafePointer(self.full)
        let bins = self.bins
        list.ops.withUnsafeBufferPointer { ops in
            list.params.withUnsafeBufferPointer { params in
                list.clips.withUnsafeBufferPointer { clips in
                    bins.bin(ops, bands: bands.count, height: canvas.height)
                    let tables = Tables(ops: ops, params: params, clips: clips, customs: list.customs)
                    var next = 0
                    let workers = min(threads, bands.count)
                    let work: (Int) -> Void = { worker in
                        let scratch = self.scratch[worker]
                        while true {
                            self.lock.lock()
                            let index = next
                            next += 1
                            self.lock.unlock()
                            guard index < bands.count else { return }
                            Self.play(tables, bins.band(index), in: bands[index], background: background, scratch: scratch,
                                      full: full)
                        }
                    }
                    if workers == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: work) }
                }
            }
        }
    }

    /// A draw list's tables, borrowed while it plays.
    private struct Tables {
        let ops: UnsafeBufferPointer<DrawList.Op>
        let params: UnsafeBufferPointer<DrawList.Params>
        let clips: UnsafeBufferPointer<DrawList.Clip>
        let customs: [(Band, DrawList.Clip) -> Void]
    }

    private static func play(_ list: Tables, _ indices: UnsafeBufferPointer<Int32>, in band: Band, background: UInt32?,
                             scratch: (columns: UnsafeMutablePointer<Int32>, row: UnsafeMutablePointer<UInt8>),
                             full: UnsafePointer<UInt8>) {
        let canvas = band.canvas, rows = band.rows
        if let background {
            (canvas.pixels + rows.lowerBound * canvas.width).update(repeating: background, count: rows.count * canvas.width)
        }
        let ops = list.ops
        for index in indices {
            let op = ops[Int(index)]
            let clip = list.clips[Int(op.clip)]
            // A clip may lie wholly above, below or beside the band (a layer's clip is its box).
            let top = max(rows.lowerBound, clip.y0), bottom = min(rows.upperBound, clip.y1)
            let left = max(0, clip.x0), right = min(canvas.width, clip.x1)
            guard bottom > top, right > left else { continue }
            let clipRows = top..<bottom, clipColumns = left..<right
            switch op.kind {
            case .blit:
                guard let coverage = op.coverage else { continue }
                MaskBlend.blit(coverage, x: Int(op.x), y: Int(op.y), color: op.color, into: canvas.pixels,
                               canvasWidth: canvas.width, rows: clipRows, columns: clipColumns)
            case .scaled:
                guard let coverage = op.coverage else { continue }
                let p = list.params[Int(op.param)]
                MaskBlend.blitScaled(coverage, sx: p.sx, sy: p.sy, tx: p.tx, ty: p.ty, color: op.color,
                                     into: canvas.pixels, canvasWidth: canvas.width, rows: clipRows,
                                     clipColumns: clipColumns, columns: scratch.columns, row: scratch.row)
            case .fill:
                let p = list.params[Int(op.param)]
                let x = Int(op.x), y = Int(op.y), x1 = x + Int(p.sx), y1 = y + Int(p.sy)
                MaskBlend.fill(color: op.color, into: canvas.pixels, canvasWidth: canvas.width,
                               rows: max(clipRows.lowerBound, y)..<max(max(clipRows.lowerBound, y), min(clipRows.upperBound, y1)),
                               columns: max(clipColumns.lowerBound, x)..<max(max(clipColumns.lowerBound, x), min(clipColumns.upperBound, x1)),
                               full: full)
            case .custom:
                list.customs[Int(op.param)](band, DrawList.Clip(x0: clipColumns.lowerBound, y0: clipRows.lowerBound,
                                                                x1: clipColumns.upperBound, y1: clipRows.upperBound))
            }
        }
    }

    /// Bands of at least 16 rows, a few per thread so that uneven frames still share out.
    private func prepare(for canvas: Canvas) -> [Band] {
        if canvas.width > scratchWidth || scratch.count < threads {
            freeScratch()
            scratch = (0..<threads).map { _ in (.allocate(capacity: canvas.width), .allocate(capacity: canvas.width + 4)) }
            full.deallocate()
            full = .allocate(capacity: canvas.width + 4)
            full.initialize(repeating: 255, count: canvas.width + 4)
            scratchWidth = canvas.width
        }
        let count = threads == 1 ? 1 : max(1, min(threads * 4, canvas.height / 16))
        let key = ObjectIdentifier(canvas)
        if let known = bandsByCanvas[key], known.count == count, known.first?.canvas === canvas { return known }
        // Layer buffers come and go: forget old canvases now and then.
        if bandsByCanvas.count >= 8 { bandsByCanvas.removeAll() }
        let bands = (0..<count).map { i in
            let top = canvas.height * i / count, bottom = canvas.height * (i + 1) / count
            let h = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(canvas.width), Int32(bottom - top),
                                             canvas.pixels + top * canvas.width, Int32(canvas.width * 4))
            return Band(rows: top..<bottom, image: h.map { PixmanImage(handle: $0, keepAlive: canvas) }, canvas: canvas)
        }
        bandsByCanvas[key] = bands
        return bands
    }
}
