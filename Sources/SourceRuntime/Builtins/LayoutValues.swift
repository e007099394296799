import Scene

/// SwiftUI's `ProposedViewSize`: a width and a height, either of which may be left open (nil).
final class ProposedSizeObject: RuntimeObject {
    let width: Double?, height: Double?
    init(width: Double?, height: Double?) { self.width = width; self.height = height }
    override var typeName: String { "ProposedViewSize" }
    override func sameValue(_ other: RuntimeObject) -> Bool {
        guard let o = other as? ProposedSizeObject else { return false }
        return o.width == width && o.height == height
    }
    override func hashValue(into h: inout Hasher) { h.combine(width); h.combine(height) }

    /// The layout engine's proposal: an open side is `Layout.unspecified`.
    var engineSize: Size { Size(width ?? Layout.unspecified, height ?? Layout.unspecified) }
    convenience init(_ s: Size) {
        self.init(width: s.width == Layout.unspecified ? nil : s.width, height: s.height == Layout.unspecified ? nil : s.height)
    }
}

/// A layout as a value: one of SwiftUI's stack layouts (`HStackLayout`, …) or a file's own
/// `Layout` struct; `AnyLayout` is the layout it wraps.
final class LayoutObject: RuntimeObject {
    enum Kind {
        case stack(StackAxis, alignment: String, spacing: Double?)
        case file(StructValue)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
    override var typeName: String {
        switch kind {
        case .stack(let axis, _, _): return axis == .horizontal ? "HStackLayout" : axis == .vertical ? "VStackLayout" : "ZStackLayout"
        case .file(let s): return s.type.name
        }
    }
}

/// One of a custom layout's `subviews` (`LayoutSubview`): measured and placed through the
/// layout pass that runs the layout.
final class SubviewObject: RuntimeObject {
    let index: Int
    let access: LayoutSubviewAccess
    /// Where a placement goes (nil while the layout is only sized).
    let place: ((Int, Point, UnitPoint, Size) -> Void)?
    init(index: Int, access: LayoutSubviewAccess, place: ((Int, Point, UnitPoint, Size) -> Void)?) {
        self.index = index; self.access = access; self.place = place
    }
    override var typeName: String { "LayoutSubview" }
}

/// `ViewSpacing`: the space a subview wants beside another (our rule: SwiftUI's default
/// spacing between views, 8 points, on every side).
final class ViewSpacingObject: RuntimeObject {
    override var typeName: String { "ViewSpacing" }
}

enum LayoutValues {
    static func sizeValue(_ s: Size) -> Value { .tuple([.double(s.width), .double(s.height)], labels: ["width", "height"]) }

    /// A proposal written where one goes: a `ProposedViewSize`, or a `CGSize` (`ProposedViewSize(size)`).
    static func proposal(_ v: Value, evaluator ev: Evaluator, at: Int) throws -> ProposedSizeObject {
        if case .object(let p as ProposedSizeObject) = v { return p }
        if case .tuple = v { let s = try ev.size(v, at: at); return ProposedSizeObject(width: s.width, height: s.height) }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'ProposedViewSize'", at: at)
    }

    /// A layout value's members: a proposal's `width` and `height`; a subview's `priority` and
    /// `spacing` (nil: not one of them).
    static func member(_ o: RuntimeObject, _ name: String) -> Value? {
        switch (o, name) {
        case (let p as ProposedSizeObject, "width"): return p.width.map { .double($0) } ?? .nil
        case (let p as ProposedSizeObject, "height"): return p.height.map { .double($0) } ?? .nil
        case (let s as SubviewObject, "priority"): return .double(s.access.priority(s.index))
        case (is SubviewObject, "spacing"): return .object(ViewSpacingObject())
        default: return nil
        }
    }

    /// A layout value's methods (nil: not one of them).
    static func method(_ o: RuntimeObject, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch (o, name) {
        case (let p as ProposedSizeObject, "replacingUnspecifiedDimensions"):
            // Apple: open sides take `by:`'s, 10 by 10 unless given.
            let by = try args.value("by", hint: "CGSize").map { try ev.size($0, at: args.place("by")) } ?? Size(10, 10)
            return sizeValue(Size(p.width ?? by.width, p.height ?? by.height))
        case (let s as SubviewObject, "sizeThatFits"):
            let p = try proposal(args.required(nil, hint: "ProposedViewSize"), evaluator: ev, at: args.place(nil))
            return sizeValue(s.access.measure(s.index, p.engineSize))
        case (let s as SubviewObject, "dimensions"):
            let p = try proposal(args.required("in", hint: "ProposedViewSize"), evaluator: ev, at: args.place("in"))
            let size = s.access.measure(s.index, p.engineSize)
            return .object(ViewDimensionsObject(width: size.width, height: size.height, horizontal: true))
        case (let s as SubviewObject, "place"):
            try args.allow(["at", "anchor", "proposal"])
            let point = try ev.point(args.required("at", hint: "CGPoint"), at: args.place("at"))
            var anchor = UnitPoint(0, 0)
            if let a = try args.value("anchor", hint: "UnitPoint") {
                guard case .unitPoint(let u) = a else {
                    throw RuntimeError(message: "cannot convert value of type '\(a.typeName)' to expected argument type 'UnitPoint'", at: args.place("anchor"))
                }
                anchor = u
            }
            let p = try args.value("proposal", hint: "ProposedViewSize").map { try proposal($0, evaluator: ev, at: args.place("proposal")) }
            s.place?(s.index, point, anchor, p?.engineSize ?? Size(Layout.unspecified, Layout.unspecified))
            return .void
        case (is ViewSpacingObject, "distance"):
            _ = try args.value("to"); _ = try args.value("along")
            return .double(Layout.defaultSpacing)
        default: return nil
        }
    }
}
