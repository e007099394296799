import Motion

extension EngineLimits {
    /// Seconds an animation's durations and delays are kept within (NaN: 0).
    public static let animationSeconds = 1.0e9

    /// `animation` with every number finite: NaN durations, delays and spring parameters take
    /// their neutral values (0 s, speed 1, SwiftUI's default spring), infinities and magnitudes
    /// past `animationSeconds` are clamped to it (a delay of `1.0 / 0.0` never starts within
    /// any scene, as it would not on the device). A finite animation comes back as it is.
    /// Applied where animations enter the scene (`AnimationScope`, `AnimationSource`,
    /// `Scene.update(animation:)`): once per change, never per frame.
    public static func animation(_ animation: Animation?) -> Animation? {
        guard let animation, !isFinite(animation) else { return animation }
        let base: Animation.Base
        switch animation.base {
        case .bezier(let curve, let duration): base = .bezier(curve, duration: seconds(duration, nan: 0))
        case .spring(let s):
            base = .spring(FluidSpring(response: seconds(s.response, nan: 0.5), dampingFraction: seconds(s.dampingFraction, nan: 0.825),
                                       blendDuration: seconds(s.blendDuration, nan: 0)))
        }
        let modifiers = animation.modifiers.map { m -> Animation.Modifier in
            switch m {
            case .delay(let d): return .delay(seconds(d, nan: 0))
            case .speed(let s): return .speed(seconds(s, nan: 1))
            case .repeat: return m
            }
        }
        return Animation(base, modifiers: modifiers)
    }

    @inline(__always) static func seconds(_ v: Double, nan: Double) -> Double {
        v.isNaN ? nan : Swift.max(-animationSeconds, Swift.min(animationSeconds, v))
    }

    private static func isFinite(_ animation: Animation) -> Bool {
        func ok(_ v: Double) -> Bool { abs(v) <= animationSeconds }
        switch animation.base {
        case .bezier(_, let duration): guard ok(duration) else { return false }
        case .spring(let s): guard ok(s.response), ok(s.dampingFraction), ok(s.blendDuration) else { return false }
        }
        for m in animation.modifiers {
            switch m {
            case .delay(let v), .speed(let v): guard ok(v) else { return false }
            case .repeat: continue
            }
        }
        return true
    }
}
