import Foundation
import Motion
import Scene

extension Builtins {
    /// `number.name(args)` on an `Int` or a `Double` (as the double `d`): rounding, roots,
    /// remainders (nil: not one of them).
    static func numberMethod(_ d: Double, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> (Value, changed: Value?)? {
        switch name {
        case "rounded":
            guard let rule = try args.value(nil, hint: "FloatingPointRoundingRule") else { return (.double(d.rounded()), nil) }
            guard case .enumCase(_, let name, _) = rule else { return (.double(d.rounded()), nil) }
            switch name {
            case "up": return (.double(d.rounded(.up)), nil)
            case "down": return (.double(d.rounded(.down)), nil)
            case "towardZero": return (.double(d.rounded(.towardZero)), nil)
            case "awayFromZero": return (.double(d.rounded(.awayFromZero)), nil)
            case "toNearestOrEven": return (.double(d.rounded(.toNearestOrEven)), nil)
            default: return (.double(d.rounded()), nil)
            }
        case "squareRoot": return (.double(d.squareRoot()), nil)
        case "truncatingRemainder": return (.double(d.truncatingRemainder(dividingBy: try args.requiredDouble("dividingBy"))), nil)
        case "remainder": return (.double(d.remainder(dividingBy: try args.requiredDouble("dividingBy"))), nil)
        case "formatted": return (.string(Evaluator.swiftDescription(d).replacingOccurrences(of: ".0", with: "")), nil)
        case "isMultiple":
            let n = try ev.integer(args.required("of"), at: at)
            return (.bool(n != 0 && d.isFinite && d.truncatingRemainder(dividingBy: Double(n)) == 0), nil)
        default: return nil
        }
    }
}
