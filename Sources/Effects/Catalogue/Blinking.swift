import Motion
import Scene

/// The seed's "Blinking with Blur": each character appears out of a blur in three stacked
/// layers (outlined first, then solid), each on its own random delay.
enum Blinking {
    static let effect = Effect(name: "blinking", title: "Blinking with Blur",
                               source: "000 SwiftUIで作るお洒落なテキストアニメーション — Blinking with Blur") { scene in
        build(scene)
    }

    /// `struct BlinkingWithBlurSample: View`.
    static func build(_ scene: Scene) {
        let textSize = 30.0
        scene.layout = .vstack(alignment: .center, spacing: Layout.defaultSpacing, children: [
            blinkingWithBlur(scene, text: scene.characterText("Demain, dès l’aube,", line: 0), fontName: "Didot",
                             textSize: textSize, startTime: 0.1),
            blinkingWithBlur(scene, text: scene.characterText("à l'heure", line: 1), fontName: "Didot",
                             textSize: textSize, startTime: 0.3),
            blinkingWithBlur(scene, text: scene.characterText("où blanchit la campagne", line: 2), fontName: "Didot",
                             textSize: textSize, startTime: 0.5),
            blinkingWithBlur(scene, text: scene.characterText("Je partirai. Vois-tu,", line: 3), fontName: "Didot",
                             textSize: textSize, startTime: 0.7),
            blinkingWithBlur(scene, text: scene.characterText("je sais que tu m'attends.", line: 4), fontName: "Didot",
                             textSize: textSize, startTime: 0.9),
            .padding(EdgeInsets(top: 100),
                     blinkingWithBlur(scene, text: scene.characterText("Victor Hugo", line: 5), fontName: "Didot",
                                      textSize: 24, startTime: 2.5)),
        ], container: nil)
    }

    /// `struct BlinkingWithBlur: View`: a ZStack of three Texts per character.
    ///
    /// `Double.random(in:)` sits in the seed's body; here every draw comes from the scene's
    /// seeded generator, in body order (character by character, layer by layer), so a run
    /// repeats and `--seed` changes it. The delays include `baseTime`, and the change itself
    /// waits `baseTime` too: a layer starts moving at 2·baseTime + its random part.
    static func blinkingWithBlur(_ scene: Scene, text: String, fontName: String, textSize: Double,
                                 startTime baseTime: Double) -> Layout {
        let characters = Array(text)
        let blurValue = scene.state(10.0)
        let opacity = scene.state(0.0)

        let line = scene.makeNode(.group)
        scene.root.add(line)
        var stacks: [Layout] = []
        for num in 0..<characters.count {
            let stack = scene.makeNode(.group)
            line.add(stack)
            func layer(_ scale: Double, _ color: Color, delay: Double) -> Layout {
                let t = scene.makeNode(.glyph, text: String(characters[num]),
                                       font: FontSpec.custom(fontName, size: textSize).scaled(scale), color: color)
                t.blur { blurValue.value }
                    .opacity { opacity.value }
                    .animation(.easeInOut.delay(delay), value: blurValue)
                stack.add(t)
                return .node(t)
            }
            let n = Double(num)
            let black = layer(1.0, .primary,
                              delay: baseTime + n * 0.5 * Double.random(in: 0.003...0.55, using: &scene.random))
            let white = layer(0.9, .white,
                              delay: baseTime + n * 0.5 * Double.random(in: 0.003...0.55, using: &scene.random))
            let top = layer(1.0, .primary,
                            delay: baseTime + n * 1 * Double.random(in: 0.10...0.3, using: &scene.random))
            stacks.append(.zstack(children: [black, white, top], container: stack))
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
        return .hstack(spacing: 0.5, children: stacks, container: line)
    }
}
