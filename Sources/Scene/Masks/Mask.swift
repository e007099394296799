/// What masks a view and its subtree: shown alpha = content alpha × the mask's alpha.
public enum Mask {
    /// A `CAGradientLayer` as `layer.mask`, framed to the view's bounds.
    case gradient(CAGradientLayer)
    /// A shape view in `.mask { … }` (a rect node, rounded when it has a corner radius), laid
    /// in the masked view's frame and moved by its own scale, anchor and offset tracks.
    case shape(Node)
}

/// A mask's presented values at one time.
public enum PresentedMask {
    case gradient(PresentedGradient)
    case shape(PresentedShapeMask)
}

/// A shape mask at one time, in the masked view's coordinates.
public struct PresentedShapeMask: Hashable {
    /// The shape's frame before its own effects (the masked view's frame).
    public let frame: Rect
    public let cornerRadius: Double
    /// An ellipse in the frame (a `Circle`'s or an `Ellipse`'s mask), not a rectangle.
    public var isEllipse = false
    public let offset: Point
    public let scale: Point
    public let anchor: UnitPoint
    /// Maps `frame` to where the shape lies in the masked view's coordinates.
    public let transform: Transform2D
    /// A path node's outline in `frame` (a `Path`, a file's `Shape`), filled; nil: the
    /// rectangle or ellipse above.
    public var path: ShapePath?
}

extension Node {
    /// `layer.mask = gradient`: the gradient, framed to this view's bounds, masks its subtree.
    @discardableResult public func mask(_ gradient: CAGradientLayer) -> Node {
        mask = .gradient(gradient)
        return self
    }

    /// `.mask { shape }`: a rect node (a circle node: an ellipse; not added to the tree) masks
    /// this view's subtree; bind
    /// its scale and offset like any view's to animate it.
    @discardableResult public func mask(_ shape: Node) -> Node {
        mask = .shape(shape)
        return self
    }
}

extension Mask {
    /// The mask presented at `time` over a masked view whose frame is `frame`.
    func presented(at time: Double, in frame: Rect) -> PresentedMask {
        switch self {
        case .gradient(let layer):
            let shown = layer.presented(at: time)
            if shown.hasMismatchedCounts { CAGradientLayer.warnMismatchedCounts(shown) }
            return .gradient(shown)
        case .shape(let node):
            let offset = Point(node.value(.offsetX, at: time), node.value(.offsetY, at: time))
            let scale = Point(node.value(.scaleX, at: time), node.value(.scaleY, at: time))
            let anchor = UnitPoint(node.value(.anchorX, at: time), node.value(.anchorY, at: time))
            let pivot = Point(frame.x + anchor.x * frame.width, frame.y + anchor.y * frame.height)
            let zoom = Transform2D.scale(scale.x, scale.y, about: pivot)
            let move = Transform2D.translation(offset.x, offset.y)
            let transform = node.offsetBeforeScale ? zoom.concatenating(after: move) : move.concatenating(after: zoom)
            var shape = PresentedShapeMask(frame: frame, cornerRadius: node.cornerRadius, offset: offset,
                                           scale: scale, anchor: anchor, transform: transform)
            shape.isEllipse = node.kind == .circle
            if let outline = node.outline {
                let values = UnsafeMutablePointer<Double>.allocate(capacity: Property.allCases.count)
                defer { values.deallocate() }
                node.presentedValues(at: time, into: values)
                shape.path = outline.presented(in: frame, values: values, at: time)?.path
            }
            return .shape(shape)
        }
    }

    /// Whether the mask is still animating at `time`.
    func isAnimating(at time: Double) -> Bool {
        switch self {
        case .gradient(let layer): return layer.isAnimating(at: time)
        case .shape(let node): return node.tracks.isAnimating(at: time)
        }
    }
}

extension CAGradientLayer {
    /// Where warnings go (the command line sends them to stderr); nil drops them.
    nonisolated(unsafe) public static var onWarning: ((String) -> Void)?
    nonisolated(unsafe) private static var warnedMismatch = false

    /// **Our rule** for colours and locations of different counts: the first pairs are used,
    /// and this is said once per run.
    static func warnMismatchedCounts(_ g: PresentedGradient) {
        guard !warnedMismatch else { return }
        warnedMismatch = true
        onWarning?("a gradient has \(g.colors.count) colors and \(g.locations.count) locations; "
                   + "drawing the first \(min(g.colors.count, g.locations.count)) pairs")
    }
}
