/// Springs merging as one vector: SwiftUI keeps one animator per animatable attribute (an
/// offset's width and height, a scale's factors with its anchor, a frame's rect) and runs one
/// animation over the whole vector. A spring that retargets one component of a moving vector
/// therefore re-animates every component: each takes over its own offset, velocity and
/// force (as `SpringTrajectory.merging` does for one number), all are stepped on one clock,
/// and the vector comes to rest as a whole, on the first frame where
/// max(|v|², |F|²) ≤ 0.0036 and the distance left is within 1 % of the vector's move
/// (OpenSwiftUI `AnimatableAttribute.swift` line 535: a retarget adds the change to the
/// animation's interval; `FluidSpringAnimation.swift` lines 79–125: the merge takes the
/// velocity and force over, the settle test reads `magnitudeSquared` of the vector).
///
/// A component that was at rest and changes in the same update starts from rest at the
/// merge, on the vector's clock, and so does one moving with a curve (a fluid spring takes any
/// animation over; from a curve it takes the value shown, with no velocity); one that was at
/// rest and does not change stays still, and adds nothing to the test.
public enum VectorSpringMerge {
    /// One component of the vector, in its own chain's terms.
    struct Component {
        /// The move taken over; nil for a component starting from rest at the merge.
        let previous: SpringTrajectory?
        /// Spring time of the merge in the component's chain.
        let time: Double
        /// The component's total move, from where its chain began.
        let target: Double
        /// The frames the chain sees.
        let frames: MergeFrames
        /// What one unit of the component counts in the vector (an anchor's 128).
        let weight: Double
    }

    /// The components' moves after `spring` takes over them all at once (at least one).
    static func merge(_ components: [Component], into spring: FluidSpring) -> [SpringTrajectory] {
        // The blend and the logical completion follow a spring taken over, if any.
        let leadIndex = components.firstIndex { $0.previous != nil } ?? 0
        let lead = components[leadIndex]
        let blend = ResponseBlend(from: lead.previous, into: spring, at: lead.time)
        var steps = components.map { c -> MergeSteps in
            guard let previous = c.previous else { return MergeSteps(SpringState(), at: c.time, target: c.target) }
            let last = previous.stateAtLastFrame(of: c.frames)
            return MergeSteps(SpringState(x: previous.state(at: c.time).x, v: last.v, force: last.force),
                              at: c.time, target: c.target)
        }
        /// Each chain's first frame after the merge: the same scene tick for every component.
        let first = components.map { $0.frames.ticks.last(atOrBefore: $0.frames.merge) + 1 }
        var k = spring.stiffness, c = spring.damping
        // Frames counted after the merge (−1: the merge's own frame) at which the vector is
        // logically complete and at rest.
        var logical: Int? = blend.response(at: lead.time) <= 0 ? -1 : nil
        var rest = -1
        var comesToRest = true
        if spring.response <= 0 {
            // Infinitely stiff: every component at its target at once.
            steps = components.map { MergeSteps(SpringState(x: $0.target), at: $0.time, target: $0.target) }
            logical = -1
        }
        func frameTime(_ i: Int, _ n: Int) -> Double { components[i].frames.time(first[i] + n) }
        if !isSettled(steps, components) {
            var n = 0
            frames: while true {
                let leadTime = frameTime(leadIndex, n)
                if blend.blends { (k, c) = blend.coefficients(at: leadTime) }
                for i in steps.indices where !steps[i].advance(to: frameTime(i, n), stiffness: k, damping: c) {
                    rest = n
                    comesToRest = false
                    break frames
                }
                if logical == nil && leadTime - lead.time >= blend.response(at: leadTime) { logical = n }
                if isSettled(steps, components) { rest = n; break }
                n += 1
            }
        }
        return components.indices.map { i in
            let component = components[i]
            let restTime = rest < 0 ? component.time : frameTime(i, rest)
            let logicalTime = logical.map { $0 < 0 ? component.time : frameTime(i, $0) } ?? .infinity
            // The blend's start on this component's clock.
            let shift = component.time - lead.time
            return SpringTrajectory(merged: steps[i].states, origin: component.time, spring: spring,
                                    target: component.target, settleTime: restTime, comesToRest: comesToRest,
                                    logicallyCompleteTime: logicalTime, blendStart: blend.start + shift,
                                    blendInterval: blend.interval, predecessor: component.previous)
        }
    }

    /// SwiftUI's settle test (`SpringState.isSettled`) over the vector: velocity, force and
    /// distance left as magnitudes, the tolerance 1 % of the vector's move.
    static func isSettled(_ steps: [MergeSteps], _ components: [Component]) -> Bool {
        var v2 = 0.0, f2 = 0.0, tolerance2 = 0.0, remaining2 = 0.0
        for i in steps.indices {
            let w = components[i].weight, s = steps[i].state, target = steps[i].target
            v2 += (s.v * w) * (s.v * w)
            f2 += (s.force * w) * (s.force * w)
            let tolerance = target * 0.01 * w, remaining = (target - s.x) * w
            tolerance2 += tolerance * tolerance
            remaining2 += remaining * remaining
        }
        guard max(v2, f2) <= 0.0036 else { return false }
        return !(tolerance2 > 0 && tolerance2 < remaining2)
    }
}
