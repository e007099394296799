import Motion

/// SwiftUI animates an effect's whole animatable value as one vector, and a spring tests
/// the vector for rest, not each number in it: max(|v|², |F|²) ≤ 0.0036 and the distance
/// left within 1 % of the move, magnitudes taken over the vector (OpenSwiftUI
/// `FluidSpringAnimation.swift` lines 79–89, `magnitudeSquared` of the animated
/// `VectorArithmetic` value). The vectors: an offset's width and height (`OffsetEffect.swift`
/// line 34, `CGSize.AnimatableData`), a scale's two factors with its anchor
/// (`ScaleEffect.swift` lines 45–50; a `UnitPoint` animates as its coordinates × 128,
/// `UnitPoint.swift` lines 222–225 and `VectorArithmetic.swift` line 90), a frame's four
/// numbers (`ViewFrame.swift` line 37, `CGRect.AnimatableData`).
///
/// Every component of a vector that starts moving from rest with one spring has the same
/// normalised trajectory, so testing the vector is testing each component as if its move
/// were the vector's magnitude: each track is given that magnitude (`restMagnitude`).
enum VectorRest {
    /// The vector a property is a component of, and the component's scale in it.
    static func member(_ p: Property) -> (vector: Int, weight: Double)? {
        switch p {
        case .offsetX, .offsetY: return (0, 1)
        case .scaleX, .scaleY: return (1, 1)
        case .anchorX, .anchorY: return (1, 128)
        default: return nil
        }
    }

    /// The properties of vector `vector`, and what each counts in it.
    static func components(of vector: Int) -> [(Property, Double)] {
        vector == 0 ? [(.offsetX, 1), (.offsetY, 1)] : [(.scaleX, 1), (.scaleY, 1), (.anchorX, 128), (.anchorY, 128)]
    }

    /// Sets the changes to vector `vector` among `properties` as one spring merge
    /// (`AnimatedValue.setVector`), when they share one spring and some component of the
    /// vector is still moving with a spring they merge with; false when not (nothing set).
    /// Rare (a retarget while moving), so it may allocate.
    private static func merges(_ vector: Int, _ properties: UnsafeMutableBufferPointer<Property>,
                               _ values: UnsafeMutableBufferPointer<Double>, _ count: Int,
                               _ animationOf: (Int) -> Animation?, on node: Node, at time: Double) -> Bool {
        var animation: Animation?
        for i in 0..<count where member(properties[i])?.vector == vector {
            guard let a = animationOf(i), a.spring != nil, animation == nil || animation == a else { return false }
            animation = a
        }
        guard let animation else { return false }
        let members = components(of: vector)
        guard members.contains(where: { node.tracks[$0.0].isAnimating(at: time) }) else { return false }
        var tracks = members.map { node.tracks[$0.0] }
        let targets = members.map { p, _ in
            (0..<count).first { properties[$0] == p }.map { values[$0] } ?? node.tracks[p].model
        }
        guard AnimatedValue.setVector(&tracks, to: targets, weights: members.map { $0.1 }, at: time,
                                      animation: animation) else { return false }
        for (n, (p, _)) in members.enumerated() { node.tracks[p] = tracks[n] }
        return true
    }

    /// Sets a node's frame, a vector of four numbers: it rests as one, and a spring that
    /// retargets it while it moves merges as one (`AnimatedValue.setVector`).
    static func setFrame(_ rect: Rect, on node: Node, at time: Double, animation: Animation?) {
        if let animation, animation.spring != nil,
           [Property.frameX, .frameY, .frameWidth, .frameHeight].contains(where: { node.tracks[$0].isAnimating(at: time) }) {
            let frame: [Property] = [.frameX, .frameY, .frameWidth, .frameHeight]
            var tracks = frame.map { node.tracks[$0] }
            if AnimatedValue.setVector(&tracks, to: [rect.x, rect.y, rect.width, rect.height], weights: [1, 1, 1, 1],
                                       at: time, animation: animation) {
                for (n, p) in frame.enumerated() { node.tracks[p] = tracks[n] }
                return
            }
        }
        // Called by a layout pass: the frame it last set, not `modelFrame` (which first asks
        // the scene, through a weak reference, for the pass under way).
        let old = node.laidOutFrame
        // √(Σ cᵢ²) of the change, without an array: a relayout sets thousands of frames.
        let (dx, dy, dw, dh) = (rect.x - old.x, rect.y - old.y, rect.width - old.width, rect.height - old.height)
        let rest = (dx * dx + dy * dy + dw * dw + dh * dh).squareRoot()
        // A side equal to its model is left alone (`set` would change nothing), and its track
        // not touched: a relayout that moves thousands of texts sideways changes only their x.
        if dx != 0 { node.tracks[.frameX].set(rect.x, at: time, animation: animation, restMagnitude: rest) }
        if dy != 0 { node.tracks[.frameY].set(rect.y, at: time, animation: animation, restMagnitude: rest) }
        if dw != 0 { node.tracks[.frameWidth].set(rect.width, at: time, animation: animation, restMagnitude: rest) }
        if dh != 0 { node.tracks[.frameHeight].set(rect.height, at: time, animation: animation, restMagnitude: rest) }
    }

    /// √(Σ cᵢ²).
    static func magnitude(_ components: [Double]) -> Double {
        components.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    /// The changes of one update to a node's vector components, set together once every
    /// binding has run. Fixed capacity: an update to thousands of nodes allocates nothing.
    struct Changes {
        private var properties: (Property, Property, Property, Property, Property, Property) =
            (.offsetX, .offsetX, .offsetX, .offsetX, .offsetX, .offsetX)
        private var values: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
        private var animations: (Animation?, Animation?, Animation?, Animation?, Animation?, Animation?) =
            (nil, nil, nil, nil, nil, nil)
        private var count = 0

        /// Notes that `property` changes to `value` with `animation`.
        mutating func add(_ property: Property, _ value: Double, _ animation: Animation?) {
            guard count < 6 else { return }
            withUnsafeMutableBytes(of: &properties) { $0.bindMemory(to: Property.self)[count] = property }
            withUnsafeMutableBytes(of: &values) { $0.bindMemory(to: Double.self)[count] = value }
            switch count {
            case 0: animations.0 = animation
            case 1: animations.1 = animation
            case 2: animations.2 = animation
            case 3: animations.3 = animation
            case 4: animations.4 = animation
            default: animations.5 = animation
            }
            count += 1
        }

        private func animation(_ i: Int) -> Animation? {
            switch i {
            case 0: return animations.0
            case 1: return animations.1
            case 2: return animations.2
            case 3: return animations.3
            case 4: return animations.4
            default: return animations.5
            }
        }

        /// Sets the noted changes on `node` at `time`: components of one vector moving with one
        /// animation test for rest against the vector's magnitude.
        func set(on node: Node, at time: Double) {
            guard count > 0 else { return }
            var props = properties, vals = values
            var rests: (Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &props) { pb in
                withUnsafeMutableBytes(of: &vals) { vb in
                    withUnsafeMutableBytes(of: &rests) { rb in
                        let props = pb.bindMemory(to: Property.self), vals = vb.bindMemory(to: Double.self)
                        let rests = rb.bindMemory(to: Double.self)
                        // Every magnitude from the models before any of them changes.
                        for i in 0..<count {
                            guard let (vector, weight) = member(props[i]) else { continue }
                            var sum = 0.0
                            for j in 0..<count {
                                guard let (other, w) = member(props[j]), other == vector, animation(j) == animation(i) else { continue }
                                let d = (vals[j] - node.tracks[props[j]].model) * w
                                sum += d * d
                            }
                            // The track moves in its own units: the vector's magnitude in them.
                            rests[i] = sum.squareRoot() / weight
                        }
                        var merged = (false, false)
                        for vector in 0..<2 where VectorRest.merges(vector, props, vals, count, animation, on: node, at: time) {
                            if vector == 0 { merged.0 = true } else { merged.1 = true }
                        }
                        for i in 0..<count {
                            if let (vector, _) = member(props[i]), vector == 0 ? merged.0 : merged.1 { continue }
                            node.tracks[props[i]].set(vals[i], at: time, animation: animation(i), restMagnitude: rests[i])
                        }
                    }
                }
            }
        }
    }
}
