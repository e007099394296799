import Scene

/// `.alignmentGuide(_:computeValue:)`: a view's own value for one of the built-in guides
/// (`leading`, `center`, `trailing`, `top`, `bottom`, the text baselines), read by the stacks
/// that align their views by that guide. The closure is given the view's `ViewDimensions`.
enum AlignmentGuides {
    /// The built-in guides other than the baselines.
    static let names: Set<String> = ["leading", "trailing", "top", "bottom", "center"]

    /// The guide a value names: its axis (true: horizontal) and name. Alignments are points
    /// here (`.leading` is the middle of the leading edge), so `.center` is told apart by how
    /// it was written: `VerticalAlignment.center` is vertical, any other `.center` horizontal.
    static func guide(_ v: Value, written: Expr, at: Int) throws -> (horizontal: Bool, name: String) {
        switch v {
        case .unitPoint(let u) where u.y == 0.5 && u.x != 0.5: return (true, u.x == 0 ? "leading" : "trailing")
        case .unitPoint(let u) where u.x == 0.5 && u.y != 0.5: return (false, u.y == 0 ? "top" : "bottom")
        case .unitPoint(let u) where u.x == 0.5 && u.y == 0.5:
            if case .member(let base?, "center") = written.kind, case .name("VerticalAlignment") = base.kind { return (false, "center") }
            return (true, "center")
        case .enumCase(_, let name, []) where name == "firstTextBaseline" || name == "lastTextBaseline": return (false, name)
        case .enumCase(_, let name, []) where names.contains(name):
            return try guide(.unitPoint(DrawingBuiltins.unitPoints[name] ?? .center), written: written, at: at)
        default:
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'HorizontalAlignment' (a file's own alignment IDs are not laid out here)", at: at)
        }
    }
}

/// `ViewDimensions`: a view's size and its guides' default values, given to an alignment
/// guide's closure.
final class ViewDimensionsObject: RuntimeObject {
    let width: Double, height: Double
    /// The axis of the guide being worked out: `d[.center]` (a point here, the same on both
    /// axes) is that axis's centre (our rule; Swift asks for `HorizontalAlignment.center`).
    let horizontal: Bool
    init(width: Double, height: Double, horizontal: Bool) { self.width = width; self.height = height; self.horizontal = horizontal }
    override var typeName: String { "ViewDimensions" }

    /// `d[guide]`: the guide's default value (Apple: `leading` 0, `trailing` the width, `top`
    /// 0, `bottom` the height, the centres half way; a text baseline, our rule, the bottom).
    func value(of guide: Value, at: Int) throws -> Value {
        switch guide {
        case .unitPoint(let u) where u.y == 0.5 && u.x != 0.5: return .double(u.x * width)
        case .unitPoint(let u) where u.x == 0.5 && u.y != 0.5: return .double(u.y * height)
        case .unitPoint(let u) where u.x == 0.5 && u.y == 0.5: return .double(horizontal ? width / 2 : height / 2)
        case .enumCase(_, "firstTextBaseline", []), .enumCase(_, "lastTextBaseline", []): return .double(height)
        // An implicit member written as the index (`d[.trailing]`) has no type to make it a point.
        case .enumCase(_, let name, []) where AlignmentGuides.names.contains(name):
            return try value(of: .unitPoint(DrawingBuiltins.unitPoints[name] ?? .center), at: at)
        default: throw RuntimeError(message: "no subscript of 'ViewDimensions' takes an index of type '\(guide.typeName)'", at: at)
        }
    }
}

extension SourceRuntime {
    /// An alignment guide's value for a view of `size`; nil (the guide's default) when its
    /// closure fails, with a warning.
    func guideValue(_ f: FunctionValue, size: Size, horizontal: Bool, at: Int) -> Double? {
        let d = ViewDimensionsObject(width: size.width, height: size.height, horizontal: horizontal)
        do {
            let v = try evaluator.number(evaluator.invoke(f, [.object(d)], at: at), at: at)
            return v.isFinite ? v : nil
        } catch let e as RuntimeError {
            warn("the alignment guide is not used: \(e.message)", at: e.at)
            return nil
        } catch { return nil }
    }
}
