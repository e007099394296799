import Scene

/// `ProposedViewSize` and SwiftUI's layouts as values: `HStackLayout`, `VStackLayout`,
/// `ZStackLayout` and `AnyLayout` (`Builtins/LayoutValues.swift`).
enum LayoutBuiltins {
    static let types: [BuiltinType] = [proposedSize, stackLayouts, anyLayout]

    /// `ProposedViewSize(width:height:)`, `ProposedViewSize(size)`, `.unspecified`, `.zero`, `.infinity`.
    static let proposedSize = BuiltinType("ProposedViewSize", statics: [
        .member("unspecified") { _ in .object(ProposedSizeObject(width: nil, height: nil)) },
        .member("zero") { _ in .object(ProposedSizeObject(width: 0, height: 0)) },
        .member("infinity") { _ in .object(ProposedSizeObject(width: .infinity, height: .infinity)) },
        .function("init") { use in
            let args = use.args, ev = use.evaluator
            if let s = try args.value(nil, hint: "CGSize") { return .object(try LayoutValues.proposal(s, evaluator: ev, at: args.place(nil))) }
            try args.allow(["width", "height"])
            func side(_ label: String) throws -> Double? {
                guard let v = try args.value(label, hint: "CGFloat") else { throw RuntimeError(message: "missing argument for parameter '\(label)' in call to 'ProposedViewSize'", at: use.at) }
                if case .nil = v { return nil }
                return try ev.number(v, at: args.place(label))
            }
            return .object(ProposedSizeObject(width: try side("width"), height: try side("height")))
        },
    ])

    /// `HStackLayout(alignment:spacing:)`, `VStackLayout(alignment:spacing:)`, `ZStackLayout(alignment:)`:
    /// the stacks as layouts (given views at once: `HStackLayout { … }`).
    static let stackLayouts = BuiltinType("HStackLayout", "VStackLayout", "ZStackLayout", statics: [
        .function("init") { use in
            let args = use.args, ev = use.evaluator
            let (rest, content) = Evaluator.splitContent(args) ?? (args, nil)
            let axis: StackAxis = use.type == "HStackLayout" ? .horizontal : use.type == "VStackLayout" ? .vertical : .depth
            try rest.allow(axis == .depth ? ["alignment"] : ["alignment", "spacing"])
            let alignment = try Containers.alignmentName(rest.value("alignment", hint: axis == .horizontal ? "VerticalAlignment" : axis == .vertical ? "HorizontalAlignment" : "Alignment"))
            let layout = LayoutObject(.stack(axis, alignment: alignment, spacing: try rest.double("spacing")))
            if let content { return try ev.layoutView(layout, content) }
            return .object(layout)
        },
    ])

    /// `AnyLayout(layout)`: the layout it wraps (a view's identity stays when it changes).
    static let anyLayout = BuiltinType("AnyLayout", statics: [
        .function("init") { use in
            let args = use.args, ev = use.evaluator
            let (rest, content) = Evaluator.splitContent(args) ?? (args, nil)
            let layout: LayoutObject
            switch try rest.required(nil) {
            case .object(let l as LayoutObject): layout = l
            case .instance(let s) where s.type.conformances.contains("Layout"): layout = LayoutObject(.file(s))
            case let v: throw RuntimeError(message: "argument type '\(v.typeName)' does not conform to expected type 'Layout'", at: rest.place(nil))
            }
            if let content { return try ev.layoutView(layout, content) }
            return .object(layout)
        },
    ])
}
