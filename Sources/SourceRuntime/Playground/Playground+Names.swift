import Motion
import Scene

/// The UIKit and Core Animation names a playground file uses: constructors, static members and
/// calls, members and methods of their values.
extension Playground {
    /// `UIView(frame:)`, `UILabel()`, `CAGradientLayer()`, `CABasicAnimation(keyPath:)`, …
    static func construct(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        switch name {
        case "UIBarButtonItem": return .object(try BarButtonItemObject.make(args, evaluator: ev))
        case "UIView", "UIControl", "UILabel", "UIImageView":
            let view = UIKitView(UIKitView.Kind(rawValue: name)!, playground: ev.runtime.playground)
            if let f = try args.value("frame") { view.frame = try rect(f, ev, at: args.at) }
            if case .object(let image as UIImageObject)? = try args.value("image") {
                view.imageName = image.name
                // `init(image:)`: the view takes the image's size (ours: the asset's, unknown here, so 100 × 100 until set).
                if view.frame == .zero { view.frame = Rect(x: 0, y: 0, width: 100, height: 100) }
            }
            return .object(view)
        case "UIButton":
            // `UIButton(type: .system)`, `UIButton(frame:)`: a control whose title `setTitle(_:for:)` sets.
            let view = UIKitView(.control, playground: ev.runtime.playground)
            view.isButton = true
            if let f = try args.value("frame") { view.frame = try rect(f, ev, at: args.at) }
            _ = try args.value("type", hint: "UIButton.ButtonType")
            if let config = try args.value("configuration", hint: "UIButton.Configuration") {
                try ButtonConfiguration.apply(config, to: view, evaluator: ev, at: args.place("configuration"))
            }
            if case .object(let action as UIActionObject)? = try args.value("primaryAction") { view.addAction(action) }
            return .object(view)
        case "UIViewPropertyAnimator":
            return .object(try PropertyAnimatorObject.make(args, evaluator: ev))
        case "CAReplicatorLayer":
            return .object(ReplicatorLayerObject())
        case "UISpringTimingParameters", "UICubicTimingParameters":
            return try TimingParametersObject.make(name, args, evaluator: ev)
        case "CAEmitterLayer":
            return .object(EmitterLayerObject())
        case "CAEmitterCell":
            return .object(EmitterCellObject())
        case _ where CATransform3DValues.functions.contains(name):
            return try CATransform3DValues.call(name, args, evaluator: ev)
        case "NSNumber":
            // `NSNumber(value:)`: the number itself (Core Animation reads it as one).
            return try args.required("value")
        case "NSValue":
            // `NSValue(cgPoint:)`, `(cgSize:)`, `(cgRect:)`, `(caTransform3D:)`, `(cgAffineTransform:)`: the value itself.
            for label in ["cgPoint", "cgSize", "cgRect", "caTransform3D", "cgAffineTransform", "cgVector"] {
                if let v = try args.value(label) { return v }
            }
            throw RuntimeError(message: "NSValue is made here from a CGPoint, CGSize, CGRect, CATransform3D or CGAffineTransform", at: args.at)
        case "CACurrentMediaTime":
            return .double(CoreAnimationClock.epoch + ev.runtime.now)
        case "UIImage":
            let name = try ev.string(args.required("named"), at: args.at)
            return .object(UIImageObject(name: ev.program.assets.image(name) ?? name))
        case "CAGradientLayer":
            return .object(GradientLayerObject(clock: ev.runtime.scene.clock))
        case "CALayer":
            return .object(PlainLayerObject())
        case "CAShapeLayer":
            return .object(ShapeLayerObject())
        case "CATextLayer":
            return .object(TextLayerObject())
        case "UIBezierPath":
            return .object(try BezierPathObject.make(args, evaluator: ev))
        case "CABasicAnimation":
            let key = try args.value("keyPath").map { try ev.string($0, at: args.at) } ?? ""
            return .object(BasicAnimationObject(keyPath: key, evaluator: ev))
        case "CASpringAnimation":
            try args.allow(["keyPath", "perceptualDuration", "bounce"])
            let key = try args.value("keyPath").map { try ev.string($0, at: args.at) } ?? ""
            let a = BasicAnimationObject(keyPath: key, evaluator: ev, spring: true)
            if args.has("perceptualDuration") {
                a.spring?.setPerceptual(duration: try args.requiredDouble("perceptualDuration"), bounce: try args.double("bounce") ?? 0)
            }
            return .object(a)
        case "CAAnimationGroup":
            return .object(AnimationGroupObject())
        case "CAKeyframeAnimation":
            let key = try args.value("keyPath").map { try ev.string($0, at: args.at) } ?? ""
            return .object(KeyframeAnimationObject(keyPath: key, evaluator: ev))
        case "CAMediaTimingFunction":
            if args.has("controlPoints") {
                return .object(TimingFunctionObject(CAMediaTimingFunction(
                    controlPoints: try args.requiredDouble("controlPoints"), try args.requiredDouble(nil),
                    try args.requiredDouble(nil, nth: 1), try args.requiredDouble(nil, nth: 2))))
            }
            guard case .enumCase(_, let n, _)? = try args.value("name", hint: "CAMediaTimingFunctionName"),
                  let f = timingFunctions[n] else {
                throw RuntimeError(message: "CAMediaTimingFunction(name:) takes .linear, .easeIn, .easeOut, .easeInEaseOut or .default", at: args.at)
            }
            return .object(TimingFunctionObject(f))
        case "UIAction":
            guard let handler = try args.function("handler") ?? args.trailingClosure() else {
                throw RuntimeError(message: "UIAction needs a handler closure", at: args.at)
            }
            return .object(UIActionObject(handler: handler, at: args.at))
        case "UIGraphicsGetCurrentContext", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
             "UIGraphicsImageRenderer":
            throw Playground.graphicsRefusal(name, at: args.at)
        case "UIFont":
            let family = try ev.string(args.required("name"), at: args.at)
            return .font(FontValue(spec: .custom(family, size: try args.requiredDouble("size")), textStyle: nil))
        default: return try constructTargets(name, args, evaluator: ev)
        }
    }

    static func staticMember(type: String, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        // Every type below begins with one of these letters: SwiftUI's (`Font.Weight`) are
        // passed over at once, without comparing their names with each.
        guard let first = type.utf8.first, Self.initials.contains(first) else { return nil }
        switch type {
        case "CAMediaTimingFunctionName", "CAMediaTimingFillMode", "CAGradientLayerType", "UIControl.Event", "UIFont.Weight",
             "UIButton.ButtonType", "UIControl.State",
             "CAAnimationCalculationMode",
             "UIView.AnimationOptions", "NSTextAlignment", "CAShapeLayerLineCap", "CAShapeLayerLineJoin", "CAShapeLayerFillRule",
             "CATextLayerAlignmentMode", "RunLoop", "RunLoop.Mode", "UIImpactFeedbackGenerator.FeedbackStyle", "UINotificationFeedbackGenerator.FeedbackType":
            return .enumCase(type: "", name: name, payload: [])
        case "UIScreen" where name == "main":
            // **Our rule**: the device's screen is the scene's canvas (its size in points, scale 1
            // unless the file's device says otherwise).
            let size = ev.runtime.scene.size
            return .object(ScreenObject(bounds: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        case "PlaygroundPage" where name == "current",
             // Swift 3's XCPlayground module named the page so (`XCPlaygroundPage.currentPage`).
             "XCPlaygroundPage" where name == "currentPage":
            return .object(ev.runtime.playground.page)
        case "UIColor":
            // UIKit's system colours (`SystemColors`), else SwiftUI's colour of the name.
            return ev.systemColor(name).map(Value.color)
        default: return nil
        }
    }

    /// The first letters of the types `staticMember` and `staticCall` answer for.
    private static let initials: [UInt8] = Array("UCNRPXT".utf8)

    /// `UIFont.systemFont(ofSize:weight:)`, `UIFont.boldSystemFont(ofSize:)`.
    static func staticCall(type: String, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard let first = type.utf8.first, Self.initials.contains(first) else { return nil }
        if type == "UIView", name == "animate" { return try UIViewAnimation.animate(args, evaluator: ev) }
        if type == "UIView", name == "transition" { return try UIViewTransition.transition(args, evaluator: ev) }
        if type == "UIButton.Configuration", let v = ButtonConfiguration.make(name) { return v }
        if type == "CATransaction", let v = try transactionCall(name, args, evaluator: ev) { return v }
        if type == "UIViewPropertyAnimator", name == "runningPropertyAnimator" { return .object(try PropertyAnimatorObject.running(args, evaluator: ev)) }
        if type == "UIView", name == "animateKeyframes" { return try UIViewKeyframes.animateKeyframes(args, evaluator: ev) }
        if type == "UIView", name == "addKeyframe" { return try UIViewKeyframes.addKeyframe(args, evaluator: ev) }
        if type == "Timer", name == "scheduledTimer", let timer = try selectorTimer(args, evaluator: ev) { return timer }
        guard type == "UIFont" else { return nil }
        switch name {
        case "systemFont":
            var weight = FontSpec.Weight.regular
            if case .enumCase(_, let w, _)? = try args.value("weight", hint: "UIFont.Weight") {
                guard let known = TextBuiltins.weights[w] else { throw RuntimeError(message: "unknown font weight '.\(w)'", at: args.place("weight")) }
                weight = known
            }
            return .font(FontValue(spec: .system(size: try args.requiredDouble("ofSize"), weight: weight), textStyle: nil))
        case "boldSystemFont":
            return .font(FontValue(spec: .system(size: try args.requiredDouble("ofSize"), weight: .bold), textStyle: nil))
        default: return nil
        }
    }

    /// Members of the playground's objects, and `UIColor`'s `cgColor`.
    static func member(_ value: Value, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if case .object(let o) = value, let layer = o as? LayerClassPart,
           let v = try layerClassMember(layer, name, evaluator: ev, at: at) { return v }
        switch value {
        case .color(let c) where name == "cgColor": return .color(c)
        case .object(let v as UIKitView): return try v.member(name, evaluator: ev, at: at)
        case .object(let s as SuperObject): return try s.member(name, evaluator: ev, at: at)
        case .object(let l as ViewLayer): return l.member(name)
        case .object(let g as GradientLayerObject): return g.member(name)
        case .object(let l as PlainLayerObject): return l.member(name)
        case .object(let l as ReplicatorLayerObject): return l.member(name)
        case .object(let a as PropertyAnimatorObject): return a.member(name)
        case .object(let a as ApplicationObject): return applicationMember(a, name, evaluator: ev)
        case .object(let w as WindowObject): return applicationMember(w, name, evaluator: ev)
        case .object(let s as ScreenObject):
            switch name {
            case "bounds", "nativeBounds": return Playground.value(s.bounds)
            case "scale", "nativeScale": return .double(1)
            default: return nil
            }
        case .object(let l as ShapeLayerObject): return l.member(name)
        case .object(let l as TextLayerObject): return l.member(name)
        case .object(let e as EmitterLayerObject): return e.member(name)
        case .object(let c as EmitterCellObject): return c.member(name)
        // `image.cgImage`: the image itself (a cell's or a layer's contents).
        case .object(let i as UIImageObject) where name == "cgImage": return .object(i)
        case .object(let b as BezierPathObject): return b.member(name)
        case .object(let a as BasicAnimationObject): return a.member(name)
        case .object(let a as AnimationGroupObject): return a.member(name)
        case .object(let a as KeyframeAnimationObject): return a.member(name)
        case .object(let r as GestureRecognizerObject): return r.member(name)
        case .object(let d as DisplayLinkObject): return d.member(name)
        case .object(let n as NavigationItemObject): return n.member(name)
        case .object(let b as BarButtonItemObject): return b.member(name)
        default: return nil
        }
    }

    /// Drawing in a graphics context (in `draw(_:)`), which the subset does not do: refused
    /// naming the call and what plays instead.
    static func graphicsRefusal(_ name: String, at: Int) -> RuntimeError {
        RuntimeError(message: "'\(name)' draws into UIKit's graphics context, which is not supported here; in draw(_:) or init, add a CAShapeLayer with the path to the view's layer instead", at: at)
    }

    /// Methods of the playground's objects, and `UIColor.withAlphaComponent(_:)`.
    static func method(_ base: Value, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if case .object(let o) = base, let layer = o as? LayerClassPart,
           let v = try layerClassCall(layer, name, args, evaluator: ev) { return v }
        switch base {
        case .color where ["setFill", "setStroke", "set"].contains(name),
             .object(is BezierPathObject) where ["fill", "stroke", "addClip"].contains(name):
            throw graphicsRefusal(name + "()", at: at)
        case .color(let c) where name == "withAlphaComponent":
            // "the same color space and component values as the receiver, but the specified alpha".
            return .color(Color(red: c.red, green: c.green, blue: c.blue, alpha: try args.requiredDouble(nil)))
        case .object(let v as UIKitView): return try v.call(name, args, evaluator: ev, at: at)
        case .object(let s as SuperObject): return try s.call(name, args, evaluator: ev, at: at)
        case .object(let g as GradientLayerObject): return try g.call(name, args, evaluator: ev, at: at)
        case .object(let page as PlaygroundPageObject) where name == "setLiveView":
            try page.set("liveView", args.required(nil), evaluator: ev, at: at)
            return .void
        case .object(let l as ViewLayer): return try l.call(name, args, evaluator: ev, at: at)
        case .object(let l as PlainLayerObject): return try l.call(name, args, evaluator: ev, at: at)
        case .object(let l as ReplicatorLayerObject): return try l.call(name, args, evaluator: ev, at: at)
        case .object(let a as PropertyAnimatorObject): return try a.call(name, args, evaluator: ev, at: at)
        case .object(let a as CoreAnimationObject): return try animationKeyValue(a, name, args, evaluator: ev)
        case .object(let l as ShapeLayerObject): return try l.call(name, args, evaluator: ev, at: at)
        case .object(let l as TextLayerObject): return try l.call(name, args, evaluator: ev, at: at)
        case .object(let e as EmitterLayerObject): return try e.call(name, args, evaluator: ev, at: at)
        case .object(let b as BezierPathObject): return try b.call(name, args, evaluator: ev, at: at)
        case .object(let g as FeedbackGeneratorObject): return try g.call(name, args, evaluator: ev, at: at)
        case .object(let d as DisplayLinkObject): return try d.call(name, args, evaluator: ev, at: at)
        case .object(let r as GestureRecognizerObject): return try r.call(name, args, evaluator: ev, at: at)
        default: return nil
        }
    }
}

final class PlaygroundPageObject: RuntimeObject, SettableObject {
    unowned let playground: Playground
    var liveView: Value?
    init(playground: Playground) { self.playground = playground }
    override var typeName: String { "PlaygroundPage" }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        switch name {
        case "liveView":
            guard case .object(let v) = value, v is UIKitView || (v as? ClassObject)?.isController == true else {
                throw RuntimeError(message: "liveView is the UIView or UIViewController to show", at: at)
            }
            liveView = value
            try playground.show(value, at: at)
        case "needsIndefiniteExecution":
            // The scene plays on its own clock for as long as it is shown.
            return
        default: throw RuntimeError(message: "cannot assign to property '\(name)' of 'PlaygroundPage'", at: at)
        }
    }
}

/// `UIScreen.main`: the screen the scene is drawn on.
final class ScreenObject: RuntimeObject {
    let bounds: Rect
    init(bounds: Rect) { self.bounds = bounds }
    override var typeName: String { "UIScreen" }
}

/// `UIImage(named:)`: an asset of the assets folder, by name.
final class UIImageObject: RuntimeObject {
    let name: String
    init(name: String) { self.name = name }
    override var typeName: String { "UIImage" }
}

