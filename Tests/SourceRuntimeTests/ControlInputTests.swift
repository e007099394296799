import Scene
import SourceRuntime
import XCTest

/// Buttons, pickers, gauges, text fields and the file's own styles: their parts and the taps,
/// presses and typing that change what the file's state shows.
final class ControlInputTests: XCTestCase, ControlProbing {
    // MARK: Button

    func testAHeldButtonDimsAndItsActionRunsAtTheRelease() throws {
        let p = try view("@State private var n = 0", #"Button("Tap \(n)") { n += 1 }"#)
        let label = try XCTUnwrap(text(p, "Tap 0"))
        XCTAssertEqual(label.node.color, rgba(0, 122, 255), "automatic: the label in the accent colour")
        let at = Point(label.frame.controlMidX, label.frame.controlMidY)
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
        XCTAssertTrue(p.tap(at: Point(x.frame.controlMidX, x.frame.controlMidY)), "a disabled button takes the tap")
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "n 0"), "and runs nothing")
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
        XCTAssertTrue(p.tap(at: Point(strawberry.frame.controlMidX, track.frame.controlMidY)))
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
        XCTAssertTrue(p.tap(at: Point(one.frame.controlMidX, one.frame.controlMidY)))
        p.seek(to: 0.1)
        let two = try XCTUnwrap(text(p, "Two"), "open: the options")
        // Drawn where it stands (the menu hangs a line and 8 pt below the value).
        let row = two.hitBounds
        XCTAssertGreaterThan(row.y, one.frame.maxY)
        XCTAssertTrue(p.tap(at: Point(row.controlMidX, row.controlMidY)))
        p.seek(to: 0.2)
        XCTAssertNotNil(text(p, "vanilla 2"))
        XCTAssertNil(text(p, "One"), "closed again, showing Two")
    }

    func testAMenuOpensIntoItsButtonsAndATapRunsOneAndCloses() throws {
        let p = try view("@State private var size = \"M\"", #"""
        VStack {
            Menu {
                Button("Small") { size = "S" }
                Button(action: { size = "L" }, label: { Text("Large") })
                Button("Drop", role: .destructive) { size = "-" }
            } label: { Text("Size") }
            Text("size \(size)")
        }
        """#)
        let label = try XCTUnwrap(text(p, "Size"))
        XCTAssertEqual(label.node.color, rgba(0, 122, 255), "the label in the tint")
        XCTAssertNil(text(p, "Large"), "closed: only the label")
        XCTAssertTrue(p.tap(at: Point(label.frame.controlMidX, label.frame.controlMidY)))
        p.seek(to: 0.1)
        let large = try XCTUnwrap(text(p, "Large"), "open: a row per button")
        XCTAssertEqual(try XCTUnwrap(text(p, "Drop")).node.color, rgba(255, 59, 48), "a destructive button's row in systemRed")
        XCTAssertGreaterThan(large.hitBounds.y, label.frame.maxY, "the card hangs below the label")
        XCTAssertTrue(p.tap(at: Point(large.hitBounds.controlMidX, large.hitBounds.controlMidY)))
        p.seek(to: 0.2)
        XCTAssertNotNil(text(p, "size L"), "the button's action ran")
        XCTAssertNil(text(p, "Large"), "and the menu closed")
    }

    func testAMenusLabelAsTrailingClosureAfterContentAndAPrimaryAction() throws {
        let p = try view("@State private var n = 0", #"""
        VStack {
            Menu(content: { Button("Reset") { n = 0 } }) { Text("Add") }
            Menu("More", content: { Button("Reset") { n = 0 } }, primaryAction: { n += 10 })
            Text("n \(n)")
        }
        """#)
        XCTAssertNotNil(text(p, "Add"))
        let more = try XCTUnwrap(text(p, "More"))
        XCTAssertTrue(p.tap(at: Point(more.frame.controlMidX, more.frame.controlMidY)))
        p.seek(to: 0.1)
        XCTAssertNotNil(text(p, "n 10"), "a tap runs the primary action")
        XCTAssertNil(text(p, "Reset"), "and opens no menu")
    }

    /// `Binding(get:set:)` read by a control and written by its tap: the closures run, and
    /// an `extension Binding` member making one (`$flag.negated`) is the file's.
    func testACustomBindingReadsAndWritesThroughItsClosures() throws {
        let p = try view("@State private var on = true", #"""
        VStack {
            Toggle("Off", isOn: $on.negated)
            Text(on ? "on" : "off")
        }
        """#, extra: """
        extension Binding where Value == Bool {
            var negated: Binding<Bool> { Binding(get: { !self.wrappedValue }, set: { self.wrappedValue = !$0 }) }
        }
        """)
        XCTAssertNotNil(text(p, "on"))
        let toggle = try XCTUnwrap(text(p, "Off"))
        XCTAssertTrue(p.tap(at: Point(370, toggle.frame.controlMidY)))
        p.seek(to: 0.5)
        XCTAssertNotNil(text(p, "off"), "the toggle wrote !true through the setter")
    }

    func testUndrawnPickerStylesAreRefused() {
        XCTAssertNotNil(loadOrPlayError("@State private var n = 1", #"Picker("N", selection: $n) { Text("1").tag(1) }.pickerStyle(.wheel)"#))
    }

    func testTheActionAndLabelFormRunsItsFirstTrailingClosure() throws {
        let p = try view("@State private var n = 0", #"VStack { Button { n += 1 } label: { Text("Go") }; Text("n \(n)") }"#)
        let go = try XCTUnwrap(text(p, "Go"))
        XCTAssertTrue(p.tap(at: Point(go.frame.controlMidX, go.frame.controlMidY)))
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
            XCTAssertTrue(p.tap(at: Point(t.frame.controlMidX, t.frame.controlMidY)), "\(word): the tap is taken")
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
        XCTAssertTrue(p.tap(at: Point(box.frame.controlMidX, box.frame.controlMidY)))
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
        let at = Point(go.frame.controlMidX, go.frame.controlMidY)
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
        XCTAssertEqual(placeholder.frame.controlMinX, 0, accuracy: 1e-9, "leading, the field across the width")
        XCTAssertNotNil(text(p, "\u{2022}\u{2022}\u{2022}\u{2022}"), "a secure field's text as bullets")
        // The rounded border: 7 pt inside a 5 pt-cornered rectangle as wide as offered.
        let bullets = try XCTUnwrap(text(p, "\u{2022}\u{2022}\u{2022}\u{2022}"))
        let border = try XCTUnwrap(nodes(p).first { $0.node.kind == .rect && $0.node.color == .white && abs($0.frame.width - 400) < 1e-9
                                                    && abs($0.frame.height - (bullets.frame.height + 14)) < 1e-9 },
                                   nodes(p).map { "\($0.node.kind) \($0.frame)" }.joined(separator: ", "))
        XCTAssertEqual(border.node.cornerRadius, 5)
        XCTAssertNotNil(text(p, "not"))
        XCTAssertTrue(sized(p, 2, 17).isEmpty, "no caret before the focus")
        XCTAssertTrue(p.tap(at: Point(200, placeholder.frame.controlMidY)))
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
        XCTAssertTrue(p.tap(at: Point(field.frame.controlMidX, field.frame.controlMidY)))
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

    func testEdgeArgumentsDrawWithoutFailing() throws {
        let p = try view("@State private var v = 5.0\n@State private var n = 0\n@State private var s = 0", #"""
        VStack {
            Slider(value: $v, in: 3...3, step: 1e300)
            Stepper("x", value: $n, in: 0...0, step: 1e300)
            ProgressView(value: .infinity, total: 0)
            Picker("p", selection: $s) { }.pickerStyle(.segmented)
            Picker("m", selection: $s) { }
            Gauge(value: .nan, in: 0...0) { Text("g") }.gaugeStyle(.accessoryCircular)
        }
        """#)
        XCTAssertNil(p.scene.failure)
        // An empty range puts the thumb at the leading end; a non-finite progress is empty.
        XCTAssertEqual(try XCTUnwrap(sized(p, 28, 28, .circle).first).frame.x, 0, accuracy: 1e-9)
        XCTAssertTrue(sized(p, 400, 4).contains { $0.scale.x == 0 })
        let plus = try XCTUnwrap(text(p, "+"))
        XCTAssertTrue(p.tap(at: Point(plus.frame.controlMidX, plus.frame.controlMidY)))
        XCTAssertNil(p.scene.failure)
        XCTAssertNotNil(loadOrPlayError("@State private var v = 0.0", "Slider(value: $v, in: 2...1)"), "a reversed range is refused")
    }
}
