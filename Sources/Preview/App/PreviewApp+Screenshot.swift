import Compositor
import Foundation
import Scene

extension PreviewApp {
    /// Saves the scene's current frame (without status line, help or timeline) as a PNG and
    /// prints its path with the `render` call that draws the same picture.
    func saveScreenshot() {
        let size = factory.size
        do {
            let shot = try Canvas(width: Int((size.width * pixelScale).rounded()),
                                  height: Int((size.height * pixelScale).rounded()))
            renderer.draw(player.present(), into: shot)
            let path = nextScreenshotPath()
            try shot.savePNG(to: path)
            print("screenshot: \(path)  (same as: animpreview \(renderArguments.joined(separator: " ")))")
        } catch {
            FileHandle.standardError.write(Data("animpreview: screenshot failed: \(error)\n".utf8))
        }
    }

    /// The `render` arguments that draw the frame shown now.
    var renderArguments: [String] {
        let size = factory.size
        var words = ["render", Self.quoted(factory.effect.name), "--time", "\(player.sceneTime)",
                     "--size", "\(Int(size.width.rounded()))x\(Int(size.height.rounded()))", "--out", "frame.png"]
        if let preview = source?.preview { words += ["--preview", Self.quoted(preview)] }
        if pixelScale != 1 { words += ["--scale", "\(pixelScale)"] }
        if let font = factory.font { words += ["--font", Self.quoted(font)] }
        if let text = factory.text { words += ["--text", Self.quoted(text.lines.joined(separator: "|"))] }
        if factory.seed != 0 { words += ["--seed", "\(factory.seed)"] }
        for tap in player.taps(since: player.origin) {
            words += ["--tap", "\(tap.point.x),\(tap.point.y)@\(tap.time - player.origin)"]
        }
        // A drag from the window is written as the straight drag between its ends.
        for drag in player.drags where drag.start >= player.origin {
            guard let a = drag.points.first, let b = drag.points.last, let t0 = drag.times.first, let t1 = drag.times.last else { continue }
            words += ["--drag", Self.quoted("\(a.x),\(a.y)->\(b.x),\(b.y)@\(t0 - player.origin)+\(t1 - t0)")]
        }
        return words
    }

    /// `animpreview-EFFECT-N.png` in the screenshot folder, N the first number not taken.
    private func nextScreenshotPath() -> String {
        let folder = URL(fileURLWithPath: options.screenshotDirectory).standardizedFileURL
        var n = 1
        while true {
            let path = folder.appendingPathComponent("animpreview-\(screenshotName)-\(n).png").path
            if !FileManager.default.fileExists(atPath: path) { return path }
            n += 1
        }
    }

    /// The effect's name, or a source file's (also one of a folder's gallery) without its
    /// folders and `.swift`.
    private var screenshotName: String {
        let name = source?.fileName ?? factory.effect.name.split(separator: "/").last.map(String.init) ?? factory.effect.name
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    /// A word the shell reads back unchanged.
    static func quoted(_ word: String) -> String {
        if word.allSatisfy({ $0.isLetter || $0.isNumber || "-_.,/".contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
