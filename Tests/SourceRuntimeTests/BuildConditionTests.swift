import Scene
import SourceRuntime
import XCTest

/// `#if` is decided for the build Xcode's canvas makes (our rule: debug, iOS, an arm64
/// simulator, the Apple frameworks importable), `#available` holds, and what a file stores
/// outside itself (`@AppStorage`) or reads of the device (`@Environment(\.layoutDirection)`)
/// has the values of an iPhone that starts fresh.
final class BuildConditionTests: XCTestCase {
    private func shown(_ source: String, at t: Double = 0.5) throws -> String {
        shownText(try play(source), at: t)
    }

    func testTheDebugBranchForAnIPhoneIsTaken() throws {
        let text = try shown("""
        import SwiftUI
        #if os(iOS)
        let platform = "iOS"
        #elseif os(macOS)
        let platform = "mac"
        #else
        let platform = "other"
        #endif
        struct V: View {
            var body: some View {
                VStack {
                    #if DEBUG
                    Text("debug")
                    #else
                    Text("release")
                    #endif
                    Text(platform)
                    #if canImport(UIKit) && !targetEnvironment(macCatalyst)
                    Text("uikit")
                    #endif
                    #if canImport(AppKit)
                    Text("appkit")
                    #endif
                }
            }
        }
        """)
        XCTAssertEqual(text, "debugiOSuikit")
    }

    func testAnErrorAfterABranchKeepsItsLine() throws {
        let error = loadError("""
        import SwiftUI
        #if DEBUG
        let a = 1
        #else
        let a = 2
        #endif
        struct V: View {
            var body: some View { Text("x").frobnicate() }
        }
        """)
        let d = try XCTUnwrap(error?.diagnostics.first)
        XCTAssertEqual(d.line, 8)
        XCTAssertEqual(d.column, 37, "at the member's name, after 36 characters")
    }

    func testAvailableHoldsAndUnavailableDoesNot() throws {
        let text = try shown("""
        import SwiftUI
        struct V: View {
            var body: some View {
                if #available(iOS 17.0, macOS 14.0, *) { Text("new") } else { Text("old") }
                if #unavailable(iOS 15) { Text("ancient") } else { Text("current") }
            }
        }
        """)
        XCTAssertEqual(text, "newcurrent")
    }

    func testAppStorageStartsAtItsDefaultAndChangesAsState() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            @AppStorage("count") private var count = 3
            var body: some View { Text("\\(count)").onTapGesture { count += 1 } }
        }
        """)
        XCTAssertEqual(shownText(p, at: 0.1), "3")
        XCTAssertTrue(p.tap(at: Point(480, 300)))
        XCTAssertEqual(shownText(p, at: 0.2), "4")
    }

    func testTheDevicesEnvironmentValues() throws {
        let text = try shown("""
        import SwiftUI
        struct V: View {
            @Environment(\\.layoutDirection) private var direction
            @Environment(\\.horizontalSizeClass) private var width
            @Environment(\\.accessibilityReduceMotion) private var reduce
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Text(direction == .leftToRight ? "ltr" : "rtl")
                Text(width == .compact ? "compact" : "regular")
                Text(reduce ? "reduced" : "moving")
                    .onAppear { dismiss() }
            }
        }
        """)
        XCTAssertEqual(text, "ltrcompactmoving")
    }

    func testAPreviewedViewsPresentationModeIsNotPresented() throws {
        // The previewed view is the root: nothing presented it, so `isPresented` is false and
        // `dismiss()` leaves it shown.
        let text = try shown("""
        import SwiftUI
        struct V: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View {
                Text(presentationMode.wrappedValue.isPresented ? "presented" : "root")
                    .onAppear { self.presentationMode.wrappedValue.dismiss() }
            }
        }
        """)
        XCTAssertEqual(text, "root")
    }
}
