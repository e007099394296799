import Scene
import SourceRuntime
import XCTest

/// Toggles, sliders, steppers, progress views: their parts at UIKit's published sizes, and
/// taps and drags that change what the file's state shows.
final class ControlTests: XCTestCase, ControlProbing {
    // MARK: Toggle

    private let toggle = #"VStack { Toggle("Wi-Fi", isOn: $on); Text(on ? "on" : "off") }"#

    func testTheSwitchIsUISwitchsSizeTrailingTheRow() throws {
        let p = try view("@State private var on = false", toggle)
        let track = try XCTUnwrap(sized(p, 51, 31, .rect).first, "a 51 × 31 track")
        XCTAssertEqual(track.frame.maxX, 400, accuracy: 1e-9, "the switch trails a row as wide as offered")
        XCTAssertEqual(track.node.color, rgba(120, 120, 128, 0.16), "off: secondarySystemFill")
        let knob = try XCTUnwrap(sized(p, 27, 27, .circle).first, "a 27 pt knob")
        // Off, the knob's centre is 2 pt + 13.5 from the leading end: 10 pt left of the middle.
        XCTAssertEqual(knob.frame.controlMidX + knob.offset.x, track.frame.controlMinX + 2 + 13.5, accuracy: 1e-9)
        XCTAssertEqual(knob.node.color, .white)
        let label = try XCTUnwrap(text(p, "Wi-Fi"))
        XCTAssertEqual(label.frame.controlMinX, 0, accuracy: 1e-9, "the label leads")
    }

    func testATapAnywhereOnTheRowFlipsTheBindingAndTheKnobSlides() throws {
        let p = try view("@State private var on = false", toggle)
        let label = try XCTUnwrap(text(p, "Wi-Fi"))
        p.seek(to: 0.5)
        // A tap in the row's empty middle, between the label and the switch.
        XCTAssertTrue(p.tap(at: Point(200, label.frame.controlMidY)))
        p.seek(to: 0.55)
        XCTAssertNotNil(text(p, "on"), "the binding flipped")
        let track = try XCTUnwrap(sized(p, 51, 31, .rect).first)
        XCTAssertEqual(track.node.color, rgba(52, 199, 89), "on: systemGreen #34C759")
        let moving = try XCTUnwrap(sized(p, 27, 27, .circle).first)
        XCTAssertGreaterThan(moving.offset.x, -10, "0.05 s in, the knob is on its way")
        XCTAssertLessThan(moving.offset.x, 10)
        p.seek(to: 2)
        let knob = try XCTUnwrap(sized(p, 27, 27, .circle).first)
        XCTAssertEqual(knob.frame.controlMidX + knob.offset.x, track.frame.maxX - 2 - 13.5, accuracy: 1e-6, "on: 2 pt from the trailing end")
        XCTAssertTrue(p.tap(at: Point(track.frame.controlMidX, track.frame.controlMidY)))
        p.seek(to: 2.1)
        XCTAssertNotNil(text(p, "off"), "a tap on the switch flips it back")
    }

    /// `$on.animation(.linear(duration: 1))`: the toggle's write runs in that animation, so a
    /// view whose offset follows the state moves over a second (halfway at 0.5 s, by hand);
    /// through the plain binding it moves at once.
    func testABindingWithAnAnimationAnimatesItsWrites() throws {
        func square(_ binding: String) throws -> (ScenePlayer, Double) {
            let p = try view("@State private var on = false", """
                VStack { Toggle("A", isOn: \(binding)); Rectangle().frame(width: 20, height: 20).offset(x: on ? 100 : 0) }
                """)
            let track = try XCTUnwrap(sized(p, 51, 31, .rect).first)
            XCTAssertTrue(p.tap(at: Point(track.frame.controlMidX, track.frame.controlMidY)))
            p.seek(to: p.scene.now + 0.5)
            return (p, try XCTUnwrap(sized(p, 20, 20, .rect).first).offset.x)
        }
        XCTAssertEqual(try square("$on.animation(.linear(duration: 1))").1, 50, accuracy: 1e-6)
        XCTAssertEqual(try square("$on").1, 100, accuracy: 1e-9)
    }

    /// A button's label is in the tint unless a foreground colour is set around it:
    /// `Button("1").foregroundColor(.white)` has white text (the dark scheme's default label
    /// colour is not such a setting).
    func testAForegroundColourAroundAButtonColoursItsLabel() throws {
        let white = try view("", #"Button("One") {}.padding(20).background(.red).foregroundColor(.white)"#)
        XCTAssertEqual(text(white, "One")?.node.color, rgba(255, 255, 255))
        let plain = try view("", #"Button("One") {}"#)
        XCTAssertEqual(text(plain, "One")?.node.color, rgba(0, 122, 255), "systemBlue, the accent colour")
        let dark = try view("", #"Button("One") {}.preferredColorScheme(.dark)"#)
        XCTAssertEqual(text(dark, "One")?.node.color, rgba(10, 132, 255), "dark systemBlue")
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
        _ = p.tap(at: Point(track.frame.controlMidX, track.frame.controlMidY))
        p.seek(to: 0.3)
        XCTAssertNotNil(text(p, "off"), "a disabled toggle takes no taps")
        let inner = try view("@State private var on = false", #"VStack { Toggle("A", isOn: $on).disabled(false) }.disabled(true)"#)
        let t = try XCTUnwrap(sized(inner, 51, 31, .rect).first)
        XCTAssertEqual(t.effectiveOpacity, 0.5, accuracy: 1e-9, "an inner disabled(false) does not undo an outer true")
    }

    func testButtonToggleStyleAndLabelsHidden() throws {
        let hidden = try view("@State private var on = false", #"Toggle("A", isOn: $on).labelsHidden()"#)
        XCTAssertNil(text(hidden, "A"))
        XCTAssertEqual(try XCTUnwrap(sized(hidden, 51, 31, .rect).first).frame.controlMidX, 200, accuracy: 1e-9, "the switch alone, centred")
        let button = try view("@State private var on = false", #"VStack { Toggle("Bold", isOn: $on).toggleStyle(.button); Text(on ? "on" : "off") }"#)
        XCTAssertTrue(sized(button, 51, 31).isEmpty, "no switch")
        let label = try XCTUnwrap(text(button, "Bold"))
        XCTAssertTrue(button.tap(at: Point(label.frame.controlMidX, label.frame.controlMidY)))
        button.seek(to: 0.1)
        XCTAssertNotNil(text(button, "on"))
    }

    // MARK: Slider

    func testTheSliderHasA4PointTrackAndA28PointThumbAtItsValue() throws {
        let p = try view("@State private var v = 0.25", "Slider(value: $v)")
        let thumb = try XCTUnwrap(sized(p, 28, 28, .circle).first)
        // The thumb's travel is the width less a thumb: 0.25 × (400 − 28).
        XCTAssertEqual(thumb.frame.controlMinX, 0.25 * 372, accuracy: 1e-9)
        let track = try XCTUnwrap(sized(p, 400, 4).first { $0.node.color == rgba(120, 120, 128, 0.2) }, "systemFill track across the width")
        XCTAssertEqual(track.frame.controlMidY, thumb.frame.controlMidY, accuracy: 1e-9)
        // The filled track ends at the thumb's centre: 14 + 0.25 × 372.
        let travel = try XCTUnwrap(nodes(p).first { $0.node.kind == .group && $0.scale.x == 0.25 }, "the fill's travel scaled by the fraction")
        XCTAssertEqual(travel.frame.controlMinX + travel.frame.width * 0.25, thumb.frame.controlMidX, accuracy: 1e-9)
    }

    func testADragMovesTheValueOnItsStep() throws {
        let p = try view("@State private var v = 0.0", #"VStack { Slider(value: $v, in: 0...10, step: 1); Text(String(v)) }"#)
        let thumb = try XCTUnwrap(sized(p, 28, 28, .circle).first)
        XCTAssertNotNil(text(p, "0.0"))
        p.seek(to: 0.5)
        XCTAssertTrue(p.pointerDown(at: Point(thumb.frame.controlMidX, thumb.frame.controlMidY)))
        p.seek(to: 0.6)
        // 14 + 0.62 × 372 = 244.64: 6.2 on the step's grid is 6.
        p.pointerMove(to: Point(244.64, thumb.frame.controlMidY))
        p.seek(to: 0.7)
        p.pointerUp(at: Point(244.64, thumb.frame.controlMidY))
        p.seek(to: 0.8)
        XCTAssertNotNil(text(p, "6.0"), nodes(p).map(\.node.text).joined(separator: "|"))
        XCTAssertEqual(try XCTUnwrap(sized(p, 28, 28, .circle).first).frame.controlMinX, 0.6 * 372, accuracy: 1e-6)
        // Past the end: clamped to the range.
        XCTAssertTrue(p.pointerDown(at: Point(200, thumb.frame.controlMidY)))
        p.seek(to: 0.9)
        p.pointerMove(to: Point(900, thumb.frame.controlMidY))
        p.pointerUp(at: Point(900, thumb.frame.controlMidY))
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
        let plus = Point(control.frame.maxX - 23.5, control.frame.controlMidY), minus = Point(control.frame.controlMinX + 23.5, control.frame.controlMidY)
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
        XCTAssertTrue(p.tap(at: Point(control.frame.maxX - 10, control.frame.controlMidY)))
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
}
