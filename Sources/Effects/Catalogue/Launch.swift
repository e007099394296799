import Motion
import Scene

/// The seed's Pinterest launch: the logo shrinks, grows, settles, dips and flies off the top,
/// five `withAnimation` calls issued at once, each delayed by the steps before it.
///
/// The five changes overlap in time and chase one another (SEMANTICS.md §4): a step that
/// starts while an earlier one still runs closes the gap from the earlier one's value, so
/// the steps play one after the other as keyframes.
enum Launch {
    static let effect = Effect(name: "launch", title: "Pinterest Launch Animation",
                               source: "003 【SwiftUI】Pinterestの起動アニメーションを再現する") { scene in
        build(scene)
    }

    /// `struct AnimationStep`.
    struct AnimationStep {
        let duration: Double
        let diameter: Double
        let yOffset: Double

        init(duration: Double, diameter: Double = 100, yOffset: Double = 0) {
            self.duration = duration
            self.diameter = diameter
            self.yOffset = yOffset
        }
    }

    /// `struct ContentView: View`.
    static func build(_ scene: Scene) {
        let diameter = scene.state(100.0)
        let yOffset = scene.state(0.0)

        let animationSteps: [AnimationStep] = [
            AnimationStep(duration: 0.1, diameter: 80),
            AnimationStep(duration: 0.2, diameter: 120),
            AnimationStep(duration: 0.1, diameter: 100),
            AnimationStep(duration: 0.3, yOffset: 150),
            AnimationStep(duration: 0.6, yOffset: -600),
        ]

        // Image(systemName: "pencil.circle.fill").resizable().foregroundStyle(.red)
        //     .frame(width: diameter, height: diameter).offset(y: yOffset)
        let image = scene.makeNode(.group)
        image.offset(y: { yOffset.value })
        scene.root.add(image)
        let circle = scene.makeNode(.circle, color: .red)
        image.add(circle)
        let pencil = PencilMark.make(scene, diameter: { diameter.value })
        image.add(pencil)
        // The pencil is part of the symbol's drawing, not of layout: a zero-size frame keeps
        // its line box out of the image's size and centres it in the circle.
        scene.layout = .frame(width: { diameter.value }, height: { diameter.value },
                              .zstack(children: [.node(circle), .frame(width: { 0 }, height: { 0 }, .node(pencil))],
                                      container: image))

        // .onAppear { for (index, step) in animationSteps.enumerated() { withAnimation(…) { … } } }
        for (index, step) in animationSteps.enumerated() {
            scene.update(animation:
                .easeInOut(duration: step.duration)
                .delay(index > 0 ? animationSteps[0..<index].reduce(0) { $0 + $1.duration } : 0)
            ) {
                diameter.value = step.diameter
                yOffset.value = step.yOffset
            }
        }
    }
}
