import SwiftUI

// A timer far faster than the display whose every tick builds and maps a large array: each
// tick fits an event's budget, but 0.5 s holds 5,000 of them.
struct Ticking: View {
    @State private var ticks = 0

    var body: some View {
        Text("\(ticks)")
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 1e-7, repeats: true) { _ in
                    let _ = Array(repeating: 0, count: 999_999).map { $0 + 1 }
                    ticks += 1
                }
            }
    }
}
