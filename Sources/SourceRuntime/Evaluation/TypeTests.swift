/// `x is T` and `x as? T`: whether a value is of a type, by what the runtime knows of it.
extension Evaluator {
    /// `x as T`, `x as? T`: `1/3 as Double` types the literal by the type it is converted to;
    /// `as?` gives nil when the value is surely of another type.
    func cast(_ inner: Expr, _ type: TypeRef, conditional: Bool, _ scope: Scope, at: Int) throws -> Value {
        let v = try eval(inner, scope, hint: conditional ? nil : type.spelled)
        if conditional { return Self.isOf(v, type, program) == false ? .nil : v }
        return try convert(v, to: type, at: at)
    }

    /// True or false when the value's type settles it; nil when the runtime cannot tell (a
    /// protocol of SwiftUI's, a type it holds under another name), which `is` takes as true
    /// and `as?` as a success, as before this test existed.
    static func isOf(_ v: Value, _ type: TypeRef, _ program: Program) -> Bool? {
        var name: String
        switch type {
        case .optional(let inner): if case .nil = v { return false }; return isOf(v, inner, program)
        case .array: if case .array = v { return true }; return false
        case .dictionary: if case .dictionary = v { return true }; return false
        case .named(let n, _): name = n
        default: return nil
        }
        if name.hasPrefix("Swift.") { name.removeFirst(6) }
        if name == "Any" { if case .nil = v { return false }; return true }
        // A name the runtime knows all the values of: the file's types and protocols, Swift's
        // plain value types. A value not found to be of it is surely not.
        let known = program.structs[name] != nil || program.enums[name] != nil || program.protocols[name] != nil
            || ["Int", "Double", "CGFloat", "Float", "String", "Bool", "Character", "Substring"].contains(name)
        switch v {
        case .nil: return false
        case .int: return ["Int", "BinaryInteger", "Numeric", "Comparable", "Hashable", "Equatable"].contains(name)
        case .double:
            return ["Double", "CGFloat", "Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable", "Hashable", "Equatable"].contains(name)
        case .string: return ["String", "StringProtocol", "Comparable", "Hashable", "Equatable", "CustomStringConvertible"].contains(name)
        case .bool: return ["Bool", "Hashable", "Equatable"].contains(name)
        case .instance(let s):
            if s.type.name == name || s.type.conformances.contains(name) { return true }
            return known ? false : nil
        case .enumCase(let t, _, _) where !t.isEmpty:
            if t == name || (program.enums[t]?.conformances.contains(name) ?? false) { return true }
            return known ? false : nil
        case .object(let o):
            if let c = classObject(o) {
                var decl: StructDecl? = c.type
                while let d = decl {
                    if d.name == name || d.conformances.contains(name) || d.superclass == name { return true }
                    decl = d.superclass.flatMap { program.structs[$0] }
                }
                return known ? false : nil
            }
            if o.typeName == name { return true }
            if known { return false }
            // Two of the runtime's own objects named apart (a window and its scene).
            return o is WindowObject || o is ApplicationObject ? false : nil
        default: return nil
        }
    }
}
