import Scene
extension Evaluator {
    func evalCall(_ callee: Expr, _ argExprs: [Argument], _ scope: Scope, at: Int, hint: String?) throws -> Value {
        switch callee.kind {
        case .member(nil, let name):
            return try implicitMemberCall(name, callee, argExprs, scope, at: at, hint: hint)
        case .member(let baseExpr?, let name):
            if name == "append", case .name(let n) = baseExpr.kind,
               let box = scope.lookup(n) ?? (scope.receiver == nil ? globalBoxes[n] : nil), !box.isLet, case .array = box.value {
                // A local (or top-level) array grows in place: the element is evaluated first
                // (it may read the array), then the array leaves its box while it grows, so it is
                // not copied; a top-level one changes without any view being told.
                if scope.lookup(n) == nil { impure() }
                let args = Args(argExprs, scope: scope, evaluator: self, at: at, callee: name)
                let added = try args.value("contentsOf").map { try elements(of: $0, at: at) } ?? [args.required(nil)]
                guard case .array(var items) = box.value else { return .void }
                try checkSize(items.count + added.count, at: at)
                box.value = .nil
                items += added
                box.value = .array(items)
                return .void
            }
            if name == "init", case .name("self") = baseExpr.kind,
               let v = try selfInit(Args(argExprs, scope: scope, evaluator: self, at: at, callee: "init"), scope, at: callee.at) { return v }
            var base = try eval(baseExpr, scope, hint: Self.isImplicitChain(baseExpr) ? hint : nil)
            if case .enumCase("", let member, []) = base { base = try resolveUntyped(member, at: baseExpr.at) }
            let args = Args(argExprs, scope: scope, evaluator: self, at: at, callee: name)
            return try callMethod(base, name, args, baseExpr: baseExpr, at: callee.at)
        case .name("swap") where program.functions["swap"] == nil && scope.lookup("swap") == nil && argExprs.count == 2:
            // `swap(&a, &b)`: both places read, then each written with the other's value.
            guard case .prefix("&", let a) = argExprs[0].value.kind, case .prefix("&", let b) = argExprs[1].value.kind else {
                throw RuntimeError(message: "swap(_:_:) takes two inout arguments (&a, &b)", at: at)
            }
            let (va, vb) = (try eval(a, scope), try eval(b, scope))
            try store(a, vb, scope, at: at)
            try store(b, va, scope, at: at)
            return .void
        case .name(let written):
            // `Self(…)`: the type whose code this is (an extension's of `CGPoint` too).
            let name = written == "Self" ? selfTypeName(scope) ?? written : written
            let args = Args(argExprs, scope: scope, evaluator: self, at: at, callee: name)
            if callee.route != .general, let v = try builtinCall(callee, name, args, scope) { return v }
            if let box = scope.lookup(name) { return try callValue(box.value, args, at: callee.at) }
            if let receiver = scope.receiver, let v = try receiverMember(receiver, name, at: callee.at) {
                // A property and a method of one name (`var scale`, `func scale(from:to:)`):
                // a call is the method's, as Swift picks by the call.
                if !Self.isCallable(v), let m = Self.methodOfType(receiverValue(receiver), name) {
                    return try call(FunctionValue(.method(m, receiver: receiver, program.globals)), args)
                }
                return try callValue(v, args, at: callee.at)
            }
            // `getRect()` in a view's method: a method `extension View` gives every view.
            if let receiver = scope.receiver, case let me = receiverValue(receiver), let m = extensionMethod(of: me, name) {
                return try call(FunctionValue(.method(m, receiver: .value(Box(me)), program.globals)), args)
            }
            // `addSubview(v)` in a method of a `UIView` subclass: UIKit's method of `self`.
            if case .value(let box)? = scope.receiver, case .object(let view as UIKitView) = box.value,
               let v = try view.uikitCall(name, args, evaluator: self, at: callee.at) { return v }
            if let s = program.structs[name] { return constructed(s, try construct(s, args), at: at) }
            if let e = program.enums[name], args.labels == ["rawValue"] {
                // `init?(rawValue:)`: the case with that raw value, else nil.
                let wanted = try args.required("rawValue", hint: e.rawType)
                for c in e.cases where try rawValue(of: c.name, in: e).map({ try equal($0, wanted, at: at) }) == true {
                    return .enumCase(type: name, name: c.name, payload: [])
                }
                return .nil
            }
            // `other(…)` in a static method: a static method of the same type.
            if let t = staticContext, let m = staticMethod(of: t, name) {
                return try call(FunctionValue(.method(m, receiver: nil, program.globals)), args)
            }
            if let f = program.functions[name] {
                return try call(FunctionValue(.method(f, receiver: nil, program.globals)), args)
            }
            if let v = try extensionInit(name, args) { return v }
            if let v = try Builtins.construct(name, args, evaluator: self) { return v }
            if let f = Builtins.function(name, evaluator: self) { return try call(f, args) }
            // `shadow(radius: 4)` in `extension View`'s method: a modifier of `self`.
            if let base = Self.isExtensionReceiver(scope.receiver) {
                return try callMethod(base, name, args, baseExpr: Expr(.name("self"), at: callee.at), at: callee.at)
            }
            throw RuntimeError(message: "cannot find '\(name)' in scope", at: callee.at)
        case .array(let items) where items.count == 1 && argExprs.isEmpty && Self.namesType(items[0]):
            return .array([])  // `[Int]()`
        case .array(let items) where items.count == 1 && argExprs.map(\.label) == ["repeating", "count"] && Self.namesType(items[0]):
            // `[Int](repeating:count:)`, as `Array(repeating:count:)`.
            return try evalCall(Expr(.name("Array"), at: callee.at), argExprs, scope, at: at, hint: nil)
        case .dictionary(let pairs) where pairs.count == 1 && argExprs.isEmpty && Self.namesType(pairs[0].0):
            return .dictionary([])  // `[String: Int]()`
        default:
            let f = try eval(callee, scope)
            let args = Args(argExprs, scope: scope, evaluator: self, at: at, callee: "function")
            return try callValue(f, args, at: callee.at)
        }
    }

    func callValue(_ v: Value, _ args: Args, at: Int) throws -> Value {
        switch v {
        case .function(let f): return try call(f, args)
        // A layout given its views: `layout { … }`.
        case .object(let l as LayoutObject): if let view = try layoutView(l, args) { return view }
        case .instance(let s) where s.type.conformances.contains("Layout"):
            if let view = try layoutView(LayoutObject(.file(s)), args) { return view }
        case .type(let t):
            if let s = program.structs[t] { return constructed(s, try construct(s, args), at: args.at) }
            if let v = try extensionInit(t, args) { return v }
            if let v = try Builtins.construct(t, args, evaluator: self) { return v }
        default: break
        }
        throw RuntimeError(message: "cannot call value of non-function type '\(v.typeName)'", at: at)
    }

    /// Calls a function with arguments still to evaluate (each gets its parameter's type).
    func call(_ f: FunctionValue, _ args: Args) throws -> Value {
        switch f.body {
        case .builtin(let name, let body):
            let values = try (0..<args.count).map { try args.value(at: $0, hint: Builtins.argumentHint(name, label: args.labels[$0]))! }
            return try body(values, args.labels, args.at)
        case .closure:
            let values = try (0..<args.count).map { try args.value(at: $0)! }
            return try invoke(f, values, at: args.at)
        case .method(let declared, let receiver, let context):
            let m = declared.overload(fitting: args.items)
            let f = m === declared ? f : FunctionValue(.method(m, receiver: receiver, context))
            var values: [Value] = []
            var boxes: [Int: Box] = [:]
            // Match labels in order; a parameter left out takes its default.
            var next = 0
            for (i, p) in m.parameters.enumerated() {
                if p.isVariadic {
                    let end = Function.variadicEnd(args.items.map { ($0.label, $0.isTrailing) }, from: next, label: p.label)
                    values.append(.array(try (next..<end).map { try args.value(at: $0, hint: p.type?.spelled)! }))
                    next = end
                    continue
                }
                if next < args.count, args.items[next].fits(label: p.label, type: p.type) {
                    if p.isInout, case .prefix("&", let target) = args.items[next].value.kind {
                        let box = Box(try eval(target, args.scope))
                        boxes[i] = box
                        values.append(box.value)
                        deferredInout.append((target, box, args.scope))
                    } else {
                        values.append(try args.value(at: next, hint: p.type?.spelled)!)
                    }
                    next += 1
                } else if let d = p.defaultValue {
                    values.append(try eval(d, program.globals, hint: p.type?.spelled))
                } else {
                    throw RuntimeError(message: "missing argument for parameter \(p.label.map { "'\($0)'" } ?? "#\(i + 1)") in call to '\(m.name)'", at: args.at)
                }
            }
            if next < args.count {
                let extra = args.items[next]
                throw RuntimeError(message: "extra argument\(extra.label.map { " '\($0)'" } ?? "") in call to '\(m.name)'", at: extra.value.at)
            }
            let pending = deferredInout
            deferredInout = []
            let result = try invoke(f, values, at: args.at, inoutBoxes: boxes)
            for (target, box, scope) in pending { try store(target, box.value, scope, at: args.at) }
            return result
        case .initializer(let name):
            if let s = program.structs[name] { return try construct(s, args) }
            throw RuntimeError(message: "cannot construct '\(name)'", at: args.at)
        }
    }

    /// Calls a function with evaluated arguments (closures given to timers and handlers).
    func invoke(_ f: FunctionValue, _ values: [Value], at: Int, inoutBoxes: [Int: Box] = [:]) throws -> Value {
        switch f.body {
        case .builtin(_, let body): return try body(values, values.map { _ in nil }, at)
        case .closure(let c, let captured):
            let scope = Scope(parent: captured)
            if c.usesAnonymousParameters {
                // `{ $0 + $1.duration }`; a tuple passed to a one-parameter closure spreads.
                for (i, v) in values.enumerated() {
                    if let box = inoutBoxes[i] { scope.declare("$\(i)", box: box) } else { scope.declare("$\(i)", v, isLet: true) }
                }
                if values.count == 1, case .tuple(let items, _) = values[0] {
                    // `$0` is the whole tuple unless the body names more than one parameter.
                    let spread = c.anonymousCount > 1
                    for (i, v) in items.enumerated() where i > 0 || spread { scope.declare("$\(i)", v, isLet: true) }
                }
            } else if c.parameters.count == values.count {
                for (i, (name, v)) in zip(c.parameters, values).enumerated() {
                    if let box = inoutBoxes[i] { scope.declare(name, box: box) } else { scope.declare(name, v, isLet: true) }
                }
            } else if values.count == 1, case .tuple(let items, _) = values[0], items.count == c.parameters.count {
                // `ForEach(pairs) { a, b in … }` destructures the element.
                for (name, v) in zip(c.parameters, items) { scope.declare(name, v, isLet: true) }
            } else if c.parameters.count < values.count && c.parameters.isEmpty {
                // `{ _ in … }` written as `{ … }` for a one-argument closure: allowed by Swift only
                // when the closure ignores it; accepted here.
            } else {
                for (i, name) in c.parameters.enumerated() { scope.declare(name, i < values.count ? values[i] : .void, isLet: true) }
            }
            // A closure calling itself (through a variable that holds it) nests as a method does.
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maximumDepth { throw RuntimeError(message: "recursion went deeper than \(Self.maximumDepth) calls", at: at) }
            return try runBody(c.body, scope, isBuilder: false, at: c.at)
        case .method(let m, let receiver, let captured):
            let scope = Scope(parent: captured, receiver: receiver)
            for (i, p) in m.parameters.enumerated() {
                if let box = inoutBoxes[i] { scope.declare(p.name, box: box) }
                else { scope.declare(p.name, i < values.count ? values[i] : .void, isLet: true) }
            }
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maximumDepth { throw RuntimeError(message: "recursion went deeper than \(Self.maximumDepth) calls", at: at) }
            return try runBody(m.body, scope, isBuilder: m.returnsView, returnType: m.returnType?.spelled, at: m.at)
        case .initializer(let name):
            throw RuntimeError(message: "cannot construct '\(name)' here", at: at)
        }
    }

    /// `base.name(args)`: a view modifier, a method of a value or struct, or a static function.
    func callMethod(_ base: Value, _ name: String, _ args: Args, baseExpr: Expr, at: Int) throws -> Value {
        // A method an extension adds (`extension View { func glow() … }`), `self` being the value.
        if let m = extensionMethod(of: base, name) {
            return try call(FunctionValue(.method(m, receiver: .value(Box(base)), program.globals)), args)
        }
        switch base {
        case .view(let view):
            if case .shape(let kind) = view.content, let v = try shapeMethod(kind, name, args, at: at) { return v }
            return .view(try ModifierRegistry.apply(name, to: view, args, evaluator: self, at: at))
        // `.background(.blue.shadow(.drop(radius: 5)))`: a shape style with a shadow (iOS 16).
        case .color(let c) where name == "shadow" && args.labels == [nil]:
            return try Builtins.shadowed(c, args, evaluator: self, at: at)
        // `Color.blue.frame(…)`: a colour is a view too (its own `opacity` keeps it a colour).
        case .color(let c) where name != "opacity" && ModifierRegistry.entry(name) != nil:
            return .view(try ModifierRegistry.apply(name, to: ViewValue(.color(c), at: at), args, evaluator: self, at: at))
        case .type(let t):
            if let m = staticMethod(of: t, name) {
                // Its body reaches the type's other statics by their bare names.
                return try inStatics(of: t) { try call(FunctionValue(.method(m, receiver: nil, program.globals)), args) }
            }
            if let e = program.enums[t], let c = e.cases.first(where: { $0.name == name }) {
                return .enumCase(type: t, name: name, payload: try args.payload(of: c))
            }
            if name == "init", let v = try extensionInit(t, args) { return v }
            // `UIBezierPath.init(arcCenter:…)`: the type's initializer, spelled out.
            if name == "init", program.structs[t] != nil || Builtins.isType(t) || Playground.types.contains(t) {
                return try callValue(.type(t), args, at: at)
            }
            if let v = try extensionStaticCall(t, name, args) { return v }
            if let v = try Builtins.staticCall(type: t, name, args, evaluator: self) { return v }
            // `Outer.Inner(…)`: a struct declared inside the type (the file's types share one space).
            if let s = program.structs[name] { return constructed(s, try construct(s, args), at: at) }
            throw RuntimeError(message: "type '\(t)' has no member '\(name)'", at: at)
        case .instance(let s) where s.type === Program.graphicsContext:
            if let (result, changed) = try Builtins.graphicsMethod(s, name, args, evaluator: self, at: at) {
                if let changed { try store(baseExpr, changed, args.scope, at: at) }
                return result
            }
        case .instance(let s):
            if let m = s.type.methods[name] {
                let box = Box(base)
                let result = try call(FunctionValue(.method(m, receiver: .value(box), program.globals)), args)
                if m.isMutating { try store(baseExpr, box.value, args.scope, at: at) }
                return result
            }
            if let f = s.fields[name] { return try callValue(f, args, at: at) }
        case .enumCase(let t, _, _):
            if let e = program.enums[t], let m = e.methods[name] {
                let box = Box(base)
                let result = try call(FunctionValue(.method(m, receiver: .value(box), program.globals)), args)
                if m.isMutating { try store(baseExpr, box.value, args.scope, at: at) }
                return result
            }
        case .object(let b as StateBinding) where name == "animation":
            return try b.animated(args, self)
        case .object(let p as PathObject) where ModifierRegistry.entry(name) != nil:
            // A path is a shape: a modifier draws it.
            return .view(try ModifierRegistry.apply(name, to: ViewValue(.shape(.path(p.path)), at: at), args, evaluator: self, at: at))
        case .object(let o):
            if let instance = o as? ViewInstance, let v = try instance.member(name, evaluator: self, at: at) {
                return try callValue(v, args, at: at)
            }
            if let object = o as? ClassObject {
                guard let v = try object.member(name, evaluator: self, at: at) else {
                    throw RuntimeError(message: "value of type '\(object.typeName)' has no member '\(name)'", at: at)
                }
                return try callValue(v, args, at: at)
            }
            if let publisher = o as? ObjectWillChange, name == "send" {
                publisher.object.changed(self)
                return .void
            }
        default: break
        }
        let (result, changed) = try Builtins.method(base, name, args, evaluator: self, at: at)
        if let changed {
            if case .array(let items) = changed { try chargeCopy(items.count, at: at) }
            try store(baseExpr, changed, args.scope, at: at)
        }
        return result
    }

    /// Whether `e` names a type (`Int`, `Item`, `Color`): a capitalised name.
    static func namesType(_ e: Expr) -> Bool {
        switch e.kind {
        case .typeName: return true
        case .name(let n): return n.first?.isUppercase == true
        default: return false
        }
    }
}

extension Evaluator {
    /// An implicit member with no type to look in, used as a value's base (`.black.opacity(0.8)`):
    /// the SwiftUI type that has a member of that name.
    func resolveUntyped(_ name: String, at: Int) throws -> Value {
        if let v = try untypedExtensionStatic(name, at: at) { return v }
        if let c = namedColor(name) { return .color(c) }
        if let a = try Builtins.animationPreset(name, self, at: at) { return .animation(a) }
        if let font = TextBuiltins.style(name) { return font }
        throw RuntimeError(message: "cannot infer contextual base in reference to member '\(name)'", at: at)
    }
}
