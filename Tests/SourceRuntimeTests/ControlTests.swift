import Scene
import SourceRuntime
import XCTest

/// Toggles, sliders, steppers, progress views: their parts at UIKit's published sizes, and
/// taps and drags that change what the file's state shows.
final class ControlTests: XCTestCase {
    private func nodes(_ p: ScenePlayer) -> [PresentedNode] { p.present().nodes }
    private func text(_ p: ScenePlayer, _ s: String) -> PresentedNode? { nodes(p).first { $0.node.text == s } }
    private func sized(_ p: ScenePlayer, _ w: Double, _ h: Double, _ kind: Node.Kind? = nil) -> [PresentedNode] {
        nodes(p).filter { abs($0.frame.width - w) < 1e-9 && abs($0.frame.height - h) < 1e-9 && (kind == nil || $0.node.kind == kind) }
    }
    private func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
    private func view(_ state: String, _ body: String, size: Size = Size(400, 300)) throws -> ScenePlayer {
        let p = try play("import SwiftUI\nstruct V: View {\n\(state)\n    var body: some View {\n\(body)\n    }\n}\n", size: size)
        if let f = p.scene.failure { XCTFail(f.headline) }
        return p
    }

    // MARK: Toggle

    private let toggle = #"VStack { Toggle("Wi-Fi", isOn: $on); Text(on ? "on" : "off") }"#

    func testTheSwitchIsUISwitchsSizeTrailingTheRow() throws {
        let p = try view("@State private var on = false", toggle)
        let track = try XCTUnwrap(sized(p, 51, 31, .rect).first, "a 51 × 31 track")
        XCTAssertEqual(track.frame.maxX, 400, accuracy: 1e-9, "the switch trails a row as wide as offered")
        XCTAssertEqual(track.node.color, rgba(120, 120, 128, 0.16), "off: secondarySystemFill")
        let knob = try XCTUnwrap(sized(p, 27, 27, .circle).first, "a 27 pt knob")
        // Off, the knob's centre is 2 pt + 13.5 from the leading end: 10 pt left of the middle.
        XCTAssertEqual(knob.frame.midX + knob.offset.x, track.frame.minX + 2 + 13.5, accuracy: 1e-9)
        XCTAssertEqual(knob.node.color, .white)
        let label = try XCTUnwrap(text(p, "Wi-Fi"))
        XCTAssertEqual(label.frame.minX, 0, accuracy: 1e-9, "the label leads")
    }

    func testATapAnywhereOnTheRowFlipsTheBindingAndTheKnobSlides() throws {
        let p = try view("@State private var on = false", toggle)
        let label = try XCTUnwrap(text(p, "Wi-Fi"))
        p.seek(to: 0.5)
        // A tap in the row's empty middle, between the label and the switch.
        XCTAssertTrue(p.tap(at: Point(200, label.frame.midY)))
        p.seek(to: 0.55)
        XCTAssertNotNil(text(p, "on"), "the binding flipped")
        let track = try XCTUnwrap(sized(p, 51, 31, .rect).first)
        XCTAssertEqual(track.node.color, rgba(52, 199, 89), "on: systemGreen #34C759")
        let moving = try XCTUnwrap(sized(p, 27, 27, .circle).first)
        XCTAssertGreaterThan(moving.offset.x, -10, "0.05 s in, the knob is on its way")
        XCTAssertLessThan(moving.offset.x, 10)
        p.seek(to: 2)
        let knob = try XCTUnwrap(sized(p, 27, 27, .circle).first)
        XCTAssertEqual(knob.frame.midX + knob.offset.x, track.frame.maxX - 2 - 13.5, accuracy: 1e-6, "on: 2 pt from the trailing end")
        XCTAssertTrue(p.tap(at: Point(track.frame.midX, track.frame.midY)))
        p.seek(to: 2.1)
        XCTAssertNotNil(text(p, "off"), "a tap on the switch flips it back")
    }

    func testTintAndTheDarkSchemeColourTheSwitch() throws {
        let tinted = try view("@State private var on = true", #"Toggle("A", isOn: $on).tint(.orange)"#)
        XCTAssertEqual(try XCTUnwrap(sized(tinted, 51, 31, .rect).first).node.color, rgba(255, 149, 0))
        let dark = try view("@State private var on = true", #"Toggle("A", isOn: $on).preferredColorScheme(.dark)"#)
        XCTAssertEqual(try XCTUnwrap(sized(dark, 51, 31, .rect).first).node.color, rgba(48, 209, 88), "dark systemGreen")
    }

    func testDisabledIsInheritedAndStopsTaps() throws {
        let p = try view("@State private var on = false", #"VStack { Toggle("Wi-Fi", isOn: $on); Text(on ? "on" : "off") }.disabled(true)"#)
        let track = try XCTUnwrap(sized(p, 51, 31, .rect).first)
        XCTAssertEqual(track.effectiveOpacity, 0.5, accuracy: 1e-9, "a disabled switch at half opacity")
        _ = p.tap(at: Point(track.frame.midX, track.frame.midY))
        p.seek(to: 0.3)
        XCTAssertNotNil(text(p, "off"), "a disabled toggle takes no taps")
        let inner = try view("@State private var on = false", #"VStack { Toggle("A", isOn: $on).disabled(false) }.disabled(true)"#)
        let t = try XCTUnwrap(sized(inner, 51, 31, .rect).first)
        XCTAssertEqual(t.effectiveOpacity, 0.5, accuracy: 1e-9, "an inner disabled(false) does not undo an outer true")
    }

    func testButtonToggleStyleAndLabelsHidden() throws {
        let hidden = try view("@State private var on = false", #"Toggle("A", isOn: $on).labelsHidden()"#)
        XCTAssertNil(text(hidden, "A"))
        XCTAssertEqual(try XCTUnwrap(sized(hidden, 51, 31, .rect).first).frame.midX, 200, accuracy: 1e-9, "the switch alone, centred")
        let button = try view("@State private var on = false", #"VStack { Toggle("Bold", isOn: $on).toggleStyle(.button); Text(on ? "on" : "off") }"#)
        XCTAssertTrue(sized(button, 51, 31).isEmpty, "no switch")
        let label = try XCTUnwrap(text(button, "Bold"))
        XCTAssertTrue(button.tap(at: Point(label.frame.midX, label.frame.midY)))
        button.seek(to: 0.1)
        XCTAssertNotNil(text(button, "on"))
    }

    // MARK: Button

    func testAHeldButtonDimsAndItsActionRunsAtTheRelease() throws {
        let p = try view("@State private var n = 0", #"Button("Tap \(n)") { n += 1 }"#)
        let label = try XCTUnwrap(text(p, "Tap 0"))
        XCTAssertEqual(label.node.color, rgba(0, 122, 255), "automatic: the label in the accent colour")
        let at = Point(label.frame.midX, label.frame.midY)
        p.seek(to: 0.5)
        XCTAssertTrue(p.pointerDown(at: at))
        p.seek(to: 0.55)
        XCTAssertEqual(try XCTUnwrap(text(p, "Tap 0")).effectiveOpacity, 0.2, accuracy: 1e-9, "held: UIKit's highlighted alpha")
        p.pointerUp(at: at)
        p.seek(to: 0.56)
        let released = try XCTUnwrap(text(p, "Tap 1"), "the action ran at the release")
        XCTAssertLessThan(released.effectiveOpacity, 1, "fading back")
        p.seek(to: 1)
        XCTAssertEqual(try XCTUnwrap(text(p, "Tap 1")).effectiveOpacity, 1, accuracy: 1e-9)
    }

    func testButtonStylesRolesAndDisabled() throws {
        let p = try view("@State private var n = 0", #"""
        VStack {
            Button("B") { n += 1 }.buttonStyle(.bordered)
            Button("P") { n += 1 }.buttonStyle(.borderedProminent).controlSize(.large)
            Button("D", role: .destructive) { n += 1 }
            Button("X") { n += 1 }.disabled(true)
            Text("n \(n)")
        }
        """#)
        let b = try XCTUnwrap(text(p, "B")), bp = try XCTUnwrap(text(p, "P"))
        let bezels = nodes(p).filter { $0.node.kind == .rect }
        let bordered = try XCTUnwrap(bezels.first { $0.node.parent === b.node.parent })
        XCTAssertEqual(bordered.node.color, rgba(118, 118, 128, 0.12), "bordered: tertiarySystemFill")
        XCTAssertEqual(bordered.frame.width, b.frame.width + 24, accuracy: 1e-9, "12 pt each side")
        XCTAssertEqual(bordered.frame.height, b.frame.height + 14, accuracy: 1e-9, "7 pt above and below")
        let prominent = try XCTUnwrap(bezels.first { $0.node.parent === bp.node.parent })
        XCTAssertEqual(prominent.node.color, rgba(0, 122, 255), "prominent: the tint")
        XCTAssertEqual(bp.node.color, .white)
        XCTAssertEqual(prominent.frame.width, bp.frame.width + 40, accuracy: 1e-9, "large: 20 pt each side")
        XCTAssertEqual(try XCTUnwrap(text(p, "D")).node.color, rgba(255, 59, 48), "destructive: systemRed")
        let x = try XCTUnwrap(text(p, "X"))
        XCTAssertEqual(x.node.color, rgba(60, 60, 67, 0.3), "disabled: tertiaryLabel")
        XCTAssertTrue(p.tap(at: Point(x.frame.midX, x.frame.midY)), "a disabled button takes the tap")
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "n 0"), "and runs nothing")
    }

    // MARK: Slider

    func testTheSliderHasA4PointTrackAndA28PointThumbAtItsValue() throws {
        let p = try view("@State private var v = 0.25", "Slider(value: $v)")
        let thumb = try XCTUnwrap(sized(p, 28, 28, .circle).first)
        // The thumb's travel is the width less a thumb: 0.25 × (400 − 28).
        XCTAssertEqual(thumb.frame.minX, 0.25 * 372, accuracy: 1e-9)
        let track = try XCTUnwrap(sized(p, 400, 4).first { $0.node.color == rgba(120, 120, 128, 0.2) }, "systemFill track across the width")
        XCTAssertEqual(track.frame.midY, thumb.frame.midY, accuracy: 1e-9)
        // The filled track ends at the thumb's centre: 14 + 0.25 × 372.
        let travel = try XCTUnwrap(nodes(p).first { $0.node.kind == .group && $0.scale.x == 0.25 }, "the fill's travel scaled by the fraction")
        XCTAssertEqual(travel.frame.minX + travel.frame.width * 0.25, thumb.frame.midX, accuracy: 1e-9)
    }

    func testADragMovesTheValueOnItsStep() throws {
        let p = try view("@State private var v = 0.0", #"VStack { Slider(value: $v, in: 0...10, step: 1); Text(String(v)) }"#)
        let thumb = try XCTUnwrap(sized(p, 28, 28, .circle).first)
        XCTAssertNotNil(text(p, "0.0"))
        p.seek(to: 0.5)
        XCTAssertTrue(p.pointerDown(at: Point(thumb.frame.midX, thumb.frame.midY)))
        p.seek(to: 0.6)
        // 14 + 0.62 × 372 = 244.64: 6.2 on the step's grid is 6.
        p.pointerMove(to: Point(244.64, thumb.frame.midY))
        p.seek(to: 0.7)
        p.pointerUp(at: Point(244.64, thumb.frame.midY))
        p.seek(to: 0.8)
        XCTAssertNotNil(text(p, "6.0"), nodes(p).map(\.node.text).joined(separator: "|"))
        XCTAssertEqual(try XCTUnwrap(sized(p, 28, 28, .circle).first).frame.minX, 0.6 * 372, accuracy: 1e-6)
        // Past the end: clamped to the range.
        XCTAssertTrue(p.pointerDown(at: Point(200, thumb.frame.midY)))
        p.seek(to: 0.9)
        p.pointerMove(to: Point(900, thumb.frame.midY))
        p.pointerUp(at: Point(900, thumb.frame.midY))
        p.seek(to: 1)
        XCTAssertNotNil(text(p, "10.0"))
    }

    func testSliderRefusesABadStep() {
        XCTAssertNotNil(loadOrPlayError("@State private var v = 0.0", "Slider(value: $v, in: 0...1, step: 0)"))
    }

    // MARK: Stepper

    func testTheStepperIs94By32AndTapsStepWithinItsRange() throws {
        let p = try view("@State private var n = 4", #"Stepper("Count \(n)", value: $n, in: 0...5)"#)
        let control = try XCTUnwrap(sized(p, 94, 32, .rect).first, "a 94 × 32 control")
        XCTAssertEqual(control.frame.maxX, 400, accuracy: 1e-9)
        XCTAssertEqual(control.node.color, rgba(118, 118, 128, 0.12), "tertiarySystemFill")
        let plus = Point(control.frame.maxX - 23.5, control.frame.midY), minus = Point(control.frame.minX + 23.5, control.frame.midY)
        XCTAssertTrue(p.tap(at: plus))
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "Count 5"))
        XCTAssertEqual(text(p, "+")?.node.color, rgba(60, 60, 67, 0.3), "+ at the upper bound is dimmed")
        _ = p.tap(at: plus)
        p.seek(to: 0.2)
        XCTAssertNotNil(text(p, "Count 5"), "and takes no taps")
        XCTAssertTrue(p.tap(at: minus))
        p.seek(to: 0.3)
        XCTAssertNotNil(text(p, "Count 4"))
    }

    func testStepperClosures() throws {
        let p = try view("@State private var n = 0", #"Stepper("N \(n)") { n += 10 } onDecrement: { n -= 1 }"#)
        let control = try XCTUnwrap(sized(p, 94, 32, .rect).first)
        XCTAssertTrue(p.tap(at: Point(control.frame.maxX - 10, control.frame.midY)))
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "N 10"))
    }

    // MARK: ProgressView

    func testTheBarIs4PointsFilledToTheFraction() throws {
        let p = try view("", "ProgressView(value: 30, total: 120)")
        XCTAssertEqual(sized(p, 400, 4, .rect).count, 2, "the track and the fill")
        XCTAssertTrue(sized(p, 400, 4).contains { $0.scale.x == 0.25 }, "the fill scaled to 30 / 120")
    }

    func testTheSpinnerStepsASpokeAnEighthOfASecond() throws {
        let p = try view("", "ProgressView()")
        p.seek(to: 0.3)
        let spokes = sized(p, 2.5, 6, .rect)
        XCTAssertEqual(spokes.count, 8)
        // At 0.3 s the lead is spoke 2 (0.25 ≤ t < 0.375): opaque; spoke 1 behind it 0.1 lighter.
        let all = nodes(p)
        // Each spoke is turned by its own node (the frame it stands in), in degrees.
        let byAngle = Dictionary(spokes.map { spoke in
            (Int((all.first { $0.node === spoke.node.parent }?.rotation ?? -1).rounded()), spoke.opacity)
        }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byAngle[90] ?? 0, 1, accuracy: 1e-9, "\(byAngle)")
        XCTAssertEqual(byAngle[45] ?? 0, 0.9, accuracy: 1e-9)
        XCTAssertEqual(byAngle[135] ?? 0, 0.3, accuracy: 1e-9, "the spoke ahead is the lightest")
    }

    // MARK: Picker

    private let pickers = #"""
    VStack(spacing: 30) {
        Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases, id: \.self) { f in Text(f.rawValue).tag(f) }
        }
        .pickerStyle(.segmented)
        Picker("Number", selection: $n) {
            Text("One").tag(1)
            Text("Two").tag(2)
        }
        Text("\(flavor.rawValue) \(n)")
    }
    """#

    private func pickerView() throws -> ScenePlayer {
        let p = try play("import SwiftUI\nenum Flavor: String, CaseIterable { case chocolate, vanilla, strawberry }\n"
                         + "struct V: View {\n@State private var flavor = Flavor.vanilla\n@State private var n = 1\nvar body: some View {\n\(pickers)\n}\n}\n",
                         size: Size(400, 300))
        if let f = p.scene.failure { XCTFail(f.headline) }
        return p
    }

    func testTheSegmentedControlIs32HighAndItsPillSlidesToATappedSegment() throws {
        let p = try pickerView()
        let track = try XCTUnwrap(sized(p, 400, 32, .rect).first { $0.node.color == rgba(118, 118, 128, 0.12) }, "a 32 pt track of tertiarySystemFill")
        // The pill: the track less 2 pt each side, scaled to a third about the middle segment.
        let pill = try XCTUnwrap(nodes(p).first { $0.node.kind == .rect && $0.node.color == .white && abs($0.frame.width - 396) < 1e-9 })
        let wrapper = try XCTUnwrap(nodes(p).first { $0.node === pill.node.parent })
        XCTAssertEqual(wrapper.scale.x, 1.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(wrapper.anchor.x, 0.5, accuracy: 1e-9, "vanilla, the middle segment")
        let strawberry = try XCTUnwrap(text(p, "strawberry"))
        XCTAssertTrue(p.tap(at: Point(strawberry.frame.midX, track.frame.midY)))
        p.seek(to: 0.05)
        XCTAssertNotNil(text(p, "strawberry 1"))
        let moving = try XCTUnwrap(nodes(p).first { $0.node === pill.node.parent })
        XCTAssertGreaterThan(moving.anchor.x, 0.5, "sliding")
        XCTAssertLessThan(moving.anchor.x, 1)
        p.seek(to: 2)
        XCTAssertEqual(try XCTUnwrap(nodes(p).first { $0.node === pill.node.parent }).anchor.x, 1, accuracy: 1e-6)
    }

    func testAMenuPickerShowsItsValueAndOpensIntoItsOptions() throws {
        let p = try pickerView()
        let one = try XCTUnwrap(text(p, "One"))
        XCTAssertEqual(one.node.color, rgba(0, 122, 255), "the current value in the tint")
        XCTAssertNil(text(p, "Two"), "closed: only the value")
        XCTAssertTrue(p.tap(at: Point(one.frame.midX, one.frame.midY)))
        p.seek(to: 0.1)
        let two = try XCTUnwrap(text(p, "Two"), "open: the options")
        // Drawn where it stands (the menu hangs a line and 8 pt below the value).
        let row = two.hitBounds
        XCTAssertGreaterThan(row.y, one.frame.maxY)
        XCTAssertTrue(p.tap(at: Point(row.midX, row.midY)))
        p.seek(to: 0.2)
        XCTAssertNotNil(text(p, "vanilla 2"))
        XCTAssertNil(text(p, "One"), "closed again, showing Two")
    }

    func testUndrawnPickerStylesAreRefused() {
        XCTAssertNotNil(loadOrPlayError("@State private var n = 1", #"Picker("N", selection: $n) { Text("1").tag(1) }.pickerStyle(.wheel)"#))
    }

    func testTheActionAndLabelFormRunsItsFirstTrailingClosure() throws {
        let p = try view("@State private var n = 0", #"VStack { Button { n += 1 } label: { Text("Go") }; Text("n \(n)") }"#)
        let go = try XCTUnwrap(text(p, "Go"))
        XCTAssertTrue(p.tap(at: Point(go.frame.midX, go.frame.midY)))
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "n 1"))
    }

    func testDisabledStopsAnyViewsTapAndGestures() throws {
        let p = try view("@State private var n = 0", #"""
        VStack {
            Text("tap").onTapGesture { n += 1 }.disabled(true)
            VStack { Text("inner").onTapGesture { n += 10 } }.disabled(true)
            Text("live").onTapGesture { n += 100 }
            Text("n \(n)")
        }
        """#)
        for word in ["tap", "inner", "live"] {
            let t = try XCTUnwrap(text(p, word))
            XCTAssertTrue(p.tap(at: Point(t.frame.midX, t.frame.midY)), "\(word): the tap is taken")
        }
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "n 100"), "only the enabled view's handler ran")
    }

    // MARK: Styles of the file

    func testAFilesToggleStyleGetsTheLabelAndSetsIsOn() throws {
        let p = try play("""
        import SwiftUI
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Text(configuration.isOn ? "[x]" : "[ ]")
                    configuration.label
                }
                .onTapGesture { configuration.isOn.toggle() }
            }
        }
        struct V: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Toggle("Milk", isOn: $on).toggleStyle(Check())
                    Text(on ? "on" : "off")
                }
            }
        }
        """, size: Size(400, 300))
        let box = try XCTUnwrap(text(p, "[ ]"))
        XCTAssertNotNil(text(p, "Milk"), "configuration.label is the toggle's label")
        XCTAssertTrue(p.tap(at: Point(box.frame.midX, box.frame.midY)))
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "[x]"))
        XCTAssertNotNil(text(p, "on"), "configuration.isOn writes the binding")
    }

    func testAFilesButtonStyleSeesThePressAndTheTapRunsTheAction() throws {
        let p = try play("""
        import SwiftUI
        struct Grow: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(10)
                    .background(Color.orange)
                    .scaleEffect(configuration.isPressed ? 0.9 : 1)
            }
        }
        struct V: View {
            @State private var n = 0
            var body: some View {
                VStack {
                    Button("Go") { n += 1 }.buttonStyle(Grow())
                    Text("n \\(n)")
                }
            }
        }
        """, size: Size(400, 300))
        let go = try XCTUnwrap(text(p, "Go"))
        XCTAssertNotEqual(go.node.color, rgba(0, 122, 255), "a style of the file draws the label as it is, not tinted")
        let at = Point(go.frame.midX, go.frame.midY)
        p.seek(to: 0.5)
        XCTAssertTrue(p.pointerDown(at: at))
        p.seek(to: 0.6)
        XCTAssertTrue(nodes(p).contains { abs($0.scale.x - 0.9) < 1e-9 }, "isPressed while held")
        p.pointerUp(at: at)
        p.seek(to: 0.7)
        XCTAssertNotNil(text(p, "n 1"))
        XCTAssertFalse(nodes(p).contains { abs($0.scale.x - 0.9) < 1e-9 })
    }

    // MARK: Gauge

    func testGaugesDrawTheirFraction() throws {
        let p = try view("", #"""
        VStack {
            Gauge(value: 30, in: 0...120) { Text("Fuel") } currentValueLabel: { Text("30") }
            Gauge(value: 0.75) { Text("R") }.gaugeStyle(.accessoryCircularCapacity)
        }
        """#)
        XCTAssertNotNil(text(p, "Fuel"), "the label above")
        XCTAssertTrue(sized(p, 400, 4).contains { $0.scale.x == 0.25 }, "the bar filled to 30 / 120")
        // The capacity ring: 56 pt less its 6 pt stroke, the tint's arc trimmed to 0.75.
        let rings = nodes(p).filter { $0.node.kind == .path && abs($0.frame.width - 50) < 1e-9 }
        XCTAssertEqual(rings.count, 2, "the track ring and the value's arc")
    }

    // MARK: TextField

    func testATextFieldDrawsItsPlaceholderAndATapFocusesIt() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var name = ""
            @State private var pin = "1234"
            @FocusState private var focused: Bool
            var body: some View {
                VStack {
                    TextField("Your name", text: $name).focused($focused)
                    SecureField("PIN", text: $pin).textFieldStyle(.roundedBorder)
                    Text(focused ? "focused" : "not")
                }
            }
        }
        """, size: Size(400, 300))
        let placeholder = try XCTUnwrap(text(p, "Your name"))
        XCTAssertEqual(placeholder.node.color, rgba(60, 60, 67, 0.3), "placeholderText")
        XCTAssertEqual(placeholder.frame.minX, 0, accuracy: 1e-9, "leading, the field across the width")
        XCTAssertNotNil(text(p, "\u{2022}\u{2022}\u{2022}\u{2022}"), "a secure field's text as bullets")
        // The rounded border: 7 pt inside a 5 pt-cornered rectangle as wide as offered.
        let bullets = try XCTUnwrap(text(p, "\u{2022}\u{2022}\u{2022}\u{2022}"))
        let border = try XCTUnwrap(nodes(p).first { $0.node.kind == .rect && $0.node.color == .white && abs($0.frame.width - 400) < 1e-9
                                                    && abs($0.frame.height - (bullets.frame.height + 14)) < 1e-9 },
                                   nodes(p).map { "\($0.node.kind) \($0.frame)" }.joined(separator: ", "))
        XCTAssertEqual(border.node.cornerRadius, 5)
        XCTAssertNotNil(text(p, "not"))
        XCTAssertTrue(sized(p, 2, 17).isEmpty, "no caret before the focus")
        XCTAssertTrue(p.tap(at: Point(200, placeholder.frame.midY)))
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "focused"), "the @FocusState tied by .focused is set")
        XCTAssertEqual(sized(p, 2, 17, .rect).first?.effectiveOpacity, 1, "the caret, a line high, on")
        p.seek(to: 0.6)
        XCTAssertEqual(sized(p, 2, 17, .rect).first?.effectiveOpacity, 0, "and off half a second on")
    }

    func testTypingEditsTheFocusedFieldsTextAndReplays() throws {
        let p = try view("@State private var name = \"\"", #"VStack { TextField("Name", text: $name); Text("[\(name)]") }"#)
        XCTAssertFalse(p.type("x"), "nothing has the focus yet")
        let field = try XCTUnwrap(text(p, "Name"))
        p.seek(to: 0.2)
        XCTAssertTrue(p.tap(at: Point(field.frame.midX, field.frame.midY)))
        p.seek(to: 0.3)
        XCTAssertTrue(p.type("Bob"))
        p.seek(to: 0.4)
        XCTAssertTrue(p.type("by\u{8}"))
        p.seek(to: 0.5)
        XCTAssertNotNil(text(p, "[Bobb]"), "typed, and a backspace took the last character")
        // A seek back rebuilds the scene and replays the tap and the typing.
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "[]"))
        p.seek(to: 0.45)
        XCTAssertNotNil(text(p, "[Bobb]"))
        XCTAssertTrue(p.type("\u{1B}"))
        p.seek(to: 0.6)
        XCTAssertFalse(p.scene.acceptsText, "escape ends the focus")
    }

    private func loadOrPlayError(_ state: String, _ body: String) -> String? {
        let source = "import SwiftUI\nstruct V: View {\n\(state)\n    var body: some View {\n\(body)\n    }\n}\n"
        if let e = loadError(source) { return e.description }
        guard let p = try? play(source) else { return "failed" }
        return p.scene.failure?.headline
    }
}

private extension Rect {
    var minX: Double { x }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}
