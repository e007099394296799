// Typewriter: the line types itself out, one character every 0.08 s, behind a blinking cursor.
// A common text effect in SwiftUI: a Timer appends characters, the cursor blinks forever.
// Seed: none; an effect of today's SwiftUI as users write it, for the gallery.

import SwiftUI

struct Typewriter: View {
    let fullText = "Hello, I type myself out."
    @State private var shown = ""
    @State private var cursorOn = true

    var body: some View {
        HStack(spacing: 2) {
            Text(shown)
                .font(.system(size: 34, weight: .medium, design: .monospaced))
            Rectangle()
                .frame(width: 3, height: 38)
                .opacity(cursorOn ? 1 : 0)
        }
        .onAppear {
            var index = 0
            let characters = Array(fullText)
            Timer.scheduledTimer(withTimeInterval: 0.08, repeats: true) { timer in
                if index < characters.count {
                    shown.append(characters[index])
                    index += 1
                } else {
                    timer.invalidate()
                }
            }
            withAnimation(.easeInOut(duration: 0.5).repeatForever(autoreverses: true)) {
                cursorOn = false
            }
        }
    }
}

#Preview("Typewriter") {
    Typewriter()
}
