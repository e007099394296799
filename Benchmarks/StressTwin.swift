// The benchmark's stress scene written as SwiftUI, for `make bench` to time against the compiled
// one (Sources/Gallery/StressScene.swift): 20,000 characters on a grid of a
// 1280 × 720 canvas, in 8 groups toggled in turn every 0.15 s, each character springing
// (response 0.5, damping 0.8) after its own delay to its own offset and opacity. The random
// draws come in the compiled scene's order, so both scenes move the same.

import SwiftUI

struct Glyph {
    let character: Character
    let group: Int
    let x: Double
    let y: Double
    let dx: Double
    let dy: Double
    let delay: Double
    let low: Double
}

struct StressTwin: View {
    let count = 20_000
    let characters = Array("AnimpreviewSwiftUIあいうえおかきくけこ0123456789")
    @State private var glyphs: [Glyph] = []
    @State private var phases = [0, 0, 0, 0, 0, 0, 0, 0]
    @State private var next = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(glyphs.indices, id: \.self) { i in
                let g = glyphs[i]
                let on = phases[g.group] % 2 != 0
                Text(String(g.character))
                    .font(.system(size: 16, weight: .semibold))
                    .offset(x: on ? g.dx : 0, y: on ? g.dy : 0)
                    .opacity(on ? g.low : 1)
                    .animation(.spring(response: 0.5, dampingFraction: 0.8).delay(g.delay), value: phases[g.group])
                    .position(x: g.x + 6, y: g.y + 10)
            }
        }
        .onAppear {
            let width = 1280.0, height = 720.0
            let columns = Int((Double(count) * width / height).squareRoot().rounded(.up))
            let rows = (count + columns - 1) / columns
            var made: [Glyph] = []
            for i in 0..<count {
                let dx = Double.random(in: -24...24), dy = Double.random(in: -24...24)
                let delay = Double.random(in: 0...0.2)
                let low = Double.random(in: 0.1...0.4)
                made.append(Glyph(character: characters[i % characters.count], group: i % 8,
                                  x: Double(i % columns) * width / Double(columns),
                                  y: Double(i / columns) * height / Double(rows),
                                  dx: dx, dy: dy, delay: delay, low: low))
            }
            glyphs = made
            toggle()
            Timer.scheduledTimer(withTimeInterval: 0.15, repeats: true) { _ in toggle() }
        }
    }

    func toggle() {
        phases[next % 8] += 1
        next += 1
    }
}
