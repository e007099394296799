import Motion
import Scene

/// The seed's "sharp" shimmer: start and end points outside the card, a hard-edged band of
/// alpha 0.3 crossing once in 0.4 s, easing in, like a line drawn in a manga.
enum ShimmerSharp {
    static let effect = Effect(name: "shimmer-sharp", title: "Shimmer (sharp)",
                               source: "004 CoreAnimation で光るコンポーネントを実装してみた — パキッとした shimmer") { scene in
        ShimmerCard.build(scene, shimmer: shimmer)
    }

    /// `func shimmer()` with the customised properties of the seed's second and third blocks.
    static func shimmer(_ scene: Scene, _ shimmerView: Node) {
        let gradient = CAGradientLayer(clock: scene.clock)
        gradient.colors = [
            Color.white.opacity(1),
            Color.white.opacity(0.3),   // the highlight: its alpha sets how strong it is
            Color.white.opacity(1),
        ]
        gradient.locations = [1, 1, 1]
        shimmerView.mask(gradient)
        // Outside the card on both sides, so the band never starts or ends inside it.
        gradient.startPoint = UnitPoint(-1, 0)
        gradient.endPoint = UnitPoint(2, 1.5)

        var locationsAnimation = CABasicAnimation(keyPath: CAGradientLayer.Key.locations)
        locationsAnimation.fromValue = [0.0, 0.2, 0.2]
        locationsAnimation.toValue = [0.8, 1.0, 1.0]
        locationsAnimation.duration = 0.4
        locationsAnimation.repeatCount = 1
        locationsAnimation.timingFunction = CAMediaTimingFunction(name: .easeIn)

        gradient.add(locationsAnimation, forKey: "shimmer")
    }
}
