import Motion
import Scene

/// `UIView.transform`: a `CGAffineTransform` about the view's centre (its layer's default
/// anchor point), drawn as the node's scale, turn and move (`TransformParts`; a shear is
/// not drawn, and said once). Set inside `UIView.animate`'s block, each part animates from
/// where it is shown to its new value, the turn the short way round, as Core Animation
/// interpolates a layer's transform part by part.
extension UIKitView {
    func showTransform(animation: Animation?) {
        guard let node else { return }
        let parts = TransformParts(transform)
        // The move is in the superview's points, after the scale and the turn.
        node.offsetBeforeScale = false
        let now = playground.runtime.scene.now
        let turn = parts.angle(nearest: node.model(.rotation) * .pi / 180) * 180 / .pi
        let values: [(Property, Double)] = [(.scaleX, parts.scaleX), (.scaleY, parts.scaleY), (.rotation, turn),
                                            (.offsetX, parts.translateX), (.offsetY, parts.translateY)]
        for (p, v) in values where v.isFinite && node.model(p) != v { node.tracks[p].set(v, at: now, animation: animation) }
    }
}

extension Playground {
    /// A `CGAffineTransform` value (`.identity` too, where the type is known); a shear, which
    /// is not drawn, is said once.
    static func affineTransform(_ value: Value, _ ev: Evaluator, at: Int) throws -> Transform2D {
        switch value {
        case .object(let t as AffineTransformObject):
            if abs(TransformParts(t.transform).shear) > 1e-9 {
                ev.runtime.warn("a view transform's shear is not drawn here; its scale, turn and move are", at: at)
            }
            return t.transform
        case .enumCase("", "identity", let payload) where payload.isEmpty: return .identity
        default: throw RuntimeError(message: "cannot convert value of type '\(value.typeName)' to expected type 'CGAffineTransform'", at: at)
        }
    }
}
