import Foundation
import Scene
import Typography

/// Path nodes (a stroked or trimmed shape, a `Path`, a file's own `Shape`), and the built-in
/// shapes when their transform turns or skews them: Cairo's coverage under the node's whole
/// device transform, so a rotated capsule is a rotated capsule, not its bounding box.
extension Renderer {
    /// The canvas's pixels as a rectangle, cut to the list's clip.
    func pathClip(_ canvas: Canvas) -> Rect {
        let c = list.clip
        let x0 = max(0, c.x0), y0 = max(0, c.y0), x1 = min(canvas.width, c.x1), y1 = min(canvas.height, c.y1)
        return Rect(x: Double(x0), y: Double(y0), width: Double(max(0, x1 - x0)), height: Double(max(0, y1 - y0)))
    }

    /// A built-in shape node's outline as a path of its frame (points).
    static func builtinPath(_ node: Node, frame: Rect) -> ShapePath {
        switch node.kind {
        case .circle: return ShapeOutline.Builtin.ellipse.path(in: frame)
        default:
            let r = node.cornerRadius
            return r > 0 ? ShapeOutline.Builtin.roundedRectangle(width: r, height: r).path(in: frame)
                         : ShapeOutline.Builtin.rectangle.path(in: frame)
        }
    }

    /// Records `path` painted in the node's colour, with the node's blur and shadow, as a
    /// shape's are (`recordShape`).
    func recordPath(_ path: ShapePath, paint: ShapePaint, p: PresentedNode, device: Transform2D, canvas: Canvas,
                    color: Color? = nil, blur extra: Double = 0) {
        let node = p.node
        let color = color ?? node.color
        guard color.alpha > 0 else { return }
        let clip = pathClip(canvas)
        var spread: Double { scale * abs(p.transform.a * p.transform.d - p.transform.b * p.transform.c).squareRoot() }
        if fillPass == .none || fillPass == .shadow, let shadow = p.shadow, shadow.opacity > 0, shadow.color.alpha > 0 {
            let moved = Transform2D.translation(shadow.x * scale, shadow.y * scale).concatenating(after: device)
            if let cov = paths.coverage(path, paint: paint, transform: moved, clip: clip, sigma: hypot(shadow.radius, p.blur) * spread) {
                let tint = shadow.color.opacity(shadow.opacity * p.effectiveOpacity * color.alpha)
                list.blit(cov.bitmap, x: cov.x, y: cov.y, color: Premultiplied.word(tint))
                list.keep(cov.bitmap)
            }
        }
        guard fillPass != .shadow,
              let cov = paths.coverage(path, paint: paint, transform: device, clip: clip, sigma: hypot(p.blur, extra) * spread) else { return }
        list.blit(cov.bitmap, x: cov.x, y: cov.y, color: Premultiplied.word(color.opacity(p.effectiveOpacity)))
        list.keep(cov.bitmap)
    }

    /// A canvas's layer (`drawLayer` under its filters): its items' coverage together, each
    /// times its colour's alpha, then the layer's filters in order: a blur blurs that coverage,
    /// an alpha threshold keeps the pixels whose alpha lies in its range, wholly, in its colour.
    /// Blitted in the colour the last threshold gave (none: the first item's colour, its alpha
    /// already in the coverage).
    func recordCanvasLayer(_ layer: CanvasItem, p: PresentedNode, device: Transform2D, canvas: Canvas) {
        let clip = pathClip(canvas)
        let spread = scale * abs(p.transform.a * p.transform.d - p.transform.b * p.transform.c).squareRoot()
        var parts: [(bitmap: GlyphBitmap, x: Int, y: Int, alpha: Double)] = []
        for item in layer.layer where item.color.alpha > 0 {
            guard let cov = paths.coverage(item.path, paint: item.paint, transform: device, clip: clip, sigma: item.blur * spread) else { continue }
            parts.append((cov.bitmap, cov.x, cov.y, min(1, item.color.alpha)))
        }
        guard let first = parts.first else { return }
        var x0 = first.x, y0 = first.y, x1 = first.x + first.bitmap.width, y1 = first.y + first.bitmap.height
        for part in parts.dropFirst() {
            x0 = min(x0, part.x); y0 = min(y0, part.y)
            x1 = max(x1, part.x + part.bitmap.width); y1 = max(y1, part.y + part.bitmap.height)
        }
        var merged = GlyphBitmap(width: x1 - x0, height: y1 - y0, originX: Double(x0), originY: Double(y0))
        for part in parts {
            let b = part.bitmap
            for row in 0..<b.height {
                let src = b.pixels + row * b.stride
                let dst = merged.pixels + (part.y - y0 + row) * merged.stride + (part.x - x0)
                for column in 0..<b.width where src[column] > 0 {
                    // Source-over of coverages: a + d − a·d.
                    let a = Double(src[column]) * part.alpha, d = Double(dst[column])
                    dst[column] = UInt8(min(255, (a + d - a * d / 255).rounded()))
                }
            }
        }
        var color = layer.layer.first { $0.color.alpha > 0 }?.color.opacity(1) ?? .clear
        for filter in layer.filters {
            switch filter {
            case .blur(let radius):
                merged = GaussianBlur.blurred(merged, sigma: radius * spread, cropped: true)
            case .alphaThreshold(let low, let high, let c):
                let lo = low * 255, hi = high * 255
                for row in 0..<merged.height {
                    let line = merged.pixels + row * merged.stride
                    for column in 0..<merged.width {
                        let a = Double(line[column])
                        line[column] = a >= lo && a <= hi && a > 0 ? 255 : 0
                    }
                }
                color = c
            }
        }
        guard color.alpha > 0 else { return }
        list.blit(merged, x: Int(merged.originX), y: Int(merged.originY), color: Premultiplied.word(color.opacity(p.effectiveOpacity)))
        list.keep(merged)
    }

    /// A built-in shape drawn turned or skewed: its fill, then its border, as paths.
    func recordTurnedShape(_ p: PresentedNode, device: Transform2D, canvas: Canvas) {
        let path = Self.builtinPath(p.node, frame: p.frame)
        recordPath(path, paint: .fill(evenOdd: false), p: p, device: device, canvas: canvas)
        let node = p.node
        if node.borderWidth > 0 {
            // The border lies inside the frame, as `recordShape`'s.
            let w = node.borderWidth
            let inner = Rect(x: p.frame.x + w / 2, y: p.frame.y + w / 2, width: max(0, p.frame.width - w), height: max(0, p.frame.height - w))
            var border = node.kind == .circle ? ShapeOutline.Builtin.ellipse.path(in: inner) : ShapePath()
            if node.kind != .circle {
                let r = max(0, node.cornerRadius - w / 2)
                border = r > 0 ? ShapeOutline.Builtin.roundedRectangle(width: r, height: r).path(in: inner)
                               : ShapeOutline.Builtin.rectangle.path(in: inner)
            }
            recordPath(border, paint: .stroke(StrokeStyle(lineWidth: w)), p: p, device: device, canvas: canvas, color: node.borderColor)
        }
    }

    /// The coverage of every path drawn straight into the frame (not through a layer), worked
    /// out ahead on the renderer's threads: the recording then finds each in the cache.
    func rasterisePathsAhead(_ base: UnsafePointer<PresentedNode>, count: Int, canvas: Canvas) {
        guard threads > 1 else { return }
        let clip = Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
        var keys: [PathCache.Key] = []
        for i in 0..<count {
            let p = base + i
            let kind = p.pointee.node.kind
            guard kind == .path || kind == .rect || kind == .card || kind == .circle,
                  p.pointee.effectiveOpacity > 0, p.pointee.node.color.alpha > 0,
                  let device = deviceTransform(p, origin: .zero) else { continue }
            let spread = scale * abs(p.pointee.transform.a * p.pointee.transform.d - p.pointee.transform.b * p.pointee.transform.c).squareRoot()
            if kind == .path, let presented = p.pointee.path {
                if presented.items.isEmpty {
                    keys.append(PathCache.Key(path: presented.path, paint: presented.paint, transform: device, clip: clip,
                                              sigma: p.pointee.blur * spread))
                }
                for item in presented.items where item.layer.isEmpty {
                    keys.append(PathCache.Key(path: item.path, paint: item.paint, transform: device, clip: clip,
                                              sigma: hypot(p.pointee.blur, item.blur) * spread))
                }
                for item in presented.items.lazy.flatMap(\.layer) {
                    keys.append(PathCache.Key(path: item.path, paint: item.paint, transform: device, clip: clip, sigma: item.blur * spread))
                }
            } else if kind != .path, device.b != 0 || device.c != 0 {
                keys.append(PathCache.Key(path: Self.builtinPath(p.pointee.node, frame: p.pointee.frame), paint: .fill(evenOdd: false),
                                          transform: device, clip: clip, sigma: p.pointee.blur * spread))
            }
        }
        paths.prepare(keys, threads: threads)
    }

    /// How far past its frame a path node may draw, in device pixels (half a stroke's width,
    /// more at miter joins), for the layers that gather its coverage.
    func pathReach(_ p: UnsafePointer<PresentedNode>) -> Double {
        guard let presented = p.pointee.path, case .stroke(let style) = presented.paint, presented.items.isEmpty else { return 0 }
        let bounds = presented.path.controlBounds, frame = p.pointee.frame
        let outside = max(0, frame.x - bounds.x, frame.y - bounds.y, bounds.maxX - frame.maxX, bounds.maxY - frame.maxY)
        let join = style.lineJoin == .miter ? max(1, min(style.miterLimit, 100)) : 1.5
        let stretch = max(abs(p.pointee.transform.a) + abs(p.pointee.transform.c), abs(p.pointee.transform.b) + abs(p.pointee.transform.d))
        return (outside + style.lineWidth / 2 * join) * stretch * scale
    }
}
