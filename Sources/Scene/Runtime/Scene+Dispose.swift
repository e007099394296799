/// A scene's script that holds objects in cycles of its own (evaluations that read a view's
/// state and keep the view): told when the scene is let go of, so it can break them.
public protocol DisposableScript: AnyObject {
    func sceneWillDispose()
}

extension Scene {
    /// Lets go of everything that may hold the scene: pending events, bindings, tap
    /// handlers, reconcilers, layout closures and the script.
    ///
    /// Effect scripts capture their scene in closures the scene itself keeps (a timer that
    /// updates state, a tap handler); without this, every discarded scene would stay alive.
    public func dispose() {
        (script as? DisposableScript)?.sceneWillDispose()
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
        afterEvents = nil
        script = nil
    }
}
