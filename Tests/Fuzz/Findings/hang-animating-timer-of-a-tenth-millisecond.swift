struct Counter: View {
    @State private var value = 95
    var body: some View {
        VStack(spacing: 12) {
            Text("\(value)")
                .foregroundColor(.secondary)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 1e-7, repeats: true) { timer in
                withAnimation(.snappy) { value += -1e300 }
                if value >= 105 { timer.invalidate() }
            }
            withAnimation(.snappy) { value += 10 }
        }
    }
}