import Motion

/// `ForEach(data, id:) { content }`: one child node of `container` per id, kept while its id stays.
///
/// A node whose id appears is inserted with SwiftUI's default `.opacity` transition (opacity
/// 0 → its own value); a node whose id goes away fades out where it was last laid out and leaves
/// the tree when the fade ends. Both use the animation the update gives the container: its
/// `.animation(_:value:)` scopes (and its ancestors'), else `withAnimation`'s; with neither they
/// appear and vanish at once. The transition animates the node's own opacity track.
public final class ForEachNodes<ID: Hashable> {
    /// The node whose children are the content, live ones first in data order.
    public let container: Node
    private let ids: () -> [ID]
    private let content: (ID) -> Node
    private var current: [ID] = []
    private var byID: [ID: Node] = [:]
    /// The live nodes, in data order (fading ones are left out).
    public private(set) var nodes: [Node] = []

    init(container: Node, ids: @escaping () -> [ID], content: @escaping (ID) -> Node) {
        self.container = container
        self.ids = ids
        self.content = content
    }

    /// The live node for `id`, if there is one.
    public func node(for id: ID) -> Node? { byID[id] }

    /// Brings the children up to date with the data after an update.
    func reconcile(scene: Scene, changed: Set<ObjectIdentifier>, animation: Animation?) {
        let newIDs = ids()
        guard newIDs != current else { return }
        var scopes: [AnimationScope] = []
        var n: Node? = container
        while let c = n { scopes += c.frameScopes; n = c.parent }
        let transition = Scene.pick(scopes, changed, animation)
        let time = scene.now

        var kept: [ID: Node] = [:]
        var live: [Node] = []
        for id in newIDs {
            if let node = byID[id], kept[id] == nil {
                kept[id] = node
                live.append(node)
                continue
            }
            let node = content(id)
            if kept[id] == nil { kept[id] = node }
            live.append(node)
            if let transition {
                let target = node.model(.opacity)
                node.tracks[.opacity].set(0, at: time, animation: nil)
                node.tracks[.opacity].set(target, at: time, animation: transition)
            }
        }
        for (id, node) in byID where kept[id] !== node {
            guard let transition else { container.remove(node); continue }
            // A view being removed no longer follows state: it keeps its last frame and fades.
            node.bindings.removeAll()
            node.tracks[.opacity].set(0, at: time, animation: transition)
            let end = node.tracks[.opacity].runs.map { $0.start + $0.run.duration }.max() ?? time
            scene.clock.at(end) { [weak container = self.container, weak node] in
                if let node { container?.remove(node) }
            }
        }
        let fading = container.children.filter { child in !live.contains { $0 === child } }
        container.removeAllChildren()
        for node in live + fading { container.add(node) }
        current = newIDs
        byID = kept
        nodes = live
    }
}

extension Scene {
    /// `ForEach(data, id:) { content }` inside `container`: builds a node per id now, and keeps
    /// the children in step with `ids()` on every update (see `ForEachNodes`).
    public func forEach<ID: Hashable>(in container: Node, ids: @escaping () -> [ID],
                                      content: @escaping (ID) -> Node) -> ForEachNodes<ID> {
        let nodes = ForEachNodes(container: container, ids: ids, content: content)
        nodes.reconcile(scene: self, changed: [], animation: nil)
        reconcilers.append { [unowned self] changed, animation in
            nodes.reconcile(scene: self, changed: changed, animation: animation)
        }
        return nodes
    }
}
