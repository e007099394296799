import Motion
import Scene

/// The seed's "soft" shimmer: a nine-stop band that brightens towards the card's middle and
/// fades again, two colour animations and a locations animation in one eased 1 s group.
enum ShimmerSoft {
    static let effect = Effect(name: "shimmer-soft", title: "Shimmer (soft)",
                               source: "004 CoreAnimation で光るコンポーネントを実装してみた — ぼやけたエフェクト") { scene in
        ShimmerCard.build(scene, shimmer: shimmer)
    }

    /// `func shimmer()` of the seed's last block.
    static func shimmer(_ scene: Scene, _ displayView: Node) {
        let highlightColors: [Color] = [1, 1, 0.9, 0.8, 0.75, 0.8, 0.9, 1, 1].map { Color.white.opacity($0) }
        let baseColors: [Color] = highlightColors.map { _ in Color.white.opacity(1) }

        let gradient = CAGradientLayer(clock: scene.clock)
        gradient.colors = highlightColors
        gradient.startPoint = UnitPoint(-1, 0)
        gradient.endPoint = UnitPoint(2, 1.5)
        gradient.locations = [1, 1, 1]   // three locations for nine colours, as in the seed
        displayView.mask(gradient)

        var locationsAnimation = CABasicAnimation(keyPath: CAGradientLayer.Key.locations)
        locationsAnimation.fromValue = [0.0, 0.04, 0.07, 0.1, 0.12, 0.14, 0.17, 0.2, 0.24]
        // The last stop ends at 0.1, behind the others: drawn by the stop-order rule (clamp).
        locationsAnimation.toValue = [0.76, 0.8, 0.83, 0.86, 0.88, 0.9, 0.93, 0.96, 0.1]

        // Brighter towards the card's middle, as if the card were tilted under a light.
        var appearAnimation = CABasicAnimation(keyPath: CAGradientLayer.Key.colors)
        appearAnimation.fromValue = CAGradientLayer.value(baseColors)
        appearAnimation.toValue = CAGradientLayer.value(highlightColors)
        appearAnimation.duration = 0.5

        var disappearAnimation = CABasicAnimation(keyPath: CAGradientLayer.Key.colors)
        disappearAnimation.fromValue = CAGradientLayer.value(highlightColors)
        disappearAnimation.toValue = CAGradientLayer.value(baseColors)
        disappearAnimation.beginTime = 0.5
        disappearAnimation.duration = 0.5

        var animationGroup = CAAnimationGroup()
        animationGroup.duration = 1
        animationGroup.repeatCount = 1
        animationGroup.animations = [locationsAnimation, appearAnimation, disappearAnimation]
        animationGroup.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        gradient.add(animationGroup, forKey: "shimmer")
    }
}
