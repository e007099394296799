import Foundation

/// How a path is stroked: SwiftUI's `StrokeStyle` (Core Graphics' line attributes).
public struct StrokeStyle: Hashable, Sendable {
    public enum Cap: String, Sendable { case butt, round, square }
    public enum Join: String, Sendable { case miter, round, bevel }
    public var lineWidth: Double
    public var lineCap: Cap
    public var lineJoin: Join
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double
    /// SwiftUI's defaults: `StrokeStyle(lineWidth: 1, lineCap: .butt, lineJoin: .miter,
    /// miterLimit: 10, dash: [], dashPhase: 0)`.
    public init(lineWidth: Double = 1, lineCap: Cap = .butt, lineJoin: Join = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

/// What a path node paints: its inside (by the non-zero or the even-odd rule) or its outline.
public enum ShapePaint: Hashable, Sendable {
    case fill(evenOdd: Bool)
    case stroke(StrokeStyle)
}

/// The outline of a `.path` node: its path for a frame size, how it is painted, and how much
/// the path is inset in the frame (`inset(by:)`; `strokeBorder` adds half the line width).
/// A stroke's line width and dash phase are the node's `lineWidth` and `dashPhase` tracks
/// (they animate); the paint's own values are what they were set from.
///
/// `path` takes the frame's size and the shape's animatable data (the node's `shapeData`
/// tracks, `dataCount` of them) and gives the path in the frame's own coordinates. It may
/// run the file's code (a `Shape`'s `path(in:)`), so calls are serialised and the last one is
/// kept: a shape at rest is worked out once.
public final class ShapeOutline: @unchecked Sendable {
    public let path: (Size, [Double]) -> ShapePath
    /// A `Canvas`: what its renderer draws in a frame of a size, each path with its own paint
    /// and colour (nil: the outline draws `path` in the node's colour).
    public let drawing: ((Size) -> [CanvasItem])?
    private var lastDrawing: (size: Size, items: [CanvasItem])?
    public var paint: ShapePaint
    public var inset: Double
    /// `strokeBorder`: the path is inset by half the line width too, so the stroke lies inside.
    public var strokesInside: Bool
    public let dataCount: Int
    /// The most numbers of animatable data an outline reads: four on its node's `shapeData`
    /// tracks, four more on `extraData`'s.
    public static let maximumData = 2 * Property.shapeData.count
    /// A node outside the tree whose `shapeData` tracks hold the data past the first four.
    public var extraData: Node?
    private let lock = NSLock()
    private var last: (size: Size, data: [Double], path: ShapePath)?
    /// The last path's measure, for trims (made when first trimmed).
    private var measured: MeasuredPath?

    public init(paint: ShapePaint = .fill(evenOdd: false), inset: Double = 0, strokesInside: Bool = false, dataCount: Int = 0,
                path: @escaping (Size, [Double]) -> ShapePath) {
        self.path = path; self.paint = paint; self.inset = inset; self.strokesInside = strokesInside
        self.dataCount = min(dataCount, Self.maximumData)
        drawing = nil
    }

    /// A canvas's outline: `drawing` gives its items for a frame size.
    public init(drawing: @escaping (Size) -> [CanvasItem]) {
        self.drawing = drawing
        path = { _, _ in ShapePath() }
        paint = .fill(evenOdd: false); inset = 0; strokesInside = false; dataCount = 0
    }

    private func items(in size: Size) -> [CanvasItem] {
        lock.lock()
        defer { lock.unlock() }
        if let lastDrawing, lastDrawing.size == size { return lastDrawing.items }
        let made = drawing?(size) ?? []
        lastDrawing = (size, made)
        return made
    }

    /// The path in a frame of `size` with `data`, from the last call when they are the same.
    public func path(in size: Size, data: [Double]) -> ShapePath {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.size == size, last.data == data { return last.path }
        let made = path(size, data)
        last = (size, data, made)
        measured = nil
        return made
    }

    /// `p` trimmed, from the measure kept for it when `p` is the last path.
    private func trim(_ p: ShapePath, from: Double, to: Double) -> ShapePath {
        lock.lock()
        defer { lock.unlock() }
        if let measured, measured.path == p { return measured.trimmed(from: from, to: to) }
        let m = MeasuredPath(p)
        measured = m
        return m.trimmed(from: from, to: to)
    }

    /// The outline presented in `frame` with the node's presented values `v` (indexed by
    /// `Property.rawValue`): the path of the inset frame, trimmed, moved to the frame's origin.
    public func presented(in frame: Rect, values v: UnsafePointer<Double>, at time: Double) -> PresentedPath? {
        if drawing != nil {
            let size = Size(frame.width, frame.height)
            guard size.width.isFinite, size.height.isFinite else { return nil }
            let move = Transform2D.translation(frame.x, frame.y)
            let items = self.items(in: size).map { $0.translated(move.tx, move.ty) }
            return items.isEmpty ? nil : PresentedPath(path: ShapePath(), paint: .fill(evenOdd: false), items: items)
        }
        var paint = self.paint
        var inset = self.inset
        if case .stroke(var style) = paint {
            style.lineWidth = max(0, v[Property.lineWidth.rawValue])
            style.dashPhase = v[Property.dashPhase.rawValue]
            if strokesInside { inset += style.lineWidth / 2 }
            paint = .stroke(style)
        }
        let size = Size(frame.width - 2 * inset, frame.height - 2 * inset)
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let first = min(dataCount, Property.shapeData.count)
        var data = (0..<first).map { v[Property.shapeData[$0].rawValue] }
        if dataCount > first, let extra = extraData {
            data += Property.shapeData.prefix(dataCount - first).map { extra.value($0, at: time) }
        }
        var p = path(in: size, data: data)
        let from = v[Property.trimFrom.rawValue], to = v[Property.trimTo.rawValue]
        if from != 0 || to != 1 { p = trim(p, from: from, to: to) }
        guard !p.isEmpty, p.isFinite else { return nil }
        return PresentedPath(path: p.translated(frame.x + inset, frame.y + inset), paint: paint)
    }

    /// Forgets the kept path (the code behind `path` now gives another).
    public func invalidate() {
        lock.lock()
        last = nil
        lastDrawing = nil
        measured = nil
        lock.unlock()
    }

    /// The built-in shapes' paths in a rectangle, as SwiftUI draws them.
    public enum Builtin: Hashable, Sendable {
        case rectangle
        /// Corners of `width` × `height`.
        case roundedRectangle(width: Double, height: Double)
        /// A circle in the centred square of the frame.
        case circle
        case ellipse
        /// A rounded rectangle whose corner radius is half its shorter side.
        case capsule
        /// Each corner's radius: top-leading, bottom-leading, bottom-trailing, top-trailing.
        case uneven([Double])

        public func path(in r: Rect) -> ShapePath {
            var p = ShapePath()
            switch self {
            case .rectangle: p.addRect(r)
            case .roundedRectangle(let w, let h): p.addRoundedRect(r, cornerWidth: w, cornerHeight: h)
            case .circle:
                let side = min(r.width, r.height)
                p.addEllipse(in: Rect(x: r.x + (r.width - side) / 2, y: r.y + (r.height - side) / 2, width: side, height: side))
            case .ellipse: p.addEllipse(in: r)
            case .capsule:
                let radius = min(r.width, r.height) / 2
                p.addRoundedRect(r, cornerWidth: radius, cornerHeight: radius)
            case .uneven(let radii):
                let c = (0..<4).map { i in i < radii.count && radii[i].isFinite ? max(0, min(radii[i], r.width / 2, r.height / 2)) : 0 }
                p.addUnevenRoundedRect(r, topLeading: c[0], bottomLeading: c[1], bottomTrailing: c[2], topTrailing: c[3])
            }
            return p
        }
    }
}

/// A `.path` node's outline as presented at one time: the path (trimmed) in the frame's
/// coordinates, offset to the frame's origin, and its paint with the presented line width
/// and dash phase.
public struct PresentedPath: Hashable, Sendable {
    public let path: ShapePath
    public let paint: ShapePaint
    /// A canvas's paths, each in its own colour (empty: `path` in the node's colour).
    public var items: [CanvasItem] = []
}

/// One path a `Canvas` draws: its points (in the canvas's coordinates), paint and colour.
public struct CanvasItem: Hashable, Sendable {
    public let path: ShapePath
    public let paint: ShapePaint
    public let color: Color
    /// The Gaussian blur radius the context's `.blur(radius:)` filters give it, in points.
    public var blur: Double = 0
    /// A layer of the canvas (non-empty): these items drawn together, then `filters` applied
    /// to what they drew as a whole, in order; `path` is their paths together (for bounds).
    public var layer: [CanvasItem] = []
    public var filters: [CanvasFilter] = []
    public init(path: ShapePath, paint: ShapePaint, color: Color, blur: Double = 0) {
        self.path = path; self.paint = paint; self.color = color; self.blur = blur
    }

    /// A layer of `items` with `filters` (applied in that order).
    public init(layer items: [CanvasItem], filters: [CanvasFilter]) {
        var all = ShapePath()
        for item in items { all.addPath(item.path) }
        self.init(path: all, paint: .fill(evenOdd: false), color: .clear)
        layer = items
        self.filters = filters
    }

    /// The item moved by `dx`, `dy` (a layer's items with it).
    public func translated(_ dx: Double, _ dy: Double) -> CanvasItem {
        var moved = CanvasItem(path: path.translated(dx, dy), paint: paint, color: color, blur: blur)
        moved.layer = layer.map { $0.translated(dx, dy) }
        moved.filters = filters
        return moved
    }

    /// How far a blur spreads what the item draws past its paths, in points (3σ).
    public var spill: Double {
        3 * (blur + filters.reduce(0) { if case .blur(let r) = $1 { return $0 + r }; return $0 })
    }
}

/// A filter a `Canvas` applies to a layer of its drawing.
public enum CanvasFilter: Hashable, Sendable {
    /// A Gaussian blur of this radius (σ, in points).
    case blur(Double)
    /// `alphaThreshold(min:max:color:)`: each point whose alpha lies in `min…max` takes the
    /// colour, every other point is clear.
    case alphaThreshold(min: Double, max: Double, color: Color)
}
