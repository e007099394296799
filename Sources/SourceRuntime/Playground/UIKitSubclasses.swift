import Scene

/// Classes of the file that inherit from a UIKit class: `class Loader: UIView { … }`,
/// `class ViewController: UIViewController { … }`.
///
/// An instance of a `UIView` subclass is a `UIKitView` of the playground (so it is shown, added
/// as a subview, given a frame, like any view) carrying a `ClassObject` for the class's own
/// stored properties and methods, which are looked up before UIKit's (`override`). Inside its
/// methods `self` is the view, so `frame`, `layer`, `addSubview(_:)` are UIKit's members of it.
/// `super.member` reads or calls UIKit's member, skipping the class's; `super.init(frame:)`
/// sets the frame; `super.layoutSubviews()`, `super.draw(_:)`, `super.viewDidLoad()` and the
/// other lifecycle methods do what UIKit's base classes do visibly here: nothing.
///
/// The lifecycle follows UIKit's documentation:
/// - `UIView.init()` calls `init(frame:)` with `CGRect.zero` (a class that overrides only
///   `init(frame:)` is made by `MyView()` through it).
/// - `layoutSubviews()` runs in the layout pass after the view is shown, after its frame's
///   size changes, after `setNeedsLayout()` (at the end of the event), at once for
///   `layoutIfNeeded()`; superviews before their subviews.
/// - `draw(_:)` runs once after the view is first laid out, with its bounds, and again after
///   `setNeedsDisplay()` ("the view is marked as needing display … at the next drawing cycle").
/// - A `UIViewController`'s `view` is made when first read ("loads its view the first time
///   the view property is accessed"): `loadView()` if the class declares it, else a plain view
///   the canvas's size; then `viewDidLoad()`. Shown, it gets `viewWillAppear(_:)`, the layout
///   pass, `viewDidLayoutSubviews()`, then `viewDidAppear(_:)`, each with `animated` false.
extension Playground {
    /// The UIKit classes a class of the file may inherit from.
    static let superclasses = Set(["UIView", "UIControl", "UILabel", "UIImageView", "UIViewController"]).union(layerSuperclasses)

    /// UIKit's and Core Animation's classes an object of the subset is an instance of, most
    /// derived first: an `extension UIView` of the file reaches a label, a button and a view of
    /// a class of the file; an `extension CALayer` any layer.
    static func uikitAncestors(of o: RuntimeObject) -> [String] {
        switch o {
        case let v as UIKitView:
            switch v.kind {
            case .view: return ["UIView", "UIResponder", "NSObject"]
            case .control: return (v.isButton ? ["UIButton"] : []) + ["UIControl", "UIView", "UIResponder", "NSObject"]
            case .label: return ["UILabel", "UIView", "UIResponder", "NSObject"]
            case .image: return ["UIImageView", "UIView", "UIResponder", "NSObject"]
            }
        case is ShapeLayerObject: return ["CAShapeLayer", "CALayer", "NSObject"]
        case is GradientLayerObject: return ["CAGradientLayer", "CALayer", "NSObject"]
        case is TextLayerObject: return ["CATextLayer", "CALayer", "NSObject"]
        case is ReplicatorLayerObject: return ["CAReplicatorLayer", "CALayer", "NSObject"]
        case is PlainLayerObject, is ViewLayer: return ["CALayer", "NSObject"]
        case let c as ClassObject where c.isController: return ["UIViewController", "UIResponder", "NSObject"]
        default: return []
        }
    }

    /// The lifecycle methods whose UIKit implementation draws or changes nothing here, so
    /// `super.name(…)` does nothing.
    static let lifecycleMethods: Set<String> = [
        "layoutSubviews", "draw", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "awakeFromNib", "didMoveToSuperview", "didMoveToWindow",
        "willMove", "updateConstraints", "traitCollectionDidChange", "prepareForInterfaceBuilder", "loadView",
        "didReceiveMemoryWarning", "viewSafeAreaInsetsDidChange", "tintColorDidChange",
    ]

    /// The most layout passes one event runs before it stops (a `layoutSubviews()` that keeps
    /// changing its own size would otherwise never end).
    static let maxPasses = 64

    /// Marks `view` as needing its `layoutSubviews()`, if its class declares one.
    func needsLayout(_ view: UIKitView) {
        guard view.object?.type.methods["layoutSubviews"] != nil, !pendingLayout.contains(where: { $0 === view }) else { return }
        pendingLayout.append(view)
    }

    /// Marks `view` as needing its `draw(_:)`, if its class declares one.
    func needsDisplay(_ view: UIKitView) {
        guard view.object?.type.methods["draw"] != nil, !pendingDisplay.contains(where: { $0 === view }) else { return }
        pendingDisplay.append(view)
    }

    /// Marks `view` and its subviews, superviews first, as needing layout and display (the
    /// views just shown).
    func needsLayoutAndDisplay(_ view: UIKitView) {
        needsLayout(view)
        needsDisplay(view)
        for sub in view.subviews { needsLayoutAndDisplay(sub) }
    }

    /// Runs the pending `layoutSubviews()` of the shown views, then their pending `draw(_:)`,
    /// until none is pending.
    func runPasses(at: Int) throws {
        var passes = 0
        while !pendingLayout.isEmpty || !pendingDisplay.isEmpty {
            passes += 1
            guard passes <= Self.maxPasses else {
                pendingLayout = []; pendingDisplay = []
                throw RuntimeError(message: "layoutSubviews() or draw(_:) keeps asking for another layout pass (\(Self.maxPasses) passes in one event)", at: at)
            }
            let layout = pendingLayout.filter { $0.node != nil }
            pendingLayout.removeAll { $0.node != nil }
            for view in layout { try view.runOwn("layoutSubviews", [], evaluator: runtime.evaluator) }
            if !pendingLayout.contains(where: { $0.node != nil }) {
                let display = pendingDisplay.filter { $0.node != nil }
                pendingDisplay.removeAll { $0.node != nil }
                for view in display { try view.runOwn("draw", [Playground.value(view.bounds)], evaluator: runtime.evaluator) }
            }
            if !pendingLayout.contains(where: { $0.node != nil }) && !pendingDisplay.contains(where: { $0.node != nil }) { break }
        }
    }

    /// After the preview's or the playground's code: the shown view's first layout pass, and
    /// its controller's appearance.
    func appear(at: Int) throws {
        guard let root, !appeared else { return }
        appeared = true
        let controller = shownController
        try controller?.runLifecycle("viewWillAppear", [.bool(false)], evaluator: runtime.evaluator)
        needsLayoutAndDisplay(root)
        try controller?.runLifecycle("viewWillLayoutSubviews", [], evaluator: runtime.evaluator)
        try runPasses(at: at)
        try controller?.runLifecycle("viewDidLayoutSubviews", [], evaluator: runtime.evaluator)
        try runPasses(at: at)
        try runBeforeAppearing()
        try controller?.runLifecycle("viewDidAppear", [.bool(false)], evaluator: runtime.evaluator)
        try runPasses(at: at)
    }
}

extension UIKitView {
    /// Runs the class's own method `name` on the view, if it declares one taking `values`.
    func runOwn(_ name: String, _ values: [Value], evaluator ev: Evaluator) throws {
        guard let m = object?.type.methods[name], !m.isStatic, m.parameters.count == values.count else { return }
        _ = try ev.invoke(FunctionValue(.method(m, receiver: .value(Box(.object(self))), ev.program.globals)), values, at: m.at)
    }
}

extension ClassObject {
    /// Runs a `UIViewController` subclass's lifecycle method, if it declares it taking `values`.
    func runLifecycle(_ name: String, _ values: [Value], evaluator ev: Evaluator) throws {
        guard let m = type.methods[name], !m.isStatic, m.parameters.count == values.count else { return }
        _ = try ev.invoke(FunctionValue(.method(m, receiver: .value(Box(.object(self))), ev.program.globals)), values, at: m.at)
    }

    /// A view controller's `view`, loaded when first read (see `Playground`'s lifecycle).
    func loadedView(_ ev: Evaluator) throws -> UIKitView {
        if let controllerView { return controllerView }
        let view = UIKitView(.view, playground: ev.runtime.playground)
        let size = ev.runtime.scene.size
        view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        controllerView = view
        try runLifecycle("loadView", [], evaluator: ev)
        try runLifecycle("viewDidLoad", [], evaluator: ev)
        return controllerView ?? view
    }
}

/// `super` in a method of a subclass of a UIKit class: UIKit's members of `self`.
final class SuperObject: RuntimeObject, SettableObject {
    /// The view (`UIView` subclass) or the controller (`UIViewController` subclass).
    let base: RuntimeObject
    init(_ base: RuntimeObject) { self.base = base }
    override var typeName: String { "super" }

    func member(_ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if let view = base as? UIKitView { return try view.uikitMember(name, evaluator: ev, at: at) }
        if let controller = base as? ClassObject, name == "view" { return .object(try controller.loadedView(ev)) }
        return nil
    }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        if let view = base as? UIKitView { return try view.uikitSet(name, value, evaluator: ev, at: at) }
        throw RuntimeError(message: "cannot assign to property '\(name)' of 'super'", at: at)
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if let v = try callUpTheChain(name, args, evaluator: ev) { return v }
        if name == "init" {
            // `super.init(frame:)` sets the frame; `init(coder:)`, `init(nibName:bundle:)` load nothing here.
            if let view = base as? UIKitView, let f = try args.value("frame") { view.frame = try Playground.rect(f, ev, at: at) }
            return .void
        }
        if Playground.lifecycleMethods.contains(name) { return .void }
        if let view = base as? UIKitView { return try view.uikitCall(name, args, evaluator: ev, at: at) }
        return nil
    }
}

extension Evaluator {
    /// The class part of an object: a `ClassObject`, or the one a `UIView` subclass's view carries.
    static func classObject(_ o: RuntimeObject) -> ClassObject? {
        (o as? ClassObject) ?? (o as? UIKitView)?.object ?? (o as? LayerClassPart)?.object
    }

    /// `MyView(frame:)`, `MyView()`, `ViewController()` of a class inheriting from `superclass`
    /// (see `Playground`'s subclasses): the stored properties' initial values, then the `init`
    /// taking the arguments, else UIKit's `init(frame:)` / `init()`.
    func constructUIKitSubclass(_ declared: StructDecl, _ direct: String, _ args: Args) throws -> Value {
        let (chain, superclass) = try classChain(declared, at: args.at)
        let s = flattened(chain, uikit: superclass)
        let object = ClassObject(type: s, fields: [:])
        let value: Value
        var view: UIKitView?
        if superclass == "UIViewController" {
            object.isController = true
            value = .object(object)
        } else if let layer = Playground.makeLayer(superclass, evaluator: self) {
            layer.object = object
            value = .object(layer)
        } else {
            let v = UIKitView(UIKitView.Kind(rawValue: superclass) ?? .view, playground: runtime.playground)
            v.object = object
            object.view = v
            view = v
            value = .object(v)
        }
        for p in s.stored where !p.isLazy {
            if let initial = p.initial {
                let v = try inStatics(of: s.name) { try convert(eval(initial, program.globals, hint: p.type?.spelled), to: p.type ?? .named("", []), at: p.at) }
                object.fields[p.name] = v
            } else if !p.isLet, case .optional? = p.type { object.fields[p.name] = .nil }
        }
        let labels = args.labels
        let receiver = Receiver.value(Box(value))
        if let initializer = s.initializers.first(where: { f in
            let required = f.parameters.filter { $0.defaultValue == nil }.map(\.label)
            let all = f.parameters.map(\.label)
            return labels.allSatisfy { all.contains($0) } && required.allSatisfy { labels.contains($0) }
        }) {
            _ = try call(FunctionValue(.method(initializer, receiver: receiver, program.globals)), args)
        } else if labels.isEmpty, view != nil,
                  let frameInit = s.initializers.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == "frame" }) {
            // UIView's `init()` calls `init(frame: .zero)`.
            _ = try invoke(FunctionValue(.method(frameInit, receiver: receiver, program.globals)), [Playground.value(Rect.zero)], at: args.at)
        } else if let view, labels == ["frame"], let f = try args.value("frame") {
            view.frame = try Playground.rect(f, self, at: args.at)
        } else if !args.items.isEmpty {
            throw RuntimeError(message: "no 'init' of '\(s.name)' takes the labels (\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: args.at)
        } else if let needing = s.initializers.first(where: { f in !f.parameters.contains { $0.label == "coder" } }) {
            // A class declaring an initializer inherits none (Swift): `Pulse()` needs one taking no arguments.
            let missing = needing.parameters.filter { $0.defaultValue == nil }.map { ($0.label ?? "_") + ":" }.joined()
            throw RuntimeError(message: "missing arguments for parameters '\(missing)' in call to '\(s.name)()'", at: args.at)
        }
        if let missing = s.stored.first(where: { object.fields[$0.name] == nil && !$0.isLazy }) {
            throw RuntimeError(message: "class '\(s.name)' has no initializers that set '\(missing.name)'", at: args.at)
        }
        return value
    }
}

/// `struct Ring: UIViewRepresentable` in a SwiftUI view: `makeUIView(context:)` makes its view
/// once, when the representable first appears, and `updateUIView(_:context:)` runs then and
/// each time the SwiftUI view holding it is evaluated again (Apple: "SwiftUI calls this method
/// exactly once, when it's ready to display the view"; `updateUIView`: "When the state of
/// your app changes, SwiftUI updates the portions of your interface affected by those
/// changes"). `context` is given as nil: the subset has no coordinator or environment there.
extension SourceRuntime {
    func buildRepresented(_ host: ViewHost, _ fields: StructValue, at: Int) throws {
        guard let make = fields.type.methods["makeUIView"], make.parameters.count == 1 else {
            throw RuntimeError(message: "type '\(fields.type.name)' does not conform to protocol 'UIViewRepresentable' (it has no makeUIView(context:))", at: at)
        }
        let made = try evaluator.invoke(FunctionValue(.method(make, receiver: .value(Box(.instance(fields))), program.globals)), [.nil], at: at)
        guard case .object(let view as UIKitView) = made else {
            throw RuntimeError(message: "makeUIView(context:) returns the UIView to show, not '\(made.typeName)'", at: at)
        }
        let group = scene.makeNode(.group)
        host.content = group
        host.represented = view
        showsUIKit = true
        playground.mount(view, in: group)
        try updateRepresented(view, fields, at: at)
        playground.needsLayoutAndDisplay(view)
    }

    func updateRepresented(_ view: UIKitView, _ fields: StructValue, at: Int) throws {
        guard let update = fields.type.methods["updateUIView"], update.parameters.count == 2 else { return }
        _ = try evaluator.invoke(FunctionValue(.method(update, receiver: .value(Box(.instance(fields))), program.globals)), [.object(view), .nil], at: at)
    }

    /// After the first layout: a represented view of no size takes the size its representable
    /// was given (so its `layoutSubviews()` and `draw(_:)` see it).
    func sizeRepresentedViews(host: ViewHost?) {
        guard let host else { return }
        if let view = host.represented, view.frame.width == 0 && view.frame.height == 0,
           let size = host.content?.modelFrame.size, size.width > 0 || size.height > 0 {
            view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        host.children.forEach { sizeRepresentedViews(host: $0) }
        host.attachedViews.values.forEach { sizeRepresentedViews(host: $0) }
    }
}
