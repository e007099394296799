import Motion
import Scene

/// A synthetic scene for benchmarks: many character nodes animating on staggered springs,
/// built and driven like any seed scene (state, bindings, `.animation(_:value:)`, a timer).
public enum StressScene {
    /// What the scene animates.
    public struct Options: Sendable {
        public var nodes: Int
        /// Largest blur radius the nodes animate to (0: always sharp).
        public var blur: Double
        /// Whether every node also animates its `scaleEffect`.
        public var scale: Bool
        public init(nodes: Int, blur: Double = 0, scale: Bool = true) {
            self.nodes = nodes; self.blur = blur; self.scale = scale
        }
    }

    /// The characters the nodes cycle through: Latin and kana, as in the seeds.
    public static let characters = Array("AnimpreviewSwiftUIあいうえおかきくけこ0123456789")
    /// The nodes' font.
    public static let font = FontSpec.system(size: 16, weight: .semibold)
    /// The spring every move uses, and how long a phase holds before the next toggle.
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.8)
    public static let period = 1.2
    /// Nodes form this many groups (node i in group i % groups), each with its own state,
    /// toggled in turn: a group every period / groups, so the work of starting springs is
    /// spread over the period as in a continuously animating scene.
    public static let groups = 8

    /// Fills `scene` with `options.nodes` glyphs on a grid covering the canvas; a timer
    /// toggles each group's state every `period`, and each node follows after its own delay.
    public static func build(_ scene: Scene, options: Options) {
        let phases = (0..<groups).map { _ in scene.state(0) }
        let count = max(1, options.nodes)
        let size = scene.size
        let columns = max(1, Int((Double(count) * size.width / size.height).squareRoot().rounded(.up)))
        let rows = (count + columns - 1) / columns
        let cellW = size.width / Double(columns), cellH = size.height / Double(rows)
        let line = scene.metrics.lineMetrics(scene.resolve(font))
        for i in 0..<count {
            let text = String(characters[i % characters.count])
            let phase = phases[i % groups]
            let node = scene.makeNode(.glyph, text: text, font: font)
            // Fixed per node: where it wanders to, and when it follows the toggle.
            let dx = Double.random(in: -24...24, using: &scene.random), dy = Double.random(in: -24...24, using: &scene.random)
            let delay = Double.random(in: 0...0.2, using: &scene.random)
            let low = Double.random(in: 0.1...0.4, using: &scene.random)
            node.offset(x: { phase.value % 2 == 0 ? 0 : dx }, y: { phase.value % 2 == 0 ? 0 : dy })
                .opacity { phase.value % 2 == 0 ? 1 : low }
            if options.scale {
                let s = Double.random(in: 0.5...1.6, using: &scene.random)
                node.scaleEffect(x: { phase.value % 2 == 0 ? 1 : s }, y: { phase.value % 2 == 0 ? 1 : s })
            }
            if options.blur > 0 {
                let r = options.blur
                node.blur { phase.value % 2 == 0 ? 0 : r }
            }
            node.animation(spring.delay(delay), value: phase)
            let x = Double(i % columns) * cellW, y = Double(i / columns) * cellH
            let width = scene.metrics.advance(of: text, font: scene.resolve(font))
            node.tracks[.frameX].set(x, at: 0, animation: nil)
            node.tracks[.frameY].set(y, at: 0, animation: nil)
            node.tracks[.frameWidth].set(width, at: 0, animation: nil)
            node.tracks[.frameHeight].set(line.height, at: 0, animation: nil)
            scene.root.add(node)
        }
        // .onAppear { toggle(0); Timer.scheduledTimer(withTimeInterval: period / groups, repeats: true) { toggle(next) } }
        var next = 0
        func toggle() {
            let group = phases[next % groups]
            next += 1
            scene.update { group.value += 1 }
        }
        scene.clock.after(0) { toggle() }
        scene.clock.every(period / Double(groups)) { _ in toggle() }
    }
}
