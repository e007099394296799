import Motion
import Scene

/// The key paths that move a layer as a whole — its opacity, its position, and the scale, turn
/// and translation parts of its transform — with their model values and how a frame's values
/// set its node's tracks (a `CALayer`'s and a `CAGradientLayer`'s).
enum LayerMotion {
    static let keyPaths = ["opacity", "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation",
                           "transform.rotation.z", "transform.translation.x", "transform.translation.y", "position", "position.x",
                           "position.y"]

    /// The model values: the layer at `centre` (its position), unscaled, unturned, unmoved.
    static func model(opacity: Double, centre: [Double]) -> CAKeyValues {
        ["opacity": [opacity], "transform.scale": [1], "transform.scale.x": [1], "transform.scale.y": [1],
         "transform.rotation.z": [0], "transform.translation.x": [0], "transform.translation.y": [0],
         "position": centre, "position.x": [centre[0]], "position.y": [centre[1]]]
    }

    /// Sets `node`'s opacity, turn, scale and offset from `shown` (an animated position moves
    /// the node by its distance from the model's `centre`).
    static func show(_ shown: CAKeyValues, centre: [Double], on node: Node) {
        // A layer's translation and position move it in its superlayer's points, after its
        // scale and turn (Core Animation's transform: scale, turn, then move).
        if node.offsetBeforeScale { node.offsetBeforeScale = false }
        var shown = shown
        if let p = shown["position"], p.count == 2, p != centre { shown["position.x"] = [p[0]]; shown["position.y"] = [p[1]] }
        if let r = shown["transform.rotation"] { shown["transform.rotation.z"] = r }
        func value(_ key: String, _ fallback: Double) -> Double { shown[key]?.first ?? fallback }
        let scale = value("transform.scale", 1)
        let set: [(Property, Double)] = [
            (.opacity, value("opacity", 1)), (.rotation, value("transform.rotation.z", 0) * 180 / .pi),
            (.scaleX, scale * value("transform.scale.x", 1)), (.scaleY, scale * value("transform.scale.y", 1)),
            (.offsetX, value("transform.translation.x", 0) + value("position.x", centre[0]) - centre[0]),
            (.offsetY, value("transform.translation.y", 0) + value("position.y", centre[1]) - centre[1]),
        ]
        for (p, v) in set where v.isFinite && node.model(p) != v { node.tracks[p].set(v, at: 0, animation: nil) }
    }
}
