import Scene

extension SourceRuntime {
    /// The layout of a view as its hosts stand now; a view with no layout of its own gives its
    /// content's, to stand in its parent's stack one by one.
    func layouts(_ host: ViewHost) -> [Layout] {
        let base = contentLayouts(host)
        let v = host.value
        if host.wrappers.isEmpty && !v.changesLayout { return base }
        // Several views (a body of several, a branch) under layout modifiers and no node of
        // their own: as in SwiftUI, where a modifier of a list of views applies to each, each
        // view takes the modifiers and stands in the parent's stack by itself.
        if base.count > 1 && host.wrappers.isEmpty { return base.map { modified($0, host) } }
        let whole = modified(base.count == 1 ? base[0] : .zstack(children: base, container: nil), host)
        // A view with an `.id` a `ScrollViewReader` may scroll to keeps where it was placed.
        if usesScrollReaders, v.modifiers.contains(where: { if case .viewID = $0 { return true }; return false }) {
            return [.reporting({ [weak host] rect in host?.placedFrame = rect }, whole)]
        }
        return [whole]
    }

    /// The layouts of a host's children in order (`flatMap(layouts)`), without an array of its
    /// own for each plain child (`ViewHost.plainLeaf`): a relayout of 2,000 texts made and
    /// dropped 2,000 of them.
    func childLayouts(_ host: ViewHost) -> [Layout] {
        var out: [Layout] = []
        out.reserveCapacity(host.children.count)
        for child in host.children {
            if let leaf = child.plainLeaf { out.append(.node(leaf)) } else { out += layouts(child) }
        }
        return out
    }

    /// `inner` under the view's layout modifiers, innermost first.
    private func modified(_ inner: Layout, _ host: ViewHost) -> Layout {
        var l = inner
        for (i, m) in host.value.modifiers.enumerated() {
            if let w = host.wrappers[i] {
                switch m {
                case .background(_, let a), .overlay(_, let a):
                    let extra = host.attachedViews[i].map(layouts) ?? []
                    let second: Layout = extra.count == 1 ? extra[0] : .zstack(children: extra, container: nil)
                    l = .wrapped(.overlay(l, second, alignment: a), container: w)
                    continue
                default:
                    l = .wrapped(l, container: w)
                }
            }
            switch m {
            case .padding(let e): l = .padding(e, l)
            case .frame(let w, let h, let a):
                if a == .center { l = .frame(width: w.map { v in { v } }, height: h.map { v in { v } }, l) }
                else { l = .flexibleFrame(minWidth: w, maxWidth: w, minHeight: h, maxHeight: h, alignment: a, l) }
            case .flexibleFrame(let minW, let maxW, let minH, let maxH, let a):
                l = .flexibleFrame(minWidth: minW, maxWidth: maxW, minHeight: minH, maxHeight: maxH, alignment: a, l)
            case .position(let x, let y): l = .position(x: x, y: y, l)
            case .layoutPriority(let p): l = .priority(p, l)
            case .alignmentGuide(let horizontal, let guide, let f):
                l = .guide(horizontal: horizontal, name: guide, { [weak self, weak host] size in
                    guard let self, let host else { return nil }
                    return self.guideValue(f, size: size, horizontal: horizontal, at: host.value.at)
                }, l)
            case .fixedSize(let h, let v): l = .fixedSize(horizontal: h, vertical: v, l)
            case .aspectRatio(let r, let fill): l = .aspectRatio(r, fill: fill, l)
            case .ignoresSafeArea(let edges): l = .ignoresSafeArea(edges: LayoutEdges(rawValue: edges), l)
            default: break
            }
        }
        return l
    }

    private func contentLayouts(_ host: ViewHost) -> [Layout] {
        let v = host.value
        switch v.content {
        case .text where host.numeric != nil:
            guard let group = host.content, let state = host.numeric else { return [] }
            return [.textLines(glyphs: state.glyphs, container: group)]
        case .text where host.renderer != nil:
            // A renderer's text: its characters in lines, each its own glyph.
            guard let group = host.content, let state = host.renderer else { return [] }
            return [.textLines(glyphs: state.glyphs, container: group)]
        case .text where host.styledGlyphs != nil:
            guard let group = host.content, let glyphs = host.styledGlyphs else { return [] }
            return [.textLines(glyphs: glyphs, container: group)]
        case .image(_, true):
            // A symbol stand-in: its backing (a circle, in the centred square) fills the
            // symbol's frame; its glyph is part of the drawing, not of layout (a zero-size frame
            // centres it). Unless resizable, the symbol takes its size from its font.
            guard let content = host.content else { return [] }
            var symbol: Layout = .node(content)
            if !host.symbolParts.isEmpty {
                let parts: [Layout] = host.symbolParts.enumerated().map { i, n in
                    // A symbol's glyph holder centres its glyphs, each at its own size.
                    let drawn: Layout = n.kind == .group ? .zstack(children: n.children.map { .node($0) }, container: n) : .node(n)
                    return i > 0 ? .frame(width: { 0 }, height: { 0 }, drawn) : n.kind == .circle ? .inscribed(n) : .node(n)
                }
                symbol = .zstack(children: parts, container: content)
            }
            guard !Self.isResizable(v), let side = host.effectSlots[Self.symbolSlot]?.first else { return [symbol] }
            return [.frame(width: { side.value }, height: { side.value }, symbol)]
        case .image(let name, false):
            // An image not made resizable takes its natural size (Apple's `Image`: image views
            // size themselves to their contents unless made resizable); an asset that cannot
            // be read is empty, as SwiftUI's image of a name its catalog lacks is.
            guard let node = host.content else { return [] }
            guard !Self.isResizable(v) else { return [.node(node)] }
            let images = scene.images
            let missing: Double = images == nil ? .nan : 0
            // The file the node draws (an asset catalog's, with its scale), else the name.
            let file = node.imageName ?? name
            return [.frame(width: { images?.size(ofImage: file)?.width ?? missing },
                           height: { images?.size(ofImage: file)?.height ?? missing }, .node(node))]
        case .shape(.circle):
            // Apple, `Circle`: "centered on the frame of the view containing it", its diameter
            // the frame's shorter side.
            return host.content.map { [.inscribed($0)] } ?? []
        case .text, .shape, .color, .gradient:
            return host.content.map { [.node($0)] } ?? []
        case .divider:
            // Apple, `Divider`: a line across the stack's axis (vertical in an HStack).
            return host.content.map { [.divider($0)] } ?? []
        case .represented:
            // Our rule: the representable takes the space offered (as a UIView without an
            // intrinsic size does), its view at its frame from the top-leading corner.
            guard let node = host.content, let view = host.represented else { return [] }
            return [.wrapped(.flexibleFrame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: UnitPoint(0, 0),
                                            playground.layout(of: view)), container: node)]
        case .spacer(let minLength): return [minLength.map { .spacerOf(minLength: $0) } ?? .spacer]
        case .empty: return []
        case .stack(let axis, let alignment, let spacing, _):
            let children = childLayouts(host)
            switch axis {
            case .horizontal:
                return [.hstack(alignment: Self.verticalAlignment(alignment), spacing: spacing ?? Layout.defaultSpacing,
                                children: children, container: host.content)]
            case .vertical:
                let a: HorizontalAlignment = alignment.hasSuffix("eading") ? .leading : alignment.hasSuffix("railing") ? .trailing : .center
                return [.vstack(alignment: a, spacing: spacing ?? Layout.defaultSpacing, children: children, container: host.content)]
            case .depth:
                return [.zstack(alignment: DrawingBuiltins.unitPoints[alignment] ?? .center, children: children, container: host.content)]
            }
        case .scrollView:
            let children = childLayouts(host)
            let content: Layout = children.count == 1 ? children[0] : .zstack(children: children, container: nil)
            guard let node = host.content, let g = host.scroll else { return [content] }
            return [.scroll(g, content, container: node)]
        case .geometryReader:
            guard let node = host.content else { return [] }
            let children = childLayouts(host)
            // Apple, `GeometryReader`: it takes the space offered and puts its content at the
            // top leading corner (several views in an implicit ZStack aligned there).
            let inner: Layout = children.count == 1 ? children[0] : .zstack(alignment: .topLeading, children: children, container: nil)
            return [.overlay(.node(node), inner, alignment: .topLeading)]
        case .forEach where usesScrollReaders:
            return host.children.flatMap { child -> [Layout] in
                let l = layouts(child)
                return l.count == 1 ? [.reporting({ [weak child] rect in child?.placedFrame = rect }, l[0])] : l
            }
        case .container(let spec) where ["Table", "Layout", "ViewThatFits"].contains(spec.kind):
            return containerLayouts(host, spec)
        case .group, .forEach, .conditional, .custom, .phaseAnimator, .keyframeAnimator, .timeline, .button, .control, .container:
            return childLayouts(host)
        }
    }

    /// The containers laid out by a layout of their own: a `Grid`, a layout given views, a
    /// `ViewThatFits`.
    private func containerLayouts(_ host: ViewHost, _ spec: ContainerSpec) -> [Layout] {
        switch spec.payload {
        case .table: return tableLayout(host, spec)
        case .layout(let layout, _): return [customLayout(layout, childLayouts(host), at: spec.at)]
        case .fitting(_, let axes):
            guard let stack = host.children.first else { return [] }
            let choices: [Layout] = stack.children.map { child in
                // A view not chosen is laid out in no space: its clip takes no click either.
                child.content?.clipsHitTesting = true
                child.wrappers.values.forEach { $0.clipsHitTesting = true }
                let l = layouts(child)
                return l.count == 1 ? l[0] : .zstack(children: l, container: nil)
            }
            return [.firstFitting(horizontal: !axes.intersection(.horizontal).isEmpty, vertical: !axes.intersection(.vertical).isEmpty,
                                  choices, container: stack.content)]
        default: return childLayouts(host)
        }
    }

    /// An HStack's `alignment:` by its name: `.top`, `.bottom`, the text baselines, else centred.
    static func verticalAlignment(_ name: String) -> VerticalAlignment {
        switch name {
        case "top": return .top
        case "bottom": return .bottom
        case "firstTextBaseline": return .firstTextBaseline
        case "lastTextBaseline": return .lastTextBaseline
        default: return .center
        }
    }

    static func isResizable(_ v: ViewValue) -> Bool {
        v.modifiers.contains { if case .resizable = $0 { return true }; return false }
    }

    /// Puts every host's nodes under the right parents, in drawing order (after a change of
    /// the tree's shape: a view came, went or was built anew).
    func syncNodes(_ host: ViewHost) {
        if let container = host.content, container.kind == .group, host.symbolParts.isEmpty, host.renderer == nil, host.numeric == nil,
           host.styledGlyphs == nil, host.represented == nil {
            set(container, children: ViewHost.zOrdered(host.children).flatMap(\.topNodes) + host.leaving)
        }
        for (i, w) in host.wrappers {
            var inner = innerNodes(host, before: i)
            switch host.value.modifiers[i] {
            case .background: inner = (host.attachedViews[i]?.topNodes ?? []) + inner
            case .overlay: inner = inner + (host.attachedViews[i]?.topNodes ?? [])
            default: break
            }
            set(w, children: inner)
        }
        if host.content?.kind != .group, host.wrappers.isEmpty, !host.leaving.isEmpty {
            // A transparent host's leaving nodes stay with its parent's container (see below).
        }
        host.children.forEach(syncNodes)
        host.attachedViews.values.forEach(syncNodes)
    }

    /// `syncNodes` from the root view, whose outermost nodes are the scene root's children.
    func syncRoot(_ root: ViewHost) {
        syncNodes(root)
        if let sheet = sheets.host { syncNodes(sheet) }
        set(scene.root, children: root.topNodes + sheetNodes + (dataNodes.isEmpty ? [] : [dataNodes.holder]))
    }

    private func innerNodes(_ host: ViewHost, before index: Int) -> [Node] {
        if let w = host.wrappers.filter({ $0.key < index }).max(by: { $0.key < $1.key })?.value { return [w] }
        if let c = host.content { return [c] }
        return ViewHost.zOrdered(host.children).flatMap(\.topNodes) + host.leaving
    }

    private func set(_ parent: Node, children: [Node]) {
        let current = parent.children
        if current.count == children.count && zip(current, children).allSatisfy({ $0 === $1 }) { return }
        parent.removeAllChildren()
        for c in children {
            c.parent?.remove(c)
            parent.add(c)
        }
    }
}
