import CPixman
import Scene

/// Masked subtrees: each renders into its own layer, the mask multiplies the layer's alpha,
/// and the result composites over what lies below (Core Animation's `layer.mask`).
///
/// What is recorded before a layer is painted first; the layer's own operations are recorded
/// and painted into its buffer; then it composites through its mask at once.
extension Renderer {
    /// Records the masked node at `subtree`'s first index of `base`, and its subtree (the rest),
    /// through a layer clipped to the mask's bounds (content outside them is invisible: the
    /// mask's alpha is 0 there).
    func recordMasked(_ base: UnsafePointer<PresentedNode>, _ subtree: Range<Int>, mask: PresentedMask, into canvas: Canvas,
                      origin: Point, depth: Int) {
        let index = subtree.lowerBound
        let first = base[index]
        let rest = (index + 1)..<subtree.upperBound
        guard first.effectiveOpacity > 0 else { return }
        let device = deviceTransform(first)
        guard device.inverted != nil else { return }
        let maskBounds: Rect
        switch mask {
        case .gradient: maskBounds = device.apply(first.frame)
        case .shape(let shape): maskBounds = device.concatenating(after: shape.transform).apply(shape.frame)
        }
        // The layer covers the mask's bounds, in whole pixels of the target canvas.
        // Within the canvas and within any clip in force (an enclosing opaque mask's).
        let outer = list.clip
        let x0 = max(0, outer.x0, Int(saturatingFloor: maskBounds.x - origin.x))
        let y0 = max(0, outer.y0, Int(saturatingFloor: maskBounds.y - origin.y))
        let x1 = min(canvas.width, outer.x1, Int(saturatingCeil: maskBounds.maxX - origin.x))
        let y1 = min(canvas.height, outer.y1, Int(saturatingCeil: maskBounds.maxY - origin.y))
        guard x1 > x0, y1 > y0 else { return }
        let box = (x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        let layerOrigin = Point(origin.x + Double(x0), origin.y + Double(y0))

        var plan: GradientPlan? = nil
        if case .gradient(let gradient) = mask, gradient.kind == .axial {
            // Unit space of the layer's frame → pixels of the layer buffer.
            let frame = first.frame
            let unit = Transform2D(a: frame.width, b: 0, c: 0, d: frame.height, tx: frame.x, ty: frame.y)
            let toLayer = Transform2D.translation(-layerOrigin.x, -layerOrigin.y)
                .concatenating(after: device).concatenating(after: unit)
            plan = GradientPlan(gradient, unitToPixels: toLayer, width: box.width, height: box.height)
            guard let alpha = plan?.constantAlpha else { return recordThroughLayer() }
            // A mask that is the same everywhere needs no layer (the shimmers at rest).
            if alpha < 0.5 / 255 { return }
            if alpha > 1 - 0.5 / 255 {
                list.clip = DrawList.Clip(x0: x0, y0: y0, x1: x1, y1: y1)
                record(base + index, index: index, into: canvas, origin: origin)
                recordNodes(base, rest, into: canvas, origin: origin, depth: depth)
                list.clip = outer
                return
            }
        }
        // A plain rectangle whose edges fall on whole pixels (a scroll view's, a `clipped()`
        // view's, unturned) masks exactly as a clip to it: no layer.
        if case .shape(let shape) = mask, shape.path == nil, !shape.isEllipse, shape.cornerRadius <= 0 {
            let t = device.concatenating(after: shape.transform)
            func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
            if t.b == 0, t.c == 0, whole(maskBounds.x - origin.x), whole(maskBounds.y - origin.y),
               whole(maskBounds.maxX - origin.x), whole(maskBounds.maxY - origin.y) {
                list.clip = DrawList.Clip(x0: x0, y0: y0, x1: x1, y1: y1)
                record(base + index, index: index, into: canvas, origin: origin)
                recordNodes(base, rest, into: canvas, origin: origin, depth: depth)
                list.clip = outer
                return
            }
        }
        recordThroughLayer()

        func recordThroughLayer() {
            // Everything recorded so far lies below the layer: paint it first.
            flush()
            guard let layer = layers.buffer(depth: depth, width: box.width, height: box.height) else { return }
            recordLayer(layer, depth: depth) {
                record(base + index, index: index, into: layer, origin: layerOrigin)
                recordNodes(base, rest, into: layer, origin: layerOrigin, depth: depth + 1)
            }
            var maskImage: PixmanImage? = nil
            var maskX: Int32 = 0, maskY: Int32 = 0
            switch mask {
            case .gradient(let gradient):
                guard let buffer = layers.mask(depth: depth, width: box.width, height: box.height) else { break }
                if let plan {
                    GradientMaskRaster.fill(buffer, plan: plan, width: box.width, height: box.height)
                    maskImage = buffer.image
                } else if gradient.kind != .axial,
                          let toLocal = GradientColorRaster.toLocal(device: device, frame: first.frame, bufferOrigin: layerOrigin) {
                    // Radial and conic masks: the alpha pixel by pixel.
                    GradientColorRaster.fillAlpha(buffer, gradient: gradient, toLocal: toLocal, size: first.frame.size,
                                                  width: box.width, height: box.height)
                    maskImage = buffer.image
                }
            case .shape(let shape) where shape.path != nil || Self.isTurned(device.concatenating(after: shape.transform)):
                // A path's mask, or a turned rectangle's or ellipse's: Cairo's coverage of the
                // filled outline under the mask's whole transform.
                let clip = Rect(x: layerOrigin.x, y: layerOrigin.y, width: Double(box.width), height: Double(box.height))
                let path = shape.path ?? Self.outline(of: shape)
                if let coverage = PathRaster.coverage(path, paint: .fill(evenOdd: false), transform: device.concatenating(after: shape.transform), clip: clip) {
                    maskImage = PixmanImage(coverage: coverage)
                    maskX = Int32(layerOrigin.x - coverage.originX)
                    maskY = Int32(layerOrigin.y - coverage.originY)
                }
            case .shape(let shape):
                let bounds = device.concatenating(after: shape.transform).apply(shape.frame)
                // A scaled rounded rectangle's corners turn elliptical; the raster has circular
                // corners only, so they take the smaller scale (exact for plain rectangles).
                let radius = shape.cornerRadius * scale * min(abs(shape.scale.x), abs(shape.scale.y))
                if let coverage = ShapeRaster.coverage(shape.isEllipse ? .ellipse : .rect(cornerRadius: radius), in: bounds) {
                    maskImage = PixmanImage(coverage: coverage)
                    maskX = Int32(layerOrigin.x - coverage.originX)
                    maskY = Int32(layerOrigin.y - coverage.originY)
                }
            }
            guard let maskImage else { return }
            pixman_image_composite32(PIXMAN_OP_OVER, layer.image.handle, maskImage.handle, canvas.image.handle,
                                     0, 0, maskX, maskY, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
        }
    }
}

extension Renderer {
    /// Whether `t` turns or skews (a rectangle's sides no longer lie along the pixel grid).
    static func isTurned(_ t: Transform2D) -> Bool { t.b != 0 || t.c != 0 }

    /// The outline of a rectangle or ellipse shape mask, in its frame.
    static func outline(of shape: PresentedShapeMask) -> ShapePath {
        if shape.isEllipse { return ShapeOutline.Builtin.ellipse.path(in: shape.frame) }
        let r = shape.cornerRadius
        return r > 0 ? ShapeOutline.Builtin.roundedRectangle(width: r, height: r).path(in: shape.frame)
                     : ShapeOutline.Builtin.rectangle.path(in: shape.frame)
    }
}
