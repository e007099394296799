import Scene

/// A control's arguments and the readings its initialisers share: a label given as a
/// closure, the title, the range and the step.
struct ControlArguments {
    let args: Args
    let ev: Evaluator
    let at: Int

    init(_ args: Args, _ ev: Evaluator) {
        self.args = args
        self.ev = ev
        self.at = args.at
    }

    func label(_ key: String?) throws -> ViewValue? {
        guard let f = try args.function(key) else { return nil }
        return try ev.viewOf(ev.invoke(f, [], at: at, asBuilder: true), at: at)
    }

    func title() throws -> ViewValue? {
        guard let v = try args.value(nil, hint: "String") else { return nil }
        if case .object(let b as StateBinding) = v { return ViewValue(.text(try ev.describe(b.get(ev, at: at))), at: at) }
        if case .function = v { return nil }
        return ViewValue(.text(try ev.describe(v)), at: at)
    }

    func trailingLabel() throws -> ViewValue? {
        guard let f = try args.trailingClosure() ?? args.function("label") else { return nil }
        return try ev.viewOf(ev.invoke(f, [], at: at, asBuilder: true), at: at)
    }

    func range() throws -> ClosedRange<Double> {
        guard let r = try args.value("in") else { return 0...1 }
        let place = args.place("in")
        let (lo, hi): (Double, Double)
        switch r {
        case .doubleRange(let l, let u, _): (lo, hi) = (l, u)
        case .range(let l, let u, let closed): (lo, hi) = (Double(l), Double(closed ? u : u - 1))
        default: throw RuntimeError(message: "cannot convert value of type '\(r.typeName)' to expected argument type 'ClosedRange<Double>'", at: place)
        }
        guard lo.isFinite, hi.isFinite, abs(lo) <= Controls.maximumMagnitude, abs(hi) <= Controls.maximumMagnitude else {
            throw RuntimeError(message: "the range's bounds must be finite numbers within ±1e12", at: place)
        }
        guard lo <= hi else { throw RuntimeError(message: "Range requires lowerBound <= upperBound", at: place) }
        return lo...hi
    }

    func step(_ fallback: Double?) throws -> Double? {
        guard let s = try args.double("step") else { return fallback }
        guard s.isFinite, s > 0 else { throw RuntimeError(message: "step must be a positive number", at: args.place("step")) }
        return s
    }
}
