import Compositor
import Foundation
import Scene

/// The status line (HUD): effect, font family, speed, scene time and frame rate.
enum StatusLine {
    static let font = FontSpec.system(size: 12)

    /// "blur · Noto Serif CJK JP · 1/3× · 1.25 s · 60 fps", with "paused" when paused.
    static func text(effect: String, family: String, speed: Double, sceneTime: Double, fps: Double,
                     paused: Bool) -> String {
        var parts = [effect, family, SpeedSteps.label(speed), String(format: "%.2f s", sceneTime),
                     String(format: "%.0f fps", fps)]
        if paused { parts.append("paused") }
        return parts.joined(separator: " · ")
    }

    /// Draws `text` on a dark pill whose bottom-left corner is at `corner` (points).
    static func draw(_ text: String, with renderer: Renderer, in canvas: Canvas, bottomLeft corner: Point) {
        let width = renderer.width(of: text, font: font), height = renderer.lineHeight(font)
        let pill = Rect(x: corner.x, y: corner.y - height - 6, width: width + 14, height: height + 6)
        renderer.fill(pill, color: Color(white: 0, alpha: 0.62), in: canvas)
        renderer.drawLabel(text, font: font, at: Point(pill.x + 7, pill.y + 3), color: .white, in: canvas)
    }
}
