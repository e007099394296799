import Motion
import Scene

/// The seed's "Bounce Text": characters drop in from above and bounce on landing.
enum Bounce {
    static let effect = Effect(name: "bounce", title: "Bounce Animation",
                               source: "000 SwiftUIで作るお洒落なテキストアニメーション — Bounce Text") { scene in
        build(scene)
    }

    /// `struct Bounce: View`.
    static func build(_ scene: Scene) {
        let title = scene.makeNode(.text, text: "Bounce Animation", font: FontSpec.body.weight(.heavy))
        scene.root.add(title)
        scene.layout = .vstack(alignment: .center, spacing: Layout.defaultSpacing, children: [
            .padding(.standard, .node(title)),
            bounceAnimationView(scene, text: scene.characterText("枯菊や日日にさめゆくいきどほり", line: 0), startTime: 0.0),
            .padding(EdgeInsets(top: 30),
                     bounceAnimationView(scene, text: scene.characterText("萩原朔太郎", line: 1), startTime: 1.5)),
        ], container: nil)
    }

    /// `struct BounceAnimationView: View`: one line, a node per character.
    static func bounceAnimationView(_ scene: Scene, text: String, startTime: Double) -> Layout {
        let characters = Array(text)
        let offsetYForBounce = scene.state(-50.0)
        let opacity = scene.state(0.0)
        let baseTime = startTime

        let line = scene.makeNode(.group)
        scene.root.add(line)
        var glyphs: [Layout] = []
        for num in 0..<characters.count {
            let glyph = scene.makeNode(.glyph, text: String(characters[num]),
                                       font: .custom("HiraMinProN-W3", size: 24))
            // The `.animation` comes after `.opacity`, so opacity springs with the offset.
            glyph.offset(x: { 0 }, y: { offsetYForBounce.value })
                .opacity { opacity.value }
                .animation(.spring(response: 0.2, dampingFraction: 0.5, blendDuration: 0.1)
                            .delay(Double(num) * 0.1), value: offsetYForBounce)
            line.add(glyph)
            glyphs.append(.node(glyph))

            // `.onTapGesture` and `.onAppear` are on the ForEach: every character gets them.
            // No withAnimation: the spring above still animates both changes.
            glyph.onTapGesture {
                scene.clock.after(0.0) {
                    scene.update {
                        opacity.value = 0
                        offsetYForBounce.value = -50
                    }
                }
                scene.clock.after(2.5) {
                    scene.update {
                        opacity.value = 1
                        offsetYForBounce.value = 0
                    }
                }
            }
            scene.clock.after(0.8 + baseTime) {
                scene.update {
                    opacity.value = 1
                    offsetYForBounce.value = 0
                }
            }
        }
        return .hstack(spacing: 0, children: glyphs, container: line)
    }
}
