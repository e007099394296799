// Appear: the text renderer effect Apple shows in "Create custom visual effects with SwiftUI"
// (WWDC24): the emphasised word's glyphs come in one after another, each fading in, losing
// its blur and rising into place on a snappy spring, while the rest of the line fades in.
// Written here from that description, with a TextRenderer whose elapsed time animates.
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

struct EmphasisAttribute: TextAttribute {}

struct AppearanceRenderer: TextRenderer, Animatable {
    var elapsedTime: Double
    var elementDuration = 0.4
    var totalDuration = 1.6

    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    var spring: Spring { Spring(duration: elementDuration - 0.05, bounce: 0.4) }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for run in layout.flattenedRuns {
            if run[EmphasisAttribute.self] != nil {
                let delay = (totalDuration - elementDuration) / Double(max(1, run.count - 1))
                for (index, slice) in run.enumerated() {
                    let time = max(0, min(elapsedTime - Double(index) * delay, elementDuration))
                    var copy = context
                    drawSlice(slice, at: time, in: &copy)
                }
            } else {
                var copy = context
                copy.opacity = UnitCurve.easeIn.value(at: elapsedTime / 0.2)
                copy.draw(run)
            }
        }
    }

    func drawSlice(_ slice: Text.Layout.RunSlice, at time: Double, in context: inout GraphicsContext) {
        let progress = time / elementDuration
        let bounds = slice.typographicBounds
        context.opacity = UnitCurve.easeIn.value(at: 1.4 * progress)
        context.addFilter(.blur(radius: bounds.rect.height / 16 * UnitCurve.easeIn.value(at: 1 - progress)))
        let rise = spring.value(fromValue: bounds.descent + 12, toValue: 0, initialVelocity: 0, time: time)
        context.translateBy(x: 0, y: rise)
        context.draw(slice)
    }
}

struct Appear: View {
    @State private var shown = false

    var body: some View {
        (Text("Made with ") + Text("TextRenderer").customAttribute(EmphasisAttribute()))
            .font(.system(size: 32, weight: .bold))
            .textRenderer(AppearanceRenderer(elapsedTime: shown ? 1.6 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1.6)) { shown = true }
            }
            .onTapGesture {
                shown = false
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                    withAnimation(.linear(duration: 1.6)) { shown = true }
                }
            }
    }
}

#Preview("Appear") {
    Appear()
}
