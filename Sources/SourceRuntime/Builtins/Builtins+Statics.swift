import Foundation
import Motion
import Scene

extension Builtins {
    /// `Type.name` (or `.name` where `Type` is expected) for SwiftUI's and Swift's types: the
    /// UIKit playground's and the calendar's first, then the builtin registry's.
    static func staticMember(type: String, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        if let v = try Playground.staticMember(type: type, name, evaluator: ev, at: at) { return v }
        if let v = CalendarValues.staticMember(type: type, name) { return v }
        return try BuiltinRegistry.member(type: type, name, evaluator: ev, at: at)
    }

    /// `Type.name(args)` / `.name(args)` where `Type` is expected.
    static func staticCall(type: String, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        if let v = try Playground.staticCall(type: type, name, args, evaluator: ev) { return v }
        if let v = try Containers.staticCall(type: type, name, args, evaluator: ev) { return v }
        return try BuiltinRegistry.call(type: type, name, args, evaluator: ev)
    }

    /// `.name(args)` with no type to look in: whichever builtin type has a static function of
    /// that name (`BuiltinRegistry.implicitCallTypes`).
    static func implicitCall(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        try BuiltinRegistry.implicitCall(name, args, evaluator: ev)
    }

    static func random(_ type: String, _ args: Args, _ ev: Evaluator) throws -> Value {
        let range = try args.required("in")
        switch range {
        case .range(let l, let u, let closed) where type != "Int":
            // `Double.random(in: 0...1)`: the literals are `Double`s there, and the draw continuous.
            let (lower, upper) = (Double(l), Double(u))
            guard closed ? lower <= upper : lower < upper else {
                throw RuntimeError(message: "Fatal error: Range requires lowerBound <= upperBound (an empty range has no random element)", at: args.at)
            }
            let v = ev.runtime.randomDouble(in: lower...upper)
            return .double(!closed && v >= upper ? lower : v)
        case .range(let l, let u, let closed):
            let upper = closed ? u : u - 1
            guard upper >= l else { throw RuntimeError(message: "Fatal error: Range requires lowerBound <= upperBound (an empty range has no random element)", at: args.at) }
            let span = UInt64(upper - l) &+ 1
            let draw = span == 0 ? ev.runtime.randomWord() : ev.runtime.random(below: span)
            if type == "Int" { return .int(l + Int(draw)) }
            return .double(Double(l + Int(draw)))
        case .doubleRange(let l, let u, _):
            return .double(ev.runtime.randomDouble(in: l...u))
        default:
            throw RuntimeError(message: "'random(in:)' needs a range, not '\(range.typeName)'", at: args.place("in"))
        }
    }

    /// The family of a `design:` of the system font (nil: the default design): `.serif` and
    /// `.monospaced` are their stand-ins' (`StandIns`); `.rounded`, which no installed font
    /// stands in for, is drawn in the default design, said once.
    static func designFamily(_ args: Args, _ ev: Evaluator) throws -> String? {
        guard let v = try args.value("design", hint: "Font.Design") else { return nil }
        guard case .enumCase(_, let name, _) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Font.Design'", at: args.place("design"))
        }
        switch name {
        case "default": return nil
        case "serif": return "ui-serif"
        case "monospaced": return "ui-monospace"
        case "rounded":
            ev.runtime.warn("the rounded design is drawn in the default design (no rounded font stands in for it)", at: args.place("design"))
            return nil
        default:
            throw RuntimeError(message: "type 'Font.Design' has no member '\(name)'", at: args.place("design"))
        }
    }
}

/// `DispatchQueue.main`.
final class MainQueue: RuntimeObject {
    override var typeName: String { "DispatchQueue" }
}
