import Motion
import Scene

/// The seed's "Distort In and Out": on a tap the line squashes flat, slides out to the left,
/// comes back from the right and unsquashes, character by character.
enum Distort {
    static let effect = Effect(name: "distort", title: "Distort In and Out",
                               source: "000 SwiftUIで作るお洒落なテキストアニメーション — Distort In and Out") { scene in
        build(scene)
    }

    /// `struct DistortInOut: View`.
    static func build(_ scene: Scene) {
        let characters = Array(scene.characterText("秋空を二つに断てり椎大樹", line: 0))
        let scaleSwitch = scene.state(false)
        let textOffsetX = scene.state(0.0)

        let title = scene.makeNode(.text, text: "Distort In and Out", font: .body)
        scene.root.add(title)

        let line = scene.makeNode(.group)
        scene.root.add(line)
        var glyphs: [Layout] = []
        for num in 0..<characters.count {
            let glyph = scene.makeNode(.glyph, text: String(characters[num]),
                                       font: .custom("HiraMinProN-W3", size: 24))
            // offset, then scaleEffect: the offset is scaled too (Node.offsetBeforeScale).
            glyph.offset(x: { textOffsetX.value }, y: { 0 })
                .scaleEffect(x: { 1 }, y: { scaleSwitch.value ? 0 : 1 })
                .animation(.easeInOut.delay(Double(num) * 0.05), value: textOffsetX)
                .animation(.easeInOut.delay(Double(num) * 0.05), value: scaleSwitch)
            line.add(glyph)
            glyphs.append(.node(glyph))
        }

        line.onTapGesture {
            scene.update { scaleSwitch.value.toggle() }
            scene.clock.after(0.2) {
                scene.update { textOffsetX.value = -500 }
            }
            scene.clock.after(0.8) {
                scene.update { textOffsetX.value = 500 }
            }
            scene.clock.after(1.2) {
                scene.update { textOffsetX.value = 0 }
                scene.clock.after(0.2) {
                    scene.update { scaleSwitch.value.toggle() }
                }
            }
        }

        scene.layout = .vstack(alignment: .center, spacing: Layout.defaultSpacing, children: [
            .padding(.standard, .node(title)),
            .hstack(spacing: 0, children: glyphs, container: line),
        ], container: nil)
    }
}
