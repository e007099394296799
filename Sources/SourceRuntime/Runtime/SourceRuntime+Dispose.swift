import Scene

extension SourceRuntime: DisposableScript {
    /// Breaks the cycles a playing file makes: each view's state keeps the evaluations that
    /// read it, and they keep the view; pending work keeps closures that keep scopes.
    func sceneWillDispose() {
        for instance in viewInstances { instance.dispose() }
        pending = PendingWork()
        bailouts = []
        onRemovalEnded = []
    }

    /// The views of the file's own structs now in the scene, outermost first.
    var viewInstances: [ViewInstance] {
        var found: [ViewInstance] = []
        func visit(_ host: ViewHost) {
            if let i = host.instance { found.append(i) }
            host.children.forEach(visit)
            host.attachedViews.values.forEach(visit)
        }
        if let root { visit(root) }
        return found
    }
}
