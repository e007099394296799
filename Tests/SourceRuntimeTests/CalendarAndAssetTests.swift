import Foundation
import Scene
@testable import SourceRuntime
import XCTest

/// `Calendar` over scene time, `Self`, and colours from an asset catalog beside the file.
final class CalendarAndAssetTests: XCTestCase {
    private func texts(_ p: ScenePlayer) -> [String] {
        p.present().nodes.filter { $0.node.kind == .text }.map(\.node.text)
    }

    func testCalendarComponentsAreTheSceneTimesInUTC() throws {
        // Scene time 0 is 2001-01-01 00:00:00 UTC, a Monday (weekday 2 in the Gregorian
        // calendar, Sunday being 1). 3725.5 s later: 01:02:05; 90,000 s later: 2 January, 01:00.
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                let c = Calendar.current
                let d = Date().addingTimeInterval(3725)
                let parts = c.dateComponents([.hour, .minute], from: d)
                let later = Date(timeIntervalSinceReferenceDate: 90_000)
                VStack {
                    Text("\\(c.component(.hour, from: d)):\\(c.component(.minute, from: d)):\\(c.component(.second, from: d))")
                    Text("\\(c.component(.weekday, from: Date())) \\(c.component(.day, from: later)) \\(c.component(.year, from: later))")
                    Text("\\(parts.hour ?? -1) \\(parts.minute ?? -1) \\(parts.second ?? -1)")
                }
            }
        }
        """)
        p.seek(to: 0.5)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), ["1:2:5", "2 2 2001", "1 2 -1"])
    }

    /// At scene time 0 (Monday 1 January 2001, UTC): January's days are 1..<32; 40 days on is
    /// 10 February; a day set by `setValue(_:for:)` makes that date; dates print in US English.
    func testCalendarRangesDatesFromComponentsAndFormatting() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            var body: some View {
                let cal = Calendar.current
                let now = Date()
                let days = cal.range(of: .day, in: .month, for: now) ?? 0..<0
                var parts = cal.dateComponents([.year, .month, .day], from: now)
                let _ = parts.setValue(15, for: .day)
                let later = cal.date(byAdding: .day, value: 40, to: now) ?? now
                VStack {
                    Text("\\(days.lowerBound) \\(days.upperBound)")
                    Text(now.formatted(date: .complete, time: .omitted))
                    Text(later.formatted(date: .abbreviated, time: .omitted))
                    Text((cal.date(from: parts) ?? now).formatted(date: .numeric, time: .omitted))
                }
            }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), ["1 32", "Monday, January 1, 2001", "Feb 10, 2001", "1/15/2001"])
    }

    func testSelfNamesTheEnclosingType() throws {
        let p = try play("""
        import SwiftUI
        struct V: View {
            static let data = [3, 4]
            var body: some View { Text("\\(Self.data.count) \\(Self.double(4))") }
            static func double(_ x: Int) -> Int { x * 2 }
        }
        """)
        p.seek(to: 0)
        XCTAssertNil(p.scene.failure?.headline)
        XCTAssertEqual(texts(p), ["2 8"])
    }

    func testNamedColoursComeFromTheCatalogBesideTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animpreview-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("App/Assets.xcassets/Colors/Studio Purple.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // Xcode's format: light as 0…1 fractions, dark as 0x bytes.
        try """
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"red": "0.400", "green": "0.200", "blue": "0.800", "alpha": "1.000"}}, "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1.000"}}, "idiom": "universal"}
        ], "info": {"author": "xcode", "version": 1}}
        """.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("App/Views/V.swift").path
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        func fills(_ scheme: String) throws -> [Color] {
            let p = try play("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Color("Studio Purple").frame(width: 10, height: 10)
                        Rectangle().fill(Color(.studioPurple)).frame(width: 10, height: 10)
                        Rectangle().foregroundColor(.studioPurple).frame(width: 10, height: 10)
                        Color("Unknown").frame(width: 10, height: 10)
                    }
                    \(scheme)
                }
            }
            """, file: file)
            p.seek(to: 0)
            XCTAssertNil(p.scene.failure?.headline)
            return p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == 10 }.map(\.node.color)
        }
        let grey = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
        XCTAssertEqual(try fills(""), [Color(red: 0.4, green: 0.2, blue: 0.8), Color(red: 0.4, green: 0.2, blue: 0.8),
                                       Color(red: 0.4, green: 0.2, blue: 0.8), grey])
        XCTAssertEqual(try fills(".preferredColorScheme(.dark)").prefix(3), [Color(red: 1, green: 128 / 255, blue: 0),
                                                                             Color(red: 1, green: 128 / 255, blue: 0),
                                                                             Color(red: 1, green: 128 / 255, blue: 0)])
    }

    /// A file named without a folder (`animpreview render V.swift`) looks for catalogs from
    /// the current folder up: a name no catalog has is the grey stand-in, and `.tint` as a
    /// shape style is the accent colour (systemBlue, #007AFF, light; #0A84FF, dark).
    func testCatalogsOfAFileNamedWithoutAFolder() throws {
        func fills(_ scheme: String) throws -> [Color] {
            let p = try play("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Rectangle().fill(.tint).frame(width: 10, height: 10)
                        Rectangle().fill(.notInAnyCatalog).frame(width: 10, height: 10)
                    }
                    \(scheme)
                }
            }
            """, file: "V.swift")
            p.seek(to: 0)
            XCTAssertNil(p.scene.failure?.headline)
            return p.present().nodes.filter { $0.node.kind == .rect && $0.frame.width == 10 }.map(\.node.color)
        }
        let grey = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
        XCTAssertEqual(try fills(""), [Color(red: 0, green: 122 / 255, blue: 1), grey])
        XCTAssertEqual(try fills(".preferredColorScheme(.dark)").first, Color(red: 10 / 255, green: 132 / 255, blue: 1))
    }

    func testGeneratedResourceNamesAreLowerCamelCase() {
        XCTAssertEqual(AssetCatalog.resourceName("Studio Purple"), "studioPurple")
        XCTAssertEqual(AssetCatalog.resourceName("studio-purple"), "studioPurple")
        XCTAssertEqual(AssetCatalog.resourceName("BrandColor"), "brandColor")
        XCTAssertEqual(AssetCatalog.resourceName("accent_2"), "accent2")
    }

    /// Image sets of a catalog in a folder beside the file's (`Resources/`): the light iPhone
    /// or universal file of the highest scale present is drawn, its scale after "#@"; a set
    /// whose files are missing has none. A file reached through a link finds the catalogs of
    /// the project it lives in.
    func testImageSetsAndCatalogsOfTheRealFolder() throws {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("animpreview-images-\(UUID().uuidString)").path
        defer { try? fm.removeItem(atPath: folder) }
        let set = folder + "/App/Resources/Assets.xcassets/photo.imageset"
        try fm.createDirectory(atPath: set, withIntermediateDirectories: true)
        for name in ["p1.png", "p2.png", "dark.png", "pad.png"] { try Data([0]).write(to: URL(fileURLWithPath: set + "/" + name)) }
        try """
        {"images": [
          {"filename": "p1.png", "idiom": "universal", "scale": "1x"},
          {"filename": "p2.png", "idiom": "universal", "scale": "2x"},
          {"filename": "gone.png", "idiom": "universal", "scale": "3x"},
          {"filename": "dark.png", "idiom": "universal", "scale": "3x", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
          {"filename": "pad.png", "idiom": "ipad", "scale": "3x"}
        ]}
        """.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        let empty = folder + "/App/Resources/Assets.xcassets/empty.imageset"
        try fm.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try #"{"images": [{"idiom": "universal", "scale": "1x"}]}"#.write(toFile: empty + "/Contents.json", atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: folder + "/App/Views", withIntermediateDirectories: true)
        try "".write(toFile: folder + "/App/Views/V.swift", atomically: true, encoding: .utf8)
        // Played through a link from elsewhere: the catalog is still the app's.
        try fm.createDirectory(atPath: folder + "/Links", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: folder + "/Links/V.swift", withDestinationPath: folder + "/App/Views/V.swift")
        let real = URL(fileURLWithPath: set).resolvingSymlinksInPath().path
        for path in [folder + "/App/Views/V.swift", folder + "/Links/V.swift"] {
            let catalog = AssetCatalog(near: path)
            XCTAssertEqual(catalog.image("photo").map { URL(fileURLWithPath: String($0.prefix { $0 != "#" })).resolvingSymlinksInPath().path }, real + "/p2.png")
            XCTAssertEqual(catalog.image("photo")?.hasSuffix("#@2.0"), true)
            XCTAssertNil(catalog.image("empty"))
        }
    }
}
