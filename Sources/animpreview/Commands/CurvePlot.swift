import Compositor
import Foundation
import Motion
import Scene
import Typography

/// A PNG chart of an animation's curve: axes with ticks, the target, the settle time and
/// the overshoot marked.
struct CurvePlot {
    let title: String
    let run: AnimationRun
    /// When the run's clock starts (after the change at 0: `--hold-first-frame`).
    var start = 0.0
    var size = (width: 900, height: 520)
    /// The plot area inside the canvas, in pixels.
    private var area: Rect { Rect(x: 70, y: 56, width: Double(size.width) - 100, height: Double(size.height) - 116) }

    private static let ink = Color(white: 0.15)
    private static let grid = Color(white: 0.88)
    private static let curveColor = Color(red: 0.0, green: 0.45, blue: 0.9)
    private static let mark = Color(red: 0.85, green: 0.2, blue: 0.15)
    private static let label = FontSpec.system(size: 13)

    /// The curve sampled at every integrator step (1/300 s) up to `end`.
    private func samples(until end: Double) -> [(t: Double, v: Double)] {
        let count = max(2, Int((end * 300).rounded(.up)))
        return (0...count).map { i in
            let t = end * Double(i) / Double(count)
            return (t, run.value(at: t - start, from: 0, to: 1))
        }
    }

    func write(to path: String) throws {
        let settle = run.isEndless ? Double.infinity : start + run.duration
        let end = settle.isFinite ? max(0.05, settle * 1.15) : CurveCommand.endlessSpan
        let points = samples(until: end)
        let peak = points.max { $0.v < $1.v } ?? (0, 1)
        let low = min(0, points.map(\.v).min() ?? 0), high = max(1, peak.v)
        let pad = (high - low) * 0.08
        let yRange = (low - pad, high + pad)

        let fonts: FontLibrary
        do { fonts = try FontLibrary() } catch { throw RunError("\(error)") }
        let canvas: Canvas
        do { canvas = try Canvas(width: size.width, height: size.height) } catch { throw RunError("\(error)") }
        canvas.clear(.white)
        let painter = CanvasPainter(canvas: canvas, fonts: fonts)
        let a = area
        func x(_ t: Double) -> Double { a.x + t / end * a.width }
        func y(_ v: Double) -> Double { a.maxY - (v - yRange.0) / (yRange.1 - yRange.0) * a.height }

        // Grid and ticks.
        for t in Self.ticks(0, end) {
            painter.stroke([Point(x(t), a.y), Point(x(t), a.maxY)], width: 1, color: Self.grid)
            painter.text(Self.label(t), at: Point(x(t), a.maxY + 6), font: Self.label, color: Self.ink, anchor: .top)
        }
        for v in Self.ticks(yRange.0, yRange.1) {
            painter.stroke([Point(a.x, y(v)), Point(a.maxX, y(v))], width: 1, color: Self.grid)
            painter.text(Self.label(v), at: Point(a.x - 8, y(v)), font: Self.label, color: Self.ink, anchor: .trailing)
        }
        painter.stroke([Point(a.x, a.y), Point(a.x, a.maxY)], width: 1.5, color: Self.ink)
        painter.stroke([Point(a.x, y(0)), Point(a.maxX, y(0))], width: 1.5, color: Self.ink)
        painter.dash(from: Point(a.x, y(1)), to: Point(a.maxX, y(1)), width: 1, color: Self.ink.opacity(0.6))
        painter.text("time (s)", at: Point(a.maxX, a.maxY + 26), font: Self.label, color: Self.ink, anchor: UnitPoint(1, 0))
        painter.text("value (move 0 → 1)", at: Point(a.x, a.y - 8), font: Self.label, color: Self.ink, anchor: UnitPoint(0, 1))
        painter.text(title, at: Point(Double(size.width) / 2, 12), font: Self.label.weight(.bold), color: Self.ink, anchor: .top)

        // The curve.
        painter.stroke(points.map { Point(x($0.t), y($0.v)) }, width: 2.5, color: Self.curveColor)

        // Settle time and overshoot.
        if settle.isFinite {
            painter.dash(from: Point(x(settle), a.y), to: Point(x(settle), a.maxY), width: 1.5, color: Self.mark)
            painter.text("settles at \(CurveCommand.format(settle)) s", at: Point(x(settle) - 6, a.maxY - 22),
                         font: Self.label, color: Self.mark, anchor: UnitPoint(1, 0))
        }
        if peak.v > 1 + 1e-9 {
            let p = Point(x(peak.t), y(peak.v))
            painter.dot(at: p, radius: 4, color: Self.mark)
            let text = String(format: "overshoot %.1f %% at %@ s", (peak.v - 1) * 100, CurveCommand.format(peak.t))
            painter.text(text, at: Point(p.x + 8, p.y - 4), font: Self.label, color: Self.mark, anchor: UnitPoint(0, 1))
        }
        try OutputFile.write(to: path) { temp in try canvas.savePNG(to: temp) }
    }

    /// Round tick values covering [lo, hi], about six of them.
    static func ticks(_ lo: Double, _ hi: Double) -> [Double] {
        guard hi > lo else { return [lo] }
        let raw = (hi - lo) / 6
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var out: [Double] = []
        var v = (lo / step).rounded(.up) * step
        while v <= hi + step * 1e-9 {
            out.append(abs(v) < step * 1e-9 ? 0 : v)
            v += step
        }
        return out
    }

    static func label(_ v: Double) -> String { CurveCommand.format((v * 1e6).rounded() / 1e6) }
}
