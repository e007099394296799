import Foundation
import Motion
import Scene

/// A shown view's animatable values: what a property animator's blocks change and scrubbing
/// moves between.
struct ViewLook: Equatable {
    var frame: Rect
    var alpha: Double
    var transform: Transform2D
    var background: Color?

    init(_ v: UIKitView) { frame = v.frame; alpha = v.alpha; transform = v.transform; background = v.backgroundColor }

    /// The look a fraction `f` of the way from `a` to `b` (colours component by component; a
    /// transform part by part, the turn the short way).
    static func between(_ a: ViewLook, _ b: ViewLook, _ f: Double) -> ViewLook {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        var out = a
        out.frame = Rect(x: mix(a.frame.x, b.frame.x), y: mix(a.frame.y, b.frame.y),
                         width: mix(a.frame.width, b.frame.width), height: mix(a.frame.height, b.frame.height))
        out.alpha = mix(a.alpha, b.alpha)
        let p = TransformParts(a.transform), q = TransformParts(b.transform)
        let angle = mix(p.angle, q.angle(nearest: p.angle))
        let sx = mix(p.scaleX, q.scaleX), sy = mix(p.scaleY, q.scaleY)
        out.transform = Transform2D(a: sx * cos(angle), b: sx * sin(angle), c: -sy * sin(angle), d: sy * cos(angle),
                                    tx: mix(p.translateX, q.translateX), ty: mix(p.translateY, q.translateY))
        if let ca = a.background ?? b.background?.opacity(0), let cb = b.background ?? a.background?.opacity(0) {
            out.background = Color(red: mix(ca.red, cb.red), green: mix(ca.green, cb.green), blue: mix(ca.blue, cb.blue),
                                   alpha: mix(ca.alpha, cb.alpha))
        }
        return out
    }

    /// Puts the look on `v` (inside an animation block, animated).
    func apply(to v: UIKitView) {
        if v.frame != frame { v.frame = frame }
        if v.alpha != alpha { v.alpha = alpha }
        if v.transform != transform { v.transform = transform }
        if v.backgroundColor != background { v.backgroundColor = background }
    }
}

/// Scrubbing a property animator (`pauseAnimation()`, `fractionComplete`, `isReversed`,
/// `continueAnimation(withTimingParameters:durationFactor:)`), as interactive animations drive
/// one from a pan: before it has started, the animator runs its blocks once to learn the looks
/// they give the shown views, and sets each view a fraction of the way there (linearly, as
/// `scrubsLinearly` does by default); continued, it animates from there to the end (or back to
/// the start when reversed) over the rest of its duration, on its own timing.
/// Paused while running, it stops where it is (`PropertyAnimatorObject.halt`).
final class AnimatorScrub {
    /// Each view the blocks changed: its look before and after them.
    var looks: [LookChange] = []
    var fraction = 0.0
    var isReversed = false

    /// Runs `blocks` without animation, keeping the looks they change, and leaves the views as
    /// they were.
    static func prepare(_ playground: Playground, run: () throws -> Void) throws -> AnimatorScrub {
        let scrub = AnimatorScrub()
        scrub.looks = try playground.recordingLooks(run)
        scrub.show(0)
        return scrub
    }

    /// The views a fraction `f` of the way (clamped to 0…1).
    func show(_ f: Double) {
        fraction = f.isFinite ? min(1, max(0, f)) : 0
        for (v, from, to) in looks { ViewLook.between(from, to, fraction).apply(to: v) }
    }

    /// The views' end looks (the start's when reversed), set inside the caller's animation block.
    func finish() {
        for (v, from, to) in looks { (isReversed ? from : to).apply(to: v) }
    }

    /// The share of the duration left to run.
    var remaining: Double { isReversed ? fraction : 1 - fraction }
}

/// A view the blocks changed, with its look before and after them.
typealias LookChange = (view: UIKitView, from: ViewLook, to: ViewLook)

extension Playground {
    /// Notes a view's look before its first change while a property animator learns its blocks'
    /// looks (`lookRecording` set).
    func noteLookChange(_ v: UIKitView) {
        guard lookRecording != nil, lookRecording?.contains(where: { $0.view === v }) == false else { return }
        lookRecording?.append((v, ViewLook(v)))
    }

    /// Runs `body` and returns each view it changed with its look before and after (views
    /// whose look ends as it began left out).
    func recordingLooks(_ body: () throws -> Void) throws -> [LookChange] {
        let outer = lookRecording
        lookRecording = []
        defer { lookRecording = outer }
        try body()
        return (lookRecording ?? []).compactMap { v, from in
            let to = ViewLook(v)
            return to == from ? nil : (v, from, to)
        }
    }
}
