// Scramble: every letter shuffles through random characters, then the word decodes itself
// from left to right, one letter locking in every 0.1 s.
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

struct Scramble: View {
    let target = Array("DECODED")
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#%&")
    @State private var shown: [Character] = Array("???????")
    @State private var locked = 0

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<shown.count, id: \.self) { i in
                Text(String(shown[i]))
                    .font(.system(size: 56, weight: .bold, design: .monospaced))
                    .foregroundColor(i < locked ? .green : .gray)
            }
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
                for i in locked..<target.count {
                    shown[i] = alphabet.randomElement()!
                }
                if locked == target.count { timer.invalidate() }
            }
            for i in 0..<target.count {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.8 + Double(i) * 0.1) {
                    shown[i] = target[i]
                    locked = i + 1
                }
            }
        }
    }
}

#Preview("Scramble") {
    Scramble()
}
