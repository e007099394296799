import Motion
import Scene

/// A layer's `transform` and `sublayerTransform` (`CATransform3D`s about its anchor point), and
/// the key paths that animate them: `transform` whole, and `transform.rotation.x` /
/// `transform.rotation.y` (turns out of the screen's plane).
///
/// A whole-transform animation moves between the matrices' parts (`Transform3DParts`: scales,
/// shears, the turn as a rotation vector, the move and the perspective), as Core Animation
/// interpolates transforms decomposed, so a turn turns through its angles. A sub-key's value
/// replaces that part of the transform shown (its model value is the model transform's part),
/// keeping the rest — a perspective (`m34`) set on the layer's transform stays while its
/// `transform.rotation.y` animates. The layer's 2D key paths (`transform.scale`,
/// `transform.rotation.z`, `transform.translation.x`/`.y`) keep moving its node's own scale,
/// turn and offset, before this transform.
struct LayerTransform3D: Equatable {
    var transform = Matrix3D.identity
    var sublayerTransform = Matrix3D.identity

    static let keyPaths = ["transform", "transform.rotation.x", "transform.rotation.y"]

    /// Sets `transform` or `sublayerTransform` (false: another property).
    mutating func set(_ name: String, _ value: Value, _ ev: Evaluator, at: Int) throws -> Bool {
        switch name {
        case "transform": transform = try CATransform3DValues.required(value, "a layer's transform", ev, at: at)
        case "sublayerTransform": sublayerTransform = try CATransform3DValues.required(value, "a layer's sublayerTransform", ev, at: at)
        default: return false
        }
        return true
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "transform": return CATransform3DValues.value(transform)
        case "sublayerTransform": return CATransform3DValues.value(sublayerTransform)
        default: return nil
        }
    }

    /// The model values of a layer with no transform (most layers), worked out once.
    private static let identityModel: CAKeyValues = [
        "transform": Transform3DParts.identity.vector, "transform.rotation.x": [0], "transform.rotation.y": [0],
    ]

    /// The model values of its key paths.
    var model: CAKeyValues {
        if transform == .identity { return Self.identityModel }
        let parts = Transform3DParts(transform) ?? .identity
        return ["transform": parts.vector, "transform.rotation.x": [parts.rotation[0]], "transform.rotation.y": [parts.rotation[1]]]
    }

    /// The transform `shown` gives (a frame's values; the model's where nothing animates).
    func shownTransform(_ shown: CAKeyValues) -> Matrix3D {
        let model = self.model
        let animatedWhole = shown["transform"].flatMap { $0 == model["transform"] ? nil : Transform3DParts(vector: $0) }
        let x = shown["transform.rotation.x"]?.first, y = shown["transform.rotation.y"]?.first
        let turned = x != model["transform.rotation.x"]?.first || y != model["transform.rotation.y"]?.first
        guard animatedWhole != nil || turned else { return transform }
        guard var parts = animatedWhole ?? Transform3DParts(transform) else { return transform }
        if turned {
            if let x, x.isFinite { parts.rotation[0] = x }
            if let y, y.isFinite { parts.rotation[1] = y }
        }
        return parts.matrix
    }

    /// The transform shown and the sublayer transform on `node`.
    func show(_ shown: CAKeyValues, on node: Node) {
        let own = shownTransform(shown)
        let ownShown: Matrix3D? = own == .identity ? nil : own
        let sublayers: Matrix3D? = sublayerTransform == .identity ? nil : sublayerTransform
        if ownShown == nil && sublayers == nil {
            if node.layerTransforms != nil { node.layerTransforms = nil }
            return
        }
        let t = node.layerTransforms ?? LayerTransforms()
        t.own = ownShown
        t.sublayers = sublayers
        node.layerTransforms = t
    }
}
