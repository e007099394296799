import Motion
import Scene

/// `ScrollView`: a group node that clips its content to its frame and scrolls it, by a drag
/// (as a finger scrolls it on a device) or by the mouse wheel over it.
///
/// Our rule: a drag scrolls once it has moved `Scene.tapSlop` points (a shorter press stays a
/// tap on what lies under it), then follows the pointer; the content stops where it is let go
/// (no deceleration or bounce), and never scrolls past its ends.
extension SourceRuntime {
    func makeScrollView(_ host: ViewHost, axes: EdgeSet, clips: Bool) {
        let node = scene.makeNode(.group)
        if clips {
            // Apple, `ScrollView`: the content is clipped to the scroll view's bounds (unless
            // `scrollClipDisabled()`).
            node.mask(scene.makeNode(.rect))
            // Its content outside it takes no clicks, as a UIScrollView's subviews out of its bounds.
            node.clipsHitTesting = true
        }
        let g = ScrollGeometry(horizontal: !axes.intersection(.horizontal).isEmpty, vertical: !axes.intersection(.vertical).isEmpty)
        host.content = node
        host.scroll = g
        node.onScroll = { [weak self, weak host] delta in
            guard let self, let host else { return }
            // Our rule: over a view that scrolls only sideways, the wheel scrolls it sideways.
            let d = !g.vertical && delta.x == 0 ? Point(delta.y, 0) : delta
            if self.targetBehavior(host) != nil {
                // Over a paged (or view-aligned) scroll view a notch is a flick its way.
                self.settle(host, from: g.offset, velocity: Point(-d.x * 1000, -d.y * 1000))
            } else {
                self.scroll(host, to: Point(g.offset.x + d.x, g.offset.y + d.y))
            }
            self.reportPosition(host)
        }
        var from = Point(0, 0), base: Point?
        node.pointerHandlers[Self.scrollHandlerKey] = { [weak self, weak host] e in
            guard let self, let host else { return false }
            switch e.phase {
            case .began:
                from = g.offset
                base = nil
                return false
            case .moved, .ended:
                // Moved far enough to scroll: from there on the content follows the pointer.
                if base == nil, e.location.distance(to: e.start) >= Scene.tapSlop { base = e.location }
                guard let start = base else { return false }
                self.scroll(host, to: Point(from.x - (e.location.x - start.x), from.y - (e.location.y - start.y)))
                if e.phase == .ended {
                    self.settle(host, from: from, velocity: e.velocity)
                    self.reportPosition(host)
                }
                return true
            }
        }
    }

    /// A key for a scroll view's own pointer handler, apart from those of gesture modifiers.
    static let scrollHandlerKey = -1
    /// The environment keys `scrollTargetBehavior` and `scrollClipDisabled` set (not names a
    /// file can write).
    static let scrollTargetKey = "scrollTargetBehavior()", scrollClipKey = "scrollClipDisabled()"
    static let scrollPositionKey = "scrollPosition()"

    /// After a drag, a scroll view with a target behavior comes to rest on a target: with
    /// `.paging`, a page (the scroll view's length) on from where the drag began in the
    /// direction of a flick (released faster than 300 points a second), else the page
    /// nearest where it was let go; with `.viewAligned`, the leading edge of the `ForEach`
    /// item nearest where the content would be a fifth of a second on at the release's
    /// speed. It eases out over 0.3 s (our rules: UIKit's paging decelerates to the page).
    func settle(_ host: ViewHost, from: Point, velocity: Point) {
        guard let g = host.scroll, let behavior = targetBehavior(host), let frame = host.content?.modelFrame else { return }
        let projected = Point(g.offset.x - velocity.x * 0.2, g.offset.y - velocity.y * 0.2)
        func page(_ p: Double, _ v: Double, _ start: Double, _ length: Double) -> Double {
            guard length > 0 else { return p }
            let first = (start / length).rounded()
            // A flick (over 300 points a second) turns one page its way; else the nearest.
            if abs(v) > 300 { return max(0, first + (v < 0 ? 1 : -1)) * length }
            return min(first + 1, max(first - 1, (p / length).rounded())) * length
        }
        var target = Point(page(g.offset.x, velocity.x, from.x, g.viewport.width), page(g.offset.y, velocity.y, from.y, g.viewport.height))
        if behavior == "viewAligned" {
            let starts = forEachItems(host).compactMap(\.host.placedFrame).map { Point($0.x - frame.x + g.offset.x, $0.y - frame.y + g.offset.y) }
            if let nearest = starts.min(by: { a, b in
                abs(g.horizontal ? a.x - projected.x : a.y - projected.y) < abs(g.horizontal ? b.x - projected.x : b.y - projected.y)
            }) { target = nearest }
        }
        let settled = g.clamped(Point(g.horizontal ? target.x : 0, g.vertical ? target.y : 0))
        guard settled != g.offset else { return }
        event(at: host.value.at) {
            g.offset = settled
            scene.update(animation: .easeOut(duration: 0.3)) { layoutVersion.value += 1 }
        }
    }

    // MARK: scrollPosition(id:)

    /// Starts following `spec` on a scroll view: its binding's value now is where it stands.
    func followPosition(_ host: ViewHost, _ spec: ScrollPositionObject) {
        host.scrollPosition = (spec, .nil)
        positionedScrollViews.append(WeakHost(host))
    }

    /// After every update: a scroll view whose binding now holds another id than the one it
    /// was last brought to scrolls to that item (Apple, `scrollPosition(id:anchor:)`: "when
    /// the binding is set, the scroll view scrolls to the view with that id"), with the
    /// update's animation.
    func followScrollPositions(_ animation: Animation?) throws {
        positionedScrollViews.removeAll { $0.value == nil }
        for weak in positionedScrollViews {
            guard let host = weak.value, let (spec, synced) = host.scrollPosition else { continue }
            // Before the first layout has placed the items: once it has.
            if isBuilt { scene.layoutIfNeeded() }
            guard isBuilt, host.content?.isLaidOut == true else {
                if !positionsAwaitLayout {
                    positionsAwaitLayout = true
                    try at(now) { [unowned self] in
                        self.positionsAwaitLayout = false
                        try self.followScrollPositions(nil)
                    }
                }
                continue
            }
            let id = try spec.binding.get(evaluator, at: host.value.at)
            guard !((try? evaluator.equal(id, synced, at: host.value.at)) ?? false) else { continue }
            host.scrollPosition = (spec, id)
            if case .nil = id { continue }
            try scrollTo(id, anchor: spec.anchor ?? UnitPoint(0, 0), animation: animation, in: host, at: host.value.at)
        }
    }

    /// After the user scrolled: the binding takes the id of the first item whose frame reaches
    /// past the scroll view's leading (top) edge (our rule for Apple's "the view scrolled to").
    func reportPosition(_ host: ViewHost) {
        guard let (spec, synced) = host.scrollPosition, let g = host.scroll, let frame = host.content?.modelFrame else { return }
        let items = forEachItems(host)
        let first = items.first { item in
            guard let r = item.host.placedFrame else { return false }
            return g.horizontal ? r.x + r.width > frame.x + 0.5 : r.y + r.height > frame.y + 0.5
        }
        guard let id = first?.id, !((try? evaluator.equal(id, synced, at: host.value.at)) ?? false) else { return }
        host.scrollPosition = (spec, id)
        event(at: host.value.at) { try spec.binding.set(id, evaluator, at: host.value.at) }
    }

    /// The `ForEach` items in `host`'s content with their ids, outside inner scroll views.
    func forEachItems(_ host: ViewHost) -> [(id: Value, host: ViewHost)] {
        host.children.flatMap { child -> [(id: Value, host: ViewHost)] in
            if child.scroll != nil { return [] }
            if case .forEach = child.value.content { return zip(child.childIDs, child.children).map { ($0, $1) } + forEachItems(child) }
            return forEachItems(child)
        }
    }

    /// A scroll view's `scrollTargetBehavior` (`paging`, `viewAligned`), its own or one above it.
    func targetBehavior(_ host: ViewHost) -> String? {
        var kind: Value? = nil
        for m in host.value.modifiers { if case .environmentValues(let d) = m, let k = d[Self.scrollTargetKey] { kind = k } }
        guard case .string(let behavior)? = kind ?? host.context.environment[Self.scrollTargetKey] else { return nil }
        return behavior
    }


    /// Scrolls `host`'s content to `offset` (kept within its ends), lays the scene out again at
    /// once, and evaluates again the geometry readers inside it (their frames moved).
    func scroll(_ host: ViewHost, to offset: Point) {
        guard let g = host.scroll else { return }
        let target = g.clamped(Point(g.horizontal ? offset.x : 0, g.vertical ? offset.y : 0))
        guard target != g.offset else { return }
        event(at: host.value.at) {
            g.offset = target
            scene.update { layoutVersion.value += 1 }
            scene.layoutIfNeeded()
            host.children.forEach { markGeometryReaders(host: $0) }
        }
    }
}

/// `ScrollViewReader`'s `proxy.scrollTo(id, anchor:)` (Apple: "scans all scroll views
/// contained by the proxy for the first with a child view with identifier `id`, and then
/// scrolls to that view"): the view is found by its `ForEach` id; the scroll view around it
/// scrolls so that the view's `anchor` point meets the same point of the scroll view, within
/// the content's ends (no anchor: as little as shows it whole). Inside `withAnimation` the
/// content moves with that animation. An id no view has scrolls nothing, as in SwiftUI.
/// Our rule: every scroll view of the scene is scanned, not only the reader's.
extension SourceRuntime {
    func scrollTo(_ id: Value, anchor: UnitPoint?, at: Int) throws {
        try scrollTo(id, anchor: anchor, animation: pending.transaction, at: at, again: true)
    }

    private func scrollTo(_ id: Value, anchor: UnitPoint?, animation: Animation?, at: Int, again: Bool) throws {
        // Before the first layout (an `onAppear`): once the views have their places, with the
        // animation of the transaction that asked.
        if again, !isBuilt || root?.topNodes.first?.isLaidOut != true {
            try self.at(now) { try self.scrollTo(id, anchor: anchor, animation: animation, at: at, again: false) }
            return
        }
        guard let root, let (target, scroller) = findScrolled(id, in: root, scroller: nil, at: at) else { return }
        scroll(to: target, in: scroller, anchor: anchor, animation: animation)
    }

    /// `scrollPosition(id:)`'s scroll: to the item of `id` inside `scroller`.
    func scrollTo(_ id: Value, anchor: UnitPoint?, animation: Animation?, in scroller: ViewHost, at: Int) throws {
        scene.layoutIfNeeded()
        guard let (target, inner) = findScrolled(id, in: scroller, scroller: nil, at: at), inner === scroller else { return }
        scroll(to: target, in: scroller, anchor: anchor, animation: animation)
    }

    /// Scrolls `scroller` so that `target`'s anchor point meets its own (no anchor: as little
    /// as shows it whole).
    private func scroll(to target: ViewHost, in scroller: ViewHost, anchor: UnitPoint?, animation: Animation?) {
        guard let g = scroller.scroll, let frame = scroller.content?.modelFrame else { return }
        let boxes = target.placedFrame.map { [$0] } ?? target.topNodes.map(\.modelFrame)
        guard let first = boxes.first else { return }
        let box = boxes.dropFirst().reduce(first) { a, b in
            let x = min(a.x, b.x), y = min(a.y, b.y)
            return Rect(x: x, y: y, width: max(a.x + a.width, b.x + b.width) - x, height: max(a.y + a.height, b.y + b.height) - y)
        }
        // Where the view stands in the content (the content is at the frame less the offset).
        let inContent = Point(box.x - frame.x + g.offset.x, box.y - frame.y + g.offset.y)
        func side(_ start: Double, _ length: Double, _ viewport: Double, _ current: Double, _ a: Double?) -> Double {
            if let a { return start + a * length - a * viewport }
            if start < current { return start }
            if start + length > current + viewport { return start + length - viewport }
            return current
        }
        let target2 = g.clamped(Point(g.horizontal ? side(inContent.x, box.width, frame.width, g.offset.x, anchor?.x) : 0,
                                      g.vertical ? side(inContent.y, box.height, frame.height, g.offset.y, anchor?.y) : 0))
        guard target2 != g.offset else { return }
        g.offset = target2
        scene.update(animation: animation) { layoutVersion.value += 1 }
    }

    /// The first host of `id` (a `ForEach` item's) in the tree, depth first, with the nearest
    /// scroll view around it.
    private func findScrolled(_ id: Value, in host: ViewHost, scroller: ViewHost?, at: Int) -> (ViewHost, ViewHost)? {
        let around = host.scroll != nil ? host : scroller
        // A view given this id by `.id(_:)`.
        if let around, host !== around, host.value.modifiers.contains(where: { m in
            if case .viewID(let v) = m { return (try? evaluator.equal(v, id, at: at)) == true }
            return false
        }) { return (host, around) }
        if case .forEach = host.value.content, let around {
            for (childID, child) in zip(host.childIDs, host.children) where (try? evaluator.equal(childID, id, at: at)) == true {
                return (child, around)
            }
        }
        for child in host.children {
            if let found = findScrolled(id, in: child, scroller: around, at: at) { return found }
        }
        return nil
    }
}

/// `scrollPosition(id:anchor:)`'s binding and anchor, told down to the scroll views below.
final class ScrollPositionObject: RuntimeObject {
    let binding: StateBinding
    let anchor: UnitPoint?
    init(_ binding: StateBinding, anchor: UnitPoint?) { self.binding = binding; self.anchor = anchor }
    override var typeName: String { "ScrollPosition" }
}
