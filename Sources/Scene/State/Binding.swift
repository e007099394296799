import Motion

/// `.animation(anim, value: v)`: when `state` changed in an update, properties inside use `animation`.
public struct AnimationScope {
    public let state: AnyState
    private let fixed: Animation?
    /// Where the animation is read when it can change between updates (a body evaluated
    /// again may give another animation, as SwiftUI reads the modifier's latest value).
    private let source: AnimationSource?
    public var animation: Animation? { source.map(\.animation) ?? fixed }
    public init(state: AnyState, animation: Animation?) { self.state = state; fixed = EngineLimits.animation(animation); source = nil }
    public init(state: AnyState, source: AnimationSource) { self.state = state; fixed = nil; self.source = source }
}

/// The animation of an `.animation(_:value:)` whose value the code may give anew on each update.
public final class AnimationSource {
    /// Kept finite as it is set (`EngineLimits.animation`).
    public var animation: Animation? {
        get { stored }
        set { stored = EngineLimits.animation(newValue) }
    }
    private var stored: Animation?
    public init(_ animation: Animation?) { stored = EngineLimits.animation(animation) }
}

/// A node property computed from state.
struct PropertyBinding {
    let property: Property
    var compute: () -> Double
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

    /// Binds `property` like `bind(_:_:)`, animating with `scopes` (innermost first) when
    /// one of their states changed: scopes of modifiers around this one, made by the caller.
    @discardableResult
    public func bind(_ property: Property, scopes: [AnimationScope], _ compute: @escaping () -> Double) -> Node {
        bind(property, compute)
        bindings[bindings.count - 1].scopes = scopes
        return self
    }

    /// Gives the bindings of `property` other scopes (innermost first).
    public func setScopes(_ scopes: [AnimationScope], forBindingsOf property: Property) {
        for i in bindings.indices where bindings[i].property == property { bindings[i].scopes = scopes }
    }

    /// Makes the next update run the bindings of `property` again, whatever they read: what
    /// their computations read from outside the scene's states changed (the code behind them
    /// was replaced). The node is looked at without a state of its own to say so.
    public func refreshBindings(of property: Property) {
        for i in bindings.indices where bindings[i].property == property { bindings[i].reads = [] }
        checksEveryUpdate = true
        scene?.lookAtNextUpdate(self)
    }

    /// Gives the bindings of `property` another computation, run in the next update (see
    /// `refreshBindings(of:)`); their scopes stay.
    public func replaceBindings(of property: Property, with compute: @escaping () -> Double) {
        for i in bindings.indices where bindings[i].property == property { bindings[i].compute = compute }
        refreshBindings(of: property)
    }

    /// Adds an `.animation(_:value:)` scope to the frames of this node and its subtree only.
    public func addFrameScope(_ scope: AnimationScope) {
        frameScopes.append(scope)
        frameScopeBits |= scope.state.bit == 0 ? .max : scope.state.bit
        structureChanged()
        scene?.hasFrameScopes = true
    }

    /// Drops the bindings of `property`: something else drives it now (a keyframe timeline).
    public func unbind(_ property: Property) {
        bindings.removeAll { $0.property == property }
        structureChanged()
    }

    /// Drops every binding: the node no longer follows state (a view being removed keeps its
    /// last values while its transition plays).
    public func removeBindings() {
        bindings.removeAll()
        textBinding = nil
        structureChanged()
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
    /// Puts the node among the readers of every state its bindings read (once each).
    func subscribeReads() {
        readsMoved = false
        for read in textReads { subscribe(read.state) }
        for binding in bindings { for read in binding.reads { subscribe(read.state) } }
    }

    private func subscribe(_ state: AnyState) {
        let id = ObjectIdentifier(state)
        if subscribed.contains(id) { return }
        subscribed.append(id)
        state.addReader(WalkPlace(generation: walkGeneration, index: walkIndex))
    }

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
