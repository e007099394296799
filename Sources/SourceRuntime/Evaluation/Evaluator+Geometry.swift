/// Values whose members the evaluator works out itself: `Self`, and the animatable data of
/// points, sizes and rectangles.
extension Evaluator {
    /// The type `Self` names: the one whose statics are being worked out, else the receiver's.
    func selfTypeName(_ scope: Scope) -> String? {
        if let t = staticContext { return t }
        switch scope.receiver {
        case .view(let instance)?: return instance.type.name
        case .value(let box)?:
            switch box.value {
            case .instance(let v): return v.type.name
            case .enumCase(let type, _, _) where !type.isEmpty: return type
            case .object(let o): return Self.classObject(o)?.type.name
            default: return nil
            }
        case nil: return nil
        }
    }
}

extension Evaluator {
    /// The point, size or rectangle `like` is, with the numbers of the animatable data `v`.
    static func fromAnimatableData(_ v: Value, like: Value, at: Int) throws -> Value {
        guard case .tuple(_, let labels) = like else { throw RuntimeError(message: "this value has no animatableData", at: at) }
        func pair(_ p: Value) -> [Value]? {
            if case .tuple(let items, _) = p, items.count == 2 { return items }
            return nil
        }
        switch labels {
        case ["x", "y"], ["width", "height"]:
            if let items = pair(v) { return .tuple(items, labels: labels) }
        case ["x", "y", "width", "height"]:
            if let outer = pair(v), let origin = pair(outer[0]), let size = pair(outer[1]) { return .tuple(origin + size, labels: labels) }
        default: break
        }
        throw RuntimeError(message: "cannot assign a value of type '\(v.typeName)' to animatableData of type '\(like.typeName)'", at: at)
    }
}
