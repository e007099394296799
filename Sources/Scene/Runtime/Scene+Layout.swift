import Dispatch
import Motion

/// Layout passes: when one runs, how its frames move (with the update that moved them, or
/// at once), and which animation a moved frame takes.
extension Scene {
    /// Runs the layout pass that unanimated updates left pending; their frames move at once.
    public func layoutIfNeeded() {
        if layoutIsStale { DeviceProfile.with(device) { relayout(animation: nil, changed: []) } }
    }

    /// The animation of the innermost scope whose state changed, else `fallback`.
    /// `changedBits` (the changed states' `AnyState.bit`s) rules most scopes out without hashing.
    static func pick(_ scopes: [AnimationScope], _ changed: Set<ObjectIdentifier>,
                     _ fallback: Animation?, changedBits: UInt64 = .max) -> Animation? {
        for scope in scopes {
            let bit = scope.state.bit
            if bit != 0 && bit & changedBits == 0 { continue }
            if changed.contains(ObjectIdentifier(scope.state)) { return scope.animation }
        }
        return fallback
    }

    /// Lays the tree out again; frames that move animate like the update that moved them.
    func relayout(animation: Animation?, changed: Set<ObjectIdentifier>) {
        layoutIsStale = false
        guard let layout else { return }
        layoutPasses += 1
        let started = DispatchTime.now().uptimeNanoseconds
        defer { layoutSeconds += Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
        var engine = LayoutEngine(metrics: metrics, images: images, wrapsLongLines: userText != nil)
        let safe = safeRect
        if safe.size != size { engine.safeArea = (Rect(x: 0, y: 0, width: size.width, height: size.height), safe) }
        let time = now
        let first = root.tracks[.frameWidth].model == 0
        root.tracks[.frameWidth].set(size.width, at: 0, animation: nil)
        root.tracks[.frameHeight].set(size.height, at: 0, animation: nil)
        let placing = { [self] (content: Size) -> Rect in
            var origin = Point(safe.x + (safe.width - content.width) / 2,
                               safe.y + (centersVertically ? (safe.height - content.height) / 2 : 0))
            // The user's text may be taller than the canvas: show where it begins.
            if userText != nil { origin = Point(max(0, origin.x), max(0, origin.y)) }
            return Rect(x: origin.x, y: origin.y, width: content.width, height: content.height)
        }
        engine.layOut(layout, proposed: safe.size, placing: placing) { node, rect in
            // Most passes move nothing (a text changed elsewhere, or no layout input at all).
            if rect == node.laidOutFrame { node.isLaidOut = true; return }
            var anim: Animation? = nil
            // A node inserted by this update appears at its place; only its transition animates.
            if !first && node.isLaidOut {
                anim = animation
                // The `.animation(_:value:)` scopes around the node, when the scene has any.
                if hasFrameScopes {
                    var scopes: [AnimationScope] = []
                    var n: Node? = node
                    while let current = n {
                        if !current.frameScopes.isEmpty { scopes += current.frameScopes }
                        n = current.parent
                    }
                    anim = Self.pick(scopes, changed, animation)
                }
            }
            VectorRest.setFrame(rect, on: node, at: time, animation: anim)
            node.isLaidOut = true
        }
    }
}
