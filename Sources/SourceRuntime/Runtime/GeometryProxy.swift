import Scene

/// `GeometryReader`'s proxy: the reader's size and frame as layout last placed it, read when
/// the code asks (the seed's Block reads it in a closure run 0.05 s later).
final class GeometryProxy: RuntimeObject {
    private let node: () -> Node?
    init(node: @escaping () -> Node?) { self.node = node }
    override var typeName: String { "GeometryProxy" }

    func size() -> Size { frame().size }

    /// `frame(in: .local)`: origin zero, the reader's size.
    func frame() -> Rect {
        guard let n = node() else { return .zero }
        let f = n.modelFrame
        return Rect(x: 0, y: 0, width: f.width, height: f.height)
    }

    /// `frame(in: .global)`, and `.named(_)`: where layout placed the reader in the scene.
    /// **Our rule** for a named space: its points are the scene's (gesture locations in a
    /// named space are too), so a file comparing frames and touches in one space compares
    /// them alike; the numbers differ from a device's by the named view's origin.
    func globalFrame() -> Rect {
        node()?.modelFrame ?? .zero
    }
}
