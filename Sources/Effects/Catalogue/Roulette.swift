import Motion
import Scene

/// The seed's "Roulette": each character shuffles through the characters of its line,
/// fades in, then settles on its own character.
enum Roulette {
    static let effect = Effect(name: "roulette", title: "Roulette",
                               source: "000 SwiftUIで作るお洒落なテキストアニメーション — Roulette") { scene in
        build(scene)
    }

    /// `struct RouletteText: View`.
    static func build(_ scene: Scene) {
        scene.layout = .padding(.standard, .vstack(alignment: .leading, spacing: Layout.defaultSpacing, children: [
            rouletteCharacters(scene, text: scene.characterText("To be or", line: 0), delay: 0.3),
            rouletteCharacters(scene, text: scene.characterText("not to be,", line: 1), delay: 1.3),
            rouletteCharacters(scene, text: scene.characterText("that is the", line: 2), delay: 1.8),
            rouletteCharacters(scene, text: scene.characterText("question.", line: 3), delay: 2.3),
        ], container: nil))
    }

    /// `struct RouletteCharacters: View`: one line, its trailing Spacer filling the width.
    static func rouletteCharacters(_ scene: Scene, text: String, delay: Double) -> Layout {
        let characters = Array(text)
        let fontSize = 78.0
        let line = scene.makeNode(.group)
        scene.root.add(line)
        var glyphs: [Layout] = []
        for num in 0..<characters.count {
            glyphs.append(rouletteCharacter(scene, in: line, characters: String(characters),
                                            finalCharacter: String(characters[num]), number: num,
                                            fontSize: fontSize, baseTime: delay))
        }
        return .vstack(alignment: .leading, spacing: Layout.defaultSpacing, children: [
            .hstack(spacing: 0, children: glyphs + [.spacer], container: line),
        ], container: nil)
    }

    /// `struct RouletteCharacter: View`: a Text showing `separatedCharacter`, shuffled by a timer.
    static func rouletteCharacter(_ scene: Scene, in line: Node, characters: String, finalCharacter: String,
                                  number: Int, fontSize: Double, baseTime: Double) -> Layout {
        let characters = Array(characters)
        let separatedCharacter = scene.state(finalCharacter)
        let opacity = scene.state(0.0)
        let speedDuration = 0.2
        var timer: SceneClock.Timer?

        let glyph = scene.makeNode(.glyph, font: FontSpec.custom("Arial", size: fontSize).weight(.heavy),
                                   color: Color(red: 0.1, green: 0.1, blue: 0.1))
        glyph.bindText { separatedCharacter.value }
            .opacity { opacity.value }
        line.add(glyph)

        func startTimer() {
            timer = scene.clock.every(0.05) { _ in
                // Shuffle: any character of the line, spaces included.
                scene.update {
                    separatedCharacter.value = String(characters[Int.random(in: 0..<characters.count,
                                                                            using: &scene.random)])
                }
            }
        }
        func stopTimer() {
            timer?.invalidate()
            timer = nil
        }

        // .onAppear
        scene.clock.after(baseTime / 4 + speedDuration * Double(1 + number)) {
            scene.update(animation: .linear(duration: 0.2)) { opacity.value = 1 }
        }
        startTimer()
        scene.clock.after(baseTime + speedDuration * Double(1 + number)) {
            stopTimer()
            scene.update { separatedCharacter.value = finalCharacter }
        }
        return .node(glyph)
    }
}
