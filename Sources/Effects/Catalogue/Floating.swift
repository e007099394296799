import Motion
import Scene

/// The seed's "Floating Text": the text lifts off its own shadow.
enum Floating {
    static let effect = Effect(name: "floating", title: "Floating Text",
                               source: "000 SwiftUIで作るお洒落なテキストアニメーション — Floating Text") { scene in
        build(scene)
    }

    /// `struct DropShadowSample: View`.
    static func build(_ scene: Scene) {
        scene.layout = .vstack(alignment: .center, spacing: Layout.defaultSpacing, children: [
            dropShadow(scene, text: scene.text("行秋や芒痩せたる影法師", line: 0), textSize: 26, startTime: 0.1),
            .padding(.standard, dropShadow(scene, text: scene.text("寺田寅彦", line: 1), textSize: 24, startTime: 0.1)),
        ], container: nil)
    }

    /// `struct DropShadow: View`: one Text, offset and shadowed. (`startTime` is unused in the seed.)
    static func dropShadow(_ scene: Scene, text characters: String, textSize: Double, startTime: Double) -> Layout {
        let shadowSize = scene.state(0.0)
        let offsetX = scene.state(0.0)
        let offsetY = scene.state(0.0)

        // The offset is inside both `.animation` modifiers, the shadow only inside the outer one.
        let label = scene.makeNode(.text, text: characters, font: .custom("HiraMinProN-W3", size: textSize))
        label.offset(x: { offsetX.value }, y: { offsetY.value })
            .animation(.easeInOut, value: offsetX)
            .shadow(color: Color.black.opacity(0.8),
                    radius: { shadowSize.value }, x: { shadowSize.value }, y: { shadowSize.value })
            .animation(.easeInOut, value: shadowSize)
        scene.root.add(label)

        func animate(delayTime: Double) {
            scene.clock.after(0.01 + delayTime) {
                scene.update {
                    shadowSize.value = 0
                    offsetX.value = 2
                    offsetY.value = 2
                }
            }
            scene.clock.after(0.3 + delayTime) {
                scene.update {
                    shadowSize.value = 6
                    offsetX.value = -6
                    offsetY.value = -6
                }
            }
        }
        label.onTapGesture { animate(delayTime: 0.0) }
        // .onAppear
        animate(delayTime: 0.2)
        return .node(label)
    }
}
