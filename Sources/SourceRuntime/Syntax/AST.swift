/// The file's code in the form the evaluator runs: lowered once from SwiftSyntax, every node
/// carrying its place in the file (a UTF-8 offset) for errors.
final class Expr {
    indirect enum Kind {
        case literal(Value)
        /// A name: a local, a property of `self`, a declaration of the file or a built-in.
        case name(String)
        /// `base.member`; a nil base is an implicit member (`.red`, `.easeInOut`).
        case member(Expr?, String)
        case call(Expr, [Argument])
        case subscriptCall(Expr, [Argument])
        case closure(Closure)
        case binary(Operator, Expr, Expr)
        case prefix(String, Expr)
        case ternary(Expr, Expr, Expr)
        case array([Expr])
        case dictionary([(Expr, Expr)])
        case tuple([Argument])
        /// String interpolation: literal pieces and expressions, in order.
        case interpolation([InterpolationPart])
        case forceUnwrap(Expr)
        /// `base?` in an optional chain: nil short-circuits to the end of the chain.
        case optionalChain(Expr)
        /// The end of an optional chain (where a nil lands).
        case optionalChainEnd(Expr)
        /// `\.a.b` (a nil root), or `\Type.a`.
        case keyPath([String])
        case assignment(Expr, String, Expr)
        /// `if`/`switch` used as an expression, or a view builder's statements.
        case statementExpression(Stmt)
        /// `#Preview`-less `#name` macros are refused; `#keyPath(…)` is its path string.
        case typeName(TypeRef)
        /// `try`/`await` in front of an expression: evaluated as the expression.
        case passthrough(Expr)
        /// `x as T` / `as? T`.
        case cast(Expr, TypeRef, conditional: Bool)
        /// `x is T`: whether the value is of that type.
        case typeTest(Expr, TypeRef)
        /// A string literal that is one of the scene's lines (the n-th in the file): `--text` replaces it.
        case textLine(String, Int)
    }
    let kind: Kind
    let at: Int
    /// For a call's bare name: how it resolved when last called (see `Evaluator.builtinCall`).
    var route = CallRoute.unknown
    /// For a name: whether a scope may hold it (`Program.localNames`), worked out at its first
    /// lookup (nil: not yet).
    var mayBeLocal: Bool?
    /// For an implicit member or call of constants (`.system(size: 11, weight: .medium)`): its
    /// value, kept from its first evaluation (see `Evaluator.folded`).
    var folded: FoldedConstant?
    /// Whether its first evaluation found it not such a constant (never looked at again).
    var neverFolds = false
    /// For an operator: its compiled form, made at its first evaluation when it is an expression
    /// of numbers (`compileTried`: whether that was tried).
    var compiledNumber: CompiledNumber?
    var compileTried = false
    /// Whether a floating-point literal stands among the operands this expression's value is
    /// typed with: through arithmetic operators, signs, `try` and a ternary's branches.
    /// Swift types the integer literals beside it as Doubles too (`7 / 2 * 2.0` is 7.0).
    lazy var holdsFloatingLiteral: Bool = {
        switch kind {
        case .literal(.double): return true
        case .binary(let op, let l, let r) where op.isArithmetic: return l.holdsFloatingLiteral || r.holdsFloatingLiteral
        case .prefix(let op, let x) where op == "-" || op == "+": return x.holdsFloatingLiteral
        case .passthrough(let x): return x.holdsFloatingLiteral
        case .ternary(_, let a, let b): return a.holdsFloatingLiteral || b.holdsFloatingLiteral
        default: return false
        }
    }()
    init(_ kind: Kind, at: Int) { self.kind = kind; self.at = at }
}

/// Where a call of a bare name went, learnt at its first call: a name the file declares
/// nowhere can only be a builtin's, and the same one each time.
enum CallRoute: UInt8 {
    case unknown
    /// Resolved by the whole lookup each time (the file declares the name, or it is neither).
    case general
    /// A builtin type's initializer (`Text(…)`, `Double(i)`).
    case construct
    /// A builtin function (`sin(x)`, `max(a, b)`).
    case function
}

/// A call or tuple argument: `label: value`, or a trailing closure.
struct Argument {
    let label: String?
    let value: Expr
    /// The first closure written after the call's parentheses: Swift matches it to the first
    /// parameter of function type left, whatever that parameter's label.
    var isTrailing = false

    /// Whether this argument goes to a parameter with `label` and type `type`.
    func fits(label: String?, type: TypeRef?) -> Bool {
        guard label != self.label else { return true }
        guard isTrailing else { return false }
        switch type {
        case .function?, .optional(.function)?: return true
        default: return false
        }
    }
}

enum InterpolationPart {
    case text(String)
    case value(Expr)
    /// `\(x, specifier: "%.1f")` in a `Text`'s key: the value formatted by a printf specifier.
    case specified(Expr, specifier: Expr)
}

/// A type as written: a name with generic arguments, an array, an optional or a tuple.
indirect enum TypeRef: Equatable {
    case named(String, [TypeRef])
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case optional(TypeRef)
    case tuple([(String?, TypeRef)])
    case function
    case some(String)

    static func == (a: TypeRef, b: TypeRef) -> Bool { a.spelled == b.spelled }

    /// The name a message uses.
    var spelled: String {
        switch self {
        case .named(let n, let args): return args.isEmpty ? n : "\(n)<\(args.map(\.spelled).joined(separator: ", "))>"
        case .array(let e): return "[\(e.spelled)]"
        case .dictionary(let k, let v): return "[\(k.spelled): \(v.spelled)]"
        case .optional(let w): return "\(w.spelled)?"
        case .tuple(let items): return "(" + items.map { ($0.0.map { "\($0): " } ?? "") + $0.1.spelled }.joined(separator: ", ") + ")"
        case .function: return "function"
        case .some(let p): return "some \(p)"
        }
    }
}

/// A closure literal: its parameters (named or `$0`…), its statements.
final class Closure {
    let parameters: [String]
    let body: [Stmt]
    /// Whether the body uses `$0`, `$1`… (then `parameters` is empty).
    let usesAnonymousParameters: Bool
    let at: Int
    init(parameters: [String], body: [Stmt], usesAnonymousParameters: Bool, at: Int) {
        self.parameters = parameters; self.body = body
        self.usesAnonymousParameters = usesAnonymousParameters; self.at = at
    }

    /// How many anonymous parameters the body names (`$1` alone: two), 0 without them.
    lazy var anonymousCount: Int = {
        guard usesAnonymousParameters else { return 0 }
        var names = Set<String>()
        for s in body { Mentions.collect(s, into: &names) }
        return (names.compactMap { $0.hasPrefix("$") ? Int($0.dropFirst()) : nil }.max() ?? 0) + 1
    }()
}

/// A pattern that binds names: `x`, `(a, b)`, `_`, `let .some(x)`.
indirect enum Pattern {
    case name(String)
    case wildcard
    case tuple([Pattern])
    /// A value to compare with (`case 0:`, `case .red:`).
    case expression(Expr)
    /// `case .name(let a, let b)` against an enum case.
    case enumCase(String, [Pattern])
}

/// One condition of `if`/`guard`/`while`: a Boolean, or `let x = optional`.
enum Condition {
    case boolean(Expr)
    case optionalBinding(String, Expr?)
    case casePattern(Pattern, Expr)
}

final class Stmt {
    indirect enum Kind {
        case expression(Expr)
        case variable(isLet: Bool, Pattern, TypeRef?, Expr?)
        case ifElse([Condition], [Stmt], else: [Stmt]?)
        case guardElse([Condition], [Stmt])
        case switchCase(Expr, [SwitchCase])
        case forIn(Pattern, Expr, where: Expr?, [Stmt])
        case whileLoop([Condition], [Stmt])
        case repeatWhile([Stmt], Expr)
        case returnValue(Expr?)
        case breakLoop(String?), continueLoop(String?)
        /// `name: for …`, `name: while …`, `name: switch …`: a statement `break name` and
        /// `continue name` reach from inside nested ones.
        case labeled(String, Stmt)
        case function(Function)
        /// A local `var name: T { … }`: its getter, run at every read of the name.
        case computedLocal(Function)
        case block([Stmt])
        case deferred([Stmt])
        case doCatch([Stmt], [Stmt])
        case throwError(Expr)
    }
    let kind: Kind
    let at: Int
    init(_ kind: Kind, at: Int) { self.kind = kind; self.at = at }
}

struct SwitchCase {
    /// Empty: `default`.
    let patterns: [Pattern]
    let guardExpr: Expr?
    let body: [Stmt]
}

/// A function or method: `func name(label name: Type = default, …) -> T { … }`.
final class Function {
    struct Parameter {
        /// The label callers write (nil: `_`).
        let label: String?
        let name: String
        let type: TypeRef?
        let defaultValue: Expr?
        let isInout: Bool
        /// `_ xs: Int...`: the arguments from here to the next label, as an array.
        var isVariadic = false
    }
    let name: String
    let parameters: [Parameter]
    let body: [Stmt]
    let isMutating: Bool
    let isStatic: Bool
    let returnsView: Bool
    /// The declared result type (nil: none, or `some View`): what its returned expressions are typed by.
    let returnType: TypeRef?
    let at: Int
    /// The other declarations of this name in the same scope (overloads by labels: a call
    /// takes the first whose parameters its labels fit).
    private(set) var overloads: [Function] = []
    init(name: String, parameters: [Parameter], body: [Stmt], isMutating: Bool, isStatic: Bool, returnsView: Bool,
         returnType: TypeRef? = nil, at: Int) {
        self.name = name; self.parameters = parameters; self.body = body
        self.isMutating = isMutating; self.isStatic = isStatic; self.returnsView = returnsView; self.returnType = returnType; self.at = at
    }

    /// Puts `f` in `table` under its name; one already there becomes its overload.
    static func declare(_ f: Function, in table: inout [String: Function]) {
        if let old = table[f.name], old !== f {
            for g in [old] + old.overloads where g !== f && !f.overloads.contains(where: { $0 === g }) { f.overloads.append(g) }
        }
        table[f.name] = f
    }

    /// The declaration of this name whose parameters `labels` fit (in order, parameters left
    /// out having defaults), fewest defaults first, as Swift ranks them; else this one (whose
    /// mismatch is then reported).
    func overload(fitting arguments: [Argument]) -> Function {
        guard !overloads.isEmpty else { return self }
        var best: (Function, Int)?
        for f in [self] + overloads {
            if let defaults = f.defaultsUsed(arguments), defaults < best?.1 ?? .max { best = (f, defaults) }
        }
        return best?.0 ?? self
    }

    /// Where a variadic parameter's arguments end: the first takes the parameter's label, the
    /// rest are unlabelled (a trailing closure is not one of them).
    static func variadicEnd(_ arguments: [(label: String?, isTrailing: Bool)], from start: Int, label: String?) -> Int {
        guard start < arguments.count, arguments[start].label == label, !arguments[start].isTrailing else { return start }
        var end = start + 1
        while end < arguments.count, arguments[end].label == nil, !arguments[end].isTrailing { end += 1 }
        return end
    }

    /// How many defaults a call with `arguments` takes, or nil when they do not fit.
    private func defaultsUsed(_ arguments: [Argument]) -> Int? {
        var next = 0, defaults = 0
        for p in parameters {
            if p.isVariadic {
                next = Self.variadicEnd(arguments.map { ($0.label, $0.isTrailing) }, from: next, label: p.label)
                continue
            }
            if next < arguments.count, arguments[next].fits(label: p.label, type: p.type) { next += 1 }
            else if p.defaultValue != nil { defaults += 1 } else { return nil }
        }
        return next == arguments.count ? defaults : nil
    }
}

/// A value an expression of constants gave where a type was wanted (its hint).
final class FoldedConstant {
    let hint: String
    let value: Value
    init(hint: String, value: Value) { self.hint = hint; self.value = value }
}
