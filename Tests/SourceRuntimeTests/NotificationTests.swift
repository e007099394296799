import Foundation
import Scene
import SourceRuntime
import XCTest

/// `NotificationCenter.default`, `DispatchWorkItem` and `DispatchQueue.global()` on the scene
/// clock, as Foundation and Dispatch document them: `post` delivers at once to the observers of
/// the name, in the order they were added; a cancelled work item does not run.
final class NotificationTests: XCTestCase {
    func testAPostReachesEveryObserverOfItsNameAtOnce() throws {
        let p = try play("""
        import SwiftUI
        extension Notification.Name { static let bump = Notification.Name("bump") }
        final class Counter {
            var hits = 0
            init() { NotificationCenter.default.addObserver(self, selector: #selector(hit), name: .bump, object: nil) }
            @objc func hit() { hits += 1 }
        }
        struct V: View {
            @State var total = 0
            @State var seen = ""
            @State var counter = Counter()
            var body: some View {
                Text("\\(total) \\(seen) \\(counter.hits)")
                    .onReceive(NotificationCenter.default.publisher(for: .bump)) { note in
                        total += (note.userInfo?["by"] as? Int) ?? 1
                    }
                    .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in seen = "active" }
                    .onAppear {
                        let token = NotificationCenter.default.addObserver(forName: .bump, object: nil, queue: .main) { note in
                            seen += note.name.rawValue
                        }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                            NotificationCenter.default.post(name: .bump, object: nil, userInfo: ["by": 5])
                            NotificationCenter.default.removeObserver(token)
                            NotificationCenter.default.post(name: Notification.Name("bump"), object: nil)
                        }
                    }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.2), "0  0")
        // Two posts reach the publisher (5 + 1) and the selector (2); the block saw only the
        // first, removed before the second. Nothing posts the system's notification.
        XCTAssertEqual(shownText(p, at: 0.6), "6 bump 2")
    }

    func testACancelledWorkItemDoesNotRunAndAGlobalQueueRunsOnTheSceneClock() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State var log: [String] = []
            var body: some View {
                Text(log.joined(separator: ","))
                    .onAppear {
                        let kept = DispatchWorkItem { log.append("kept") }
                        let dropped = DispatchWorkItem(block: { log.append("dropped") })
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: kept)
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4, execute: dropped)
                        DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 0.2) { log.append("global") }
                        dropped.cancel()
                        if dropped.isCancelled { log.append("cancelled") }
                    }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.1), "cancelled")
        XCTAssertEqual(shownText(p, at: 1), "cancelled,global,kept")
    }

    /// A view's own method calls a method `extension View` declares by its bare name, and
    /// `if let _ = x` tests x without binding it.
    func testAViewsMethodReachesItsViewExtensionsMethods() throws {
        let p = try play("""
        import SwiftUI
        extension View {
            func half(_ x: Double) -> Double { x / 2 }
        }
        struct V: View {
            let maybe: Int? = 3
            func width() -> Double { half(300) }
            var body: some View {
                if let _ = maybe { Text("\\(Int(width()))") } else { Text("none") }
            }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0), "150")
    }
}
