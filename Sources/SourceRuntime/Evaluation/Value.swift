import Motion
import Scene

/// A value of the file's code. Swift's number types meet in `int` and `double` (CGFloat and
/// Float are doubles); a declared type converts literals as Swift would.
enum Value: Hashable {
    case void
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case character(Character)
    case array([Value])
    case dictionary([DictionaryEntry])
    indirect case tuple([Value], labels: [String?])
    indirect case range(lower: Int, upper: Int, closed: Bool)
    indirect case doubleRange(lower: Double, upper: Double, closed: Bool)
    /// An instance of one of the file's structs (value semantics: fields copy with it).
    indirect case instance(StructValue)
    indirect case enumCase(type: String, name: String, payload: [Value])
    case function(FunctionValue)
    case view(ViewValue)
    indirect case animation(Animation?)
    indirect case color(Color)
    indirect case font(FontValue)
    indirect case unitPoint(UnitPoint)
    case edges(EdgeSet)
    /// A value of the runtime (`Timer`, a geometry proxy, a namespace) that has no Swift value semantics here.
    case object(RuntimeObject)
    /// A type used as a value: `Double(x)`, `Color.red`, `Int.random(in:)`.
    case type(String)
    case keyPath([String])

    static func == (a: Value, b: Value) -> Bool {
        switch (a, b) {
        case (.void, .void), (.nil, .nil): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.double(let x), .double(let y)): return x == y
        case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
        case (.string(let x), .string(let y)): return x == y
        case (.character(let x), .character(let y)): return x == y
        case (.string(let x), .character(let y)), (.character(let y), .string(let x)): return x == String(y)
        case (.array(let x), .array(let y)): return x == y
        case (.dictionary(let x), .dictionary(let y)): return x == y
        case (.tuple(let x, _), .tuple(let y, _)): return x == y
        case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)): return a1 == a2 && b1 == b2 && c1 == c2
        case (.doubleRange(let a1, let b1, let c1), .doubleRange(let a2, let b2, let c2)): return a1 == a2 && b1 == b2 && c1 == c2
        case (.instance(let x), .instance(let y)): return x == y
        case (.enumCase(let t1, let n1, let p1), .enumCase(let t2, let n2, let p2)): return t1 == t2 && n1 == n2 && p1 == p2
        case (.function(let x), .function(let y)): return x === y
        case (.view(let x), .view(let y)): return x === y
        case (.animation(let x), .animation(let y)): return x == y
        case (.color(let x), .color(let y)): return x == y
        case (.font(let x), .font(let y)): return x == y
        case (.unitPoint(let x), .unitPoint(let y)): return x == y
        case (.edges(let x), .edges(let y)): return x == y
        case (.object(let x), .object(let y)): return x === y || x.sameValue(y)
        case (.type(let x), .type(let y)): return x == y
        case (.keyPath(let x), .keyPath(let y)): return x == y
        default: return false
        }
    }

    /// Consistent with `==`: numbers hash as Doubles (1 == 1.0), characters as strings.
    func hash(into h: inout Hasher) {
        switch self {
        case .void: h.combine(0)
        case .nil: h.combine(1)
        case .bool(let b): h.combine(b)
        case .int(let i): h.combine(Double(i))
        case .double(let d): h.combine(d)
        case .string(let s): h.combine(s)
        case .character(let c): h.combine(String(c))
        case .array(let a): h.combine(a)
        case .dictionary(let d): h.combine(d.count)
        case .tuple(let items, _): h.combine(items)
        case .range(let l, let u, let c): h.combine(l); h.combine(u); h.combine(c)
        case .doubleRange(let l, let u, let c): h.combine(l); h.combine(u); h.combine(c)
        case .instance(let s): h.combine(ObjectIdentifier(s.type)); h.combine(s.fields.count)
        case .enumCase(let t, let n, let p): h.combine(t); h.combine(n); h.combine(p)
        case .function(let f): h.combine(ObjectIdentifier(f))
        case .view(let v): h.combine(ObjectIdentifier(v))
        case .animation(let a): h.combine(a)
        case .color(let c): h.combine(c)
        case .font(let f): h.combine(f.spec)
        case .unitPoint(let p): h.combine(p)
        case .edges(let e): h.combine(e.rawValue)
        case .object(let o): o.hashValue(into: &h)
        case .type(let t): h.combine(t)
        case .keyPath(let k): h.combine(k)
        }
    }

    /// The type name a message uses.
    /// An enum case's type, when it has one (an implicit member written alone has none).
    var enumType: String? {
        if case .enumCase(let t, _, _) = self, !t.isEmpty { return t }
        return nil
    }

    var typeName: String {
        switch self {
        case .void: return "Void"
        case .nil: return "Optional"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .character: return "Character"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        // As Swift names a tuple type: `(Int, Int)`, `(x: Double, y: Double)`.
        case .tuple(let items, let labels):
            // The geometry values, which are such tuples here, by their Core Graphics names.
            if items.allSatisfy({ $0.asDouble != nil }), let name = Self.geometryNames[labels] { return name }
            return "(" + zip(items, labels + Array(repeating: nil, count: max(0, items.count - labels.count)))
                .map { item, label in (label.map { "\($0): " } ?? "") + item.typeName }.joined(separator: ", ") + ")"
        case .range, .doubleRange: return "Range"
        case .instance(let s): return s.type.name
        // A member written with no type to look it up in (`.quaternary`) is named as written.
        case .enumCase(let t, let name, _): return t.isEmpty ? ".\(name)" : t
        case .function: return "function"
        case .view: return "some View"
        case .animation: return "Animation"
        case .color: return "Color"
        case .font: return "Font"
        case .unitPoint: return "UnitPoint"
        case .edges: return "Edge.Set"
        case .object(let o): return o.typeName
        case .type(let t): return "\(t).Type"
        case .keyPath: return "KeyPath"
        }
    }

    /// The geometry types whose values are labelled tuples of numbers here.
    static let geometryNames: [[String?]: String] = [
        ["x", "y"]: "CGPoint", ["width", "height"]: "CGSize", ["dx", "dy"]: "CGVector",
        ["x", "y", "width", "height"]: "CGRect", ["top", "leading", "bottom", "trailing"]: "EdgeInsets", ["top", "left", "bottom", "right"]: "UIEdgeInsets",
    ]
}

/// One key and value of a dictionary literal, in insertion order.
struct DictionaryEntry: Equatable {
    var key: Value
    var value: Value
}

/// An instance of a struct of the file: its type and stored fields.
struct StructValue: Equatable {
    let type: StructDecl
    var fields: [String: Value]
    static func == (a: StructValue, b: StructValue) -> Bool { a.type === b.type && a.fields == b.fields }
}

/// A font as SwiftUI's `Font`: a spec, with what `.bold()`/`.weight` set.
struct FontValue: Equatable {
    var spec: FontSpec
    /// Whether the font was sized for a text style (scales with Dynamic Type on a device).
    var textStyle: String?
}

/// `Edge.Set` of `padding(_:_:)`.
struct EdgeSet: OptionSet, Equatable {
    let rawValue: Int
    static let top = EdgeSet(rawValue: 1), leading = EdgeSet(rawValue: 2)
    static let bottom = EdgeSet(rawValue: 4), trailing = EdgeSet(rawValue: 8)
    static let horizontal: EdgeSet = [.leading, .trailing], vertical: EdgeSet = [.top, .bottom]
    static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// Something callable: a closure of the file, one of its functions bound to `self`, or a built-in.
final class FunctionValue {
    enum Body {
        case closure(Closure, Scope)
        case method(Function, receiver: Receiver?, Scope)
        case builtin(name: String, ([Value], [String?], Int) throws -> Value)
        /// `StructName(…)` / an enum case with a payload.
        case initializer(String)
    }
    let body: Body
    /// A `ForEach` content closure's live plan, once worked out (see `LivePlan`).
    var planned: PlanBox?
    init(_ body: Body) { self.body = body }
}

/// What `self` is in a method: a view instance being evaluated, or a struct value held in a variable.
enum Receiver {
    case view(ViewInstance)
    case value(Box)
}

/// A runtime object: a timer, a geometry proxy, a namespace, a task.
class RuntimeObject {
    var typeName: String { "object" }
    /// Whether `other` is the same value: an object is only itself, unless it stands for one
    /// of Swift's value types (`Date`, `URL`), equal to another of the same value, as
    /// `onChange(of:)` and `==` compare them.
    func sameValue(_ other: RuntimeObject) -> Bool { false }
    /// Consistent with `sameValue`: the identity, or the value it stands for.
    func hashValue(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A variable's storage: closures capture the box, so a change is seen by every capture.
final class Box {
    var value: Value
    let isLet: Bool
    /// The type a `var x: T` was declared with (what an assignment to it is typed by).
    var declaredType: String?
    /// Set when the value is also a view's state under another name (a timeline's `let`s, see
    /// `TimelineLets`): a read of the box is noted as a read of that state.
    var derived: DerivedState?
    init(_ value: Value, isLet: Bool = false) { self.value = value; self.isLet = isLet }
}

/// The state property a box's value is kept as too.
final class DerivedState {
    weak var instance: ViewInstance?
    let key: String
    /// Set when the box was read by no evaluation that keeps its reads (a `Canvas`'s renderer
    /// drawing, an event's handler): what read it cannot be told of a change.
    var readUnkept = false
    init(_ instance: ViewInstance, _ key: String) { self.instance = instance; self.key = key }
}
