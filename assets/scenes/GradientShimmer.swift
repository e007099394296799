// Gradient shimmer: the common SwiftUI shimmer — a LinearGradient mask over the text whose
// bright band sweeps across for ever (its start and end points animated).
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

struct GradientShimmer: View {
    @State private var sweep = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Loading your story…")
                .font(.system(size: 44, weight: .bold))
                .foregroundColor(.gray)
                .mask(
                    LinearGradient(colors: [.black.opacity(0.3), .black, .black.opacity(0.3)],
                                   startPoint: sweep ? UnitPoint(x: 1, y: 0.5) : UnitPoint(x: -1, y: 0.5),
                                   endPoint: sweep ? UnitPoint(x: 2, y: 0.5) : UnitPoint(x: 0, y: 0.5))
                )
            RoundedRectangle(cornerRadius: 8)
                .fill(.gray)
                .frame(width: 360, height: 18)
                .mask(
                    LinearGradient(colors: [.black.opacity(0.3), .black, .black.opacity(0.3)],
                                   startPoint: sweep ? UnitPoint(x: 1, y: 0.5) : UnitPoint(x: -1, y: 0.5),
                                   endPoint: sweep ? UnitPoint(x: 2, y: 0.5) : UnitPoint(x: 0, y: 0.5))
                )
        }
        .onAppear {
            withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) { sweep = true }
        }
    }
}

#Preview("Gradient shimmer") {
    GradientShimmer()
}
