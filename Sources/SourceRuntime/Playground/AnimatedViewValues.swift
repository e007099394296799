import Motion
import Scene

/// A view's `backgroundColor` changed inside `UIView.animate`'s block moves from the colour
/// shown to the new one with the block's animation, component by component (UIKit animates
/// `backgroundColor`; Apple lists it among `UIView`'s animatable properties). Outside a block
/// it changes at once.
final class AnimatedViewColor {
    private var components: [AnimatedValue]
    private var hooked = false

    init(_ color: Color) { components = Self.parts(color).map(AnimatedValue.init) }

    private static func parts(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

    /// The colour shown at `time`.
    func value(at time: Double) -> Color {
        let v = components.map { $0.value(at: time) }
        return Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }

    /// Stops where it is shown at `time`.
    func halt(at time: Double) { for i in components.indices { components[i].halt(at: time) } }

    /// Moves to `color` from what is shown, with `animation` (nil: at once); each frame sets the
    /// shown colour on the node `node()` gives, while it moves.
    func set(_ color: Color, at time: Double, animation: Animation?, scene: Scene, node: @escaping () -> Node?) {
        for (i, v) in Self.parts(color).enumerated() { components[i].set(v, at: time, animation: animation) }
        guard animation != nil, !hooked else { return }
        hooked = true
        scene.beforePresenting.append { [weak self] t in
            guard let self, let n = node(), n.kind == .card || n.kind == .circle || n.kind == .rect else { return }
            let shown = self.value(at: t)
            if n.color != shown { n.color = shown }
        }
        scene.animatingAt.append { [weak self] t in
            guard let self else { return false }
            return self.components.contains { !$0.isLogicallyComplete(at: t) }
        }
    }
}

/// A view layer's `cornerRadius` changed inside `UIView.animate`'s block moves with the block's
/// animation (UIKit animates a view's layer's corner radius in an animation block since
/// iOS 11); outside a block it changes at once.
final class AnimatedCornerRadius {
    private var radius: AnimatedValue
    private var hooked = false

    init(_ value: Double) { radius = AnimatedValue(value) }

    func set(_ value: Double, at time: Double, animation: Animation?, scene: Scene, nodes: @escaping () -> [Node]) {
        radius.set(value, at: time, animation: animation)
        guard animation != nil, !hooked else { return }
        hooked = true
        scene.beforePresenting.append { [weak self] t in
            guard let self else { return }
            let shown = max(0, self.radius.value(at: t))
            for n in nodes() where n.cornerRadius != shown { n.cornerRadius = shown }
        }
        scene.animatingAt.append { [weak self] t in self.map { !$0.radius.isLogicallyComplete(at: t) } ?? false }
    }
}
