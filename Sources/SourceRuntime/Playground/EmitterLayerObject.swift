import Foundation
import Motion
import Scene

/// `CAEmitterLayer()`: particles of its `emitterCells`, each a node of its own, worked out in
/// closed form at every frame from the scene time — so any frame is the same however it is
/// reached, and the file's `seed` fixes them.
///
/// Apple (CAEmitterLayer, CAEmitterCell): a cell emits `birthRate` particles a second (times
/// the layer's `birthRate`), each living `lifetime` ± `lifetimeRange` seconds (times the
/// layer's `lifetime`), from a point of the emitter's shape (`emitterShape`, `emitterMode`,
/// about `emitterPosition`, `emitterSize`), moving at `velocity` ± `velocityRange` points a
/// second (times the layer's) in a direction within `emissionRange` about
/// `emissionLongitude` (radians; −π/2 is up on a y-down screen, as Apple's firework sample
/// reads it), accelerated by `xAcceleration`/`yAcceleration`, turning at `spin` ± `spinRange`
/// radians a second, scaled by `scale` ± `scaleRange` growing by `scaleSpeed` a second, its
/// colour the cell's ± its ranges, changing by its speeds a second.
///
/// A particle draws its cell's image (`contents`) at the image's size in points times its
/// scale, turned by its spin; its colour tints nothing (the image is drawn as it is).
///
/// **Our rules:** particles are born at even intervals (1/rate) from when the layer is first
/// shown (Apple leaves the exact times to the renderer); a cell without an image the project
/// has is drawn as an 8-point square of its colour with rounded corners, scaled by its scale
/// relative to the cell's, said once; at most 2,000 are drawn.
final class EmitterLayerObject: RuntimeObject, SettableObject, SublayerObject {
    var frame = Rect.zero { didSet { superlayerView?.playground.setNeedsLayout() } }
    var emitterPosition = Point(0, 0)
    var emitterSize = Size.zero
    var emitterShape = "point"
    var emitterMode = "volume"
    var cells: [EmitterCellObject] = []
    var birthRate = 1.0, lifetime = 1.0, velocity = 1.0, scale = 1.0, spin = 1.0
    var seed: UInt64 = 0
    var opacity = 1.0 { didSet { layerNode?.tracks[.opacity].set(opacity, at: 0, animation: nil) } }
    var zPosition = 0.0 { didSet { restackSiblings() } }
    var shownZPosition: Double { zPosition }
    weak var superlayerView: UIKitView?
    weak var superlayer: PlainLayerObject?
    var layerNode: Node?
    private weak var scene: Scene?
    /// When the layer was first shown: emission starts then.
    private var start: Double?
    /// The particles' nodes: squares, and images by name.
    private var pool: [Node] = []
    private var imagePools: [String: [Node]] = [:]
    private var hooked = false

    /// Past this many live particles a file is told, and only these are drawn.
    static let particleLimit = 2_000
    /// A particle's side before its scale, points.
    static let particleSide = 8.0

    override var typeName: String { "CAEmitterLayer" }

    func makeLayerNode(_ scene: Scene) -> Node {
        self.scene = scene
        if start == nil { start = scene.now }
        let group = scene.makeNode(.group)
        if opacity != 1 { group.tracks[.opacity].set(opacity, at: 0, animation: nil) }
        pool = []
        imagePools = [:]
        layerNode = group
        if !hooked {
            hooked = true
            scene.beforePresenting.append { [weak self] time in self?.present(at: time) }
            scene.animatingAt.append { [weak self] _ in self.map { !$0.cells.isEmpty && $0.birthRate > 0 } ?? false }
        }
        return group
    }

    /// The layer in its superlayer: its group at its frame (the particles place themselves).
    var layout: Layout? { layerNode.map { .node($0) } }

    /// A particle: where, how big, how turned, in what colour and how opaque.
    struct Particle: Equatable {
        var x: Double, y: Double, side: Double, degrees: Double, color: Color, alpha: Double
        /// The cell's image and its size at this particle's scale (nil: a square of `side`).
        var image: String? = nil
        var size = Size.zero
    }

    /// The particles alive at scene time `time`, in the layer's coordinates, oldest first by cell.
    func particles(at time: Double) -> [Particle] {
        guard let start else { return [] }
        var out: [Particle] = []
        for (index, cell) in cells.enumerated() where cell.isEnabled {
            let rate = min(cell.birthRate * birthRate, 10_000)
            guard rate > 0, rate.isFinite else { continue }
            let longest = max(0, (cell.lifetime + abs(cell.lifetimeRange)) * lifetime)
            let since = time - start - cell.beginTime
            guard since >= 0, longest > 0 else { continue }
            let first = max(0, Int(saturatingCeil: (since - longest) * rate))
            let last = Int(saturatingFloor: since * rate)
            guard last >= first else { continue }
            for k in max(first, last - Self.particleLimit)...last {
                if let p = particle(cell, index: index, number: k, age: since - Double(k) / rate) { out.append(p) }
                if out.count >= Self.particleLimit { return out }
            }
        }
        return out
    }

    /// Particle `number` of cell `index` at `age` seconds, or nil when it has died.
    private func particle(_ cell: EmitterCellObject, index: Int, number: Int, age: Double) -> Particle? {
        var random = SeededRandom(seed: seed &* 0x9E37_79B9 ^ UInt64(index) << 48 ^ UInt64(truncatingIfNeeded: number))
        // A uniform value in −1…1 for each ranged property, in a fixed order.
        func spread() -> Double { Double(random.next() >> 11) / Double(1 << 53) * 2 - 1 }
        let life = (cell.lifetime + cell.lifetimeRange * spread()) * lifetime
        guard age >= 0, age < life else { return nil }
        let origin = emissionPoint(u: spread(), v: spread())
        let speed = (cell.velocity + cell.velocityRange * spread()) * velocity
        let angle = cell.emissionLongitude + cell.emissionRange / 2 * spread()
        // The latitude tips the direction out of the screen's plane: its part in the plane remains.
        let inPlane = cos(cell.emissionLatitude)
        let x = origin.x + speed * cos(angle) * inPlane * age + cell.xAcceleration * age * age / 2
        let y = origin.y + speed * sin(angle) * inPlane * age + cell.yAcceleration * age * age / 2
        let turn = (cell.spin + cell.spinRange * spread()) * spin * age
        let grown = ((cell.scale + cell.scaleRange * spread()) * scale + cell.scaleSpeed * age)
        let base = cell.scale * scale
        let relative = base > 0 ? grown / base : grown
        var parts = [cell.color.red, cell.color.green, cell.color.blue, cell.color.alpha]
        for i in 0..<4 { parts[i] = min(1, max(0, parts[i] + cell.colorRange[i] * spread() + cell.colorSpeed[i] * age)) }
        var p = Particle(x: x, y: y, side: max(0, Self.particleSide * relative), degrees: turn * 180 / .pi,
                         color: Color(red: parts[0], green: parts[1], blue: parts[2]), alpha: parts[3])
        if let name = cell.contents, let size = scene?.images?.size(ofImage: name) {
            p.image = name
            p.size = Size(size.width * max(0, grown), size.height * max(0, grown))
        }
        return p
    }

    /// A point of the emitter's shape, from two uniform values in −1…1.
    private func emissionPoint(u: Double, v: Double) -> Point {
        let c = emitterPosition, w = emitterSize.width, h = emitterSize.height
        let outline = emitterMode == "outline"
        switch emitterShape {
        case "line": return Point(c.x + u * w / 2, c.y)
        case "rectangle", "cuboid":
            guard outline else { return Point(c.x + u * w / 2, c.y + v * h / 2) }
            // Along the perimeter, by the share of its length.
            let t = (u + 1) / 2 * 2 * (w + h)
            if t < w { return Point(c.x - w / 2 + t, c.y - h / 2) }
            if t < w + h { return Point(c.x + w / 2, c.y - h / 2 + (t - w)) }
            if t < 2 * w + h { return Point(c.x + w / 2 - (t - w - h), c.y + h / 2) }
            return Point(c.x - w / 2, c.y + h / 2 - (t - 2 * w - h))
        case "circle", "sphere":
            let a = (u + 1) * .pi, r = w / 2 * (outline ? 1 : ((v + 1) / 2).squareRoot())
            return Point(c.x + r * cos(a), c.y + r * sin(a))
        default: return c
        }
    }

    /// Sets the particles' nodes for `time`: one node each, made as needed, the rest hidden.
    private func present(at time: Double) {
        guard let group = layerNode, let scene else { return }
        let shown = particles(at: time)
        let gx = group.model(.frameX), gy = group.model(.frameY)
        var used: [String: Int] = [:]
        var squares = 0
        for p in shown {
            let node: Node
            if let name = p.image {
                let k = used[name, default: 0]
                used[name] = k + 1
                if k == imagePools[name, default: []].count {
                    let n = scene.makeNode(.image)
                    n.imageName = name
                    imagePools[name, default: []].append(n)
                    group.add(n)
                }
                node = imagePools[name, default: []][k]
            } else {
                if squares == pool.count {
                    let n = scene.makeNode(.rect, color: .white)
                    n.cornerRadius = 1.5
                    pool.append(n)
                    group.add(n)
                }
                node = pool[squares]
                squares += 1
                if node.color != p.color { node.color = p.color }
            }
            let w = p.image == nil ? p.side : p.size.width, h = p.image == nil ? p.side : p.size.height
            let values: [(Property, Double)] = [
                (.frameX, gx + p.x - w / 2), (.frameY, gy + p.y - h / 2), (.frameWidth, w), (.frameHeight, h),
                (.rotation, p.degrees), (.opacity, p.alpha),
            ]
            for (property, v) in values where v.isFinite && node.model(property) != v { node.tracks[property].set(v, at: 0, animation: nil) }
        }
        func hide(_ nodes: ArraySlice<Node>) {
            for n in nodes where n.model(.opacity) != 0 { n.tracks[.opacity].set(0, at: 0, animation: nil) }
        }
        hide(pool[min(squares, pool.count)...])
        for (name, nodes) in imagePools { hide(nodes[min(used[name, default: 0], nodes.count)...]) }
    }
}

extension EmitterLayerObject {
    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        func n() throws -> Double { try ev.number(value, at: at) }
        func named() throws -> String {
            guard case .enumCase(_, let n, _) = value else {
                throw RuntimeError(message: "\(name) takes a name (.line, .rectangle, … or kCAEmitterLayerLine)", at: at)
            }
            return n
        }
        switch name {
        case "emitterPosition": emitterPosition = try Playground.point(value, ev, at: at)
        case "emitterSize": emitterSize = try ev.size(value, at: at)
        case "emitterShape": emitterShape = try named()
        case "emitterMode": emitterMode = try named()
        case "emitterCells":
            if case .nil = value { cells = []; return }
            cells = try ev.elements(of: value, at: at).map {
                guard case .object(let c as EmitterCellObject) = $0 else {
                    throw RuntimeError(message: "emitterCells holds CAEmitterCell()s", at: at)
                }
                return c
            }
            if cells.contains(where: { c in c.contents.map { ev.runtime.scene.images?.size(ofImage: $0) == nil } ?? true }) {
                ev.runtime.warn("a cell without an image of the project draws its particles as small squares of its colour", at: at)
            }
        case "birthRate": birthRate = try n()
        case "lifetime": lifetime = try n()
        case "velocity": velocity = try n()
        case "scale": scale = try n()
        case "spin": spin = try n()
        case "seed": seed = UInt64(truncatingIfNeeded: Int(saturatingFloor: try n()))
        case "opacity": opacity = try n()
        case "zPosition": zPosition = try n()
        case "frame": frame = try Playground.rect(value, ev, at: at)
        case "bounds": frame = LayerGeometry.frame(frame, bounds: try Playground.rect(value, ev, at: at), anchor: .center)
        case "position": frame = LayerGeometry.frame(frame, position: try Playground.point(value, ev, at: at), anchor: .center)
        case "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor":
            ev.runtime.warn("an emitter layer's shadow is not drawn here", at: at)
        case "renderMode", "emitterZPosition", "emitterDepth", "preservesDepth", "masksToBounds", "beginTime", "contentsScale",
             "backgroundColor", "needsDisplayOnBoundsChange":
            // Not drawn for an emitter here: particles are drawn in the order they were born.
            return
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CAEmitterLayer'", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "emitterPosition": return PathValues.pointValue(emitterPosition)
        case "emitterSize": return LayoutValues.sizeValue(emitterSize)
        case "emitterCells": return cells.isEmpty ? .nil : .array(cells.map { .object($0) })
        case "birthRate": return .double(birthRate)
        case "lifetime": return .double(lifetime)
        case "frame": return Playground.value(frame)
        case "bounds": return Playground.value(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        default: return nil
        }
    }

    func call(_ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch name {
        case "removeFromSuperlayer": removeFromSuperlayer(); return .void
        case "add":
            throw RuntimeError(message: "an emitter layer is not animated here; set its birthRate (0 stops the emission)", at: at)
        case "addSublayer", "insertSublayer":
            throw RuntimeError(message: "only a CALayer() holds sublayers here; put this layer and the others in a CALayer", at: at)
        default: return nil
        }
    }
}
