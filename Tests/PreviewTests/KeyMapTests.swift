import CSDL2
import XCTest
@testable import Preview

/// Every key the help lists does what it says.
final class KeyMapTests: XCTestCase {
    private func command(_ key: SDL_KeyCode, shift: Bool = false) -> PreviewCommand? {
        KeyMap.command(key: key.rawValue, shift: shift)
    }

    func testEffectsFontsAndPlayback() {
        XCTAssertEqual(command(SDLK_LEFT), .previousEffect)
        XCTAssertEqual(command(SDLK_RIGHT), .nextEffect)
        XCTAssertEqual(command(SDLK_1), .effect(index: 0))
        XCTAssertEqual(command(SDLK_9), .effect(index: 8))
        XCTAssertEqual(command(SDLK_KP_3), .effect(index: 2))
        XCTAssertEqual(command(SDLK_f), .nextFont)
        XCTAssertEqual(command(SDLK_f, shift: true), .previousFont)
        XCTAssertEqual(command(SDLK_0), .seedFont)
        XCTAssertEqual(command(SDLK_SPACE), .replay)
        XCTAssertEqual(command(SDLK_r), .replay)
        XCTAssertEqual(command(SDLK_p), .togglePause)
        XCTAssertEqual(command(SDLK_COMMA), .step(frames: -1))
        XCTAssertEqual(command(SDLK_PERIOD), .step(frames: 1))
        XCTAssertEqual(command(SDLK_LEFTBRACKET), .slower)
        XCTAssertEqual(command(SDLK_RIGHTBRACKET), .faster)
    }

    func testPanelsScreenshotsAndQuitting() {
        XCTAssertEqual(command(SDLK_s), .screenshot)
        XCTAssertEqual(command(SDLK_k), .toggleColorScheme)
        XCTAssertEqual(command(SDLK_t), .toggleTimeline)
        XCTAssertEqual(command(SDLK_d), .toggleHUD)
        XCTAssertEqual(command(SDLK_h), .toggleHelp)
        XCTAssertEqual(command(SDLK_SLASH, shift: true), .toggleHelp)
        XCTAssertEqual(command(SDLK_QUESTION), .toggleHelp)
        XCTAssertNil(command(SDLK_SLASH))
        XCTAssertEqual(command(SDLK_ESCAPE), .quit)
        XCTAssertEqual(command(SDLK_q), .quit)
        XCTAssertNil(command(SDLK_z))
    }

    func testTheHelpNamesEveryKey() {
        let keys = KeyMap.help.map(\.keys).joined(separator: " ")
        for word in ["←", "→", "1–9", "F", "Shift+F", "0", "Space", "R", "P", ",", ".", "[", "]", "T", "S", "D",
                     "H", "?", "Esc", "Q"] {
            XCTAssertTrue(keys.contains(word), word)
        }
    }
}
