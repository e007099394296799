import Scene

/// The timeline panel's geometry: a row per animated node with a bar for each delay and run
/// (the stagger made visible), tick marks, and the map between x and scene time.
struct TimelinePanel {
    let timeline: Timeline
    /// The panel's rectangle in window points (along the bottom of the window).
    let frame: Rect
    /// The scene time at the right end of the tracks.
    let horizon: Double

    static let labelWidth = 76.0
    static let header = 20.0
    static let footer = 6.0
    static let margin = 14.0
    static let maxRowHeight = 12.0

    /// The panel for `timeline` along the bottom of a window of `window` points, `height`
    /// tall (by default as tall as its rows want).
    init(timeline: Timeline, window: Size, height: Double? = nil) {
        self.timeline = timeline
        let h = height ?? Self.height(rows: timeline.rows.count, windowHeight: window.height)
        frame = Rect(x: 0, y: window.height - h, width: window.width, height: h)
        // A run that repeats forever shows a second of itself.
        let endless = timeline.rows.flatMap(\.segments).filter { !$0.end.isFinite }.map { $0.activeStart + 1 }
        horizon = Self.horizon(for: max(timeline.end, endless.max() ?? 0))
    }

    /// The height the panel takes: a comfortable row each, at least room for the few more
    /// rows a tap may add (the panel does not grow under the scene it was tapped in), at
    /// most 40 % of the window.
    static func height(rows: Int, windowHeight: Double) -> Double {
        let wanted = header + footer + Double(max(rows, 1)) * maxRowHeight
        return min(max(wanted, 120), (windowHeight * 0.4).rounded(.down))
    }

    /// The time shown at the right end: past the last run, in half seconds, at least 1 s.
    static func horizon(for end: Double) -> Double {
        max(1, ((end + 0.25) * 2).rounded(.up) / 2)
    }

    /// Where the bars go.
    var tracks: Rect {
        Rect(x: frame.x + Self.labelWidth, y: frame.y + Self.header,
             width: max(1, frame.width - Self.labelWidth - Self.margin),
             height: max(1, frame.height - Self.header - Self.footer))
    }

    var rowHeight: Double {
        timeline.rows.isEmpty ? 0 : min(Self.maxRowHeight, tracks.height / Double(timeline.rows.count))
    }

    /// The x of scene time `time` (clamped to the tracks).
    func x(at time: Double) -> Double {
        tracks.x + min(max(time, 0), horizon) / horizon * tracks.width
    }

    /// The scene time under `x` (clamped to 0…horizon).
    func time(atX x: Double) -> Double {
        min(max((x - tracks.x) / tracks.width, 0), 1) * horizon
    }

    func contains(_ point: Point) -> Bool { frame.contains(point) }

    /// Row `index`'s band.
    func row(_ index: Int) -> Rect {
        Rect(x: tracks.x, y: tracks.y + Double(index) * rowHeight, width: tracks.width, height: rowHeight)
    }

    /// Row `index`'s bars: a thin line while a change waits out its delay, a bar while it runs.
    func bars(ofRow index: Int) -> [(wait: Rect?, run: Rect)] {
        let band = row(index)
        let gap = band.height >= 4 ? 1.0 : 0
        return timeline.rows[index].segments.map { s in
            let x0 = x(at: s.start), x1 = x(at: s.activeStart), x2 = x(at: s.end.isFinite ? s.end : horizon)
            let wait = x1 > x0 ? Rect(x: x0, y: band.y + band.height / 2 - 0.5, width: x1 - x0, height: 1) : nil
            let run = Rect(x: x1, y: band.y + gap, width: max(1, x2 - x1), height: max(1, band.height - 2 * gap))
            return (wait, run)
        }
    }

    /// Tick times: the finest of 0.1, 0.25, 0.5, 1, 2, 5, 10 s that leaves 48 points between ticks.
    var ticks: [Double] {
        let steps = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60]
        let step = steps.first { $0 / horizon * tracks.width >= 48 } ?? horizon
        return (0...Int((horizon / step).rounded(.down))).map { Double($0) * step }
    }
}
