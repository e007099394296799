// Flip: each letter of the word flips down into place about its horizontal axis, seen in
// perspective, on a bouncy spring one after another; a tap flips them away and in again.
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

struct Flip: View {
    let letters = Array("FLIP BOARD")
    @State private var shown = false

    var body: some View {
        HStack(spacing: 2) {
            ForEach(Array(letters.enumerated()), id: \.offset) { index, letter in
                Text(String(letter))
                    .font(.system(size: 64, weight: .heavy))
                    .foregroundColor(index < 4 ? .indigo : .teal)
                    .rotation3DEffect(.degrees(shown ? 0 : -90), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0.8)
                    .opacity(shown ? 1 : 0)
                    .animation(.spring(response: 0.6, dampingFraction: 0.55).delay(Double(index) * 0.07), value: shown)
            }
        }
        .onAppear { shown = true }
        .onTapGesture {
            shown = false
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { shown = true }
        }
    }
}

#Preview("Flip") {
    Flip()
}
