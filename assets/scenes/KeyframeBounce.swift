// Keyframe bounce: the word squashes, jumps, stretches in the air and lands with a wobble,
// each property on its own keyframe track (`keyframeAnimator`); a tap plays it again.
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

struct BounceValues {
    var y = 0.0
    var stretch = 1.0
    var squash = 1.0
}

struct KeyframeBounce: View {
    @State private var jumps = 0

    var body: some View {
        Text("Boing")
            .font(.system(size: 72, weight: .black))
            .foregroundColor(.teal)
            .keyframeAnimator(initialValue: BounceValues(), trigger: jumps) { content, value in
                content
                    .scaleEffect(x: value.squash, y: value.stretch, anchor: .bottom)
                    .offset(y: value.y)
            } keyframes: { _ in
                KeyframeTrack(\.y) {
                    LinearKeyframe(0.0, duration: 0.15)
                    SpringKeyframe(-120.0, duration: 0.35, spring: .snappy)
                    CubicKeyframe(-110.0, duration: 0.15)
                    SpringKeyframe(0.0, spring: .bouncy)
                }
                KeyframeTrack(\.stretch) {
                    LinearKeyframe(0.75, duration: 0.15)
                    SpringKeyframe(1.25, duration: 0.3, spring: .snappy)
                    LinearKeyframe(1.0, duration: 0.35)
                    SpringKeyframe(0.8, duration: 0.1)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.squash) {
                    LinearKeyframe(1.2, duration: 0.15)
                    SpringKeyframe(0.9, duration: 0.3, spring: .snappy)
                    LinearKeyframe(1.0, duration: 0.35)
                    SpringKeyframe(1.15, duration: 0.1)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { jumps += 1 }
            }
            .onTapGesture { jumps += 1 }
    }
}

#Preview("Keyframe bounce") {
    KeyframeBounce()
}
