extension Scene {
    /// Lets go of everything that may hold the scene: pending events, bindings, tap
    /// handlers, reconcilers and layout closures.
    ///
    /// Effect scripts capture their scene in closures the scene itself keeps (a timer that
    /// updates state, a tap handler); without this, every discarded scene would stay alive.
    public func dispose() {
        clock.cancelAll()
        pointer = nil
        reconcilers.removeAll()
        root.forEach { node in
            node.bindings.removeAll()
            node.textBinding = nil
            node.onTap = nil
            node.pointerHandlers.removeAll()
            node.frameScopes.removeAll()
        }
        disposeLayout()
    }
}
