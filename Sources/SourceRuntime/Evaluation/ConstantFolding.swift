/// Implicit members and calls of constants where one of SwiftUI's value types is wanted
/// (`.font(.system(size: 11, weight: .medium))`, `.animation(.spring(duration: 0.4), …)`):
/// the same value at every evaluation, so an expression keeps the value it first gave and
/// gives it again without asking the registry. Only types whose statics are pure functions of
/// their arguments are folded (no colours, which follow the colour scheme; no randomness, no
/// time), and only expressions of literals, implicit members and such calls of them.
extension Evaluator {
    static let foldedTypes: Set<String> = [
        "Font", "Font.Weight", "Font.TextStyle", "Font.Design", "Animation", "Animation?", "UnitPoint", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "Edge.Set", "Angle",
    ]

    /// The value `e` gave where `hint` was wanted, when it is such a constant; nil: evaluate.
    @inline(__always) func folded(_ e: Expr, hint: String?) -> Value? {
        guard let kept = e.folded, let hint, kept.hint == hint else { return nil }
        return kept.value
    }

    /// Keeps `value` for `e` when `hint` is a folded type and `e` is made of constants.
    /// An expression found not to be such a constant is not looked at again: the checks run
    /// at its first evaluation only.
    func fold(_ e: Expr, hint: String?, _ value: Value) {
        guard !e.neverFolds else { return }
        guard let hint, Self.foldedTypes.contains(hint), Self.isConstant(e),
              // A member the file declares (`extension Font { static var brand … }`) runs its code.
              !Self.memberNames(e).contains(where: program.declaredNames.contains) else { e.neverFolds = true; return }
        switch value {
        case .font, .animation, .unitPoint, .edges, .enumCase, .double: e.folded = FoldedConstant(hint: hint, value: value)
        default: e.neverFolds = true
        }
    }

    /// The implicit members `e` names.
    static func memberNames(_ e: Expr) -> [String] {
        switch e.kind {
        case .member(nil, let name): return [name]
        case .prefix(_, let x): return memberNames(x)
        case .call(let callee, let args): return memberNames(callee) + args.flatMap { memberNames($0.value) }
        default: return []
        }
    }

    /// Literals, implicit members (`.medium`), implicit calls of constants, negated numbers.
    static func isConstant(_ e: Expr) -> Bool {
        switch e.kind {
        case .literal: return true
        case .member(nil, _): return true
        case .prefix("-", let x): return isConstant(x)
        case .call(let callee, let args):
            guard case .member(nil, _) = callee.kind else { return false }
            return args.allSatisfy { !$0.isTrailing && isConstant($0.value) }
        default: return false
        }
    }
}
