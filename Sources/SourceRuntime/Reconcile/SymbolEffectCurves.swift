import Foundation
import Motion

/// What symbol effects do to a symbol at one moment: a scale about its centre, a move (in
/// sides of the symbol's square), a turn in degrees and an opacity.
struct SymbolPose: Equatable {
    var scale = 1.0
    var offsetX = 0.0
    var offsetY = 0.0
    var rotation = 0.0
    var opacity = 1.0

    static let identity = SymbolPose()

    /// Two effects at once: scales and opacities multiply, moves and turns add.
    func combined(with o: SymbolPose) -> SymbolPose {
        SymbolPose(scale: scale * o.scale, offsetX: offsetX + o.offsetX, offsetY: offsetY + o.offsetY,
                   rotation: rotation + o.rotation, opacity: opacity * o.opacity)
    }
}

/// The shape and timing of each symbol effect (our rules, docs/SEMANTICS.md "SF Symbols"):
/// one play of an effect is `period` seconds at speed 1, its pose at each moment given by
/// keyframes eased with Core Animation's ease-in-ease-out curve.
enum SymbolEffectCurves {
    /// A value held at keyframes (time, value), eased between them; before the first and
    /// after the last the end values hold.
    static func keyframes(_ frames: [(Double, Double)], at t: Double, curve: UnitBezier = .easeInOut) -> Double {
        guard let first = frames.first else { return 0 }
        if t <= first.0 { return first.1 }
        for (a, b) in zip(frames, frames.dropFirst()) where t < b.0 {
            let u = (t - a.0) / (b.0 - a.0)
            return a.1 + (b.1 - a.1) * curve(u)
        }
        return frames[frames.count - 1].1
    }

    /// The length of one play, in seconds at speed 1.
    static func period(_ kind: SymbolEffectSpec.Kind) -> Double {
        switch kind {
        case .bounce: return 0.5
        case .pulse, .variableColor, .rotate: return 1.0
        case .scale, .appear, .disappear: return 0.6
        case .wiggle: return 0.6
        case .breathe: return 2.0
        }
    }

    /// How long a state effect (scale, appear, disappear under `isActive:`) takes to go
    /// from one state to the other.
    static let stateDuration = 0.3
    /// The scale `.scale.up` / `.scale.down` holds.
    static let scaleUp = 1.2, scaleDown = 0.8
    /// The hidden state of appear and disappear: half size, transparent.
    static let hidden = SymbolPose(scale: 0.5, opacity: 0)

    /// The pose at `t` seconds into one play of `spec` (0 ≤ t ≤ period).
    static func pose(_ spec: SymbolEffectSpec, at t: Double) -> SymbolPose {
        switch spec.kind {
        case .bounce:
            // Up: a squash, a jump past full size and a settle; down: a dip and a return.
            // Either way the symbol stands on its bottom edge (it moves by half its growth).
            let s = spec.reversed
                ? keyframes([(0, 1), (0.2, 0.8), (0.5, 1)], at: t)
                : keyframes([(0, 1), (0.125, 0.9), (0.3, 1.15), (0.5, 1)], at: t)
            return SymbolPose(scale: s, offsetY: (1 - s) / 2)
        case .pulse:
            return SymbolPose(opacity: keyframes([(0, 1), (0.5, 0.3), (1, 1)], at: t))
        case .variableColor:
            // One layer: the layer is dimmed and lit in turn, starting dimmed.
            return SymbolPose(opacity: keyframes([(0, 0.3), (0.5, 1), (1, 0.3)], at: t))
        case .scale:
            let target = spec.reversed ? scaleDown : scaleUp
            return SymbolPose(scale: keyframes([(0, 1), (0.3, target), (0.6, 1)], at: t))
        case .appear, .disappear:
            // Played by a value change: out and back in (appear: in from hidden first).
            let k = spec.kind == .appear ? keyframes([(0, 1), (0.3, 0), (0.6, 1)], at: t) : keyframes([(0, 0), (0.3, 1), (0.6, 0)], at: t)
            return blend(.identity, hidden, k)
        case .wiggle:
            // Two swings that die away: sideways, or turning for `.clockwise`/`.counterClockwise`.
            let u = t / period(.wiggle)
            let swing = sin(2 * .pi * 2 * u) * (1 - u) * (spec.reversed ? -1 : 1)
            return spec.turns ? SymbolPose(rotation: 15 * swing) : SymbolPose(offsetX: 0.08 * swing)
        case .rotate:
            return SymbolPose(rotation: keyframes([(0, 0), (1, 360)], at: t) * (spec.reversed ? -1 : 1))
        case .breathe:
            let k = keyframes([(0, 0), (1, 1), (2, 0)], at: t)
            return SymbolPose(scale: 1 + 0.08 * k, opacity: 1 - 0.3 * k)
        }
    }

    /// `a` moved a fraction `k` of the way to `b`.
    static func blend(_ a: SymbolPose, _ b: SymbolPose, _ k: Double) -> SymbolPose {
        SymbolPose(scale: a.scale + (b.scale - a.scale) * k, offsetX: a.offsetX + (b.offsetX - a.offsetX) * k,
                   offsetY: a.offsetY + (b.offsetY - a.offsetY) * k, rotation: a.rotation + (b.rotation - a.rotation) * k,
                   opacity: a.opacity + (b.opacity - a.opacity) * k)
    }

    /// The pose of a state effect when on (`.scale` held scaled, `.disappear` hidden,
    /// `.appear` shown) and when off; nil for effects that loop while active.
    static func states(_ spec: SymbolEffectSpec) -> (on: SymbolPose, off: SymbolPose)? {
        switch spec.kind {
        case .scale: return (SymbolPose(scale: spec.reversed ? scaleDown : scaleUp), .identity)
        case .disappear: return (hidden, .identity)
        case .appear: return (.identity, hidden)
        default: return nil
        }
    }

    /// Replace: the old symbol shrinks and fades (0–0.2 s); the new one grows in from 40 %,
    /// past full size and back (0.1–0.45 s), fading in over its first 0.15 s.
    static let replaceDuration = 0.45
    static func replaceOutgoing(at t: Double, scales: Bool) -> SymbolPose {
        let k = keyframes([(0, 0), (0.2, 1)], at: t, curve: .easeIn)
        return SymbolPose(scale: scales ? 1 - 0.6 * k : 1, opacity: 1 - k)
    }
    static func replaceIncoming(at t: Double) -> SymbolPose {
        SymbolPose(scale: keyframes([(0.1, 0.4), (0.3, 1.1), (0.45, 1)], at: t),
                   opacity: keyframes([(0.1, 0), (0.25, 1)], at: t))
    }
}
