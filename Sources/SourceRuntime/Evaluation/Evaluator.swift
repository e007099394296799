import Foundation
import Motion
import Scene

/// Evaluates the file's expressions and statements under a step budget; every error it raises
/// carries the place of the expression that raised it.
final class Evaluator {
    let program: Program
    /// Steps taken since the budget was last reset (at every event the scene runs): setting
    /// it to 0 starts an event (`Budgets.beginEvent`).
    var steps: Int {
        get { taken }
        set {
            if newValue == 0 { limits.frameSteps += taken }
            taken = newValue
            if newValue == 0 { beginEvent() }
        }
    }
    var taken = 0
    /// Set while the file's code draws a frame (a shape's `path(in:)`, a geometry effect): the
    /// calls are frames being drawn, not events stuck at one time, each under its own budget.
    var drawsFrame = false
    /// The most steps one event may take: a loop or recursion that does not finish stops here.
    static let eventBudget = 10_000_000
    /// The steps the running event may take: `eventBudget`, or less when a frame's budget
    /// (`Budgets.frameBudget`) has less left.
    var budget = Evaluator.eventBudget
    var depth = 0
    /// The declared result type of the function body running (nil: none known).
    var returnType: String?
    /// The type whose property initial values are being worked out (its statics are in scope).
    var staticContext: String?
    /// Static `let`s worked out so far, by `Type.name`.
    var staticLets: [String: Value] = [:]
    /// The static `let`s whose initial values are being worked out (one that reads itself is
    /// an error, not a recursion without end).
    var staticLetsInProgress: Set<String> = []
    /// The objects `.environmentObject(_:)` and `.environment(_:)` gave, by class name.
    var environmentObjects: [String: ClassObject] = [:]
    /// Likewise the top-level `let`/`var`s.
    var globalsInProgress: Set<String> = []
    /// What the budgets that span events and the stack keep (`Evaluator+Budgets.swift`).
    var limits = Budgets()
    /// `inout` arguments of the call being made: written back when it returns.
    var deferredInout: [(Expr, Box, Scope)] = []
    /// The properties whose observers are running (an assignment inside its own `didSet`
    /// does not call them again, as in Swift).
    var observing = Set<String>()
    /// The label of the statement about to run (`outer:` before a loop), taken by it as it starts.
    var statementLabel: String?
    /// The file's top-level `let`/`var`s as this run has them (see `Program.global`).
    var globalBoxes: [String: Box] = [:]
    /// Whether the file asked for the dark appearance (`.preferredColorScheme(.dark)`): UIKit's
    /// system colours then take their dark values, and the scene its dark background.
    var prefersDark = false
    /// What the file set on UIKit's appearance proxies (`UITabBar.appearance().isHidden`), by
    /// class and property.
    var appearance: [String: [String: Value]] = [:]
    static let maximumDepth = 400
    /// Whether expressions of numbers run in their compiled form (`CompiledNumber`); off, the
    /// tree is walked, which tests compare it with.
    let compilesNumbers = Evaluator.compilesNumbersByDefault
    nonisolated(unsafe) static var compilesNumbersByDefault = true
    /// How many expressions were compiled so far (for tests and figures).
    private(set) var compiledExpressions = 0
    /// The state reads of the evaluation running now (see `ReadLog`).
    var readLog: ReadLog?
    /// The view whose body (or the views that body builds) is being evaluated: the views built
    /// now belong to it (a `ForEach` item's owner, a host's `owner`).
    private(set) var buildingFor: ViewHost?
    /// Where the runtime hands state changes, timers and animations.
    unowned var runtime: SourceRuntime!

    /// `body` evaluated as building the views of `host`'s body.
    func building<T>(_ host: ViewHost?, _ body: () throws -> T) rethrows -> T {
        let outer = buildingFor
        buildingFor = host
        defer { buildingFor = outer }
        return try body()
    }

    init(program: Program) {
        self.program = program
        prefersDark = program.preferredDark ?? false
        limits.frameBudget = SourceFile.frameStepBudget ?? Budgets.commandFrameBudget
        startMemoryBudget()
    }

    @inline(__always) func tick(_ at: Int) throws {
        taken += 1
        if taken > budget || taken & Budgets.memoryCheckMask == 0 { try overBudget(at) }
    }

    // MARK: Expressions

    func eval(_ e: Expr, _ scope: Scope, hint: String? = nil) throws -> Value {
        try tick(e.at)
        switch e.kind {
        case .literal(let v):
            if case .int(let i) = v, let hint, Self.isFloatingType(hint) { return .double(Double(i)) }
            return v
        case .name(let name):
            if e.mayBeLocal == nil { e.mayBeLocal = name.hasPrefix("$") || program.localNames.contains(name) }
            return try lookup(name, scope, inScopes: e.mayBeLocal ?? true, at: e.at)
        case .member(let base, let name):
            guard let base else {
                if let v = folded(e, hint: hint) { return v }
                let v = try implicitMember(name, hint: hint, at: e.at)
                fold(e, hint: hint, v)
                return v
            }
            // An implicit member chain (`.easeInOut.delay(0.2)`) has its result's type throughout.
            let value = try eval(base, scope, hint: Self.isImplicitChain(base) ? hint : nil)
            return try member(value, name, at: e.at)
        case .call:
            if let v = folded(e, hint: hint) { return v }
            return try evalCall(e, scope, hint: hint)
        case .subscriptCall(let base, let args):
            if args.count == 1, args[0].label == nil,
               let v = try stateElement(base, scope, at: e.at, index: { try eval(args[0].value, scope) }) { return v }
            let value = try eval(base, scope)
            let indices = try args.map { try eval($0.value, scope) }
            return try subscriptValue(value, indices, labels: args.map(\.label), at: e.at)
        case .closure(let c): return .function(FunctionValue(.closure(c, scope)))
        case .binary(let op, let l, let r):
            // An expression of numbers runs in its compiled form (`CompiledNumber`).
            if compilesNumbers {
                if !e.compileTried {
                    e.compileTried = true
                    e.compiledNumber = CompiledNumber.compile(e, program)
                    if e.compiledNumber != nil { compiledExpressions += 1 }
                }
                if let c = e.compiledNumber { return try c.value(self, scope, hint.map(Self.isFloatingType) ?? false) }
            }
            return try charged(binary(op, l, r, scope, at: e.at, hint: hint), at: e.at)
        case .prefix(let op, let operand):
            return try prefix(op, eval(operand, scope, hint: hint), at: e.at)
        case .ternary(let c, let a, let b):
            // One branch a floating-point literal: both are Doubles (`on ? 1.5 : 2`), unless each
            // becomes an `Any` of its own type.
            let branches = hint != "Any" && hint.map(Self.isFloatingType) != true && (a.holdsFloatingLiteral || b.holdsFloatingLiteral) ? "Double" : hint
            return try truth(eval(c, scope), at: c.at) ? eval(a, scope, hint: branches) : eval(b, scope, hint: branches)
        case .array(let items):
            let elementHint = hint.flatMap(Self.elementType)
            var values = try items.map { try eval($0, scope, hint: elementHint) }
            // With no type from its context, an implicit member takes the type another element
            // has (`[Size.large, .small]`), as Swift joins a literal's elements.
            if elementHint == nil, let type = values.lazy.compactMap(\.enumType).first {
                for (i, v) in values.enumerated() {
                    if case .enumCase("", let n, []) = v { values[i] = try implicitMember(n, hint: type, at: items[i].at) }
                }
            }
            return .array(values)
        case .dictionary(let pairs):
            var entries: [DictionaryEntry] = []
            for (k, v) in pairs {
                let key = try eval(k, scope), value = try eval(v, scope)
                if let i = entries.firstIndex(where: { $0.key == key }) { entries[i].value = value }
                else { entries.append(DictionaryEntry(key: key, value: value)) }
            }
            return .dictionary(entries)
        case .tuple(let args):
            // A tuple type's elements type the literal's (`let p: (Double, Double) = (1/2, 3)`).
            // A labelled tuple type names an unlabelled literal's elements (a function's result).
            let types = hint.flatMap(Self.tupleElementTypes).flatMap { $0.count == args.count ? $0 : nil }
            let values = try args.enumerated().map { try eval($0.element.value, scope, hint: types?[$0.offset].type) }
            return .tuple(values, labels: zip(args, types ?? args.map { _ in (nil, "") }).map { $0.label ?? $1.label })
        case .interpolation(let parts): return .string(try interpolate(parts, scope, key: hint == "LocalizedStringKey"))
        case .forceUnwrap(let inner):
            let v = try eval(inner, scope)
            if case .nil = v { throw RuntimeError(message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: e.at) }
            return v
        case .optionalChain(let inner):
            let v = try eval(inner, scope)
            if case .nil = v { throw OptionalChainNil() }
            return v
        case .optionalChainEnd(let inner):
            do { return try eval(inner, scope, hint: hint) } catch is OptionalChainNil { return .nil }
        case .keyPath(let path): return .keyPath(path)
        case .textLine(let seed, let line):
            guard let scene = runtime?.scene, scene.userText != nil else { return .string(seed) }
            // A file whose views come from a ForEach draws its lines a character a view (as the
            // per-character seeds do): those keep the first characters of a long line.
            return .string(program.makesViewsInForEach ? scene.characterText(seed, line: line) : scene.text(seed, line: line))
        case .assignment(let target, let op, let valueExpr):
            try assign(target, op: op, valueExpr, scope, at: e.at)
            return .void
        case .statementExpression(let s): return try statementValue(s, scope, hint: hint)
        case .typeName(let t): return .type(t.spelled)
        case .passthrough(let inner): return try eval(inner, scope, hint: hint)
        case .cast(let inner, let type, let conditional): return try cast(inner, type, conditional: conditional, scope, at: e.at)
        case .typeTest(let inner, let type): return .bool(Self.isOf(try eval(inner, scope), type, program) ?? true)
        }
    }

    /// A call expression, once its step is taken (and it is no folded constant).
    func evalCall(_ e: Expr, _ scope: Scope, hint: String? = nil) throws -> Value {
        guard case .call(let callee, let args) = e.kind else { return try eval(e, scope, hint: hint) }
        // A long chain of calls (`.padding().padding()…`) nests here once a link.
        try checkStack(at: e.at)
        let v = try charged(evalCall(callee, args, scope, at: e.at, hint: hint), at: e.at)
        if case .member(nil, _) = callee.kind { fold(e, hint: hint, v) }
        return v
    }

    func truth(_ v: Value, at: Int) throws -> Bool {
        guard case .bool(let b) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected condition type 'Bool'", at: at)
        }
        return b
    }

    /// `type`: the property's declared type, which its returned expressions are typed by
    /// (`var alignment: Alignment { … return .topLeading }`).
    func runGetter(_ body: [Stmt], receiver: Receiver, type: String? = nil, at: Int) throws -> Value {
        let scope = Scope(parent: program.globals, receiver: receiver)
        return try runBody(body, scope, isBuilder: false, returnType: type, at: at)
    }

    /// Runs a function body or getter: a single expression is its value; else its `return`.
    /// `returnType`: the body's declared result type, which its returned expressions are typed by.
    func runBody(_ body: [Stmt], _ scope: Scope, isBuilder: Bool, returnType: String? = nil, at: Int) throws -> Value {
        // Every body, getter, closure and method comes here, a view's body too (however its
        // views nest): the native stack is checked before it can overflow.
        try checkStack(at: at)
        if isBuilder && !Self.hasReturn(body) { return .view(try builder(body, scope, at: at)) }
        if body.count == 1, case .expression(let e) = body[0].kind { return try eval(e, scope, hint: returnType) }
        depth += 1
        let outerReturnType = self.returnType
        self.returnType = returnType
        defer { depth -= 1; self.returnType = outerReturnType }
        if depth > Self.maximumDepth { throw RuntimeError(message: "recursion went deeper than \(Self.maximumDepth) calls", at: at) }
        switch try exec(body, scope) {
        case .returned(let v): return v
        default: return .void
        }
    }

    static func hasReturn(_ body: [Stmt]) -> Bool {
        body.contains { if case .returnValue = $0.kind { return true }; return false }
    }

    func implicitMember(_ name: String, hint: String?, at: Int) throws -> Value {
        if let hint, let v = try extensionStatic(hint, name, at: at) { return v }
        if let hint, let v = try Builtins.staticMember(type: hint, name, evaluator: self, at: at) { return v }
        if let hint, let decl = program.enums[hint], decl.cases.contains(where: { $0.name == name }) {
            return .enumCase(type: hint, name: name, payload: [])
        }
        if let hint, let decl = program.structs[hint], let p = decl.properties.first(where: { $0.isStatic && $0.name == name }),
           let initial = p.initial {
            return try eval(initial, program.globals)
        }
        // `.brand` where a colour goes: the generated symbol of an asset catalog's colour set
        // (Xcode 15), its stand-in when no catalog near the file has it (`AssetCatalog`).
        if let hint, AssetCatalog.colorHints.contains(hint) {
            if let m = material(name, at: at) { return .color(m) }
            if let c = assetColor(name, at: at) { return .color(c) }
            if hint.hasPrefix("Color") || hint.hasPrefix("UIColor") { return .color(missingAsset(name, at: at)) }
        }
        // No type to look in: a name the consumer reads (`.leading` is an alignment, a unit
        // point or an edge depending on where it goes).
        return .enumCase(type: "", name: name, payload: [])
    }
}

