// Settings: a small settings screen drives a text effect above it. The toggles turn the
// wave and the glow on and off, the slider sets how high the letters rise, and the
// segmented picker how fast they go.
// Seed: none; a settings-style app as users write them (Form, Toggle, Slider, Picker).

import SwiftUI

struct TextEffectSettings: View {
    @State private var waving = true
    @State private var glowing = false
    @State private var height = 14.0
    @State private var speed = 1
    @State private var rising = false

    private let letters = Array("Animate")

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 2) {
                        ForEach(letters.indices, id: \.self) { i in
                            Text(String(letters[i]))
                                .font(.system(size: 36, weight: .bold))
                                .foregroundStyle(glowing ? Color.orange : Color.primary)
                                .shadow(color: glowing ? .orange.opacity(0.9) : .clear, radius: glowing ? 8 : 0)
                                .offset(y: waving && rising ? -height : 0)
                                .animation(.easeInOut(duration: 0.6 / Double(speed))
                                    .repeatForever(autoreverses: true)
                                    .delay(Double(i) * 0.08), value: rising)
                                .animation(.easeInOut(duration: 0.3), value: glowing)
                        }
                    }
                    .frame(maxWidth: .infinity, minHeight: 96)
                }
                Section("Effect") {
                    Toggle("Wave", isOn: $waving)
                    Toggle("Glow", isOn: $glowing)
                    HStack {
                        Text("Height")
                        Slider(value: $height, in: 0...30)
                    }
                    Picker("Speed", selection: $speed) {
                        Text("Slow").tag(1)
                        Text("Fast").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("Text effect")
        }
        .onAppear { rising = true }
    }
}

#Preview("Settings") {
    TextEffectSettings()
}
