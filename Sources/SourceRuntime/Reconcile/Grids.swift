import Motion
import Scene

/// `LazyVGrid` / `LazyHGrid` laid out by SwiftUI's rule for `GridItem`s: fixed items take
/// their size first; flexible items share what is left, each within its minimum and maximum;
/// an adaptive item fits as many cells of its minimum size as its share holds, then stretches
/// them to fill it (up to its maximum). Cells fill a row (a column) item by item, in order.
struct GridLayout {
    /// The default spacing between rows and between items (SwiftUI's default for views).
    static let defaultSpacing = 8.0
    let vertical: Bool
    let items: [GridItemObject]
    let spacing: Double?
    let alignment: String
    let at: Int

    /// The tracks (columns of a vertical grid) the items make in `available` points, each
    /// with its size (nil: flexible within minimum…maximum, shared by the stack) and spacing.
    func tracks(available: Double) -> [(size: Double?, min: Double, max: Double, spacing: Double, alignment: String)] {
        var out: [(size: Double?, min: Double, max: Double, spacing: Double, alignment: String)] = []
        let spacings = items.map { $0.spacing ?? Self.defaultSpacing }
        let fixed = items.reduce(0.0) { sum, item in if case .fixed(let w) = item.size { return sum + w }; return sum }
        let free = items.filter { if case .fixed = $0.size { return false }; return true }.count
        let share = free == 0 ? 0 : max(0, available - fixed - spacings.dropLast().reduce(0, +)) / Double(free)
        for (item, s) in zip(items, spacings) {
            switch item.size {
            case .fixed(let w): out.append((w, w, w, s, item.alignment))
            case .flexible(let lo, let hi): out.append((nil, lo, hi, s, item.alignment))
            case .adaptive(let lo, let hi):
                // As many cells of the minimum size as the share holds (at least one, at most 200).
                let fits = ((share + s) / (lo + s)).rounded(.down)
                let count = fits.isFinite ? Int(min(200, max(1, fits))) : 1
                // Each cell flexible from the minimum up to the maximum: the stack shares the
                // length it is really offered among them (the count comes from the last width
                // known, or the canvas's before the first layout).
                for _ in 0..<count { out.append((nil, lo, hi, s, item.alignment)) }
            }
        }
        return out
    }

    func body(_ cells: [ViewValue], available: Double) -> ViewValue {
        let flat = cells.flatMap(Self.flattened)
        let tracks = tracks(available: available)
        let n = tracks.count
        let uniform = Set(tracks.dropLast().map(\.spacing)).count <= 1
        var lines: [ViewValue] = []
        var index = 0
        while index < flat.count {
            var views: [ViewValue] = []
            for (k, t) in tracks.enumerated() {
                let cell = index + k < flat.count ? flat[index + k] : ViewValue(.color(Color(white: 0, alpha: 0)), at: at)
                    .adding(vertical ? .frame(width: nil, height: 0, alignment: .center) : .frame(width: 0, height: nil, alignment: .center))
                let a = DrawingBuiltins.unitPoints[t.alignment] ?? .center
                let framed: ViewValue
                if let s = t.size {
                    framed = cell.adding(vertical ? .flexibleFrame(minWidth: s, maxWidth: s, minHeight: nil, maxHeight: nil, alignment: a)
                                                  : .flexibleFrame(minWidth: nil, maxWidth: nil, minHeight: s, maxHeight: s, alignment: a))
                } else {
                    framed = cell.adding(vertical ? .flexibleFrame(minWidth: t.min, maxWidth: t.max, minHeight: nil, maxHeight: nil, alignment: a)
                                                  : .flexibleFrame(minWidth: nil, maxWidth: nil, minHeight: t.min, maxHeight: t.max, alignment: a))
                }
                // Each item's spacing goes after it (none after the last): the line's spacing
                // when they are all the same, else a padding after the cell.
                views.append(k < n - 1 && !uniform ? framed.adding(vertical ? .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: t.spacing))
                                                                 : .padding(EdgeInsets(top: 0, leading: 0, bottom: t.spacing, trailing: 0))) : framed)
            }
            lines.append(ViewValue(.stack(vertical ? .horizontal : .vertical, alignment: "center", spacing: uniform ? tracks[0].spacing : 0, views), at: at))
            index += n
        }
        let lineSpacing = spacing ?? Self.defaultSpacing
        return ViewValue(.stack(vertical ? .vertical : .horizontal, alignment: alignment, spacing: lineSpacing, lines), at: at)
    }

    /// A grid's cells: a `ForEach`'s views and a group's, one by one.
    static func flattened(_ v: ViewValue) -> [ViewValue] {
        switch v.content {
        case .forEach(let items): return items.flatMap { flattened($0.view) }
        case .group(let children) where v.modifiers.isEmpty: return children.flatMap(flattened)
        default: return [v]
        }
    }
}

extension SourceRuntime {
    /// The length a grid lays its tracks across: its width as last laid out, else the canvas's.
    func gridAvailable(_ host: ViewHost, vertical: Bool) -> Double {
        if let frame = host.children.first?.content?.modelFrame.size, frame.width > 0 { return vertical ? frame.width : frame.height }
        return vertical ? scene.size.width : scene.size.height
    }
}
