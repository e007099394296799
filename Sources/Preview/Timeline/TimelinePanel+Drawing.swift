import Compositor
import Foundation
import Scene

extension TimelinePanel {
    private static let labelFont = FontSpec.system(size: 10)
    private static let runColor = Color(red: 0, green: 122 / 255, blue: 1, alpha: 0.85)
    private static let waitColor = Color(white: 0.62)

    /// Paints the panel with its playhead at `sceneTime`, over the bottom of the frame.
    func paint(with renderer: Renderer, in canvas: Canvas, sceneTime: Double) {
        renderer.paint(frame, color: Color(white: 0.965), in: canvas)
        renderer.paint(Rect(x: frame.x, y: frame.y, width: frame.width, height: 1), color: Color(white: 0.8), in: canvas)
        for t in ticks {
            let x = self.x(at: t)
            renderer.paint(Rect(x: x, y: tracks.y, width: 1, height: tracks.height), color: Color(white: 0.88), in: canvas)
            let label = Self.format(t)
            guard x + 3 + renderer.width(of: label, font: Self.labelFont) <= frame.maxX else { continue }
            renderer.paintLabel(label, font: Self.labelFont, at: Point(x + 3, frame.y + 4), color: .gray, in: canvas)
        }
        let h = rowHeight
        let labelFont = FontSpec.system(size: min(10, h - 1))
        for index in timeline.rows.indices {
            for bar in bars(ofRow: index) {
                if let wait = bar.wait { renderer.paint(wait, color: Self.waitColor, in: canvas) }
                renderer.paint(bar.run, color: Self.runColor, in: canvas)
            }
            guard h >= 9 else { continue }
            let label = Self.shortened(timeline.rows[index].label)
            let width = renderer.width(of: label, font: labelFont)
            let y = row(index).y + (h - renderer.lineHeight(labelFont)) / 2
            renderer.paintLabel(label, font: labelFont, at: Point(tracks.x - 8 - width, y), color: .gray, in: canvas)
        }
        let x = self.x(at: sceneTime)
        renderer.paint(Rect(x: x - 1, y: frame.y + 1, width: 2, height: frame.height - 1), color: .red, in: canvas)
        let label = String(format: "%.2f s", sceneTime)
        let width = renderer.width(of: label, font: Self.labelFont)
        let origin = Point(min(x + 4, frame.maxX - width - 4), frame.y + 4)
        // Over the tick labels it passes.
        renderer.paint(Rect(x: origin.x - 2, y: origin.y, width: width + 4, height: renderer.lineHeight(Self.labelFont)),
                      color: Color(white: 0.965), in: canvas)
        renderer.paintLabel(label, font: Self.labelFont, at: origin, color: .red, in: canvas)
    }

    /// "0.5s", "1s".
    static func format(_ t: Double) -> String {
        t == t.rounded() ? "\(Int(t))s" : String(format: "%gs", t)
    }

    /// A node's label cut to fit the label column.
    static func shortened(_ label: String) -> String {
        let line = label.split(separator: "\n").first.map(String.init) ?? label
        return line.count > 8 ? String(line.prefix(7)) + "…" : line
    }
}
