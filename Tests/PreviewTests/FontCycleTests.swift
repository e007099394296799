import XCTest
@testable import Preview

/// F walks from the seed's fonts through the covering families and round again.
final class FontCycleTests: XCTestCase {
    private let families = ["Noto Sans CJK JP", "Noto Sans Mono CJK JP", "Noto Serif CJK JP"]

    func testTheSeedFamilyTakesItsPlaceInTheRing() {
        var cycle = FontCycle(candidates: families, seedFamily: "Noto Serif CJK JP")
        var seen: [String?] = []
        for _ in 0..<4 { cycle.next(); seen.append(cycle.choice) }
        XCTAssertEqual(seen, ["Noto Sans CJK JP", "Noto Sans Mono CJK JP", nil, "Noto Sans CJK JP"])
        cycle.previous()
        XCTAssertNil(cycle.choice)
        cycle.previous()
        XCTAssertEqual(cycle.choice, "Noto Sans Mono CJK JP")
        cycle.reset()
        XCTAssertNil(cycle.choice)
    }

    func testASeedFamilyThatDoesNotCoverComesFirst() {
        var cycle = FontCycle(candidates: families, seedFamily: "DejaVu Sans")
        cycle.previous()
        XCTAssertEqual(cycle.choice, "Noto Serif CJK JP")
        cycle.next()
        XCTAssertNil(cycle.choice)
        cycle.next()
        XCTAssertEqual(cycle.choice, "Noto Sans CJK JP")
    }

    func testAChoiceFromTheCommandLineCyclesOnFromItsPlace() {
        var cycle = FontCycle(candidates: families, seedFamily: "Noto Serif CJK JP", choice: "noto sans cjk jp")
        cycle.next()
        XCTAssertEqual(cycle.choice, "Noto Sans Mono CJK JP")
    }

    func testAChoiceCarriesOverOnlyToScenesItCovers() {
        XCTAssertEqual(FontCycle.carrying("Noto Sans CJK JP", into: families), "Noto Sans CJK JP")
        XCTAssertNil(FontCycle.carrying("Liberation Serif", into: families))
        XCTAssertNil(FontCycle.carrying(nil, into: families))
    }
}
