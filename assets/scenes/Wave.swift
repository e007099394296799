// Wave: each letter rises and falls in turn, a wave running along the word for ever.
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

struct Wave: View {
    let letters = Array("WAVE OF LETTERS")
    @State private var up = false

    var body: some View {
        HStack(spacing: 1) {
            ForEach(Array(letters.enumerated()), id: \.offset) { index, letter in
                Text(String(letter))
                    .font(.system(size: 44, weight: .heavy))
                    .foregroundColor(.blue)
                    .offset(y: up ? -18 : 18)
                    .animation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true).delay(Double(index) * 0.08),
                               value: up)
            }
        }
        .onAppear { up = true }
    }
}

#Preview("Wave") {
    Wave()
}
