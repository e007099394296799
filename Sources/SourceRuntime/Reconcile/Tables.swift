import Scene

/// `Grid` and `GridRow` (SwiftUI's table layout): each column as wide as its widest cell,
/// each row as tall as its tallest, the cells aligned in them by the grid's alignment (the
/// row's vertical alignment when it gives one); a view outside a `GridRow` spans the grid.
/// Columns are `horizontalSpacing` apart and rows `verticalSpacing` (8 pt, SwiftUI's default
/// spacing, when not given).
extension SourceRuntime {
    /// The grid's layout: its rows' cells measured at their ideal sizes to size the columns,
    /// then each cell framed to its column's width.
    func tableLayout(_ host: ViewHost, _ spec: ContainerSpec) -> [Layout] {
        guard case .table(_, let horizontal, let vertical, let alignment) = spec.payload, let stack = host.children.first else {
            return host.children.flatMap(layouts)
        }
        let engine = LayoutEngine(metrics: scene.metrics, images: scene.images)
        let ideal = Size(.infinity, .infinity)
        // Each row: its cells' layouts (nil: a view that spans the grid) and its alignment.
        let rows: [(host: ViewHost, cells: [Layout]?, alignment: String?)] = Self.rowHosts(stack.children).map { row in
            guard case .container(let r) = row.value.content, case .tableRow(_, let a) = r.payload, let cells = row.children.first else {
                return (row, nil, nil)
            }
            return (cells, cells.children.flatMap(layouts), a == "center" ? nil : a)
        }
        let columns = rows.map { $0.cells?.count ?? 0 }.max() ?? 0
        var widths = [Double](repeating: 0, count: columns)
        var flexible = [Bool](repeating: false, count: columns)
        for row in rows {
            for (k, cell) in (row.cells ?? []).enumerated() {
                let w = engine.size(of: cell, proposed: ideal).width
                // A view that takes any width offered (a colour, a shape) makes its column share what is left.
                if w.isFinite { widths[k] = max(widths[k], w) } else { flexible[k] = true }
            }
        }
        let point = DrawingBuiltins.unitPoints[alignment] ?? .center
        let lines: [Layout] = rows.map { row in
            guard let cells = row.cells else { return .flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: point, layouts(row.host).first ?? .spacer) }
            var a = point
            if let v = row.alignment { a = UnitPoint(point.x, v == "top" ? 0 : v == "bottom" ? 1 : 0.5) }
            var framed: [Layout] = []
            for k in 0..<columns {
                let cell: Layout = k < cells.count ? cells[k] : .spacerOf(minLength: 0)
                framed.append(.flexibleFrame(minWidth: widths[k], maxWidth: flexible[k] ? .infinity : widths[k], minHeight: nil, maxHeight: nil, alignment: a, cell))
            }
            return .hstack(alignment: a.y == 0 ? .top : a.y == 1 ? .bottom : .center, spacing: horizontal, children: framed, container: row.host.content)
        }
        return [.vstack(alignment: .leading, spacing: vertical, children: lines, container: stack.content)]
    }

    /// A grid's rows: a `ForEach`'s, a group's and a branch's views one by one.
    static func rowHosts(_ hosts: [ViewHost]) -> [ViewHost] {
        hosts.flatMap { h -> [ViewHost] in
            switch h.value.content {
            case .forEach, .group, .conditional: return h.value.modifiers.isEmpty ? rowHosts(h.children) : [h]
            default: return [h]
            }
        }
    }
}
