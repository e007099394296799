// Phase sequence: a tap sends the word through its phases — up and bigger, tilted, down —
// and back to rest, each phase with its own animation (`phaseAnimator` on a trigger).
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

enum Phase: CaseIterable {
    case rest, lift, tilt, drop

    var scale: Double {
        switch self {
        case .rest: return 1
        case .lift: return 1.4
        case .tilt: return 1.2
        case .drop: return 0.9
        }
    }

    var angle: Double {
        switch self {
        case .tilt: return -12
        default: return 0
        }
    }

    var y: Double {
        switch self {
        case .lift: return -40
        case .drop: return 20
        default: return 0
        }
    }
}

struct PhaseSequence: View {
    @State private var taps = 0

    var body: some View {
        Text("Phases")
            .font(.system(size: 64, weight: .bold))
            .foregroundColor(.purple)
            .phaseAnimator(Phase.allCases, trigger: taps) { content, phase in
                content
                    .scaleEffect(phase.scale)
                    .rotationEffect(.degrees(phase.angle))
                    .offset(y: phase.y)
            } animation: { phase in
                switch phase {
                case .rest: return .smooth(duration: 0.5)
                case .lift: return .spring(response: 0.3, dampingFraction: 0.6)
                case .tilt: return .easeInOut(duration: 0.25)
                case .drop: return .bouncy(duration: 0.4)
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { taps += 1 }
            }
            .onTapGesture { taps += 1 }
    }
}

#Preview("Phase sequence") {
    PhaseSequence()
}
