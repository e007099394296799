import Motion
import Scene

/// A Core Animation animation object of the file's code; `add(_:forKey:)` takes a copy.
protocol CoreAnimationObject: RuntimeObject {
    /// The animation as it is when added to a layer of `layer`'s kind (which key paths it animates).
    func snapshot(at: Int, layer: AnimatedLayerKind) throws -> any CAAnimation
    /// Its timing, and its delegate.
    var timing: AnimationTimingFields { get }
    /// What `setValue(_:forKey:)` stored on it (key-value coding, which files use to tag an
    /// animation for its delegate).
    var storedValues: [String: Value] { get set }
}

/// The timing every CAAnimation object sets (`CAMediaTiming` and `timingFunction`).
struct AnimationTimingFields {
    var beginTime = 0.0
    var duration = 0.0
    var repeatCount: Float = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
    var isRemovedOnCompletion = true
    var timingFunction: CAMediaTimingFunction?
    /// `delegate`: told `animationDidStart(_:)` and `animationDidStop(_:finished:)`
    /// (`AnimationDelegates.swift`).
    var delegate: Value = .nil

    /// Sets one timing property; false when `name` is none of them.
    mutating func set(_ name: String, _ value: Value, _ ev: Evaluator, at: Int) throws -> Bool {
        switch name {
        case "delegate": delegate = value
        case "beginTime":
            // A begin time made from CACurrentMediaTime() is the layer's absolute time: kept here
            // as seconds after the moment it was read (the animation begins that long after its add).
            let t = try ev.number(value, at: at)
            beginTime = t >= CoreAnimationClock.epoch ? t - CoreAnimationClock.epoch - ev.runtime.now : t
        case "duration": duration = try ev.number(value, at: at)
        case "repeatCount":
            // `.infinity` (Float.infinity) repeats forever: CAMediaTiming.repeatCount.
            if case .enumCase(_, "infinity", _) = value { repeatCount = .infinity } else { repeatCount = Float(try ev.number(value, at: at)) }
        case "autoreverses": autoreverses = try ev.truth(value, at: at)
        case "isRemovedOnCompletion": isRemovedOnCompletion = try ev.truth(value, at: at)
        case "fillMode":
            guard case .enumCase(_, let mode, _) = value else { throw RuntimeError(message: "fillMode is one of .removed, .forwards, .backwards, .both", at: at) }
            switch mode {
            case "removed": fillMode = .removed
            case "forwards": fillMode = .forwards
            case "backwards": fillMode = .backwards
            case "both": fillMode = .both
            default: throw RuntimeError(message: "fillMode is one of .removed, .forwards, .backwards, .both", at: at)
            }
        case "timingFunction":
            switch value {
            case .nil: timingFunction = nil
            case .object(let f as TimingFunctionObject): timingFunction = f.function
            default: throw RuntimeError(message: "timingFunction is a CAMediaTimingFunction", at: at)
            }
        default: return false
        }
        return true
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "beginTime": return .double(beginTime)
        case "duration": return .double(duration)
        case "repeatCount": return .double(Double(repeatCount))
        case "autoreverses": return .bool(autoreverses)
        case "isRemovedOnCompletion": return .bool(isRemovedOnCompletion)
        case "delegate": return delegate
        default: return nil
        }
    }

    func apply<A: CAAnimationTimingSettable>(to a: inout A) {
        a.beginTime = beginTime; a.duration = duration; a.repeatCount = repeatCount; a.autoreverses = autoreverses
        a.fillMode = fillMode; a.isRemovedOnCompletion = isRemovedOnCompletion; a.timingFunction = timingFunction
    }
}

/// Motion's animation models whose timing the objects copy in.
protocol CAAnimationTimingSettable {
    var beginTime: Double { get set }
    var duration: Double { get set }
    var repeatCount: Float { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
    var isRemovedOnCompletion: Bool { get set }
    var timingFunction: CAMediaTimingFunction? { get set }
}
extension CABasicAnimation: CAAnimationTimingSettable {}
extension CAAnimationGroup: CAAnimationTimingSettable {}

/// `CABasicAnimation(keyPath:)`.
final class BasicAnimationObject: RuntimeObject, SettableObject, CoreAnimationObject {
    var storedValues: [String: Value] = [:]
    /// The key paths a gradient layer animates.
    static let keyPaths = ["locations", "colors", "startPoint", "endPoint"]
    let keyPath: String
    var fromValue: Value = .nil
    var toValue: Value = .nil
    var byValue: Value = .nil
    var timing = AnimationTimingFields()
    /// A `CASpringAnimation(keyPath:)`'s spring (its basic part unused).
    var spring: CASpringAnimation?
    private weak var evaluator: Evaluator?

    init(keyPath: String, evaluator: Evaluator, spring: Bool = false) {
        self.keyPath = keyPath; self.evaluator = evaluator
        if spring { self.spring = CASpringAnimation(basic: CABasicAnimation(keyPath: keyPath)) }
    }
    override var typeName: String { spring == nil ? "CABasicAnimation" : "CASpringAnimation" }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        case "mass", "stiffness", "damping", "initialVelocity":
            guard spring != nil else { throw RuntimeError(message: "cannot assign to property '\(name)' of 'CABasicAnimation' (a CASpringAnimation has it)", at: at) }
            // Apple: mass, stiffness and damping must be greater than 0.
            let v = try ev.number(value, at: at)
            guard v.isFinite, name == "initialVelocity" || v > 0 else {
                throw RuntimeError(message: "a spring's \(name) must be a number greater than 0", at: at)
            }
            switch name {
            case "mass": spring?.mass = v
            case "stiffness": spring?.stiffness = v
            case "damping": spring?.damping = v
            default: spring?.initialVelocity = v
            }
        default:
            if try timing.set(name, value, ev, at: at) { return }
            throw RuntimeError(message: "cannot assign to property '\(name)' of '\(typeName)'", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "keyPath": return .string(keyPath)
        case "fromValue": return fromValue
        case "toValue": return toValue
        case "mass": return spring.map { .double($0.mass) }
        case "stiffness": return spring.map { .double($0.stiffness) }
        case "damping": return spring.map { .double($0.damping) }
        case "initialVelocity": return spring.map { .double($0.initialVelocity) }
        case "settlingDuration": return spring.map { .double($0.settlingDuration) }
        default: return timing.member(name)
        }
    }

    func snapshot(at: Int, layer: AnimatedLayerKind) throws -> any CAAnimation {
        guard let ev = evaluator else { throw RuntimeError(message: "the animation outlived its scene", at: at) }
        try layer.check(keyPath, at: at, evaluator: ev)
        var a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = try Playground.animationValue(fromValue, ev, at: at)
        a.toValue = try Playground.animationValue(toValue, ev, at: at)
        a.byValue = try Playground.animationValue(byValue, ev, at: at)
        timing.apply(to: &a)
        if var s = spring { s.basic = a; return s }
        return a
    }
}

/// `CAAnimationGroup()`.
final class AnimationGroupObject: RuntimeObject, SettableObject, CoreAnimationObject {
    var storedValues: [String: Value] = [:]
    var animations: [CoreAnimationObject] = []
    var timing = AnimationTimingFields()

    override var typeName: String { "CAAnimationGroup" }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        if name == "animations" {
            if case .nil = value { animations = []; return }
            animations = try ev.elements(of: value, at: at).map {
                guard case .object(let a as CoreAnimationObject) = $0 else {
                    throw RuntimeError(message: "a group's animations are CABasicAnimations or CAAnimationGroups", at: at)
                }
                return a
            }
            return
        }
        if try timing.set(name, value, ev, at: at) { return }
        throw RuntimeError(message: "cannot assign to property '\(name)' of 'CAAnimationGroup'", at: at)
    }

    func member(_ name: String) -> Value? {
        if name == "animations" { return .array(animations.map { .object($0) }) }
        return timing.member(name)
    }

    /// The group and its children as they are when it is added: the `animations` array holds
    /// references until then (CAAnimationGroup.animations), and the whole group is copied on add.
    func snapshot(at: Int, layer: AnimatedLayerKind) throws -> any CAAnimation {
        var g = CAAnimationGroup()
        g.animations = try animations.map { try $0.snapshot(at: at, layer: layer) }
        timing.apply(to: &g)
        return g
    }
}

/// `CAMediaTimingFunction(name:)` / `(controlPoints:_:_:_:)`.
final class TimingFunctionObject: RuntimeObject {
    let function: CAMediaTimingFunction
    init(_ function: CAMediaTimingFunction) { self.function = function }
    override var typeName: String { "CAMediaTimingFunction" }
}

/// `CAKeyframeAnimation(keyPath:)`: `values`, `keyTimes`, `timingFunctions`, `calculationMode`.
final class KeyframeAnimationObject: RuntimeObject, SettableObject, CoreAnimationObject {
    var storedValues: [String: Value] = [:]
    let keyPath: String
    var values: Value = .nil
    var keyTimes: Value = .nil
    /// `path`: a point property's route; when set, `values` and `keyTimes` are not read.
    var path: ShapePath?
    var timingFunctions: [CAMediaTimingFunction]?
    var mode = CAKeyframeAnimation.CalculationMode.linear
    var timing = AnimationTimingFields()
    private weak var evaluator: Evaluator?

    init(keyPath: String, evaluator: Evaluator) { self.keyPath = keyPath; self.evaluator = evaluator }
    override var typeName: String { "CAKeyframeAnimation" }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "values": values = value
        case "keyTimes": keyTimes = value
        case "path":
            switch value {
            case .nil: path = nil
            case .object(let p as PathObject): path = p.path
            case .object(let b as BezierPathObject): path = b.path
            default: throw RuntimeError(message: "a keyframe animation's path is a CGPath (a UIBezierPath's cgPath)", at: at)
            }
        case "timingFunctions":
            if case .nil = value { timingFunctions = nil; return }
            timingFunctions = try ev.elements(of: value, at: at).map {
                guard case .object(let f as TimingFunctionObject) = $0 else { throw RuntimeError(message: "timingFunctions are CAMediaTimingFunctions", at: at) }
                return f.function
            }
        case "calculationMode":
            let modes: [String: CAKeyframeAnimation.CalculationMode] = [
                "linear": .linear, "discrete": .discrete, "paced": .paced, "cubic": .cubic, "cubicPaced": .cubicPaced,
            ]
            guard case .enumCase(_, let m, _) = value, let known = modes[m] else {
                throw RuntimeError(message: "calculationMode is .linear, .discrete, .paced, .cubic or .cubicPaced", at: at)
            }
            mode = known
        case "tensionValues", "continuityValues", "biasValues":
            // The spline's shape parameters; their defaults (0, nil) are the only ones drawn.
            if case .nil = value { return }
            throw RuntimeError(message: "\(name) is not supported here (a cubic keyframe animation is drawn with them all 0, Catmull-Rom)", at: at)
        default:
            if try timing.set(name, value, ev, at: at) { return }
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CAKeyframeAnimation'", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "keyPath": return .string(keyPath)
        case "values": return values
        case "keyTimes": return keyTimes
        default: return timing.member(name)
        }
    }

    func snapshot(at: Int, layer: AnimatedLayerKind) throws -> any CAAnimation {
        guard let ev = evaluator else { throw RuntimeError(message: "the animation outlived its scene", at: at) }
        try layer.check(keyPath, at: at, evaluator: ev)
        var a = CAKeyframeAnimation(keyPath: keyPath)
        if let path {
            // The route sampled finely enough that straight steps between samples stay on it.
            let paced = mode == .paced || mode == .cubicPaced
            let frames = MeasuredPath(path).keyframes(paced: paced)
            a.values = try frames.compactMap { try Playground.animationValue(.tuple([.double($0.point.x), .double($0.point.y)], labels: ["x", "y"]), ev, at: at) }
            a.keyTimes = frames.map(\.time)
            a.calculationMode = mode == .discrete ? .discrete : .linear
        } else {
            a.values = try ev.elements(of: values, at: at).compactMap { try Playground.animationValue($0, ev, at: at) }
            if case .nil = keyTimes {} else { a.keyTimes = try ev.elements(of: keyTimes, at: at).map { try ev.number($0, at: at) } }
            a.calculationMode = mode
        }
        a.timingFunctions = timingFunctions
        a.beginTime = timing.beginTime; a.duration = timing.duration; a.repeatCount = timing.repeatCount
        a.autoreverses = timing.autoreverses; a.fillMode = timing.fillMode
        a.isRemovedOnCompletion = timing.isRemovedOnCompletion; a.timingFunction = timing.timingFunction
        return a
    }
}

/// `CACurrentMediaTime()`: the scene time after an epoch far from 0, so that a begin time made
/// from it (`CACurrentMediaTime() + 0.5`) is told apart from a relative one (0.5).
enum CoreAnimationClock {
    static let epoch = 1_000_000.0
}
