import Foundation

/// A binary operator of the file's code, told apart once when the file is lowered: the
/// evaluation switches on `code` instead of comparing the spelling each time.
struct Operator: Equatable, CustomStringConvertible {
    enum Code: UInt8 {
        // The arithmetic operators: their result has their operands' type.
        case add, subtract, multiply, divide, remainder
        case less, greater, lessEqual, greaterEqual, equal, notEqual
        case bitAnd, bitOr, bitXor, shiftLeft, shiftRight
        case and, or, coalesce
        case identical, notIdentical, halfOpenRange, closedRange
        case other
    }
    let spelling: String
    let code: Code

    init(_ spelling: String) {
        self.spelling = spelling
        code = Self.codes[spelling] ?? .other
    }

    var description: String { spelling }
    /// `+ - * / %`: the operands take the type the context wants for the result.
    var isArithmetic: Bool { code.rawValue <= Code.remainder.rawValue }
    /// `< > <= >= == !=`: both operands have one type; the result is a Bool.
    var isComparison: Bool { code.rawValue >= Code.less.rawValue && code.rawValue <= Code.notEqual.rawValue }

    /// Whether the operands of `op` between `l` and `r` are `Double`s because a floating-point
    /// literal stands among them (`7 / 2 * 2.0`, `7 / 2 < 3.5`): Swift gives every literal of
    /// such an expression one type, and only a `Double` holds `2.0`.
    static func floatingOperands(_ op: Operator, _ l: Expr, _ r: Expr) -> Bool {
        (op.isArithmetic || op.isComparison) && (l.holdsFloatingLiteral || r.holdsFloatingLiteral)
    }

    static func == (a: Operator, b: Operator) -> Bool { a.spelling == b.spelling }
    static func == (a: Operator, b: String) -> Bool { a.spelling == b }

    private static let codes: [String: Code] = [
        "+": .add, "-": .subtract, "*": .multiply, "/": .divide, "%": .remainder,
        "<": .less, ">": .greater, "<=": .lessEqual, ">=": .greaterEqual, "==": .equal, "!=": .notEqual,
        "&": .bitAnd, "|": .bitOr, "^": .bitXor, "<<": .shiftLeft, ">>": .shiftRight,
        "&&": .and, "||": .or, "??": .coalesce,
        "===": .identical, "!==": .notIdentical, "..<": .halfOpenRange, "...": .closedRange,
    ]
}

/// Swift's arithmetic and order on `Int` and `Double`, written once. The evaluator, its compiled
/// expressions and the live arguments all call these, so an operator means the same on every
/// path: `Int` traps on overflow and on division by zero as Swift does (a `Fault`, which the
/// caller turns into a positioned error), `Double` follows IEEE 754.
enum Arithmetic {
    /// What Swift stops the program with.
    struct Fault: Error {
        let message: String
        static let overflow = Fault(message: "Fatal error: arithmetic overflow")
        static let divisionByZero = Fault(message: "Fatal error: Division by zero")
        static let remainderByZero = Fault(message: "Fatal error: Division by zero in remainder operation")
    }

    /// `x op y` between two `Int`s (nil: `op` is not one of `Int`'s operators).
    @inline(__always)
    static func integers(_ op: Operator.Code, _ x: Int, _ y: Int) throws(Fault) -> Value? {
        switch op {
        case .add: return try checked(x.addingReportingOverflow(y))
        case .subtract: return try checked(x.subtractingReportingOverflow(y))
        case .multiply: return try checked(x.multipliedReportingOverflow(by: y))
        case .divide:
            if y == 0 { throw .divisionByZero }
            return try checked(x.dividedReportingOverflow(by: y))
        case .remainder:
            if y == 0 { throw .remainderByZero }
            return try checked(x.remainderReportingOverflow(dividingBy: y))
        case .less: return .bool(x < y)
        case .greater: return .bool(x > y)
        case .lessEqual: return .bool(x <= y)
        case .greaterEqual: return .bool(x >= y)
        case .equal: return .bool(x == y)
        case .notEqual: return .bool(x != y)
        case .bitAnd: return .int(x & y)
        case .bitOr: return .int(x | y)
        case .bitXor: return .int(x ^ y)
        // Swift's `<<` and `>>` on `Int` are smart shifts: past the width gives 0 (or -1), a
        // negative amount shifts the other way.
        case .shiftLeft: return .int(x << y)
        case .shiftRight: return .int(x >> y)
        default: return nil
        }
    }

    /// `x op y` between two `Double`s (nil: not one of the operators numbers of mixed kinds
    /// share). Equality is left to the caller: an `Int` and a `Double` are not equal values.
    @inline(__always)
    static func doubles(_ op: Operator.Code, _ x: Double, _ y: Double) -> Value? {
        switch op {
        case .add: return .double(x + y)
        case .subtract: return .double(x - y)
        case .multiply: return .double(x * y)
        case .divide: return .double(x / y)
        case .remainder: return .double(x.truncatingRemainder(dividingBy: y))
        case .less: return .bool(x < y)
        case .greater: return .bool(x > y)
        case .lessEqual: return .bool(x <= y)
        case .greaterEqual: return .bool(x >= y)
        default: return nil
        }
    }

    /// `a op b` when both are numbers: between two `Int`s as `Int`, else as `Double` (an `Int`
    /// here is a literal the context made a `Double`). Nil: not numbers, or not such an operator.
    @inline(__always)
    static func numbers(_ op: Operator.Code, _ a: Value, _ b: Value) throws(Fault) -> Value? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return try integers(op, x, y)
        case (.double(let x), .double(let y)): return doubles(op, x, y)
        case (.int(let x), .double(let y)): return doubles(op, Double(x), y)
        case (.double(let x), .int(let y)): return doubles(op, x, Double(y))
        default: return nil
        }
    }

    /// `-v` (nil: not a number). `-Int.min` overflows, as in Swift.
    @inline(__always)
    static func negated(_ v: Value) throws(Fault) -> Value? {
        switch v {
        case .int(let i):
            if i == .min { throw .overflow }
            return .int(-i)
        case .double(let d): return .double(-d)
        default: return nil
        }
    }

    /// `abs(i)` of an `Int`: `abs(Int.min)` overflows, as in Swift.
    static func magnitude(_ i: Int) throws(Fault) -> Int {
        if i == .min { throw .overflow }
        return Swift.abs(i)
    }

    /// `Double(v)` of a number (nil: not a number).
    @inline(__always)
    static func double(_ v: Value) -> Double? {
        switch v {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// The math functions of one `Double` that Foundation gives the file, by name (nil: not one).
    static func function(_ name: String) -> ((Double) -> Double)? {
        switch name {
        case "sin", "sinf": return Foundation.sin
        case "cos", "cosf": return Foundation.cos
        case "tan": return Foundation.tan
        case "sqrt", "sqrtf": return Foundation.sqrt
        case "asin": return Foundation.asin
        case "acos": return Foundation.acos
        case "atan", "atanf": return Foundation.atan
        case "exp": return Foundation.exp
        case "log": return Foundation.log
        case "log2": return Foundation.log2
        case "log10": return Foundation.log10
        case "floor": return Foundation.floor
        case "ceil": return Foundation.ceil
        case "round": return Foundation.round
        case "fabs", "fabsf": return Swift.abs
        default: return nil
        }
    }

    /// `body`'s value; a fault becomes Swift's error at the place `at`.
    @inline(__always)
    static func at<T>(_ at: Int, _ body: () throws(Fault) -> T) throws(RuntimeError) -> T {
        do throws(Fault) { return try body() } catch { throw RuntimeError(message: error.message, at: at) }
    }

    private static func checked(_ r: (partialValue: Int, overflow: Bool)) throws(Fault) -> Value {
        if r.overflow { throw .overflow }
        return .int(r.partialValue)
    }
}
