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
}
