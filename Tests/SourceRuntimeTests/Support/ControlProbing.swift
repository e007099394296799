import Scene
import SourceRuntime
import XCTest

/// What the control tests read of a played file: its presented nodes, a text, nodes of a size.
protocol ControlProbing {}

extension ControlProbing {
    func nodes(_ p: ScenePlayer) -> [PresentedNode] { p.present().nodes }
    func text(_ p: ScenePlayer, _ s: String) -> PresentedNode? { nodes(p).first { $0.node.text == s } }
    func sized(_ p: ScenePlayer, _ w: Double, _ h: Double, _ kind: Node.Kind? = nil) -> [PresentedNode] {
        nodes(p).filter { abs($0.frame.width - w) < 1e-9 && abs($0.frame.height - h) < 1e-9 && (kind == nil || $0.node.kind == kind) }
    }
    func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
    func view(_ state: String, _ body: String, extra: String = "", size: Size = Size(400, 300)) throws -> ScenePlayer {
        let p = try play("import SwiftUI\n\(extra)\nstruct V: View {\n\(state)\n    var body: some View {\n\(body)\n    }\n}\n", size: size)
        if let f = p.scene.failure { XCTFail(f.headline) }
        return p
    }

    func loadOrPlayError(_ state: String, _ body: String) -> String? {
        let source = "import SwiftUI\nstruct V: View {\n\(state)\n    var body: some View {\n\(body)\n    }\n}\n"
        if let e = loadError(source) { return e.description }
        guard let p = try? play(source) else { return "failed" }
        return p.scene.failure?.headline
    }

}

extension Rect {
    var controlMinX: Double { x }
    var controlMidX: Double { x + width / 2 }
    var controlMidY: Double { y + height / 2 }
}
