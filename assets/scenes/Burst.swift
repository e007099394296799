// Burst: the letters pop in from nothing with a bouncy spring and a twist, one after another;
// a tap bursts them out and in again.
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

struct Burst: View {
    let letters = Array("BURST!")
    @State private var shown = false

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(letters.enumerated()), id: \.offset) { index, letter in
                Text(String(letter))
                    .font(.system(size: 72, weight: .black))
                    .foregroundColor(index % 2 == 0 ? .orange : .pink)
                    .scaleEffect(shown ? 1 : 0.1)
                    .rotationEffect(.degrees(shown ? 0 : -90))
                    .opacity(shown ? 1 : 0)
                    .animation(.bouncy(duration: 0.5, extraBounce: 0.2).delay(Double(index) * 0.07), value: shown)
            }
        }
        .onAppear { shown = true }
        .onTapGesture {
            shown = false
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { shown = true }
        }
    }
}

#Preview("Burst") {
    Burst()
}
