import Motion
import Scene

/// The seed's first shimmer: a three-stop mask whose transparent band sweeps left to right,
/// once a second, forever.
enum Shimmer {
    static let effect = Effect(name: "shimmer", title: "Shimmer",
                               source: "004 CoreAnimation で光るコンポーネントを実装してみた — shimmer.swift") { scene in
        ShimmerCard.build(scene, shimmer: shimmer)
    }

    /// `func shimmer()`; `shimmerView.layer.mask = gradient` frames the gradient to the card.
    static func shimmer(_ scene: Scene, _ shimmerView: Node) {
        let gradient = CAGradientLayer(clock: scene.clock)
        gradient.colors = [
            Color.white.opacity(1),
            Color.white.opacity(0),
            Color.white.opacity(1),
        ]
        gradient.startPoint = UnitPoint(0.0, 0.5)
        gradient.endPoint = UnitPoint(1.0, 0.5)
        gradient.locations = [1, 1, 1]
        shimmerView.mask(gradient)

        var locationsAnimation = CABasicAnimation(keyPath: CAGradientLayer.Key.locations)
        locationsAnimation.fromValue = [0.0, 0.3, 0.3]
        locationsAnimation.toValue = [0.7, 1.0, 1.0]
        locationsAnimation.duration = 1.0
        locationsAnimation.repeatCount = .infinity

        gradient.add(locationsAnimation, forKey: "shimmer")
    }
}
