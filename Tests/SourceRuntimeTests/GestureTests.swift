import Scene
import SourceRuntime
import XCTest

/// Drag, tap and long-press gestures and `@GestureState`, driven by presses in scene time.
/// The rectangle is 100 × 100 below a text line in a VStack; its frame is read from the scene.
final class GestureTests: XCTestCase {
    private func player(state: String = "", gesture: String, modifiers: String = ".offset(offset)") throws -> ScenePlayer {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var seen = "none"
            @State private var offset = CGSize.zero
            @State private var count = 0
            \(state)
            var body: some View {
                VStack {
                    Text(seen)
                    Rectangle()
                        .frame(width: 100, height: 100)
                        \(modifiers)
                        \(gesture)
                }
            }
        }
        """)
        p.seek(to: 0.5)
        return p
    }

    private func seen(_ p: ScenePlayer) -> String? { p.present().nodes.first { $0.node.kind == .text }?.node.text }
    private func rect(_ p: ScenePlayer) throws -> PresentedNode { try XCTUnwrap(p.present().nodes.first { $0.node.kind == .rect }) }
    /// The rectangle's laid-out top-left corner.
    private func corner(_ p: ScenePlayer) throws -> Point { let f = try rect(p).frame; return Point(f.x, f.y) }

    private let report = #"""
    .gesture(DragGesture(minimumDistance: 0).onChanged { v in
        seen = "\(Int(v.translation.width)) \(Int(v.translation.height)) \(Int(v.location.x)) \(Int(v.location.y)) \(Int(v.startLocation.x)) \(Int(v.startLocation.y))"
    }.onEnded { v in
        seen = "ended \(Int(v.translation.width)) \(Int(v.translation.height)) \(Int(v.predictedEndTranslation.width)) \(Int(v.predictedEndTranslation.height))"
    })
    """#

    func testOnChangedSeesTranslationAndLocalLocations() throws {
        let p = try player(gesture: report)
        let c = try corner(p)
        // A press 10,20 into the rectangle, moved by 60,30.
        XCTAssertTrue(p.pointerDown(at: Point(c.x + 10, c.y + 20)))
        XCTAssertEqual(seen(p), "0 0 10 20 10 20", "a minimum distance of 0 changes at the press")
        p.seek(to: 0.6)
        p.pointerMove(to: Point(c.x + 70, c.y + 50))
        XCTAssertEqual(seen(p), "60 30 70 50 10 20")
        p.seek(to: 0.7)
        p.pointerUp(at: Point(c.x + 70, c.y + 50))
        // Our rule: the predicted end adds half a second at the last velocity; the pointer
        // rested 0.1 s where the last move left it, so it is moving at 0 points/s.
        XCTAssertEqual(seen(p), "ended 60 30 60 30")
    }

    func testAStraightDragEndsWhereItWasReleasedAndPredictsAhead() throws {
        let p = try player(gesture: report)
        let c = try corner(p)
        // 60,30 in 0.25 s: 240,120 points/s, so half a second more is 120,60 further.
        p.apply([], drags: [.straight(from: Point(c.x + 50, c.y + 50), to: Point(c.x + 110, c.y + 80), time: 1, duration: 0.25)])
        XCTAssertEqual(seen(p), "ended 60 30 180 90")
    }

    func testAStraightDragMovesEveryFrame() throws {
        let drag = ScenePlayer.Drag.straight(from: Point(100, 100), to: Point(160, 130), time: 1, duration: 0.25)
        // 0.25 s at 60 frames a second: the press and 15 moves, the last of them the release.
        XCTAssertEqual(drag.points.count, 16)
        XCTAssertEqual(drag.points[5], Point(120, 110))
        XCTAssertEqual(drag.times[5], 1 + 0.25 / 3, accuracy: 1e-12)
        XCTAssertEqual(drag.points.last, Point(160, 130))
    }

    func testTheDragStartsOnlyAfterItsMinimumDistance() throws {
        let p = try player(gesture: """
        .gesture(DragGesture(minimumDistance: 30).onChanged { v in seen = "\\(Int(v.translation.width))" }.onEnded { _ in count += 1; seen = "ended \\(count)" })
        """)
        let c = try corner(p)
        XCTAssertTrue(p.pointerDown(at: Point(c.x + 10, c.y + 10)))
        p.pointerMove(to: Point(c.x + 30, c.y + 10))
        XCTAssertEqual(seen(p), "none", "20 points is short of 30")
        p.pointerMove(to: Point(c.x + 40, c.y + 10))
        XCTAssertEqual(seen(p), "30")
        p.pointerUp(at: Point(c.x + 40, c.y + 10))
        XCTAssertEqual(seen(p), "ended 1")
        // A drag that never goes 30 points does not end either.
        p.pointerDown(at: Point(c.x + 10, c.y + 10))
        p.pointerMove(to: Point(c.x + 25, c.y + 10))
        p.pointerUp(at: Point(c.x + 25, c.y + 10))
        XCTAssertEqual(seen(p), "ended 1")
    }

    private let springBack = """
    .gesture(DragGesture().onChanged { v in offset = v.translation }.onEnded { _ in withAnimation(.spring()) { offset = .zero } })
    """

    func testTheOffsetFollowsTheDragAndSpringsBack() throws {
        let p = try player(gesture: springBack)
        let c = try corner(p)
        p.apply([], drags: [.straight(from: Point(c.x + 50, c.y + 50), to: Point(c.x + 110, c.y + 80), time: 1, duration: 0.25)],
                through: 1.2)
        // At 1.2 s the twelfth of fifteen moves: 12/15 of the way.
        p.seek(to: 1.2)
        XCTAssertEqual(try rect(p).offset, Point(48, 24))
        p.seek(to: 1.25)
        p.pointerUp(at: Point(c.x + 110, c.y + 80))
        XCTAssertEqual(try rect(p).offset, Point(60, 30), "the spring starts where the drag let go")
        p.seek(to: 1.4)
        let mid = try rect(p).offset
        XCTAssertTrue(mid.x > 0 && mid.x < 60, "on its way back: \(mid)")
        XCTAssertEqual(mid.y / mid.x, 0.5, accuracy: 1e-9)
        p.seek(to: 4)
        XCTAssertEqual(try rect(p).offset.x, 0, accuracy: 1e-3)
    }

    func testADragReplaysOnASeekBack() throws {
        let p = try player(gesture: springBack)
        let c = try corner(p)
        let drag = ScenePlayer.Drag.straight(from: Point(c.x + 50, c.y + 50), to: Point(c.x + 110, c.y + 80), time: 1, duration: 0.25)
        p.apply([], drags: [drag])
        p.seek(to: 3)
        XCTAssertEqual(try rect(p).offset.x, 0, accuracy: 0.5)
        p.seek(to: 1.1)
        XCTAssertEqual(try rect(p).offset, Point(24, 12), "six of fifteen moves")
        p.seek(to: 1.3)
        let a = try rect(p).offset
        let fresh = try player(gesture: springBack)
        fresh.apply([], drags: [drag])
        fresh.seek(to: 1.3)
        XCTAssertEqual(try rect(fresh).offset, a)
    }

    func testGestureStateFollowsAndResetsAtTheEnd() throws {
        let p = try player(state: "@GestureState private var drag = CGSize.zero",
                           gesture: ".gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })",
                           modifiers: ".offset(x: drag.width, y: drag.height)")
        let c = try corner(p)
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.pointerMove(to: Point(c.x + 110, c.y + 80))
        XCTAssertEqual(try rect(p).offset, Point(60, 30))
        p.pointerUp(at: Point(c.x + 110, c.y + 80))
        XCTAssertEqual(try rect(p).offset, Point(0, 0), "back to its initial value, at once with no animation")
    }

    func testGestureStateAnimatesBackUnderAnAnimationModifier() throws {
        let p = try player(state: "@GestureState private var drag = CGSize.zero",
                           gesture: ".gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })",
                           modifiers: ".offset(x: drag.width, y: drag.height).animation(.linear(duration: 1), value: drag)")
        let c = try corner(p)
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.pointerMove(to: Point(c.x + 110, c.y + 80))
        p.seek(to: 2)
        XCTAssertEqual(try rect(p).offset, Point(60, 30))
        p.pointerUp(at: Point(c.x + 110, c.y + 80))
        p.seek(to: 2.5)
        XCTAssertEqual(try rect(p).offset, Point(30, 15), "half way back after half the linear second")
    }

    func testTheUpdatingTransactionsAnimationAnimatesTheState() throws {
        let p = try player(state: "@GestureState private var drag = CGSize.zero",
                           gesture: """
                           .gesture(DragGesture().updating($drag) { value, state, transaction in
                               state = value.translation
                               transaction.animation = .linear(duration: 1)
                           })
                           """,
                           modifiers: ".offset(x: drag.width, y: drag.height)")
        let c = try corner(p)
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.pointerMove(to: Point(c.x + 110, c.y + 80))
        p.seek(to: 1)
        XCTAssertEqual(try rect(p).offset, Point(30, 15), "half of the linear second from the move at 0.5 s")
    }

    func testNoAnimationWhileDraggingThenASpringBack() throws {
        // As real files write it: `.none` while the gesture state says a drag is on.
        let p = try player(state: "@GestureState private var dragging = false",
                           gesture: """
                           .gesture(DragGesture()
                               .updating($dragging) { _, state, _ in state = true }
                               .onChanged { v in offset = v.translation }
                               .onEnded { _ in offset = .zero })
                           """,
                           modifiers: ".offset(offset).animation(dragging ? .none : .spring, value: offset)")
        let c = try corner(p)
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.pointerMove(to: Point(c.x + 110, c.y + 80))
        XCTAssertEqual(try rect(p).offset, Point(60, 30), "unanimated while dragging")
        p.seek(to: 1)
        p.pointerUp(at: Point(c.x + 110, c.y + 80))
        p.seek(to: 1.1)
        let back = try rect(p).offset
        XCTAssertTrue(back.x > 0 && back.x < 60, "springing back: \(back)")
    }

    func testLongPressFiresOnceHeldItsMinimumDuration() throws {
        let p = try player(gesture: ".onLongPressGesture(minimumDuration: 1) { count += 1; seen = \"long \\(count)\" }")
        let c = try corner(p)
        let centre = Point(c.x + 50, c.y + 50)
        // Held from 1 s for 1.5 s: fires at 2 s, while still held.
        p.apply([], drags: [.straight(from: centre, to: centre, time: 1, duration: 1.5)], through: 1.9)
        p.seek(to: 1.9)
        XCTAssertEqual(seen(p), "none")
        p.seek(to: 2.01)
        XCTAssertEqual(seen(p), "long 1")
        p.seek(to: 2.5)
        p.pointerUp(at: centre)
        // Held for half a second only: nothing.
        p.seek(to: 3)
        p.pointerDown(at: centre)
        p.seek(to: 3.5)
        p.pointerUp(at: centre)
        p.seek(to: 5)
        XCTAssertEqual(seen(p), "long 1")
    }

    func testLongPressGestureValueAndMovingAwayCancels() throws {
        let p = try player(gesture: """
        .gesture(LongPressGesture(minimumDuration: 0.5).onChanged { _ in seen = "pressing" }.onEnded { done in seen = "done \\(done)" })
        """)
        let c = try corner(p)
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        XCTAssertEqual(seen(p), "pressing")
        p.pointerMove(to: Point(c.x + 80, c.y + 50))
        p.seek(to: 2)
        XCTAssertEqual(seen(p), "pressing", "moved more than 10 points: cancelled")
        p.pointerUp(at: Point(c.x + 80, c.y + 50))
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.seek(to: 2.6)
        XCTAssertEqual(seen(p), "done true")
    }

    func testTapGestureAndAReleaseThatHardlyMovedTaps() throws {
        let p = try player(gesture: ".gesture(TapGesture(count: 1).onEnded { count += 1; seen = \"tap \\(count)\" })")
        let c = try corner(p)
        XCTAssertTrue(p.tap(at: Point(c.x + 50, c.y + 50)))
        XCTAssertEqual(seen(p), "tap 1")
        let both = try player(gesture: """
        .onTapGesture { count += 1; seen = "tap \\(count)" }
        .gesture(DragGesture().onChanged { v in seen = "drag \\(Int(v.translation.width))" })
        """)
        let d = try corner(both)
        both.pointerDown(at: Point(d.x + 50, d.y + 50))
        both.pointerUp(at: Point(d.x + 53, d.y + 50))
        XCTAssertEqual(seen(both), "tap 1", "3 points is a tap, not a drag")
        both.pointerDown(at: Point(d.x + 50, d.y + 50))
        both.pointerUp(at: Point(d.x + 80, d.y + 50))
        XCTAssertEqual(seen(both), "drag 30")
    }

    func testALongPressThatFiredIsNoTap() throws {
        let p = try player(gesture: """
        .onTapGesture { seen = "tap" }
        .onLongPressGesture(minimumDuration: 0.5) { seen = "long" }
        """)
        let c = try corner(p)
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.seek(to: 0.6)
        p.pointerUp(at: Point(c.x + 50, c.y + 50))
        XCTAssertEqual(seen(p), "tap", "released before the half second: a tap")
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.seek(to: 1.2)
        XCTAssertEqual(seen(p), "long")
        p.seek(to: 1.3)
        p.pointerUp(at: Point(c.x + 50, c.y + 50))
        XCTAssertEqual(seen(p), "long", "the long press took the press")
    }

    func testSimultaneousAndHighPriorityGesturesRunAsGestures() throws {
        let p = try player(gesture: """
        .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in count += 1 })
        .highPriorityGesture(DragGesture(minimumDistance: 0).onEnded { _ in seen = "both \\(count)" })
        """)
        let c = try corner(p)
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.pointerMove(to: Point(c.x + 60, c.y + 50))
        p.pointerUp(at: Point(c.x + 60, c.y + 50))
        XCTAssertEqual(seen(p), "both 2", "a change at the press and at the move")
    }

    func testPinchAndTurnGesturesLoadAndNeverFire() throws {
        let p = try player(gesture: """
        .gesture(MagnificationGesture().onChanged { _ in seen = "pinch" })
        .gesture(RotationGesture().onEnded { _ in seen = "turn" })
        """)
        let c = try corner(p)
        XCTAssertFalse(p.pointerDown(at: Point(c.x + 50, c.y + 50)))
        XCTAssertEqual(seen(p), "none")
    }

    func testEndlessDistancesAndDurationsNeverFireAndLeaveNothingPending() throws {
        let p = try player(gesture: """
        .gesture(DragGesture(minimumDistance: .infinity).onChanged { _ in seen = "drag" })
        .onLongPressGesture(minimumDuration: .infinity) { seen = "long" }
        """)
        let c = try corner(p)
        p.pointerDown(at: Point(c.x + 50, c.y + 50))
        p.pointerMove(to: Point(c.x + 52, c.y + 50))
        p.pointerMove(to: Point(c.x + 300, c.y + 300))
        p.seek(to: 100)
        XCTAssertEqual(seen(p), "none")
        XCTAssertTrue(p.scene.isSettled(at: p.sceneTime))
    }

    func testAPressOffTheGestureViewIsNotTaken() throws {
        let p = try player(gesture: springBack)
        XCTAssertFalse(p.pointerDown(at: Point(5, 5)))
        XCTAssertTrue(p.drags.isEmpty)
    }

    func testAGestureThatIsNotAGestureIsRefused() throws {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View { Rectangle().gesture(42) }
        }
        """
        guard let p = try? play(source) else { return }
        p.seek(to: 0.1)
        XCTAssertNotNil(p.scene.failure)
    }
}
