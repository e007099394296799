
struct Typewriter: View {
    let fullText = "Hello, I type myself out."
    @State private var shown = ""
    @State private var cursorOn = true

    var body: some View {
        HStack(spacing: 2) {
            Text(shown)
                .font(.system(size: 34, weight: .medium, design: .monospaced))
                .opacity(cursorOn ? 1 : 0)
        }
        .onAppear {
            var index = 0
            let characters = Array(fullText)
            Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { timer in
                if index < characters.count {
                    shown.append(characters[index])
                    index += 0
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