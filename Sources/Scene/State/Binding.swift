import Motion

/// `.animation(anim, value: v)`: when `state` changed in an update, properties inside use `animation`.
public struct AnimationScope {
    public let state: AnyState
    public let animation: Animation?
    public init(state: AnyState, animation: Animation?) { self.state = state; self.animation = animation }
}

/// A node property computed from state.
struct PropertyBinding {
    let property: Property
    let compute: () -> Double
    /// Innermost first: the first whose state changed decides the animation.
    var scopes: [AnimationScope] = []
    /// The states `compute` read when it last ran (empty: unknown, run it on every update).
    var reads: [StateDependency] = []
}

extension Node {
    /// Binds `property` to a function of state; it is set at once now and on every update.
    @discardableResult
    public func bind(_ property: Property, _ compute: @escaping () -> Double) -> Node {
        var binding = PropertyBinding(property: property, compute: compute)
        let value = recordingReads(compute, into: &binding.reads)
        bindings.append(binding)
        checksEveryUpdate = true
        structureChanged()
        tracks[property].set(value, at: 0, animation: nil)
        return self
    }

    /// `Text(state)`: the node shows the string `compute` gives, now and after every update.
    ///
    /// A changed string lays the scene out again, as SwiftUI sizes a `Text` by what it shows
    /// (the node keeps its id). Layout moves animate like the update that caused them.
    @discardableResult
    public func bindText(_ compute: @escaping () -> String) -> Node {
        textBinding = compute
        checksEveryUpdate = true
        structureChanged()
        text = recordingReads(compute, into: &textReads)
        return self
    }

    /// `.animation(animation, value: state)`: applies to every binding made so far on this node,
    /// and to the frames of this node and its subtree.
    @discardableResult
    public func animation(_ animation: Animation?, value state: AnyState) -> Node {
        let scope = AnimationScope(state: state, animation: animation)
        for i in bindings.indices { bindings[i].scopes.append(scope) }
        frameScopes.append(scope)
        frameScopeBits |= state.bit == 0 ? .max : state.bit
        structureChanged()
        scene?.hasFrameScopes = true
        return self
    }

    /// Sums up what the bindings read, after an update has brought them up to date.
    func summarizeReads() {
        var bits: UInt64 = 0
        var unknown = textBinding != nil && textReads.isEmpty
        for read in textReads { bits |= read.bit }
        for binding in bindings {
            if binding.reads.isEmpty { unknown = true }
            for read in binding.reads { bits |= read.bit }
        }
        readBits = bits
        checksEveryUpdate = unknown
    }

    /// Runs `compute`, noting the states it reads when the scene records reads.
    func recordingReads<T>(_ compute: () -> T, into reads: inout [StateDependency]) -> T {
        guard let recorder = scene?.stateReads else { reads = []; return compute() }
        return recorder.record(compute, into: &reads)
    }

    // SwiftUI-named conveniences, each a binding.
    @discardableResult public func offset(x: @escaping () -> Double = { 0 }, y: @escaping () -> Double = { 0 }) -> Node {
        bind(.offsetX, x).bind(.offsetY, y)
    }
    @discardableResult public func opacity(_ value: @escaping () -> Double) -> Node { bind(.opacity, value) }
    @discardableResult public func blur(radius: @escaping () -> Double) -> Node { bind(.blur, radius) }
    @discardableResult public func scaleEffect(x: @escaping () -> Double = { 1 }, y: @escaping () -> Double = { 1 },
                                               anchor: UnitPoint = .center) -> Node {
        self.anchor = anchor
        return bind(.scaleX, x).bind(.scaleY, y)
    }
    /// `.shadow(color:radius:x:y:)`; the colour's alpha becomes the shadowOpacity track.
    @discardableResult public func shadow(color: Color, radius: @escaping () -> Double,
                                          x: @escaping () -> Double, y: @escaping () -> Double) -> Node {
        shadowColor = Color(red: color.red, green: color.green, blue: color.blue)
        let alpha = color.alpha
        return bind(.shadowRadius, radius).bind(.shadowX, x).bind(.shadowY, y).bind(.shadowOpacity) { alpha }
    }
    /// `.onTapGesture { }`.
    @discardableResult public func onTapGesture(_ handler: @escaping () -> Void) -> Node {
        onTap = handler
        return self
    }
}
