/// A press, its moves and its release, as a view's drag or long-press gesture sees them.
public struct PointerEvent {
    public enum Phase: Sendable { case began, moved, ended }
    public let phase: Phase
    /// Where the press began and where the pointer is, in scene points.
    public let start: Point
    public let location: Point
    /// The frame origin of the view that handles the press, as laid out when the press began
    /// (a gesture's `.local` coordinates are taken from it).
    public let origin: Point
    /// Scene times of the press and of this event.
    public let startTime: Double
    public let time: Double
    /// Points per second over the last move (zero at the press).
    public let velocity: Point
}

/// The press a scene is following: the view that took it and where it began.
struct ActivePointer {
    weak var node: Node?
    let start: Point
    let origin: Point
    let startTime: Double
    var last: Point
    var lastTime: Double
    var velocity = Point(0, 0)
    /// The furthest the pointer has been from where it began.
    var travel = 0.0
}

/// Presses, drags and releases. A press lands on the view a tap would (see `tapTarget`): the
/// nearest view with a drag or long-press gesture at or above the topmost drawn leaf.
/// A press on no such view returns false and changes nothing.
///
/// A press that ends within `tapSlop` points of where it began is also a tap there, for a
/// tap handler the pressed view or its ancestors have, unless a gesture recognised the press
/// (a drag that started, a long press that fired): SwiftUI recognises the tap and the drag
/// at once, and the drag never starts when the pointer moves less than its minimum distance.
extension Scene {
    public static let tapSlop = 10.0

    @discardableResult
    public func pointerDown(at point: Point) -> Bool {
        layoutIfNeeded()
        pointer = nil
        let presentation = present(at: now)
        guard let node = presentation.pointerTarget(at: point) else { return false }
        let frame = presentation.nodes.first { $0.node === node }?.frame
        pointer = ActivePointer(node: node, start: point, origin: frame.map { Point($0.x, $0.y) } ?? Point(0, 0),
                                startTime: now, last: point, lastTime: now)
        send(.began, at: point)
        return true
    }

    /// A move of the press under way (none: nothing happens).
    public func pointerMove(to point: Point) {
        guard pointer != nil else { return }
        layoutIfNeeded()
        send(.moved, at: point)
    }

    /// The release of the press under way.
    public func pointerUp(at point: Point) {
        guard let p = pointer else { return }
        layoutIfNeeded()
        // Released somewhere the last move did not reach: the pointer moved there first.
        if point != p.last { send(.moved, at: point) }
        let recognised = send(.ended, at: point)
        pointer = nil
        let travel = max(p.travel, point.distance(to: p.start))
        if !recognised, travel < Self.tapSlop, let handler = present(at: now).tapTarget(at: p.start)?.onTap { handler() }
    }

    /// Whether a press is under way.
    public var isPressing: Bool { pointer != nil }

    /// A scroll at `point` by `delta` points (the content moving up and left for positive
    /// values): the innermost scroll view under it takes it. Returns false when none does.
    @discardableResult
    public func scroll(at point: Point, by delta: Point) -> Bool {
        layoutIfNeeded()
        guard let node = present(at: now).scrollTarget(at: point), let handler = node.onScroll else { return false }
        handler(delta)
        return true
    }

    /// Sends the event to the pressed node's handlers; true when one recognised the press.
    @discardableResult
    private func send(_ phase: PointerEvent.Phase, at point: Point) -> Bool {
        guard var p = pointer, let node = p.node else { pointer = nil; return false }
        if phase != .began, now > p.lastTime {
            let dt = now - p.lastTime
            p.velocity = Point((point.x - p.last.x) / dt, (point.y - p.last.y) / dt)
        }
        p.last = point
        p.lastTime = now
        p.travel = max(p.travel, point.distance(to: p.start))
        pointer = p
        let event = PointerEvent(phase: phase, start: p.start, location: point, origin: p.origin,
                                 startTime: p.startTime, time: now, velocity: p.velocity)
        var recognised = false
        for key in node.pointerHandlers.keys.sorted() { if node.pointerHandlers[key]?(event) == true { recognised = true } }
        return recognised
    }
}

extension Point {
    public func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}

extension Presentation {
    /// The innermost node with a scroll handler whose drawn frame holds `point`.
    public func scrollTarget(at point: Point) -> Node? {
        let points = unprojected(point)
        for (i, p) in nodes.enumerated().reversed() where p.node.onScroll != nil {
            if let local = points[i], p.hitBounds.contains(local) { return p.node }
        }
        return nil
    }

    /// The node whose pointer handlers a press at `point` reaches, or nil (as `tapTarget`).
    public func pointerTarget(at point: Point) -> Node? {
        let points = unprojected(point)
        for (i, p) in nodes.enumerated().reversed() where p.isHitTestable {
            guard let local = points[i], p.hitBounds.contains(local) else { continue }
            var candidate: Node? = p.node
            while let node = candidate {
                if !node.pointerHandlers.isEmpty { return node }
                candidate = node.parent
            }
            return nil
        }
        return nil
    }
}
