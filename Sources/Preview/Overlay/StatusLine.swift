import Compositor
import Foundation
import Scene

/// The status line (HUD): effect, font family, speed, scene time and frame rate.
enum StatusLine {
    static let font = FontSpec.system(size: 12)

    /// "blur · Noto Serif CJK JP · 1/3× · 1.25 s · 60 fps", with "paused" when paused and
    /// "stopped by an error" when the scene's code raised one.
    static func text(effect: String, family: String, speed: Double, sceneTime: Double, fps: Double,
                     paused: Bool, stopped: Bool = false) -> String {
        var parts = [effect, family, SpeedSteps.label(speed), String(format: "%.2f s", sceneTime),
                     String(format: "%.0f fps", fps)]
        if paused { parts.append("paused") }
        if stopped { parts.append("stopped by an error") }
        return parts.joined(separator: " · ")
    }

    /// Paints `text` on a dark pill whose top-right corner is at `corner` (points), out of the
    /// way of content that starts at the leading edge or sits in the middle.
    static func paint(_ text: String, with renderer: Renderer, in canvas: Canvas, topRight corner: Point) {
        let width = renderer.width(of: text, font: font), height = renderer.lineHeight(font)
        let pill = Rect(x: corner.x - width - 14, y: corner.y, width: width + 14, height: height + 6)
        renderer.paint(pill, color: Color(white: 0, alpha: 0.62), in: canvas)
        renderer.paintLabel(text, font: font, at: Point(pill.x + 7, pill.y + 3), color: .white, in: canvas)
    }
}
