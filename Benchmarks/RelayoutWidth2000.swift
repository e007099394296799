// 2,000 texts in 40 rows of 50, in a view of their own whose frame's width changes twice a
// second: each change lays all 2,000 out again (the rows no longer fit, and each text is
// offered less than it needs), and evaluates only the small view around them. Timed by
// `animpreview bench --effect Benchmarks/RelayoutWidth2000.swift`: its "update" line is the
// relayout. (Relayout2000.swift changes the texts themselves, and so evaluates them again.)

import SwiftUI

struct NumberRows: View {
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<40) { row in
                HStack(spacing: 2) {
                    ForEach(0..<50) { column in
                        Text("\(row * 50 + column)")
                            .font(.system(size: 9))
                    }
                }
            }
        }
    }
}

struct RelayoutWidth2000: View {
    @State private var wide = false

    var body: some View {
        NumberRows()
            .frame(width: wide ? 1200 : 1000)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in wide.toggle() }
            }
    }
}

#Preview("Relayout by width, 2000") {
    RelayoutWidth2000()
}
