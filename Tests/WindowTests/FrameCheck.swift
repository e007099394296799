import Compositor
import Foundation
import XCTest

/// Checks that what the window saved or shows is the frame `render` draws.
enum FrameCheck {
    /// The scene time of a `render` argument list.
    static func time(_ render: [String]) -> Double {
        guard let i = render.firstIndex(of: "--time"), i + 1 < render.count else { return -1 }
        return Double(render[i + 1]) ?? -1
    }

    /// Runs the `render` call the app printed and asserts its PNG has exactly the pixels of
    /// the PNG the window saved; returns the rendered canvas.
    @discardableResult
    static func assertRenderMatches(_ shot: (path: String, render: [String]), in folder: URL,
                                    file: StaticString = #filePath, line: UInt = #line) throws -> Canvas? {
        var arguments = shot.render
        let expected = folder.appendingPathComponent("render-\(UUID().uuidString).png").path
        guard let out = arguments.firstIndex(of: "--out"), out + 1 < arguments.count else {
            XCTFail("no --out in \(arguments)", file: file, line: line)
            return nil
        }
        arguments[out + 1] = expected
        let result = try runAnimpreview(arguments)
        XCTAssertEqual(result.status, 0, result.err, file: file, line: line)
        let saved = try Canvas.loadPNG(shot.path), rendered = try Canvas.loadPNG(expected)
        XCTAssertEqual([saved.width, saved.height], [rendered.width, rendered.height], file: file, line: line)
        XCTAssertEqual(differingPixels(saved, rendered), 0, "\(shot.render)", file: file, line: line)
        return rendered
    }

    static func differingPixels(_ a: Canvas, _ b: Canvas) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        return (0..<(a.width * a.height)).filter { a.pixels[$0] != b.pixels[$0] }.count
    }

    /// The canvas's pixels as RGB bytes, as the screen returns them.
    static func rgb(_ canvas: Canvas) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(canvas.width * canvas.height * 3)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.rgba(x, y)
                out += [p.r, p.g, p.b]
            }
        }
        return out
    }
}
