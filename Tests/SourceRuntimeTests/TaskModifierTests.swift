import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// `.task { … }`: started as its view appears, on the scene clock, cancelled as the view goes.
final class TaskModifierTests: XCTestCase {
    func testATaskTicksWhileItsViewIsShownAndStopsWhenItGoes() throws {
        // A tick every 0.25 s from the appearance at 0: ticks at 0.25, 0.5, 0.75 and 1.0; the
        // view goes at 1.1 s, so the tick due at 1.25 s never comes, and the loop ends on
        // `Task.isCancelled` without an error.
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var ticks = 0
            @State private var shown = true
            var body: some View {
                VStack {
                    Text("\\(ticks)")
                    if shown {
                        Circle().frame(width: 20, height: 20)
                            .task {
                                while !Task.isCancelled {
                                    try? await Task.sleep(for: .seconds(0.25))
                                    ticks += 1
                                }
                            }
                    }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) { shown = false } }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.3), "1")
        XCTAssertEqual(shownText(p, at: 0.8), "3")
        XCTAssertEqual(shownText(p, at: 1.05), "4")
        XCTAssertEqual(shownText(p, at: 3), "4")
    }

    func testACancelledSleepEndsTheTaskQuietly() throws {
        // `try await` without `?`: the sleep throws CancellationError when the view goes, which
        // ends the task as in Swift, not the scene.
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var n = 0
            @State private var shown = true
            var body: some View {
                VStack {
                    Text("\\(n) \\(CGSize(width: 1, height: 2).equalTo(.zero))")
                    if shown { Color.red.task { while true { try await Task.sleep(nanoseconds: 500_000_000); n += 1 } } }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { shown = false } }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 1.1), "2 false")
        XCTAssertEqual(shownText(p, at: 2.5), "2 false")
    }

    func testATaskWithAnIdStartsAgainWhenTheIdChanges() throws {
        // Apple: "when the id value changes, SwiftUI cancels and restarts the task". The id
        // goes 0 → 1 at 1 s: the first task's 2-s sleep is cancelled (its `try await` throws,
        // so "e0" never comes); the second starts at 1 s and ends at 3 s.
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var id = 0
            @State private var log = ""
            var body: some View {
                Text(log)
                    .task(id: id) {
                        log += "s\\(id) "
                        do { try await Task.sleep(nanoseconds: 2_000_000_000) } catch { return }
                        log += "e\\(id) "
                    }
                    .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { id = 1 } }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.5), "s0 ")
        XCTAssertEqual(shownText(p, at: 1.5), "s0 s1 ")
        XCTAssertEqual(shownText(p, at: 2.5), "s0 s1 ")
        XCTAssertEqual(shownText(p, at: 3.5), "s0 s1 e1 ")
    }

    func testCancellingATimersUpstreamStopsItsTicks() throws {
        // Ticks at 1, 2 and 3 s; the third cancels the connection, so no tick comes after.
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var n = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("\\(n)")
                    .onReceive(timer) { _ in
                        n += 1
                        if n == 3 { timer.upstream.connect().cancel() }
                    }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 2.5), "2")
        XCTAssertEqual(shownText(p, at: 3.5), "3")
        XCTAssertEqual(shownText(p, at: 6), "3")
    }
}
