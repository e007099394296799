import SwiftUI

struct Symbols: View {
    @State private var taps = 0
    @State private var on = false
    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: on ? "heart.fill" : "heart")
                .font(.system(size: 48))
                .foregroundStyle(.red)
                .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(1.5), value: taps)
                .contentTransition(.symbolEffect(.replace.downUp))
            HStack {
                Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating, isActive: on)
                Image(systemName: "bell.fill").symbolEffect(.wiggle.clockwise, value: taps)
                Image(systemName: "gear").symbolEffect(.rotate, isActive: true)
                Image(systemName: "moon.stars").symbolEffect(.breathe, options: .nonRepeating, value: taps)
                Image(systemName: "star.fill").imageScale(.large).symbolEffect(.scale.up, isActive: on)
                Image(systemName: "bolt.fill").symbolEffect(.pulse)
                Image(systemName: "xmark.circle.fill").symbolEffect(.disappear, isActive: on)
                Image(systemName: "no.such.symbol").resizable().frame(width: 30, height: 30)
            }
            .symbolRenderingMode(.hierarchical)
            Text("Tap").onTapGesture { taps += 1; on.toggle() }
        }
    }
}
