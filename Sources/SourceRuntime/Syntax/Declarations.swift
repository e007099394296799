/// A stored or computed property of a struct: `let x`, `@State private var y: T = v`, `var z: T { … }`.
struct PropertyDecl {
    enum Wrapper: String {
        case state = "State", namespace = "Namespace", binding = "Binding"
        /// `@GestureState`: state a gesture's `updating` sets, back to its initial value when the gesture ends.
        case gestureState = "GestureState"
        /// `@FocusState`: which field has the keyboard focus (`.focused(_:)`, `.focused(_:equals:)`).
        case focusState = "FocusState"
        /// A class's `@Published var`, a view's `@StateObject` and `@ObservedObject`, and an
        /// `@Observable` class's `@ObservationIgnored var` (`Evaluation/Classes.swift`).
        case published = "Published", stateObject = "StateObject", observedObject = "ObservedObject"
        /// `@Bindable var model: Model` (an `@Observable` class): a plain property whose `$model.name`
        /// are bindings to the model's properties, as `@ObservedObject`'s are.
        case bindable = "Bindable"
        case observationIgnored = "ObservationIgnored"
        /// `@EnvironmentObject var model: Model`, `@Environment(Model.self)`, `@Environment(\.colorScheme)`.
        case environmentObject = "EnvironmentObject", environment = "Environment"
        /// Not a parameter of the memberwise initializer: the environment gives it.
        var isEnvironment: Bool { self == .environmentObject || self == .environment }
        /// Kept as the view's state, across evaluations of its parent.
        var isState: Bool { self == .state || self == .stateObject || self == .gestureState || self == .focusState }
    }
    let name: String
    let isLet: Bool
    let type: TypeRef?
    let initial: Expr?
    let wrapper: Wrapper?
    /// A computed property's getter.
    let getter: [Stmt]?
    /// Its setter, and the name its new value goes by (`newValue` unless named).
    var setter: [Stmt]? = nil
    var setterValue = "newValue"
    /// Its observers: `willSet` (the new value named `newValue` unless named) and `didSet`
    /// (the old one, `oldValue`), run around every assignment after the value is first set.
    var willSetBody: [Stmt]? = nil
    var willSetValue = "newValue"
    var didSetBody: [Stmt]? = nil
    var didSetValue = "oldValue"
    var hasObservers: Bool { willSetBody != nil || didSetBody != nil }
    /// `lazy var`: its initial value is worked out at its first read, with `self` in scope.
    var isLazy = false
    /// `@Environment(\.colorScheme)`: the key's name; `@Environment(Model.self)` and
    /// `@EnvironmentObject var m: Model`: the object's type, as `Model.self`.
    var environmentKey: String? = nil
    /// `@Entry` in `extension EnvironmentValues`: a stored key with its default.
    var isEnvironmentEntry = false
    let isStatic: Bool
    let at: Int
}

/// `struct Name: View { … }` or a plain struct.
final class StructDecl {
    let name: String
    var conformances: [String]
    private(set) var properties: [PropertyDecl]
    private(set) var initializers: [Function]
    private(set) var methods: [String: Function]
    let at: Int
    /// Where the declaration stands in the file (UTF-8 offsets).
    var sourceRange: Range<Int>?
    init(name: String, conformances: [String], properties: [PropertyDecl], initializers: [Function],
         methods: [String: Function], at: Int) {
        self.name = name; self.conformances = conformances; self.properties = properties
        self.initializers = initializers; self.methods = methods; self.at = at
        hasMemberwiseInitializer = initializers.isEmpty
    }
    /// Whether the memberwise initializer exists: the declaration itself declares no `init`
    /// (one an extension adds keeps it, as Swift does).
    let hasMemberwiseInitializer: Bool
    var isView: Bool { !isClass && conformances.contains("View") }
    /// A file's own shape: it draws `path(in:)` (a `Shape` is a view drawn from its path).
    var isShape: Bool {
        !isView && !isClass && conformances.contains { $0 == "Shape" || $0 == "InsettableShape" } && methods["path"] != nil
    }
    /// A `class` of the file: its values are references (`ClassObject`).
    var isClass = false
    /// The UIKit class a class of the file inherits from (`UIView`, `UIViewController`), if any.
    var superclass: String?
    /// A class of the file this class inherits from, whose chain ends in no UIKit class.
    var baseClass: String?
    /// An `@Observable` class: a change of any stored property not `@ObservationIgnored` is
    /// seen by the views that read the object (of an `ObservableObject`, `@Published` ones).
    var observesAll = false

    /// Adds an extension's members (methods, computed properties, initializers).
    func extend(properties more: [PropertyDecl], methods extra: [String: Function], initializers inits: [Function]) {
        properties += more
        for f in extra.values { Function.declare(f, in: &methods) }
        initializers += inits
    }
    /// The properties an instance stores, in declaration order.
    var stored: [PropertyDecl] { properties.filter { $0.getter == nil && !$0.isStatic } }
    func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name } }
}

/// `enum Name { case a, b(Int) … }`.
final class EnumDecl {
    struct Case {
        let name: String; let rawValue: Expr?; let payloadLabels: [String?]
        /// The payload's types as written (what its arguments are typed by).
        var payloadTypes: [String] = []
    }
    let name: String
    let cases: [Case]
    let methods: [String: Function]
    let computed: [String: [Stmt]]
    /// The computed properties' declared types.
    var computedTypes: [String: String] = [:]
    let statics: [PropertyDecl]
    let rawType: String?
    /// The protocols it conforms to, as written.
    var conformances: [String] = []
    let at: Int
    init(name: String, cases: [Case], methods: [String: Function], computed: [String: [Stmt]],
         statics: [PropertyDecl], rawType: String?, at: Int) {
        self.name = name; self.cases = cases; self.methods = methods; self.computed = computed
        self.statics = statics; self.rawType = rawType; self.at = at
    }
}

/// `#Preview("Name") { … }`.
struct PreviewDecl {
    let name: String
    let body: [Stmt]
    let at: Int
    /// A PreviewProvider's `previews`: the provider, whose statics its body reads by bare name.
    var provider: String? = nil
}

extension PropertyDecl {
    /// Whether the memberwise initializer takes this stored property: not a `let` with a
    /// value, nor a wrapper whose value does not come from an argument (`@Namespace`,
    /// `@FocusState`, which has only `init()`, the environment's).
    var isMemberwiseParameter: Bool {
        if isLet && initial != nil { return false }
        return wrapper != .namespace && wrapper != .focusState && wrapper?.isEnvironment != true
    }
}
