// Ring loader: a stroked arc that grows and shrinks as it turns over a faint track, with a
// dashed orbit marching round it; a tap swaps its colour.
// Seed: none; an effect of today's SwiftUI as users write it (stroke, trim, StrokeStyle).

import SwiftUI

struct RingLoader: View {
    @State private var spinning = false
    @State private var growing = false
    @State private var warm = false

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 14)
            Circle()
                .trim(from: 0, to: growing ? 0.8 : 0.1)
                .stroke(warm ? Color.orange : Color.blue,
                        style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .rotationEffect(.degrees(spinning ? 270 : -90))
        }
        .frame(width: 140, height: 140)
        .overlay(
            Circle()
                .stroke(Color.gray.opacity(0.5),
                        style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 8], dashPhase: spinning ? 48 : 0))
                .frame(width: 190, height: 190)
        )
        .onTapGesture { withAnimation(.easeInOut(duration: 0.3)) { warm.toggle() } }
        .onAppear {
            withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) { spinning = true }
            withAnimation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true)) { growing = true }
        }
    }
}

#Preview("Ring loader") {
    RingLoader()
}
