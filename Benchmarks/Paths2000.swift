// 2,000 stroked, animated paths: 1,000 trimmed rings turning and growing, and 1,000 of a
// file's own shapes springing between two outlines (path(in:) drawn every frame).
// Timed by `animpreview bench --effect Benchmarks/Paths2000.swift`.

import SwiftUI

struct Chevron: Shape {
    var bend: Double
    var animatableData: Double {
        get { bend }
        set { bend = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * bend))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - rect.height * bend))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + rect.height * bend))
        return p
    }
}

struct Paths2000: View {
    @State private var on = false
    let columns = 50

    var body: some View {
        ZStack {
            ForEach(0..<2000) { i in
                let x = Double(i % columns) * 19 + 14
                let y = Double(i / columns) * 14 + 10
                if i % 2 == 0 {
                    Circle()
                        .trim(from: 0, to: on ? 0.9 : 0.2)
                        .stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                        .rotationEffect(.degrees(on ? 360 : 0))
                        .frame(width: 11, height: 11)
                        .position(x: x, y: y)
                } else {
                    Chevron(bend: on ? 0.8 : 0.2)
                        .stroke(Color.orange, lineWidth: 1.5)
                        .frame(width: 12, height: 10)
                        .position(x: x, y: y)
                }
            }
        }
        .onAppear {
            withAnimation(.spring(response: 0.8, dampingFraction: 0.5).repeatForever(autoreverses: true)) { on = true }
        }
    }
}

#Preview("Paths 2000") {
    Paths2000()
}
