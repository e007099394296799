// 2,000 texts in 40 stacks of 50, whose every width changes twice a second: each change lays
// the whole tree out again. Timed by `animpreview bench --effect Benchmarks/Relayout2000.swift`
// (its "update" line is the relayout).

import SwiftUI

struct Relayout2000: View {
    @State private var wide = false

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<40) { row in
                HStack(spacing: 2) {
                    ForEach(0..<50) { column in
                        Text(wide ? "\(row * 50 + column)" : "·")
                            .font(.system(size: 9))
                    }
                }
            }
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in wide.toggle() }
        }
    }
}

#Preview("Relayout 2000") {
    Relayout2000()
}
