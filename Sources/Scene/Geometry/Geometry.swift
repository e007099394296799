import Foundation
/// A point in scene coordinates (points, origin top-left).
public struct Point: Hashable, Sendable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
}

/// A width and height in points.
public struct Size: Hashable, Sendable {
    public var width: Double, height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
}

/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var size: Size { Size(width, height) }
    /// Whether `p` lies inside (edges included on the leading side).
    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }
}

/// A position in a view's unit space, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double, y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public static let center = UnitPoint(0.5, 0.5)
    public static let leading = UnitPoint(0, 0.5)
    public static let trailing = UnitPoint(1, 0.5)
    public static let top = UnitPoint(0.5, 0)
    public static let bottom = UnitPoint(0.5, 1)
    public static let topLeading = UnitPoint(0, 0)
}

/// A 2-D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
public struct Transform2D: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    @inlinable public static func translation(_ x: Double, _ y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// Scaling by (sx, sy) about `origin`.
    @inlinable public static func scale(_ sx: Double, _ sy: Double, about origin: Point) -> Transform2D {
        Transform2D(a: sx, b: 0, c: 0, d: sy, tx: origin.x - sx * origin.x, ty: origin.y - sy * origin.y)
    }
    /// `self` applied after `first`.
    /// A turn by `degrees` (clockwise on screen, y pointing down, as SwiftUI's) about `origin`.
    public static func rotation(degrees: Double, about origin: Point) -> Transform2D {
        let r = degrees * .pi / 180
        let cs = cos(r), sn = sin(r)
        return Transform2D(a: cs, b: sn, c: -sn, d: cs,
                           tx: origin.x - cs * origin.x + sn * origin.y, ty: origin.y - sn * origin.x - cs * origin.y)
    }

    @inlinable public func concatenating(after first: Transform2D) -> Transform2D {
        Transform2D(a: a * first.a + c * first.b, b: b * first.a + d * first.b,
                    c: a * first.c + c * first.d, d: b * first.c + d * first.d,
                    tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }
    @inlinable public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
    /// The inverse, or nil when the transform collapses an axis.
    @inlinable public var inverted: Transform2D? {
        let det = a * d - b * c
        if abs(det) < 1e-12 { return nil }
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                           tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    /// Bounding box of `r` after the transform.
    public func apply(_ r: Rect) -> Rect {
        // The four corners' extremes, without building an array of them (rounding is
        // monotonic, so the sum of the terms' extremes is the extreme of the sums).
        let ax = (a * r.x, a * r.maxX), cy = (c * r.y, c * r.maxY)
        let bx = (b * r.x, b * r.maxX), dy = (d * r.y, d * r.maxY)
        let minX = min(ax.0, ax.1) + min(cy.0, cy.1) + tx, maxX = max(ax.0, ax.1) + max(cy.0, cy.1) + tx
        let minY = min(bx.0, bx.1) + min(dy.0, dy.1) + ty, maxY = max(bx.0, bx.1) + max(dy.0, dy.1) + ty
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A colour with straight (non-premultiplied) components in 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public func opacity(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha * a) }
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)
    /// SwiftUI's `.gray` (systemGray in light mode).
    public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    /// The default foreground of text in light mode.
    public static let primary = Color.black
}
