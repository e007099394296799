import Scene

extension SourceRuntime {
    /// The layout of a view as its hosts stand now; a view with no layout of its own gives its
    /// content's, to stand in its parent's stack one by one.
    func layouts(_ host: Host) -> [Layout] {
        let base = contentLayouts(host)
        let v = host.value
        let shapesLayout = host.wrappers.isEmpty && !v.modifiers.contains { m in
            switch m {
            case .padding, .frame, .flexibleFrame, .position, .background, .overlay: return true
            default: return false
            }
        }
        if shapesLayout { return base }
        var l: Layout = base.count == 1 ? base[0] : .zstack(children: base, container: nil)
        for (i, m) in v.modifiers.enumerated() {
            if let w = host.wrappers[i] {
                switch m {
                case .background(_, let a), .overlay(_, let a):
                    let extra = host.extras[i].map(layouts) ?? []
                    let second: Layout = extra.count == 1 ? extra[0] : .zstack(children: extra, container: nil)
                    l = .zstack(children: [.overlay(l, second, alignment: a)], container: w)
                    continue
                default:
                    l = .zstack(children: [l], container: w)
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
            default: break
            }
        }
        return [l]
    }

    private func contentLayouts(_ host: Host) -> [Layout] {
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
        case .image where !host.symbolParts.isEmpty:
            // A symbol stand-in: its circle fills the frame; its glyph is part of the drawing,
            // not of layout (a zero-size frame centres it in the circle).
            guard let group = host.content else { return [] }
            let parts: [Layout] = host.symbolParts.enumerated().map { i, n in i == 0 ? .node(n) : .frame(width: { 0 }, height: { 0 }, .node(n)) }
            return [.zstack(children: parts, container: group)]
        case .text, .shape, .color, .gradient, .image, .button:
            return host.content.map { [.node($0)] } ?? []
        case .divider:
            return host.content.map { [.frame(width: nil, height: { 1 }, .node($0))] } ?? []
        case .spacer: return [.spacer]
        case .empty: return []
        case .stack(let axis, let alignment, let spacing, _):
            let children = host.children.flatMap(layouts)
            switch axis {
            case .horizontal: return [.hstack(spacing: spacing ?? Layout.defaultSpacing, children: children, container: host.content)]
            case .vertical:
                let a: HorizontalAlignment = alignment.hasSuffix("eading") ? .leading : alignment.hasSuffix("railing") ? .trailing : .center
                return [.vstack(alignment: a, spacing: spacing ?? Layout.defaultSpacing, children: children, container: host.content)]
            case .depth: return [.zstack(children: children, container: host.content)]
            }
        case .scrollView:
            let children = host.children.flatMap(layouts)
            return [.zstack(children: children, container: host.content)]
        case .geometryReader:
            guard let node = host.content else { return [] }
            let children = host.children.flatMap(layouts)
            let inner: Layout = children.count == 1 ? children[0] : .zstack(children: children, container: nil)
            return [.overlay(.node(node), inner, alignment: .center)]
        case .group, .forEach, .conditional, .custom, .phaseAnimator, .keyframeAnimator, .timeline:
            return host.children.flatMap(layouts)
        }
    }

    /// Puts every host's nodes under the right parents, in drawing order (after a change of
    /// the tree's shape: a view came, went or was built anew).
    func syncNodes(_ host: Host) {
        if let container = host.content, container.kind == .group, host.symbolParts.isEmpty, host.renderer == nil, host.numeric == nil,
           host.styledGlyphs == nil {
            set(container, children: host.children.flatMap(\.topNodes) + host.leaving)
        }
        for (i, w) in host.wrappers {
            var inner = innerNodes(host, before: i)
            switch host.value.modifiers[i] {
            case .background: inner = (host.extras[i]?.topNodes ?? []) + inner
            case .overlay: inner = inner + (host.extras[i]?.topNodes ?? [])
            default: break
            }
            set(w, children: inner)
        }
        if host.content?.kind != .group, host.wrappers.isEmpty, !host.leaving.isEmpty {
            // A transparent host's leaving nodes stay with its parent's container (see below).
        }
        host.children.forEach(syncNodes)
        host.extras.values.forEach(syncNodes)
    }

    /// `syncNodes` from the root view, whose outermost nodes are the scene root's children.
    func syncRoot(_ root: Host) {
        syncNodes(root)
        set(scene.root, children: root.topNodes + (dataNodes.isEmpty ? [] : [dataNodes.holder]))
    }

    private func innerNodes(_ host: Host, before index: Int) -> [Node] {
        if let w = host.wrappers.filter({ $0.key < index }).max(by: { $0.key < $1.key })?.value { return [w] }
        if let c = host.content { return [c] }
        return host.children.flatMap(\.topNodes) + host.leaving
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
