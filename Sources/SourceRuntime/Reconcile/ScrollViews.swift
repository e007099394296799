import Scene

/// `ScrollView`: a group node that clips its content to its frame and scrolls it, by a drag
/// (as a finger scrolls it on a device) or by the mouse wheel over it.
///
/// Our rule: a drag scrolls once it has moved `Scene.tapSlop` points (a shorter press stays a
/// tap on what lies under it), then follows the pointer; the content stops where it is let go
/// (no deceleration or bounce), and never scrolls past its ends.
extension SourceRuntime {
    func makeScrollView(_ host: ViewHost, axes: EdgeSet) {
        let node = scene.makeNode(.group)
        // Apple, `ScrollView`: the content is clipped to the scroll view's bounds.
        node.mask(scene.makeNode(.rect))
        // Its content outside it takes no clicks, as a UIScrollView's subviews out of its bounds.
        node.clipsHitTesting = true
        let g = ScrollGeometry(horizontal: !axes.intersection(.horizontal).isEmpty, vertical: !axes.intersection(.vertical).isEmpty)
        host.content = node
        host.scroll = g
        node.onScroll = { [weak self, weak host] delta in
            guard let self, let host else { return }
            // Our rule: over a view that scrolls only sideways, the wheel scrolls it sideways.
            let d = !g.vertical && delta.x == 0 ? Point(delta.y, 0) : delta
            self.scroll(host, to: Point(g.offset.x + d.x, g.offset.y + d.y))
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
                return true
            }
        }
    }

    /// A key for a scroll view's own pointer handler, apart from those of gesture modifiers.
    static let scrollHandlerKey = -1

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
