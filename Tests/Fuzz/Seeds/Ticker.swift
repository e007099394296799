import SwiftUI

struct Ticker: View {
    @State private var phase = 0.0
    @State private var words: [String] = ["alpha", "beta", "gamma"]

    func wave(_ i: Int, _ t: Double) -> Double { sin(t * 2 + Double(i) * 0.6) * 12 }

    var body: some View {
        TimelineView(.animation) { context in
            let t = context.date.timeIntervalSinceReferenceDate
            HStack(spacing: 4) {
                ForEach(0..<words.count, id: \.self) { i in
                    Text(words[i].uppercased())
                        .font(.custom("Helvetica", size: 20 + Double(i) * 4))
                        .offset(y: wave(i, t))
                        .hueRotation(.degrees(t * 40))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .onAppear {
            Task {
                try await Task.sleep(nanoseconds: 200_000_000)
                words.append("delta")
            }
        }
    }
}

#Preview("Ticker") {
    Ticker()
}
