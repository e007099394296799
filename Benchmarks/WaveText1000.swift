import SwiftUI

// A "wave text" of 1000 small letters in 25 rows of 40: each letter's offset and opacity follow
// sin and cos of a TimelineView's date and the letter's index, at every frame.
// Timed by `make bench` (`bench --effect`); nothing else uses it.
struct WaveText: View {
    let rows = 25
    let columns = 40
    let letters = Array("ANIMPREVIEW")

    var body: some View {
        TimelineView(.animation) { context in
            let t = context.date.timeIntervalSinceReferenceDate
            VStack(spacing: 2) {
                ForEach(0..<rows, id: \.self) { row in
                    HStack(spacing: 2) {
                        ForEach(0..<columns, id: \.self) { column in
                            let i = row * columns + column
                            Text(String(letters[i % letters.count]))
                                .font(.system(size: 11, weight: .medium))
                                .offset(y: 5 * sin(t * 3 + Double(i) * 0.2))
                                .opacity(0.55 + 0.45 * cos(t * 2 + Double(i) * 0.1))
                        }
                    }
                }
            }
        }
    }
}

#Preview { WaveText() }
