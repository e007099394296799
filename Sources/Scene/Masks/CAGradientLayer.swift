import Motion

/// Core Animation's axial `CAGradientLayer`, used as a view's mask (its frame is the masked
/// view's bounds) or as a node's fill (`Node.gradientFill`), its properties animating with
/// `CABasicAnimation` / `CAAnimationGroup`.
public final class CAGradientLayer {
    /// `colors`; only their alpha matters in a mask, all of them in a fill.
    public var colors: [Color] = []
    /// `locations`; nil spreads the colours evenly from 0 to 1.
    public var locations: [Double]?
    /// In the layer's unit space ((0,0) top-left, (1,1) bottom-right); may lie outside it.
    public var startPoint = UnitPoint(0.5, 0)
    public var endPoint = UnitPoint(0.5, 1)
    /// How stops out of order are drawn (Apple leaves it undefined).
    public var stopOrder = GradientStopOrder.clamp
    /// Axial (`CAGradientLayer`'s default), or SwiftUI's radial and angular gradients drawn
    /// through the same layer (their centre is `startPoint`).
    public var kind = GradientKind.axial
    /// How stops' colours mix: straight, as Core Animation mixes them, unless SwiftUI's.
    public var interpolation = GradientInterpolation.straight

    private var animations = CALayerAnimations()
    private let clock: SceneClock

    /// A gradient layer whose animations are timed on `clock` (the scene's).
    public init(clock: SceneClock) { self.clock = clock }

    /// `add(_:forKey:)`: starts `animation` now; a key in use is replaced (and so restarted).
    public func add(_ animation: any CAAnimation, forKey key: String?) {
        animations.add(animation, forKey: key, at: clock.now)
    }

    /// `removeAnimation(forKey:)`.
    public func removeAnimation(forKey key: String) { animations.removeAnimation(forKey: key) }

    /// `removeAllAnimations()`.
    public func removeAllAnimations() { animations.removeAllAnimations() }

    /// `animationKeys()`.
    public var animationKeys: [String] { animations.keys }

    /// When each of the layer's animations waits and runs, for timelines.
    public var animationSpans: [CALayerAnimations.Span] { animations.spans }

    /// Whether an animation has yet to end at `time`.
    public func isAnimating(at time: Double) -> Bool { animations.isAnimating(at: time) }

    /// The presentation layer's values at scene time `time`.
    public func presented(at time: Double) -> PresentedGradient {
        let model: CAKeyValues = [
            Key.colors: colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] },
            Key.locations: locations ?? Self.evenlySpaced(colors.count),
            Key.startPoint: [startPoint.x, startPoint.y],
            Key.endPoint: [endPoint.x, endPoint.y],
        ]
        let v = animations.present(model, at: time)
        let channels = v[Key.colors] ?? []
        let shown = stride(from: 0, to: channels.count - channels.count % 4, by: 4).map {
            Color(red: channels[$0], green: channels[$0 + 1], blue: channels[$0 + 2], alpha: channels[$0 + 3])
        }
        return PresentedGradient(colors: shown, locations: v[Key.locations] ?? [],
                                 startPoint: Self.point(v[Key.startPoint]) ?? startPoint,
                                 endPoint: Self.point(v[Key.endPoint]) ?? endPoint, stopOrder: stopOrder, kind: kind,
                                 interpolation: interpolation)
    }

    /// The key paths this layer animates (`#keyPath(CAGradientLayer.…)`).
    public enum Key {
        public static let colors = "colors"
        public static let locations = "locations"
        public static let startPoint = "startPoint"
        public static let endPoint = "endPoint"
    }

    /// A list of colours as an animation value (`[UIColor.cgColor]` in the seed).
    public static func value(_ colors: [Color]) -> [Double] {
        colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    }

    /// n locations from 0 to 1 (a single colour sits at 0).
    static func evenlySpaced(_ n: Int) -> [Double] {
        n <= 1 ? [Double](repeating: 0, count: n) : (0..<n).map { Double($0) / Double(n - 1) }
    }

    private static func point(_ v: [Double]?) -> UnitPoint? {
        guard let v, v.count >= 2 else { return nil }
        return UnitPoint(v[0], v[1])
    }
}
