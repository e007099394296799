import Compositor
import Scene

/// The help card (H or ?): every key and what it does, over the middle of the window.
enum HelpOverlay {
    private static let title = "animpreview — keys"
    private static let keyFont = FontSpec.system(size: 14, weight: .bold)
    private static let actionFont = FontSpec.system(size: 14)
    private static let lineHeight = 22.0
    private static let padding = 20.0

    static func paint(with renderer: Renderer, in canvas: Canvas, window: Size) {
        let rows = KeyMap.help
        let keysWidth = rows.map { renderer.width(of: $0.keys, font: keyFont) }.max() ?? 0
        let actionsWidth = rows.map { renderer.width(of: $0.action, font: actionFont) }.max() ?? 0
        let width = padding * 2 + keysWidth + 24 + actionsWidth
        let height = padding * 2 + lineHeight * Double(rows.count + 1) + 6
        let card = Rect(x: ((window.width - width) / 2).rounded(), y: max(0, ((window.height - height) / 2).rounded()),
                        width: width, height: height)
        renderer.paint(card, color: Color(white: 0.08, alpha: 0.86), in: canvas)
        var y = card.y + padding
        renderer.paintLabel(title, font: keyFont, at: Point(card.x + padding, y), color: .white, in: canvas)
        y += lineHeight + 6
        for row in rows {
            renderer.paintLabel(row.keys, font: keyFont, at: Point(card.x + padding, y), color: .white, in: canvas)
            renderer.paintLabel(row.action, font: actionFont, at: Point(card.x + padding + keysWidth + 24, y),
                               color: Color(white: 0.85), in: canvas)
            y += lineHeight
        }
    }
}
