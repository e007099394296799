/// One static of a builtin type, described once: a member (`Color.red`, `Angle.zero`) when it
/// has no declarations, or a function (`Angle.degrees(_:)`, `Font.system(size:weight:design:)`)
/// with SwiftUI's declarations of it, whose labels a call must fit by Swift's rules and whose
/// parameter types its arguments are read as.
struct BuiltinStatic {
    let name: String
    /// SwiftUI's declarations; empty for a member, or for a function whose code reads its
    /// arguments itself (forms no parameter list can say, such as a colour's initialisers).
    let signatures: [Signature]
    let isFunction: Bool
    let make: (BuiltinUse) throws -> Value?

    /// A static member.
    static func member(_ name: String, _ make: @escaping (BuiltinUse) throws -> Value?) -> BuiltinStatic {
        BuiltinStatic(name: name, signatures: [], isFunction: false, make: make)
    }

    /// A static function, or an initialiser (`init`), with its declarations' parameter lists.
    static func function(_ name: String, _ declarations: [String] = [],
                         _ make: @escaping (BuiltinUse) throws -> Value?) -> BuiltinStatic {
        BuiltinStatic(name: name, signatures: declarations.map { Signature(name, $0) }, isFunction: true, make: make)
    }
}

/// A use of a builtin static being made: which, its arguments (a call's), and the evaluator.
struct BuiltinUse {
    /// The type as the file named it (or the context wanted it), without a trailing `?`.
    let type: String
    let name: String
    /// A call's arguments; nil for a member.
    let arguments: Args?
    let evaluator: Evaluator
    /// Where the use is.
    let at: Int
    /// The declarations of the static used (none for a member).
    var signatures: [Signature] = []

    /// The call's arguments (a member has none: an empty list at its place).
    var args: Args { arguments ?? Args([], scope: evaluator.program.globals, evaluator: evaluator, at: at, callee: name) }

    /// The arguments matched to the static's declarations, by Swift's rules for labels.
    func bound() throws -> BoundArguments { try BoundArguments(args, signatures) }
}

/// One builtin type: the names a file writes it by, and its statics. Members computed from a
/// table (`Color`'s named colours, a text style) come from `lookup`.
struct BuiltinType {
    let names: [String]
    let statics: [BuiltinStatic]
    /// A member by name, for members a table holds; nil when the type has none of that name.
    let lookup: ((BuiltinUse) throws -> Value?)?
    /// A function by name, for functions a table holds; nil when the type has none of that name.
    let callLookup: ((BuiltinUse) throws -> Value?)?
    /// The names `callLookup` answers, when a fixed table gives them (nil: any name may be one),
    /// so that a load-time check can tell a call the type does not have.
    let callNames: Set<String>?

    init(_ names: String..., statics: [BuiltinStatic] = [], lookup: ((BuiltinUse) throws -> Value?)? = nil,
         callLookup: ((BuiltinUse) throws -> Value?)? = nil, callNames: Set<String>? = nil) {
        self.names = names
        self.statics = statics
        self.lookup = lookup
        self.callLookup = callLookup
        self.callNames = callNames
    }
}

/// Every builtin type's statics, by type name: what `Type.name`, `Type.name(…)`, `.name` and
/// `.name(…)` where the context wants `Type` mean for Swift's and SwiftUI's own types. The
/// families are in their own files (drawing, text, values, time and motion).
enum BuiltinRegistry {
    static let types: [BuiltinType] = DrawingBuiltins.types + TextBuiltins.types + ValueBuiltins.types + TimeBuiltins.types
        + AppearanceProxyObject.types + LayoutBuiltins.types

    /// The entry of each type name (a name in two entries is a mistake the tests catch).
    static let byName: [String: BuiltinType] = {
        var table: [String: BuiltinType] = [:]
        for type in types { for name in type.names where table[name] == nil { table[name] = type } }
        return table
    }()

    /// The types searched, in order, for `.name(…)` with no contextual type: SwiftUI's types
    /// that have a static function of that name (an animation, a font, a gradient, an angle,
    /// a binding, a time, a duration).
    static let implicitCallTypes = ["Animation", "Font", "ShapeStyle", "Angle", "Binding", "DispatchTime", "Duration"]

    /// The type without an optional's `?`.
    private static func plain(_ type: String) -> String { type.hasSuffix("?") ? String(type.dropLast()) : type }

    private static func entry(of type: String) -> BuiltinType? { byName[plain(type)] }

    /// `Type.name`, or `.name` where `Type` is wanted; nil when the type has no such member.
    static func member(type: String, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if let entry = entry(of: type) {
            let use = BuiltinUse(type: plain(type), name: name, arguments: nil, evaluator: ev, at: at)
            if let s = entry.statics.first(where: { !$0.isFunction && $0.name == name }), let v = try s.make(use) { return v }
            if let v = try entry.lookup?(use) { return v }
        }
        // Any floating-point context (`CGFloat?`, `Double`): `.infinity` and `.zero`.
        switch name {
        case "infinity": return .double(.infinity)
        case "zero" where type.hasPrefix("Double") || type.hasPrefix("CGFloat"): return .double(0)
        default: return nil
        }
    }

    /// `Type.name(…)`, or `.name(…)` where `Type` is wanted; nil when the type has no such function.
    static func call(type: String, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard let entry = entry(of: type) else { return nil }
        var use = BuiltinUse(type: plain(type), name: name, arguments: args, evaluator: ev, at: args.at)
        for s in entry.statics where s.isFunction && s.name == name {
            use.signatures = s.signatures
            if let v = try s.make(use) { return v }
        }
        use.signatures = []
        return try entry.callLookup?(use)
    }

    /// `.name(…)` with no type to look in: the first of `implicitCallTypes` that has it.
    static func implicitCall(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard name != "init" else { return nil }
        for type in implicitCallTypes { if let v = try call(type: type, name, args, evaluator: ev) { return v } }
        return nil
    }

    /// `Type(…)` for a builtin type with initialisers here; nil when it has none.
    static func construct(_ type: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        try call(type: type, "init", args, evaluator: ev)
    }

    /// Every type name the registry knows.
    static var names: [String] { types.flatMap(\.names) }
}
