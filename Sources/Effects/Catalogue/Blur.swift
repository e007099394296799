import Motion
import Scene

/// The seed's "Blur": four lines appear out of a blur, character by character.
enum Blur {
    static let effect = Effect(name: "blur", title: "Blur Animation",
                               source: "000 SwiftUIで作るお洒落なテキストアニメーション — Blur") { scene in
        build(scene)
    }

    /// `struct Blur: View`.
    static func build(_ scene: Scene) {
        let title = scene.makeNode(.text, text: "Blur Animation",
                                   font: FontSpec.body.weight(.heavy), color: .gray)
        scene.root.add(title)
        let lines: [Layout] = [
            blurView(scene, text: scene.characterText("どうしようもない", line: 0), textSize: 38, startTime: 0.41),
            blurView(scene, text: scene.characterText("わたしが", line: 1), textSize: 38, startTime: 1.85),
            blurView(scene, text: scene.characterText("歩いている", line: 2), textSize: 38, startTime: 2.76),
            .padding(EdgeInsets(top: 30),
                     blurView(scene, text: scene.characterText("種田山頭火", line: 3), textSize: 16, startTime: 3.76)),
        ]
        scene.layout = .vstack(alignment: .leading, spacing: Layout.defaultSpacing, children: [
            .padding(EdgeInsets(bottom: 10), .node(title)),
            .vstack(alignment: .leading, spacing: Layout.defaultSpacing, children: lines, container: nil),
        ], container: nil)
    }

    /// `struct BlurView: View`: one line, a node per character.
    static func blurView(_ scene: Scene, text: String, textSize: Double, startTime baseTime: Double) -> Layout {
        let characters = Array(text)
        let blurValue = scene.state(10.0)
        let opacity = scene.state(0.0)
        let line = scene.makeNode(.group)
        scene.root.add(line)
        var glyphs: [Layout] = []
        for num in 0..<characters.count {
            let glyph = scene.makeNode(.glyph, text: String(characters[num]),
                                       font: .custom("HiraMinProN-W3", size: textSize))
            glyph.blur { blurValue.value }
                .opacity { opacity.value }
                .animation(.easeInOut.delay(Double(num) * 0.15), value: blurValue)
            line.add(glyph)
            glyphs.append(.node(glyph))
        }
        // .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + baseTime) { … } }
        scene.clock.after(baseTime) {
            scene.update {
                if blurValue.value == 0 {
                    blurValue.value = 10
                    opacity.value = 0.01
                } else {
                    blurValue.value = 0
                    opacity.value = 1
                }
            }
        }
        return .hstack(spacing: 1, children: glyphs, container: line)
    }
}
