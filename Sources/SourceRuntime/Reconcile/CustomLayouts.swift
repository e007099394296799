import Scene

/// Layouts as values (SwiftUI's `Layout` protocol): a file's own layout struct, run during the
/// layout pass, or one of SwiftUI's stack layouts; given views by `MyLayout { … }`,
/// `layout { … }` or `AnyLayout(HStackLayout()) { … }`. The views keep their identity when
/// the layout changes, so a change under `withAnimation` moves them to their new places.
extension Evaluator {
    /// A call's arguments without its content closure (the last argument, unlabelled or
    /// written after the parentheses), and the closure alone; nil when it has none.
    static func splitContent(_ args: Args) -> (rest: Args, content: Args)? {
        guard let last = args.items.last, last.label == nil || last.isTrailing, case .closure = last.value.kind else { return nil }
        let rest = Args(Array(args.items.dropLast()), scope: args.scope, evaluator: args.evaluator, at: args.at, callee: args.callee)
        let content = Args([last], scope: args.scope, evaluator: args.evaluator, at: args.at, callee: args.callee)
        return (rest, content)
    }

    /// The view of `layout` over the views `args`'s content closure builds (nil: no closure).
    func layoutView(_ layout: LayoutObject, _ args: Args) throws -> Value? {
        guard let body = try args.trailingClosure() else { return nil }
        let views = flatten(try viewOf(invoke(body, [], at: args.at, asBuilder: true), at: args.at))
        return .view(ContainerSpec("Layout", .layout(layout, views), at: args.at).view)
    }
}

extension SourceRuntime {
    /// The layout of a layout value over its views' layouts.
    func customLayout(_ layout: LayoutObject, _ children: [Layout], at: Int) -> Layout {
        switch layout.kind {
        case .stack(.horizontal, let alignment, let spacing):
            return .hstack(alignment: Self.verticalAlignment(alignment), spacing: spacing ?? Layout.defaultSpacing, children: children, container: nil)
        case .stack(.vertical, let alignment, let spacing):
            let a: HorizontalAlignment = alignment.hasSuffix("eading") ? .leading : alignment.hasSuffix("railing") ? .trailing : .center
            return .vstack(alignment: a, spacing: spacing ?? Layout.defaultSpacing, children: children, container: nil)
        case .stack(.depth, let alignment, _):
            return .zstack(alignment: DrawingBuiltins.unitPoints[alignment] ?? .center, children: children, container: nil)
        case .file(let s):
            return .custom(CustomLayout(sizeThatFits: { [weak self] p, subviews in
                guard let self else { return .zero }
                let result = self.runLayout(s, "sizeThatFits", [.object(ProposedSizeObject(p))], subviews, place: nil, at: at)
                return (try? result.map { try self.evaluator.size($0, at: at) }) ?? nil ?? Self.fallbackSize(p, subviews)
            }, placeSubviews: { [weak self] bounds, p, subviews, place in
                guard let self else { return }
                _ = self.runLayout(s, "placeSubviews", [PathValues.rectValue(bounds), .object(ProposedSizeObject(p))], subviews, place: place, at: at)
            }), children, container: nil)
        }
    }

    /// A layout's size when its own code could not give one: its subviews on top of each other.
    static func fallbackSize(_ p: Size, _ subviews: LayoutSubviewAccess) -> Size {
        (0..<subviews.count).reduce(Size.zero) { acc, i in
            let s = subviews.measure(i, p)
            return Size(max(acc.width, s.width), max(acc.height, s.height))
        }
    }

    /// Calls the layout's method `name` with `leading` (the bounds and proposal), its subviews
    /// and a cache (`makeCache(subviews:)`'s when it has one, else `()`), passed `inout` as
    /// Swift passes it. A failure stops the scene, as any error of the file's code does.
    private func runLayout(_ s: StructValue, _ name: String, _ leading: [Value], _ subviews: LayoutSubviewAccess,
                           place: ((Int, Point, UnitPoint, Size) -> Void)?, at: Int) -> Value? {
        guard scene.failure == nil, let m = s.type.methods[name] else { return nil }
        let views = Value.array((0..<subviews.count).map { .object(SubviewObject(index: $0, access: subviews, place: place)) })
        let receiver = Box(.instance(s))
        evaluator.steps = 0
        do {
            var cache = Value.void
            if let make = s.type.methods["makeCache"] {
                cache = try evaluator.invoke(FunctionValue(.method(make, receiver: .value(receiver), program.globals)), [views], at: at)
            }
            let values = leading + [views, cache]
            let cacheIndex = values.count - 1
            return try evaluator.invoke(FunctionValue(.method(m, receiver: .value(receiver), program.globals)), values, at: at,
                                        inoutBoxes: m.parameters.count > cacheIndex ? [cacheIndex: Box(cache)] : [:])
        } catch {
            fail(error, at: at)
            return nil
        }
    }
}
