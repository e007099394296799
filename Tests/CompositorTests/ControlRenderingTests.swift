import Compositor
import Foundation
import Scene
import SourceRuntime
import Typography
import XCTest

/// Controls drawn as iOS draws them, in the light and the dark scheme: buttons in each
/// style, a switch off and on, a slider, a stepper, a progress bar and the spinner.
final class ControlRenderingTests: XCTestCase {
    static func source(dark: Bool) -> String {
        """
        import SwiftUI
        struct Controls: View {
            @State private var on = true
            @State private var off = false
            @State private var level = 0.35
            @State private var count = 3
            var body: some View {
                VStack(spacing: 14) {
                    HStack(spacing: 12) {
                        Button("Automatic") { }
                        Button("Bordered") { }.buttonStyle(.bordered)
                        Button("Prominent") { }.buttonStyle(.borderedProminent)
                        Button("Capsule") { }.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(.orange)
                    }
                    HStack(spacing: 12) {
                        Button("Delete", role: .destructive) { }
                        Button("Large") { }.buttonStyle(.bordered).controlSize(.large)
                        Button("Small") { }.buttonStyle(.bordered).controlSize(.small)
                        Button("Off") { }.buttonStyle(.borderedProminent).disabled(true)
                    }
                    Toggle("Wi-Fi", isOn: $on)
                    Toggle("Bluetooth", isOn: $off)
                    Slider(value: $level)
                    Stepper("Copies: \\(count)", value: $count, in: 1...9)
                    ProgressView(value: level)
                    ProgressView()
                }
                .padding(24)\(dark ? "\n                .preferredColorScheme(.dark)" : "")
            }
        }
        """
    }

    /// Pickers and fields: a segmented picker, a menu picker, a rounded text field focused
    /// (its caret on), a secure field, a button-style toggle on.
    static func pickers(dark: Bool) -> String {
        """
        import SwiftUI
        struct Pickers: View {
            @State private var size = 1
            @State private var unit = "km"
            @State private var name = ""
            @State private var pin = "2468"
            @State private var bold = true
            @FocusState private var focused: Bool
            var body: some View {
                VStack(spacing: 18) {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Medium").tag(1)
                        Text("Large").tag(2)
                    }
                    .pickerStyle(.segmented)
                    Picker("Unit", selection: $unit) {
                        Text("km").tag("km")
                        Text("mi").tag("mi")
                    }
                    TextField("Your name", text: $name)
                        .textFieldStyle(.roundedBorder)
                        .focused($focused)
                        .onAppear { focused = true }
                    SecureField("PIN", text: $pin).textFieldStyle(.roundedBorder)
                    Toggle("Bold", isOn: $bold).toggleStyle(.button)
                    Slider(value: .constant(0.5), in: 0...1) { Text("x") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                }
                .padding(24)\(dark ? "\n                .preferredColorScheme(.dark)" : "")
            }
        }
        """
    }

    private func render(dark: Bool, at time: Double, source: String? = nil) throws -> Canvas {
        if goldenLedger != nil { return try Canvas(width: 1, height: 1) }
        let player = try SourceFile(path: "Controls.swift", text: source ?? Self.source(dark: dark)).effect()
            .player(size: Size(480, 480), metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
        player.seek(to: time)
        let canvas = try Canvas(width: 480, height: 480)
        Renderer(fonts: testFonts, assetsDirectory: assetsDirectory).draw(player.present(), into: canvas)
        return canvas
    }

    func testGoldenFrames() throws {
        try assertGolden(try render(dark: false, at: 0.3), named: "controls-light-0.30")
        try assertGolden(try render(dark: true, at: 0.3), named: "controls-dark-0.30")
        try assertGolden(try render(dark: false, at: 0.3, source: Self.pickers(dark: false)), named: "pickers-light-0.30")
        try assertGolden(try render(dark: true, at: 0.3, source: Self.pickers(dark: true)), named: "pickers-dark-0.30")
    }
}
