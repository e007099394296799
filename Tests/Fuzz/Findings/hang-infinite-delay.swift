struct Burst: View {
    let letters = Array("BURST!")
    @State private var shown = false
    var body: some View {
        HStack(spacing: 4) {
            ForEach(Array(letters.enumerated()),.offset) { index, letter in
                Text(String(letter))
                    .opacity(shown ? 1 : 0)
                    .animation(.bouncy(duration: 0.5, extraBounce: 0.2).delay(Double(index) * 1.0 / 0.0), value: shown)
            }
        }
        .onAppear { shown = true }
        .onTapGesture {
        }
    }
}