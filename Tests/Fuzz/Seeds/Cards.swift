import SwiftUI

struct Card: View {
    let title: String
    let index: Int
    @State private var shown = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(index % 2 == 0 ? Color.blue : Color.orange)
            .frame(width: 120, height: 80)
            .overlay(Text(title).font(.system(size: 18, weight: .semibold)).foregroundColor(.white))
            .scaleEffect(shown ? 1 : 0.5)
            .rotationEffect(.degrees(shown ? 0 : -30))
            .opacity(shown ? 1 : 0)
            .shadow(color: .black.opacity(0.3), radius: shown ? 8 : 0, x: 0, y: 4)
            .animation(.spring(response: 0.4, dampingFraction: 0.7).delay(Double(index) * 0.08), value: shown)
            .onAppear { shown = true }
    }
}

struct ContentView: View {
    let titles = ["One", "Two", "Three"]
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            ForEach(Array(titles.enumerated()), id: \.offset) { i, t in
                Card(title: t, index: i)
            }
            Text("Taps: \(taps)")
                .blur(radius: taps > 2 ? 2 : 0)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.3)) { taps += 1 } }
        }
        .padding(20)
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { t in
                taps += 1
                if taps > 4 { t.invalidate() }
            }
        }
    }
}
