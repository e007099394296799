import Scene

/// An object of a class of the file (`class Model: ObservableObject { @Published var n = 0 }`,
/// `@Observable class Model { var n = 0 }`): a reference, so every holder sees one object and
/// its changes (Swift's reference semantics; `===` is identity).
///
/// A view that reads the object through one of its properties (`@StateObject`, `@State` of an
/// `@Observable` object, `@ObservedObject`, a plain `let`) observes it through that property:
/// a change of a `@Published` property (of any stored property of an `@Observable` class but
/// the `@ObservationIgnored` ones), or `objectWillChange.send()`, is a change of that
/// property of the view, so what read it is evaluated again, in the change's transaction
/// (`withAnimation` animates it). Our rule, finer than SwiftUI's for an `ObservableObject`
/// (which evaluates the observing view's whole body again) and coarser for an `@Observable`
/// one (which tracks each property read): the readers of the view's property are evaluated
/// again, whichever of the object's properties they read.
final class ClassObject: RuntimeObject, SettableObject {
    let type: StructDecl
    var fields: [String: Value]
    /// Of a `UIView` subclass: the view this object is the class part of (which holds it).
    weak var view: UIKitView?
    /// Of a `UIViewController` subclass: whether it is one, and its view once loaded.
    var isController = false
    /// A controller's UIKit properties the file set or read (`title`, `navigationItem`).
    var controllerExtras: [String: Value] = [:]
    var controllerView: UIKitView?
    /// The view properties the object is read through (the views are not kept alive by it).
    private var observers: [(instance: WeakInstance, name: String)] = []
    override var typeName: String { type.name }

    init(type: StructDecl, fields: [String: Value]) {
        self.type = type
        self.fields = fields
    }

    /// Notes that `instance` reads the object through its property `name`.
    func observe(_ instance: ViewInstance, _ name: String) {
        if observers.contains(where: { $0.instance.value === instance && $0.name == name }) { return }
        observers.removeAll { $0.instance.value == nil }
        observers.append((WeakInstance(instance), name))
    }

    /// Tells every observing view property of a change.
    func changed(_ evaluator: Evaluator) {
        evaluator.impure()
        for (weak, name) in observers {
            guard let instance = weak.value else { continue }
            instance.onChange?(instance, name, .nil)
        }
    }

    /// Whether a change of the stored property `name` is seen.
    private func publishes(_ name: String) -> Bool {
        guard let p = type.property(name) else { return false }
        return p.wrapper == .published || (type.observesAll && p.wrapper != .observationIgnored)
    }

    /// `self` in the class's methods: the view, for a `UIView` subclass.
    private var receiver: Receiver { .value(Box(.object(view ?? self))) }

    /// `object.name`: a stored property, a computed one's value, a method, `objectWillChange`.
    func member(_ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if let v = fields[name] { return v }
        if let p = type.property(name), p.isLazy, !p.isStatic, let initial = p.initial {
            // First read of a `lazy var`: its initial value, with `self` (and its other lazy
            // properties) in scope, kept from then on.
            let v = try ev.convert(ev.eval(initial, Scope(parent: ev.program.globals, receiver: receiver), hint: p.type?.spelled),
                                   to: p.type ?? .named("", []), at: p.at)
            fields[name] = v
            return v
        }
        if let p = type.property(name), !p.isStatic, let getter = p.getter {
            return try ev.runBody(getter, Scope(parent: ev.program.globals, receiver: receiver), isBuilder: false,
                                  returnType: p.type?.spelled, at: at)
        }
        if let m = type.methods[name], !m.isStatic { return .function(FunctionValue(.method(m, receiver: receiver, ev.program.globals))) }
        if name == "objectWillChange", type.conformances.contains("ObservableObject") { return .object(ObjectWillChange(self)) }
        if let p = type.property(name), p.getter == nil, !p.isStatic { return .nil }
        if isController {
            switch name {
            case "view": return .object(try loadedView(ev))
            case "isViewLoaded": return .bool(controllerView != nil)
            // Shown on its own: no navigation controller; its item is kept, not drawn.
            case "navigationItem":
                if case .object(let item as NavigationItemObject)? = controllerExtras["navigationItem"] { return .object(item) }
                let item = NavigationItemObject()
                controllerExtras["navigationItem"] = .object(item)
                return .object(item)
            case "navigationController", "tabBarController", "presentingViewController", "parent": return .nil
            case "title": return controllerExtras["title"] ?? .nil
            default: return nil
            }
        }
        return nil
    }

    /// `object.name = value`: a stored property (converted to its type), or a computed
    /// property's setter.
    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        // `_count = Published(initialValue: 0)` in an init: the wrapped property's first value.
        if name.hasPrefix("_"), type.property(name) == nil, let p = type.property(String(name.dropFirst())), p.wrapper != nil {
            return try set(String(name.dropFirst()), value, evaluator: ev, at: at)
        }
        guard let p = type.property(name), !p.isStatic else {
            if let view { return try view.uikitSet(name, value, evaluator: ev, at: at) }
            if isController {
                switch name {
                case "view":
                    guard case .object(let v as UIKitView) = value else { throw RuntimeError(message: "a view controller's view is a UIView", at: at) }
                    controllerView = v
                    return
                case "title": controllerExtras["title"] = value; return
                case "modalPresentationStyle", "modalTransitionStyle", "overrideUserInterfaceStyle": return
                default: break
                }
            }
            throw RuntimeError(message: "value of type '\(type.name)' has no member '\(name)'", at: at)
        }
        if p.getter != nil {
            guard let setter = p.setter else { throw RuntimeError(message: "cannot assign to property: '\(name)' is a get-only property", at: at) }
            let scope = Scope(parent: ev.program.globals, receiver: receiver)
            scope.declare(p.setterValue, value, isLet: true)
            _ = try ev.exec(setter, scope)
            return
        }
        if p.isLet, fields[name] != nil {
            throw RuntimeError(message: "cannot assign to property: '\(name)' is a 'let' constant", at: at)
        }
        let new = try ev.convert(value, to: p.type ?? .named("", []), at: at)
        let old = fields[name]
        try ev.observed(p, of: ObjectIdentifier(self), receiver: receiver, old: old, new: new, at: at) {
            fields[name] = new
            if publishes(name), old != new { changed(ev) }
        }
    }
}

/// `objectWillChange` of an `ObservableObject`: `send()` tells the object's observers.
final class ObjectWillChange: RuntimeObject {
    let object: ClassObject
    init(_ object: ClassObject) { self.object = object }
    override var typeName: String { "ObservableObjectPublisher" }
}

/// A view's `@StateObject` not made yet: SwiftUI makes the object once for the view's life
/// (its initial value is an autoclosure), so a parent evaluated again does not make another
/// (whose `init` could start another timer). It is made when the view first reads it.
final class PendingObject: RuntimeObject {
    let initial: Expr
    let property: PropertyDecl
    init(_ initial: Expr, _ property: PropertyDecl) { self.initial = initial; self.property = property }
    override var typeName: String { property.type?.spelled ?? "StateObject" }

    func make(in type: String, _ ev: Evaluator) throws -> Value {
        try ev.inStatics(of: type) {
            try ev.convert(ev.eval(initial, ev.program.globals, hint: property.type?.spelled), to: property.type ?? .named("", []), at: property.at)
        }
    }
}

/// A view property the environment gives (`@EnvironmentObject`, `@Environment`), read when
/// the view first reads it. Our rule: an environment object is the scene's, by its type, from
/// when `.environmentObject(_:)` or `.environment(_:)` is evaluated (SwiftUI's is the
/// subtree's under the modifier); `\.colorScheme` is the scene's scheme.
final class EnvironmentRead: RuntimeObject {
    let property: PropertyDecl
    /// A file's own environment value as last read while its view was built (read again
    /// every build, as the subtree's value may change; a closure run later sees this one).
    var last: Value?
    init(_ property: PropertyDecl) { self.property = property }
    /// Whether it reads one of the file's own `EnvironmentValues` (not cached in the view).
    func isOwn(_ ev: Evaluator) -> Bool { property.environmentKey.map { ev.environmentProperty($0) != nil } ?? false }
    override var typeName: String { property.type?.spelled ?? "Environment" }

    /// The environment values of the device this plays as (our rule: an iPhone held upright,
    /// left to right, enabled, motion not reduced, the app active).
    static let fixed: [String: Value] = [
        "layoutDirection": .enumCase(type: "LayoutDirection", name: "leftToRight", payload: []),
        "horizontalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "compact", payload: []),
        "verticalSizeClass": .enumCase(type: "UserInterfaceSizeClass", name: "regular", payload: []),
        "isEnabled": .bool(true),
        "accessibilityReduceMotion": .bool(false),
        "scenePhase": .enumCase(type: "ScenePhase", name: "active", payload: []),
        "displayScale": .double(3),
        // US English, as dates are formatted here.
        "locale": .object(LocaleObject("en_US")),
        // The default text size of a device as it ships (Large), and no font set above.
        "dynamicTypeSize": .enumCase(type: "DynamicTypeSize", name: "large", payload: []),
        "sizeCategory": .enumCase(type: "ContentSizeCategory", name: "large", payload: []),
        "font": .nil,
        // `dismiss()`: nothing presented this view, so there is nothing to dismiss.
        "dismiss": .function(Builtins.builtin("dismiss") { _, _, _ in .void }),
        // The older `presentationMode` binding, for the same reason: not presented, and its
        // `dismiss()` does nothing.
        "presentationMode": .object(PresentationModeObject()),
    ]

    func value(_ ev: Evaluator, at: Int) throws -> Value {
        guard let key = property.environmentKey else { return .nil }
        if key == "colorScheme" { return .enumCase(type: "", name: ev.prefersDark ? "dark" : "light", payload: []) }
        if ev.environmentProperty(key) != nil {
            if ev.isBuilding || last == nil { last = try ev.environmentValue(key, in: ev.currentEnvironment, at: at) }
            return last ?? .nil
        }
        if let v = Self.fixed[key] { return v }
        let type = String(key.dropLast(5))
        if let object = ev.environmentObjects[type] { return .object(object) }
        throw RuntimeError(message: "No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view.", at: at)
    }
}

/// A view instance held without keeping it alive.
struct WeakInstance {
    weak var value: ViewInstance?
    init(_ value: ViewInstance) { self.value = value }
}

extension Evaluator {
    /// `Model(…)` of a class: its properties' initial values, then the `init` that takes the
    /// arguments run on the new object (a class has no memberwise initializer).
    func constructClass(_ declared: StructDecl, _ args: Args) throws -> Value {
        if let superclass = declared.superclass { return try constructUIKitSubclass(declared, superclass, args) }
        let s = try plainClass(declared, at: args.at)
        var fields: [String: Value] = [:]
        for p in s.stored where !p.isLazy {
            if let initial = p.initial {
                fields[p.name] = try inStatics(of: s.name) { try convert(eval(initial, program.globals, hint: p.type?.spelled), to: p.type ?? .named("", []), at: p.at) }
            } else if !p.isLet, case .optional? = p.type { fields[p.name] = .nil }  // a `let` optional has no default
        }
        let object = ClassObject(type: s, fields: fields)
        let labels = args.labels
        if let initializer = Self.initializer(of: s, labels: labels) {
            _ = try call(FunctionValue(.method(initializer, receiver: .value(Box(.object(object))), program.globals)), args)
        } else if !s.initializers.isEmpty {
            throw RuntimeError(message: "no 'init' of '\(s.name)' takes the labels (\(labels.map { ($0 ?? "_") + ":" }.joined()))", at: args.at)
        } else if let extra = args.items.first {
            throw RuntimeError(message: "argument passed to call that takes no arguments", at: extra.value.at)
        }
        if let missing = s.stored.first(where: { object.fields[$0.name] == nil && !$0.isLazy }) {
            throw RuntimeError(message: "class '\(s.name)' has no initializers that set '\(missing.name)'", at: args.at)
        }
        return .object(object)
    }
}

extension Evaluator {
    /// A class inheriting from the file's own classes, flattened once into one declaration as
    /// a UIKit chain is (`ClassChains`): every class's stored properties, the base's first; the
    /// most derived of each method; the class's own initializers, else its base's; and the
    /// names of the classes above it among its conformances (so `is Base` holds). `super.`
    /// runs the next class's member up the chain.
    func plainClass(_ s: StructDecl, at: Int) throws -> StructDecl {
        guard s.baseClass != nil else { return s }
        let playground = runtime.playground
        if let made = playground.flattenedClasses[s.name] { return made }
        var chain = [s]
        while let up = chain.last?.baseClass {
            guard let next = program.structs[up], next.isClass, chain.count <= ClassChains.maxDepth,
                  !chain.contains(where: { $0 === next }) else {
                throw RuntimeError(message: "class '\(s.name)' inherits from '\(up)', which is not a class of the file", at: at)
            }
            chain.append(next)
        }
        var properties: [PropertyDecl] = []
        var methods: [String: Function] = [:]
        var conformances: [String] = []
        for decl in chain.reversed() {
            for p in decl.properties {
                properties.removeAll { $0.name == p.name }
                properties.append(p)
            }
            methods.merge(decl.methods) { _, derived in derived }
            conformances += decl.conformances + [decl.name]
        }
        let initializers = chain.first { !$0.initializers.isEmpty }?.initializers ?? []
        let flat = StructDecl(name: s.name, conformances: conformances, properties: properties,
                              initializers: initializers, methods: methods, at: s.at)
        flat.isClass = true
        flat.observesAll = chain.contains { $0.observesAll }
        flat.sourceRange = s.sourceRange
        playground.flattenedClasses[s.name] = flat
        playground.classChains[s.name] = chain
        return flat
    }
}

/// `@Environment(\.presentationMode)`: a binding to the view's presentation mode, whose
/// `wrappedValue` is the mode itself, `isPresented` false and `dismiss()` nothing, as for a view
/// nothing presented (the previewed view is the root).
final class PresentationModeObject: RuntimeObject {
    override var typeName: String { "Binding<PresentationMode>" }
}
