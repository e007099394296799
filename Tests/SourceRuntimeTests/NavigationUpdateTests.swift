import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// A navigation stack settles its pages in a second pass (their bars are read from the views
/// built in the first): the views inside must still follow the state they read.
final class NavigationUpdateTests: XCTestCase {
    func testForEachItemsInsideANavigationStackFollowTheirState() throws {
        // `rising ? -height : 0` reads `height` only once `rising` is true: the change of
        // `rising` must reach the items as built in the settling pass. Linear over 1 s from
        // 0 to -20: half way at 0.5 s, -10.
        let p = try play("""
        import SwiftUI
        struct V: View {
            @State private var height = 20.0
            @State private var rising = false
            private let letters = Array("ab")
            var body: some View {
                NavigationStack {
                    HStack {
                        ForEach(letters.indices, id: \\.self) { i in
                            Text(String(letters[i]))
                                .offset(y: rising ? -height : 0)
                                .animation(.linear(duration: 1), value: rising)
                        }
                    }
                    .navigationTitle("Letters")
                }
                .onAppear { rising = true }
            }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.headline)
        let letters = p.present().nodes.filter { ["a", "b"].contains($0.node.text) }
        XCTAssertEqual(letters.count, 2)
        for l in letters { XCTAssertEqual(l.offset.y, -10, accuracy: 1e-9, l.node.text) }
    }
}
