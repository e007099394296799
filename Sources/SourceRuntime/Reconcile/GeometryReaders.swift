import Scene

extension SourceRuntime {
    /// A `GeometryReader`'s content, given a proxy of the reader's node. Before layout first
    /// sizes the reader its proxy reads a zero size, which SwiftUI never gives (it calls the
    /// content with the reader's size known): code dividing by it fails here only. The
    /// content then waits for the size, and is evaluated again once layout gave it one, where
    /// an error of its own stops the scene.
    func geometryContent(_ host: ViewHost, _ content: FunctionValue, at: Int) throws -> [ViewValue] {
        let proxy = GeometryProxy(node: { [weak host] in host?.content })
        do {
            let view = try evaluator.viewOf(evaluator.invoke(content, [.object(proxy)], at: at, asBuilder: true), at: at)
            host.awaitsLayout = false
            return [view]
        } catch is RuntimeError where !isBuilt || host.content?.isLaidOut != true {
            host.awaitsLayout = true
            // One built after the first pass (a tab shown, a branch taken): evaluated again
            // before the frame that follows the layout pass which sizes it.
            if isBuilt { awaitLayout(host) }
            return []
        }
    }
}

extension SourceRuntime {
    /// Evaluates `host`, a `GeometryReader` whose content waits for its size, again before
    /// the first frame after layout has given it one.
    func awaitLayout(_ host: ViewHost) {
        readersAwaitingLayout.append(WeakHost(host))
        guard !watchesReaders else { return }
        watchesReaders = true
        scene.beforePresenting.append { [weak self] _ in
            guard let self, !self.readersAwaitingLayout.isEmpty, self.scene.failure == nil else { return }
            let ready = self.readersAwaitingLayout.compactMap(\.value).filter {
                $0.awaitsLayout && $0.content?.isLaidOut == true && $0.content?.modelFrame.size != .zero
            }
            self.readersAwaitingLayout.removeAll { $0.value.map { h in !h.awaitsLayout || ready.contains { $0 === h } } ?? true }
            for host in ready {
                self.event(at: host.value.at) {
                    self.markDirty(host)
                    try self.flush(nil)
                }
            }
        }
    }
}

/// A view host held without keeping it alive.
struct WeakHost {
    weak var value: ViewHost?
    init(_ value: ViewHost) { self.value = value }
}
