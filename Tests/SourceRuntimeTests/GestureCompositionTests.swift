import Scene
import SourceRuntime
import XCTest

/// Composed gestures: Apple's long-press-then-drag (`sequenced(before:)`), a simultaneous
/// pair and an exclusive pair, driven by presses in scene time. A 100 × 100 rectangle stands
/// over a text line in a VStack (125 tall, y 237.5): its centre is (480, 287.5).
final class GestureCompositionTests: XCTestCase {
    private let centre = Point(480, 287.5)

    private func player(_ gesture: String) throws -> ScenePlayer {
        try play("""
        import SwiftUI
        struct V: View {
            @GestureState private var state = "idle"
            @State private var moved = CGSize.zero
            @State private var log = ""
            var body: some View {
                VStack {
                    Rectangle().frame(width: 100, height: 100).offset(moved).gesture(\(gesture))
                    Text(state + log)
                }
            }
        }
        """)
    }

    private func shown(_ p: ScenePlayer, at t: Double) -> String? {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes.first { $0.node.kind == .text }?.node.text
    }

    /// A press held at `centre` from 0.5 to `hold`, then moved 100 to the right in 0.3 s
    /// (a move every 1/60 s), released 0.1 s later.
    private func holdThenDrag(until hold: Double) -> ScenePlayer.Drag {
        var points = [centre, centre], times = [0.5, hold]
        for k in 1...18 {
            points.append(Point(centre.x + 100 * Double(k) / 18, centre.y))
            times.append(hold + 0.3 * Double(k) / 18)
        }
        points.append(points.last!); times.append(hold + 0.4)
        return ScenePlayer.Drag(points: points, times: times)
    }

    private let longPressThenDrag = """
    LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
        .updating($state) { value, state, _ in
            switch value {
            case .first(true): state = "pressing"
            case .second(true, let drag): state = "drag \\(Int(drag?.translation.width ?? -1))"
            default: state = "other"
            }
        }
        .onEnded { value in
            guard case .second(true, let drag?) = value else { return }
            moved = drag.translation
        }
    """

    func testALongPressThenADragMovesTheView() throws {
        let p = try player(longPressThenDrag)
        p.apply([], drags: [holdThenDrag(until: 1.2)])
        // Pressed: the long press is under way; at 1.0 it fired and the drag has no value yet.
        XCTAssertEqual(shown(p, at: 0.7), "pressing")
        XCTAssertEqual(shown(p, at: 1.1), "drag -1")
        // Half way through the move: 50 to the right (9 of 18 moves).
        XCTAssertEqual(shown(p, at: 1.35), "drag 50")
        // Released: the state goes back and the view keeps the drag's 100.
        XCTAssertEqual(shown(p, at: 2), "idle")
        let rect = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        XCTAssertEqual(rect.frame.x + rect.offset.x, 430 + 100, accuracy: 1e-9)
    }

    func testADragBeforeTheLongPressFiresMovesNothing() throws {
        // Moving at once (0.3 s in, before the 0.5 s press fires) fails the long press, and
        // with it the sequence: no drag, the state back to idle.
        let p = try player(longPressThenDrag)
        p.apply([], drags: [.straight(from: centre, to: Point(centre.x + 100, centre.y), time: 0.5, duration: 0.3)])
        XCTAssertEqual(shown(p, at: 0.7), "idle")
        XCTAssertEqual(shown(p, at: 1.5), "idle")
        let rect = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        XCTAssertEqual(rect.frame.x + rect.offset.x, 430, accuracy: 1e-9)
    }

    func testASimultaneousPairSeesBothValues() throws {
        let p = try player("""
        DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 5))
            .onChanged { value in log = " \\(value.first == nil ? "-" : "d") \\(value.second == nil ? "-" : "l")" }
        """)
        p.apply([], drags: [.straight(from: centre, to: Point(centre.x + 5, centre.y), time: 0.5, duration: 0.2)])
        // The drag and the (never firing) long press both gave values while pressed.
        XCTAssertEqual(shown(p, at: 1), "idle d l")
    }

    func testAnExclusivePairGivesThePressToTheFirstThatTakesIt() throws {
        // The drag needs 200 points, which the press never moves: the long press takes it.
        let p = try player("""
        DragGesture(minimumDistance: 200).exclusively(before: LongPressGesture(minimumDuration: 0.3))
            .onEnded { value in
                switch value {
                case .first: log = " drag"
                case .second(let fired): log = " press \\(fired)"
                }
            }
        """)
        p.apply([], drags: [ScenePlayer.Drag(points: [centre, centre], times: [0.5, 1.0])])
        XCTAssertEqual(shown(p, at: 1.2), "idle press true")
    }

    /// A tap in a pair is a press released within the 10-point slop: a click gives the
    /// exclusive pair's tap its value, a drag gives the drag.
    func testATapInAnExclusivePairFiresOnAClickAndADragOnADrag() throws {
        let gesture = """
        TapGesture().onEnded { log += " tapped" }.exclusively(before: DragGesture().onEnded { _ in log += " dragged" })
            .onEnded { value in
                switch value {
                case .first: log += " first"
                case .second: log += " second"
                }
            }
        """
        let clicked = try player(gesture)
        clicked.apply([], drags: [ScenePlayer.Drag(points: [centre, Point(centre.x + 3, centre.y)], times: [0.5, 0.6])])
        XCTAssertEqual(shown(clicked, at: 1), "idle tapped first")
        let dragged = try player(gesture)
        dragged.apply([], drags: [.straight(from: centre, to: Point(centre.x + 60, centre.y), time: 0.5, duration: 0.2)])
        XCTAssertEqual(shown(dragged, at: 1), "idle dragged second")
    }

    /// Two taps in a pair and no drag: the pair still takes presses (a double tap before a
    /// single tap, each click one tap: the first of the pair wins).
    func testAPairOfTapsTakesAClick() throws {
        let p = try player("""
        TapGesture(count: 2).onEnded { log += " double" }.exclusively(before: TapGesture().onEnded { log += " single" })
        """)
        p.apply([], drags: [ScenePlayer.Drag(points: [centre, centre], times: [0.5, 0.6])])
        XCTAssertEqual(shown(p, at: 1), "idle double")
    }
}

/// What a pressed view commonly shows with its gesture state: an optional overlay (nil
/// shows nothing, as Swift's `Optional` view) and a state enum whose computed properties
/// match a case whatever its associated values.
final class GestureStateViewTests: XCTestCase {
    func testAnOptionalOverlayAndACaseMatchedWithoutItsValues() throws {
        func texts(_ state: String) throws -> [String] {
            let p = try play("""
            import SwiftUI
            struct V: View {
                enum Phase {
                    case idle
                    case moving(by: CGSize)
                    var isMoving: Bool {
                        switch self {
                        case .idle: return false
                        case .moving: return true
                        }
                    }
                }
                @State private var phase = \(state)
                var body: some View {
                    Color.blue.frame(width: 50, height: 50).overlay(phase.isMoving ? Text("moving") : nil)
                }
            }
            """)
            XCTAssertNil(p.scene.failure?.headline)
            return p.present().nodes.filter { $0.node.kind == .text }.map(\.node.text)
        }
        XCTAssertEqual(try texts("Phase.idle"), [])
        XCTAssertEqual(try texts("Phase.moving(by: CGSize(width: 3, height: 0))"), ["moving"])
    }
}

/// `.transaction { t in … }`: the animation it sets animates the view's changes; turning
/// animations off makes even `withAnimation`'s change jump.
final class TransactionModifierTests: XCTestCase {
    private func redX(_ transaction: String, _ change: String, at t: Double) throws -> Double {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var moved = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 50).offset(x: moved ? 100 : 0)\(transaction)
                    Button("Go") { \(change) }
                }
            }
        }
        """)
        // The stack is 67 tall (50 and the button's 17): the button's label at y 316.5.
        p.seek(to: 0.5)
        XCTAssertTrue(p.tap(at: Point(480, 325)))
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        let red = try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect })
        return red.frame.x + red.offset.x
    }

    func testTheTransactionsAnimationAnimatesAChange() throws {
        // Linear over 1 s from 455: half way at 1.0 (0.5 s after the tap), 50 on.
        XCTAssertEqual(try redX(".transaction { $0.animation = .linear(duration: 1) }", "moved = true", at: 1.0), 455 + 50, accuracy: 1e-6)
        // Without it the unanimated change is there at once.
        XCTAssertEqual(try redX("", "moved = true", at: 1.0), 555, accuracy: 1e-6)
        // Animations turned off: even withAnimation's change jumps.
        XCTAssertEqual(try redX(".transaction { t in t.disablesAnimations = true }", "withAnimation(.linear(duration: 1)) { moved = true }", at: 1.0),
                       555, accuracy: 1e-6)
    }
}
