import Motion
import Scene

/// The seed's "Block Revealing": a bar wipes in over each text, then wipes out to reveal it.
enum Block {
    static let effect = Effect(name: "block", title: "Block Revealing Animation",
                               source: "000 SwiftUIで作るお洒落なテキストアニメーション — Block Revealing") { scene in
        build(scene)
    }

    /// `struct Block: View`, each BlockTextAnimation drawn in `reveal` (the seed's bar by default).
    static func build(_ scene: Scene, reveal: BlockReveal = .bar) {
        // ZStack { ScrollView { … } }: a ScrollView puts its content at the top.
        scene.centersVertically = false
        let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum."

        let title = blockTextAnimation(scene, text: scene.text("Block Reveal Animation", line: 0),
                                       font: .custom("Avenir-Black", size: 16),
                                       startTime: 1.0, reveal: reveal)
        let haiku = blockTextAnimation(scene, text: scene.text("秋空を二つに断てり椎大樹", line: 1),
                                       font: .custom("HiraMinProN-W3", size: 27),
                                       startTime: 1.0, reveal: reveal)
        // Image("sampleImage1").resizable().scaledToFit().padding().frame(height: 200).clipped()
        let image = scene.makeNode(.image)
        image.imageName = "sampleImage1"
        scene.root.add(image)
        let paragraph = blockTextAnimation(scene, text: scene.text(lorem, line: 2),
                                           font: .custom("Avenir-Light", size: 17),
                                           startTime: 1.5, reveal: reveal)

        scene.layout = .padding(.standard, .vstack(alignment: .leading, spacing: Layout.defaultSpacing, children: [
            title,
            haiku,
            .frame(width: nil, height: { 200 }, .padding(.standard, .node(image))),
            .padding(EdgeInsets(top: 50), paragraph),
        ], container: nil))
    }

    /// `struct BlockTextAnimation: View`: a text, covered and uncovered as its state says.
    static func blockTextAnimation(_ scene: Scene, text: String, font: FontSpec, startTime: Double,
                                   reveal: BlockReveal = .bar) -> Layout {
        let characters = Array(text)
        let state = BlockState(
            rectHeight: scene.state(0.1),
            pathWidth: scene.state(100.0),
            pathHeight: scene.state(100.0),
            rectScale: scene.state(0.0),
            rectAnchor: scene.state(UnitPoint.leading),
            textOpacity: scene.state(0.0),
            block: scene.makeNode(.group),
            text: scene.makeNode(.text, text: String(characters), font: font))
        let baseTime = startTime
        scene.root.add(state.block)

        // Text(String(characters)).font(font), wrapping to the width offered (the reveal adds the rest).
        state.text.wrapWidth = .infinity
        state.block.add(state.text)
        // .background(GeometryReader { geometry in asyncAfter(.now() + 0.05) { … } })
        scene.clock.after(0.05) {
            scene.update {
                state.rectHeight.value = state.text.modelFrame.height
                state.pathWidth.value = state.text.modelFrame.width
                state.pathHeight.value = state.text.modelFrame.height
            }
        }
        let body = reveal.body(scene, state)

        // Rectangle().onAppear { … }
        scene.clock.after(0.1 + baseTime) {
            scene.update(animation: .easeInOut) {
                state.rectScale.value = 1
            }
        }
        scene.clock.after(0.5 + baseTime) {
            scene.update {
                state.textOpacity.value = 1.0
                state.rectAnchor.value = .trailing
            }
            scene.update(animation: .easeInOut) {
                state.rectScale.value = 0.0
            }
        }
        // ZStack { … }.onTapGesture { blockAnimation() }
        state.block.onTapGesture { [unowned scene] in blockAnimation(scene, state) }
        return body
    }

    /// `func blockAnimation()`: covers and uncovers one block again.
    static func blockAnimation(_ scene: Scene, _ state: BlockState) {
        scene.update {
            state.rectAnchor.value = .leading
            state.textOpacity.value = 0.0
        }
        scene.clock.after(0.1) {
            scene.update(animation: .easeInOut) {
                state.rectScale.value = 1
            }
        }
        scene.clock.after(0.5) {
            scene.update {
                state.textOpacity.value = 1.0
                state.rectAnchor.value = .trailing
            }
            scene.update(animation: .easeInOut) {
                state.rectScale.value = 0.0
            }
        }
    }
}
