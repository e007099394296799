/// A file's own environment values: `struct K: EnvironmentKey { static let defaultValue = … }`
/// with `extension EnvironmentValues { var name: T { get { self[K.self] } set { self[K.self] =
/// newValue } } }` (or iOS 18's `@Entry var name: T = …`), read by `@Environment(\.name)` and
/// set for a subtree by `.environment(\.name, value)`.
///
/// The extension's own getter and setter run on this object, as Swift runs them on an
/// `EnvironmentValues`: `self[K.self]` reads what the subtree was given for the key type `K`,
/// else `K.defaultValue`.
final class EnvironmentValuesObject: RuntimeObject {
    /// The values given, by key type (`K`), or by `@Entry` property as `"@name"`.
    var values: [String: Value]
    init(_ values: [String: Value]) { self.values = values }
    override var typeName: String { "EnvironmentValues" }
}

extension Evaluator {
    /// The extension of `EnvironmentValues` that declares `name`, if the file has one.
    func environmentProperty(_ name: String) -> PropertyDecl? {
        program.typeExtensions["EnvironmentValues"]?.property(name)
    }

    /// `self[K.self]` of an environment: the value given for `K`, else its `defaultValue`.
    func environmentSubscript(_ env: EnvironmentValuesObject, key: String, at: Int) throws -> Value {
        if let v = env.values[key] { return v }
        return try member(.type(key), "defaultValue", at: at)
    }

    /// The value of the file's environment property `name` in `values`.
    func environmentValue(_ name: String, in values: [String: Value], at: Int) throws -> Value {
        guard let p = environmentProperty(name) else { throw RuntimeError(message: "value of type 'EnvironmentValues' has no member '\(name)'", at: at) }
        let env = EnvironmentValuesObject(values)
        if p.getter == nil {
            if let v = values["@" + name] { return v }
            guard let initial = p.initial else { return .nil }
            return try eval(initial, program.globals, hint: p.type?.spelled)
        }
        return try member(.object(env), name, at: at)
    }

    /// `values` with the file's environment property `name` set to `value` (its setter run on
    /// them, or the `@Entry`'s slot set).
    func settingEnvironment(_ name: String, to value: Value, in values: [String: Value], at: Int) throws -> [String: Value] {
        guard let p = environmentProperty(name) else { throw RuntimeError(message: "value of type 'EnvironmentValues' has no member '\(name)'", at: at) }
        let typed = try convert(value, to: p.type ?? .named("", []), at: at)
        guard let setter = p.setter else {
            if p.getter != nil { throw RuntimeError(message: "cannot assign to property: '\(name)' is a get-only property", at: at) }
            var out = values
            out["@" + name] = typed
            return out
        }
        let env = EnvironmentValuesObject(values)
        let scope = Scope(parent: program.globals, receiver: .value(Box(.object(env))))
        scope.declare(p.setterValue, typed, isLet: true)
        _ = try exec(setter, scope)
        return env.values
    }

    /// Whether a view's body is being built now.
    var isBuilding: Bool { buildingFor != nil }

    /// The environment the view being built sees (its own modifiers' included).
    var currentEnvironment: [String: Value] {
        guard let host = buildingFor else { return [:] }
        return runtime.contentContext(host.value, host.context, host: host).environment
    }
}
