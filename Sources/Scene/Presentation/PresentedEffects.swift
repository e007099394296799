import Foundation

/// `rotation3DEffect`'s settings besides its angle (the `rotation3D` track).
///
/// **Our rule:** they are not animated: a change takes effect at once (SwiftUI animates them
/// with the angle; a file changing the axis or the perspective mid-animation is rare, and the
/// tracks a node carries inline are few).
public struct Rotation3DSettings: Hashable, Sendable {
    public var axisX = 0.0, axisY = 0.0, axisZ = 1.0
    public var anchor = UnitPoint(0.5, 0.5)
    public var anchorZ = 0.0
    public var perspective = 1.0
    public init() {}
    public init(axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double, perspective: Double) {
        axisX = axis.x; axisY = axis.y; axisZ = axis.z
        self.anchor = anchor; self.anchorZ = anchorZ; self.perspective = perspective
    }
}

/// A colour matrix on straight (unpremultiplied) red, green and blue: each output component
/// is the row's weights times (r, g, b) plus the row's offset; alpha is kept.
public struct ColorMatrix: Hashable, Sendable {
    /// Rows for red, green and blue: (weight of r, weight of g, weight of b, offset).
    public var rows: [[Double]]

    public init(rows: [[Double]]) { self.rows = rows }
    public static let identity = ColorMatrix(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0]])
    public var isIdentity: Bool { self == .identity }

    /// Luminance weights: Rec. 709's, as OpenSwiftUI's port of SwiftUI's colour matrices uses
    /// (ColorMatrix.swift: `hueRotation`, `luminanceToAlpha`, `colorMonochrome`), and CSS
    /// Filter Effects' `grayscale()`/`saturate()` (SVG's feColorMatrix rounds them to 0.213,
    /// 0.715, 0.072).
    public static let luminance = (r: 0.2126, g: 0.7152, b: 0.0722)

    /// `saturation(_:)`: SVG's feColorMatrix `saturate` of `s` (0: the luminance in every
    /// component, 1: unchanged, above 1: more saturated). **Our rule:** below 0 is 0 (SVG and
    /// CSS allow no negative amount; Apple documents none).
    public static func saturation(_ s: Double) -> ColorMatrix {
        let s = max(0, s), l = luminance
        return ColorMatrix(rows: [[l.r + (1 - l.r) * s, l.g - l.g * s, l.b - l.b * s, 0],
                                  [l.r - l.r * s, l.g + (1 - l.g) * s, l.b - l.b * s, 0],
                                  [l.r - l.r * s, l.g - l.g * s, l.b + (1 - l.b) * s, 0]])
    }

    /// `grayscale(_:)`: CSS Filter Effects' `grayscale(g)`, which is `saturate(1 − g)`.
    /// **Our rule:** `g` is clamped to 0…1, as CSS clamps it (Apple: "from 0 to 1").
    public static func grayscale(_ g: Double) -> ColorMatrix { saturation(1 - min(1, max(0, g))) }

    /// `brightness(_:)`: Apple documents it as adding the amount to each colour component
    /// (−1…1; OpenSwiftUI's `ColorMatrix(brightness:)`: the offset column, alpha unchanged).
    public static func brightness(_ b: Double) -> ColorMatrix {
        ColorMatrix(rows: [[1, 0, 0, b], [0, 1, 0, b], [0, 0, 1, b]])
    }

    /// `contrast(_:)`: each component moved away from mid-grey by `c` (CSS Filter Effects'
    /// `contrast()`: slope `c`, intercept 0.5 − 0.5c; alpha kept). Apple documents what it
    /// looks like: 0 is a neutral grey, 1 the view unchanged, a negative amount inverts the
    /// colours besides, which is the line through (0.5, 0.5) with slope `c`.
    public static func contrast(_ c: Double) -> ColorMatrix {
        let offset = 0.5 - 0.5 * c
        return ColorMatrix(rows: [[c, 0, 0, offset], [0, c, 0, offset], [0, 0, c, offset]])
    }

    /// `hueRotation(_:)`: SVG's feColorMatrix `hueRotate` by `degrees` (a rotation of the
    /// colour about the grey axis that keeps the luminance), with the weights above. Apple
    /// gives no matrix; SwiftUI's has these rows and this direction: a positive angle takes red
    /// towards yellow and green, the way hue grows in `Color(hue:saturation:brightness:)` and
    /// CSS's `hue-rotate()` (docs/SEMANTICS.md, "Effects").
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        // OpenSwiftUI Graphic/Color/ColorMatrix.swift line 237 (audited for 6.5.4), checked against SwiftUI's _ColorMatrix(hueRotation:) by its dual tests: these rows; SwiftUI writes 0.7873 for 1 − 0.2126.
        let t = degrees * .pi / 180, c = cos(t), s = sin(t), l = luminance
        return ColorMatrix(rows: [
            [l.r + c * (1 - l.r) - s * l.r, l.g - c * l.g - s * l.g, l.b - c * l.b + s * (1 - l.b), 0],
            [l.r - c * l.r + s * 0.143, l.g + c * (1 - l.g) + s * 0.140, l.b - c * l.b - s * 0.283, 0],
            [l.r - c * l.r - s * (1 - l.r), l.g - c * l.g + s * l.g, l.b + c * (1 - l.b) + s * l.b, 0],
        ])
    }

    /// `self` applied after `first`.
    public func concatenating(after first: ColorMatrix) -> ColorMatrix {
        var out: [[Double]] = []
        for i in 0..<3 {
            var row = [0.0, 0, 0, rows[i][3]]
            for j in 0..<4 {
                for k in 0..<3 { row[j] += rows[i][k] * first.rows[k][j] }
            }
            out.append(row)
        }
        return ColorMatrix(rows: out)
    }

    /// The matrix applied to a straight colour, each component clamped to 0…1.
    public func apply(_ color: Color) -> Color {
        func row(_ i: Int) -> Double {
            min(1, max(0, rows[i][0] * color.red + rows[i][1] * color.green + rows[i][2] * color.blue + rows[i][3]))
        }
        return Color(red: row(0), green: row(1), blue: row(2), alpha: color.alpha)
    }
}

/// What a node's subtree is drawn through, besides its affine transform: a 3D turn's
/// projection, colour filters, and a container's blur and shadow.
public struct PresentedEffects: Hashable, Sendable {
    /// Maps where the subtree is drawn (its transforms leave the turn out) to where it shows,
    /// in canvas points; nil: no turn.
    public let projection: Projection?
    /// The colour filters, combined; nil: none.
    public let colorMatrix: ColorMatrix?
    /// A container's `blur(radius:)` (points, in its own space) and `shadow`, over what its
    /// views draw together (a leaf's are drawn with it).
    public var blur: Double = 0
    public var shadow: PresentedShadow? = nil
    /// How the subtree's pixels combine with what lies below (`blendMode(_:)`).
    public var blendMode: BlendMode = .normal
}

/// SwiftUI's `BlendMode`: the separable and non-separable blend modes of the PDF and CSS
/// compositing specifications, and Porter-Duff operators.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// A node's presented effects, boxed: most nodes have none, and a presented node stays small.
@usableFromInline final class PresentedEffectsBox {
    @usableFromInline let effects: PresentedEffects
    init(_ effects: PresentedEffects) { self.effects = effects }
}

extension Node {
    /// The effects presented with property values `v` (indexed by `Property.rawValue`) over
    /// `frame`, the node's turn in 3D seen through `outer` (what maps the node's coordinates
    /// outside its own effects to the canvas); nil when there are none.
    ///
    /// The turn is the outermost of the node's effects about its frame: after its scale and
    /// `rotationEffect` (SwiftUI applies the modifier written later outside; a later scale,
    /// offset or turn is given a node of its own). The filters apply hue, saturation,
    /// grayscale, brightness, then contrast (each modifier of a view is given a node of its own).
    @inline(__always)
    static func presentedEffects(_ v: UnsafeMutablePointer<Double>, settings: @autoclosure () -> Rotation3DSettings,
                                 frame: Rect, outer: @autoclosure () -> Transform2D) -> PresentedEffects? {
        // Checked inline, for every node of every frame; most have none.
        guard v[Property.rotation3D.rawValue] != 0 || v[Property.hueRotation.rawValue] != 0
                || v[Property.brightness.rawValue] != 0 || v[Property.saturation.rawValue] != 1
                || v[Property.grayscale.rawValue] != 0 || v[Property.contrast.rawValue] != 1 else { return nil }
        return makeEffects(v, settings: settings(), frame: frame, outer: outer())
    }

    private static func makeEffects(_ v: UnsafeMutablePointer<Double>, settings: Rotation3DSettings, frame: Rect,
                                    outer: Transform2D) -> PresentedEffects? {
        func value(_ p: Property) -> Double { v[p.rawValue] }
        let degrees = value(.rotation3D)
        let hue = value(.hueRotation), brightness = value(.brightness)
        let saturation = value(.saturation), grayscale = value(.grayscale), contrast = value(.contrast)
        var projection: Projection? = nil
        if degrees != 0, let inverse = outer.inverted {
            let turn = Projection.rotation3D(degrees: degrees, axis: (settings.axisX, settings.axisY, settings.axisZ),
                                             anchor: settings.anchor, anchorZ: settings.anchorZ,
                                             perspective: settings.perspective, in: frame)
            projection = Projection(outer).concatenating(after: turn).concatenating(after: Projection(inverse))
        }
        var matrix = ColorMatrix.identity
        if hue != 0 { matrix = ColorMatrix.hueRotation(degrees: hue) }
        if saturation != 1 { matrix = ColorMatrix.saturation(saturation).concatenating(after: matrix) }
        if grayscale != 0 { matrix = ColorMatrix.grayscale(grayscale).concatenating(after: matrix) }
        if brightness != 0 { matrix = ColorMatrix.brightness(brightness).concatenating(after: matrix) }
        if contrast != 1 { matrix = ColorMatrix.contrast(contrast).concatenating(after: matrix) }
        let colors = matrix.isIdentity ? nil : matrix
        guard projection != nil || colors != nil else { return nil }
        return PresentedEffects(projection: projection, colorMatrix: colors)
    }
}
