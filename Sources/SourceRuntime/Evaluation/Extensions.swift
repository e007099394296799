import Foundation
import Scene
internal import SwiftSyntax

/// What an extension of a type the file does not declare adds to it: `extension Color {
/// static let brand = Color(red: …) }`, `extension View { func glow() -> some View { … } }`,
/// `extension Animation { static var bouncy2: Animation { … } }`, `extension Date { func … }`.
///
/// Statics are read as `Color.brand`, and as `.brand` where the type is expected; instance
/// members are the members of every value of the type (a view for `View`, a colour for
/// `Color`), the value being `self`. An initializer (`init(r: Double, g: Double, b: Double)`)
/// is the type's initializer of its labels: it runs with `self` not yet made, and its
/// `self.init(…)` (one of the type's own initializers, or another of the extension's) makes
/// it. Stored instance properties are refused, as swiftc refuses them ("extensions must not
/// contain stored properties").
final class TypeExtension {
    let type: String
    private(set) var statics: [PropertyDecl] = []
    private(set) var staticMethods: [String: Function] = [:]
    private(set) var properties: [PropertyDecl] = []
    private(set) var methods: [String: Function] = [:]
    private(set) var initializers: [Function] = []

    init(type: String) { self.type = type }

    func addInitializer(_ f: Function) { initializers.append(f) }

    /// The initializer that takes these labels, as a struct's is chosen.
    func initializer(for labels: [String?]) -> Function? {
        initializers.first { f in
            let required = f.parameters.filter { $0.defaultValue == nil }.map(\.label)
            let all = f.parameters.map(\.label)
            return labels.allSatisfy { all.contains($0) } && required.allSatisfy { labels.contains($0) }
                && labels.count <= all.count
        }
    }

    func add(_ p: PropertyDecl) { if p.isStatic { statics.append(p) } else { properties.append(p) } }
    func add(_ f: Function) { if f.isStatic { Function.declare(f, in: &staticMethods) } else { Function.declare(f, in: &methods) } }
    func staticProperty(_ name: String) -> PropertyDecl? { statics.last { $0.name == name } }
    func property(_ name: String) -> PropertyDecl? { properties.last { $0.name == name } }

    /// The types whose extensions a value of `type`'s static members are found in: a colour's
    /// in `Color`'s and `ShapeStyle`'s (`extension ShapeStyle where Self == Color`), and the
    /// other way round; a `UIColor`'s in `UIColor`'s and `Color`'s.
    static func lookupNames(for type: String) -> [String] {
        var t = type
        if t.hasSuffix("?") { t.removeLast() }
        switch t {
        case "Color", "ShapeStyle": return ["Color", "ShapeStyle"]
        case "UIColor", "CGColor": return ["UIColor", "Color"]
        case "Double", "CGFloat", "Float", "TimeInterval", "CFTimeInterval": return [t, "Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint"]
        case "Transition": return ["AnyTransition", "Transition"]
        default: return [t]
        }
    }
}

extension Program {
    /// Records an extension of a SwiftUI, UIKit or Swift type.
    func extendFramework(_ name: String, _ e: ExtensionDeclSyntax, _ lowering: Lowering) {
        let ext = typeExtensions[name] ?? TypeExtension(type: name)
        typeExtensions[name] = ext
        for member in e.memberBlock.members {
            let d = member.decl
            if let v = d.as(VariableDeclSyntax.self) {
                for p in property(v, lowering) {
                    if p.getter == nil && !p.isStatic && !(p.isEnvironmentEntry && name == "EnvironmentValues" && p.initial != nil) {
                        lowering.fail(v, p.isEnvironmentEntry ? "@Entry declares an environment value in 'extension EnvironmentValues' with an initial value"
                                                             : "extensions must not contain stored properties")
                        continue
                    }
                    if p.wrapper != nil { lowering.fail(v, "a property wrapper cannot be used in an extension of '\(name)'") }
                    ext.add(p)
                }
            } else if let f = d.as(FunctionDeclSyntax.self) {
                ext.add(lowering.function(f))
            } else if let i = d.as(InitializerDeclSyntax.self) {
                if i.optionalMark != nil { lowering.fail(i, "a failable initializer in an extension of '\(name)' is not supported") }
                ext.addInitializer(Function(name: "init", parameters: lowering.parameters(i.signature.parameterClause.parameters),
                                            body: i.body.map { lowering.statements($0.statements) } ?? [], isMutating: true,
                                            isStatic: false, returnsView: false, at: i.positionAfterSkippingLeadingTrivia.utf8Offset))
            } else if d.is(TypeAliasDeclSyntax.self) || nestedType(d, lowering) {
            } else {
                lowering.fail(d, "this member is not supported in an extension of '\(name)'")
            }
        }
    }
}

extension Evaluator {
    /// The names of the types a value is of, whose extensions' instance members it has.
    func extensionTypes(of v: Value) -> [String] {
        switch v {
        case .view(let view):
            switch view.content {
            case .text: return ["View", "Text"]
            case .shape: return ["View", "Shape"]
            case .image: return ["View", "Image"]
            case .color: return ["View", "Color", "ShapeStyle"]
            default: return ["View"]
            }
        case .color: return ["Color", "ShapeStyle", "View", "UIColor"]
        case .animation: return ["Animation"]
        case .font: return ["Font"]
        case .double: return ["Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint", "Numeric"]
        case .int: return ["Int", "BinaryInteger", "Numeric"]
        case .string: return ["String", "StringProtocol"]
        case .bool: return ["Bool"]
        case .array: return ["Array", "Collection", "Sequence"]
        // A view of the file is a `View`: `extension View`'s methods are its own; a type of the
        // file has its protocols' extensions' members.
        case .object(let instance as ViewInstance):
            return [instance.type.name] + (instance.type.isView ? ["View"] : []) + protocols(instance.type.conformances)
        case .object(let o):
            let uikit = Playground.uikitAncestors(of: o)
            if let c = Self.classObject(o) { return [c.type.name] + protocols(c.type.conformances) + uikit }
            return [o.typeName] + uikit
        case .instance(let s): return [s.type.name] + protocols(s.type.conformances)
        // Core Graphics' structs, which the subset keeps as labelled tuples.
        case .tuple(_, let labels) where labels == ["x", "y", "width", "height"]: return ["CGRect"]
        case .tuple(_, let labels) where labels == ["x", "y"]: return ["CGPoint"]
        case .tuple(_, let labels) where labels == ["width", "height"]: return ["CGSize"]
        case .tuple(_, let labels) where labels == CATransform3DValues.labels: return ["CATransform3D"]
        case .enumCase(let t, _, _) where !t.isEmpty: return [t] + protocols(program.enums[t]?.conformances ?? [])
        default: return []
        }
    }

    /// The file's protocols among `names`, with those they inherit.
    func protocols(_ names: [String]) -> [String] {
        guard !program.protocols.isEmpty else { return [] }
        var found: [String] = [], queue = names
        while let p = queue.popLast() {
            guard let inherited = program.protocols[p], !found.contains(p) else { continue }
            found.append(p)
            queue += inherited
        }
        return found
    }

    /// An instance method of an extension of one of the value's types (a protocol extension's
    /// only when the type has no method of that name itself: its own implementation wins).
    func extensionMethod(of v: Value, _ name: String) -> Function? {
        guard !program.typeExtensions.isEmpty else { return nil }
        if Self.methodOfType(v, name) != nil { return nil }
        if case .enumCase(let t, _, _) = v, program.enums[t]?.methods[name] != nil { return nil }
        if case .object(let o) = v, let c = Self.classObject(o), c.type.methods[name] != nil { return nil }
        for t in extensionTypes(of: v) { if let m = program.typeExtensions[t]?.methods[name] { return m } }
        return nil
    }

    /// `value.name` for an instance member an extension adds: a computed property's value, or
    /// a method as a function value; nil when no extension of the value's types has it.
    func extensionMember(_ value: Value, _ name: String, at: Int) throws -> Value? {
        guard !program.typeExtensions.isEmpty else { return nil }
        for t in extensionTypes(of: value) {
            guard let ext = program.typeExtensions[t] else { continue }
            if let p = ext.property(name), let getter = p.getter {
                let scope = Scope(parent: program.globals, receiver: .value(Box(value)))
                return try runBody(getter, scope, isBuilder: false, returnType: p.type?.spelled, at: at)
            }
            if let m = ext.methods[name] { return .function(FunctionValue(.method(m, receiver: .value(Box(value)), program.globals))) }
        }
        return nil
    }

    /// `Type.name` for a static an extension of `type` adds: a stored `let`/`var` (a `let`
    /// worked out once, on first use), a computed one's value, or a static method.
    func extensionStatic(_ type: String, _ name: String, at: Int) throws -> Value? {
        guard !program.typeExtensions.isEmpty else { return nil }
        for t in TypeExtension.lookupNames(for: type) {
            guard let ext = program.typeExtensions[t] else { continue }
            if let p = ext.staticProperty(name) {
                if let initial = p.initial { return try staticValue(t, p) { try eval(initial, program.globals, hint: p.type?.spelled ?? t) } }
                if let getter = p.getter {
                    return try inStatics(of: t) {
                        try runBody(getter, Scope(parent: program.globals), isBuilder: false, returnType: p.type?.spelled ?? t, at: at)
                    }
                }
            }
            if let m = ext.staticMethods[name] { return .function(FunctionValue(.method(m, receiver: nil, program.globals))) }
        }
        return nil
    }

    /// `Type.name(args)` / `.name(args)` for a static method an extension of `type` adds.
    func extensionStaticCall(_ type: String, _ name: String, _ args: Args) throws -> Value? {
        guard !program.typeExtensions.isEmpty else { return nil }
        for t in TypeExtension.lookupNames(for: type) {
            guard let m = program.typeExtensions[t]?.staticMethods[name] else { continue }
            return try inStatics(of: t) { try call(FunctionValue(.method(m, receiver: nil, program.globals)), args) }
        }
        return nil
    }

    /// `Type(args)` by an initializer an extension of `type` declares, or nil when none takes
    /// the arguments' labels. `self` starts as the type itself (not yet made); the body's
    /// `self.init(…)` makes it (`selfInit`).
    func extensionInit(_ type: String, _ args: Args) throws -> Value? {
        guard !program.typeExtensions.isEmpty, let f = program.typeExtensions[type]?.initializer(for: args.labels) else { return nil }
        let box = Box(.type(type))
        _ = try call(FunctionValue(.method(f, receiver: .value(box), program.globals)), args)
        if case .type = box.value {
            throw RuntimeError(message: "'self.init' isn't called on all paths before returning from initializer", at: f.at)
        }
        return box.value
    }

    /// `self.init(…)` in an extension's initializer: the value the type's initializer (or
    /// another of the extension's) makes becomes `self`. Nil when `self` is not an extension's
    /// value still to make.
    func selfInit(_ args: Args, _ scope: Scope, at: Int) throws -> Value? {
        // `self.init(…)` in an initializer of the file's struct (one an extension adds, say):
        // another of its initializers, the memberwise one too, makes `self`.
        if case .value(let box)? = scope.receiver, case .instance(let s) = box.value, !s.type.isClass {
            box.value = try construct(s.type, args)
            return .void
        }
        guard case .value(let box)? = scope.receiver, case .type(let type) = box.value else { return nil }
        let made: Value
        if let v = try extensionInit(type, args) { made = v }
        else if let v = try Builtins.construct(type, args, evaluator: self) { made = v }
        else { throw RuntimeError(message: "no initializer of '\(type)' takes these arguments", at: at) }
        box.value = made
        return .void
    }

    /// A static of an extended type by its bare name, inside that type's statics.
    func extensionStaticMember(named name: String, in type: String, at: Int) throws -> Value? {
        guard let ext = program.typeExtensions[type], ext.staticProperty(name) != nil || ext.staticMethods[name] != nil else { return nil }
        return try extensionStatic(type, name, at: at)
    }

    /// An implicit member's base with no type to look in (`.brand.opacity(0.5)`): a static
    /// of an extension of `Color`, `Animation` or `Font`.
    func untypedExtensionStatic(_ name: String, at: Int) throws -> Value? {
        guard !program.typeExtensions.isEmpty else { return nil }
        for t in ["Color", "ShapeStyle", "Animation", "Font"] {
            if let ext = program.typeExtensions[t], ext.staticProperty(name) != nil { return try extensionStatic(t, name, at: at) }
        }
        return nil
    }

    /// Whether `self` is a value an extension's instance member runs on (not a struct of the file).
    static func isExtensionReceiver(_ r: Receiver?) -> Value? {
        guard case .value(let box)? = r else { return nil }
        if case .instance = box.value { return nil }
        if case .object(let o) = box.value, o is ClassObject { return nil }
        return box.value
    }
}
