import Foundation

/// A 2-D projective transform (a homography): (x, y) maps to (X / W, Y / W) where
/// X = m11·x + m12·y + m13, Y = m21·x + m22·y + m23, W = m31·x + m32·y + m33.
///
/// Column-vector form, as `Transform2D` (whose a, c, tx are m11, m12, m13). SwiftUI's
/// `ProjectionTransform` is the same map written for row vectors (its m31/m32 are our m13/m23).
public struct Projection: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public static let identity = Projection(Transform2D.identity)

    /// The affine map as a projection (W = 1).
    public init(_ t: Transform2D) {
        self.init(m11: t.a, m12: t.c, m13: t.tx, m21: t.b, m22: t.d, m23: t.ty, m31: 0, m32: 0, m33: 1)
    }

    /// Whether W is 1 everywhere (the map is affine).
    public var isAffine: Bool { m31 == 0 && m32 == 0 && m33 == 1 }

    /// `self` applied after `first`.
    public func concatenating(after f: Projection) -> Projection {
        Projection(m11: m11 * f.m11 + m12 * f.m21 + m13 * f.m31, m12: m11 * f.m12 + m12 * f.m22 + m13 * f.m32,
                   m13: m11 * f.m13 + m12 * f.m23 + m13 * f.m33,
                   m21: m21 * f.m11 + m22 * f.m21 + m23 * f.m31, m22: m21 * f.m12 + m22 * f.m22 + m23 * f.m32,
                   m23: m21 * f.m13 + m22 * f.m23 + m23 * f.m33,
                   m31: m31 * f.m11 + m32 * f.m21 + m33 * f.m31, m32: m31 * f.m12 + m32 * f.m22 + m33 * f.m32,
                   m33: m31 * f.m13 + m32 * f.m23 + m33 * f.m33)
    }

    /// W at `p`: positive in front of the viewer.
    public func w(_ p: Point) -> Double { m31 * p.x + m32 * p.y + m33 }

    /// Where `p` lands; nil when it lies behind the viewer (W ≤ 0).
    public func apply(_ p: Point) -> Point? {
        let w = w(p)
        guard w > 1e-9 else { return nil }
        return Point((m11 * p.x + m12 * p.y + m13) / w, (m21 * p.x + m22 * p.y + m23) / w)
    }

    /// The bounding box of `r`'s projected corners; nil when a corner lies behind the viewer
    /// (the projected shape is then unbounded).
    public func apply(_ r: Rect) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in [Point(r.x, r.y), Point(r.maxX, r.y), Point(r.x, r.maxY), Point(r.maxX, r.maxY)] {
            guard let q = apply(corner) else { return nil }
            minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The inverse (the adjugate over the determinant), or nil when the map is singular.
    public var inverted: Projection? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        return Projection(m11: c11 / det, m12: c12 / det, m13: c13 / det, m21: c21 / det, m22: c22 / det,
                          m23: c23 / det, m31: c31 / det, m32: c32 / det, m33: c33 / det)
    }
}

extension Projection {
    /// SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` of a view whose frame
    /// is `frame`, in the frame's coordinates.
    ///
    /// The rule, from SwiftUI's `_Rotation3DEffect.effectValue(size:)` as ported by OpenSwiftUI
    /// (Rotation3DEffect.swift, audited against SwiftUI 6.5.4): the point, less the anchor
    /// (`anchor` in the frame, at depth `anchorZ`), turns by `degrees` about the axis (Core
    /// Animation's `CATransform3DMakeRotation`: the axis normalised, clockwise on screen about
    /// z, as `rotationEffect`), is seen in perspective with m34 = −1 / d, d = max(width,
    /// height) / perspective (so W = 1 − z / d), and moves back by the anchor; the depth is
    /// dropped. A zero axis turns nothing (as `CATransform3DRotate`); **our rule** for an empty
    /// frame: no perspective (SwiftUI's d would be 0).
    public static func rotation3D(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint,
                                  anchorZ: Double, perspective: Double, in frame: Rect) -> Projection {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let ux = axis.x / length, uy = axis.y / length, uz = axis.z / length
        let t = degrees * .pi / 180, c = cos(t), s = sin(t), k = 1 - c
        // Rodrigues' rotation, for column vectors.
        let r = [[c + ux * ux * k, ux * uy * k - uz * s, ux * uz * k + uy * s],
                 [uy * ux * k + uz * s, c + uy * uy * k, uy * uz * k - ux * s],
                 [uz * ux * k - uy * s, uz * uy * k + ux * s, c + uz * uz * k]]
        let ax = frame.x + anchor.x * frame.width, ay = frame.y + anchor.y * frame.height, az = anchorZ
        // The rotated point is r·(x, y, 0) + shift, shift = −r·(ax, ay, az).
        let shift = (0..<3).map { -(r[$0][0] * ax + r[$0][1] * ay + r[$0][2] * az) }
        let size = max(frame.width, frame.height)
        let m34 = size > 0 ? -perspective / size : 0
        // W = 1 + m34·z; then X = x_r + ax·W, Y = y_r + ay·W.
        let w = (r[2][0] * m34, r[2][1] * m34, 1 + shift[2] * m34)
        return Projection(m11: r[0][0] + ax * w.0, m12: r[0][1] + ax * w.1, m13: shift[0] + ax * w.2,
                          m21: r[1][0] + ay * w.0, m22: r[1][1] + ay * w.1, m23: shift[1] + ay * w.2,
                          m31: w.0, m32: w.1, m33: w.2)
    }
}
