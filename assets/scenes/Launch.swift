// Launch: the logo shrinks, grows, settles, dips and flies off the top.
// Seed: 003 【SwiftUI】Pinterestの起動アニメーションを再現する
// Played by animpreview from this file; the same code runs in Xcode on iOS.

import SwiftUI

struct AnimationStep {
    let duration: Double // アニメーションの継続時間
    let diameter: CGFloat // ロゴの直径
    let yOffset: CGFloat // y軸方向のオフセット
    
    init(
        duration: Double,
        diameter: CGFloat = 100,
        yOffset: CGFloat = 0
    ) {
        self.duration = duration
        self.diameter = diameter
        self.yOffset = yOffset
    }
}

struct ContentView: View {
    @State private var diameter: CGFloat = 100
    @State private var yOffset: CGFloat = 0
    
    private let animationSteps: [AnimationStep] = [
        AnimationStep(duration: 0.1, diameter: 80),
        AnimationStep(duration: 0.2, diameter: 120),
        AnimationStep(duration: 0.1, diameter: 100),
        AnimationStep(duration: 0.3, yOffset: 150),
        AnimationStep(duration: 0.6, yOffset: -600),
    ]
    
    var body: some View {
        Image(systemName: "pencil.circle.fill")
            .resizable()
            .foregroundStyle(.red)
            .frame(width: diameter, height: diameter)
            .offset(y: yOffset)
            .onAppear {
                for (index, step) in animationSteps.enumerated() {
                    withAnimation(
                        .easeInOut(duration: step.duration)
                        .delay(index > 0 ? animationSteps[0..<index].reduce(0) { $0 + $1.duration } : 0)
                    ) {
                        diameter = step.diameter
                        yOffset = step.yOffset
                    }
                }
            }
    }
}

#Preview("Pinterest Launch Animation") {
    ContentView()
}
