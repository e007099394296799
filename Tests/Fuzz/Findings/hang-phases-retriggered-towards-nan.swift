import SwiftUI

// A trigger that is not a number differs from itself, so every phase step triggers the
// animator again at the same instant; each step retargets a spring towards a scale that
// is not a number.
enum Step: CaseIterable {
    case rest, lift

    var scale: Double {
        switch self {
        case .rest: return 0.0 / 0.0
        case .lift: return 1.4
        }
    }
}

struct Retriggered: View {
    @State private var taps = 0.0 / 0.0

    var body: some View {
        Text("Phases")
            .phaseAnimator(Step.allCases, trigger: taps) { content, step in
                content.scaleEffect(step.scale)
            } animation: { _ in .smooth(duration: 0.5) }
            .onAppear { taps += 1 }
    }
}
