import Motion
import Scene

/// The seed's matchedGeometryEffect text: shared characters glide to their new places.
///
/// `.frame(height: .zero)` on each Text makes the HStack, and so AnimatedText, 0 pt tall:
/// each character keeps its own size but is centred on the 0-pt line, overflowing it by half
/// its height above and below. Layout therefore sees AnimatedText as its padding only (32 pt),
/// the Change button sits 16 + 60 pt below the text's centre line, and the text's lower half
/// hangs into that gap. A character's `frame` is its Text's own box, centred on that line.
enum Morph {
    static let effect = Effect(name: "morph", title: "matchedGeometryEffect Text",
                               source: "001 matchedGeometryEffectでテキストを滑らかに変化させる") { scene in
        build(scene)
    }

    /// `struct ContentView: View`.
    static func build(_ scene: Scene) {
        let texts: [String] = [
            "しりとり",
            "りんご",
            "ごりら",
            "らっぱ",
            "ぱんだ",
            "だり",
        ].enumerated().map { scene.characterText($0.element, line: $0.offset) }
        let selectedIndex = scene.state(0)
        let animatedText = AnimatedText(scene, text: { texts[selectedIndex.value] },
                                        font: FontSpec.system(size: 48).weight(.bold))
        // Button("Change") { … }.buttonStyle(.bordered)
        let button = scene.makeNode(.button, text: "Change", font: .body)
        button.buttonStyle(.bordered)
        scene.root.add(button)
        let change = { [unowned scene, unowned animatedText] in
            scene.update {
                if selectedIndex.value == texts.count - 1 {
                    selectedIndex.value = 0
                } else {
                    selectedIndex.value += 1
                }
            }
            animatedText.onChangeOfText()
        }
        button.onTapGesture(change)
        // Not in the seed: a click on the text changes it too.
        animatedText.onTap = change

        scene.layout = .vstack(alignment: .center, spacing: 60, children: [
            .padding(.standard, animatedText.body),
            .node(button),
        ], container: nil)
        animatedText.onAppear()
    }
}
