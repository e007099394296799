import Foundation

/// A 4 × 4 homogeneous transform as Core Animation's `CATransform3D` lays one out: a point is a
/// row vector (x, y, z, 1) multiplied on the left, so `m41`, `m42`, `m43` move it and `m34`
/// (−1 / the eye's distance) puts it in perspective; `a.concatenating(after: b)` applies `b`
/// first, as `CATransform3DConcat(b, a)` does.
public struct Matrix3D: Hashable, Sendable {
    /// Row-major: `m[0]` is m11, `m[3]` m14, `m[15]` m44.
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 16)
        self.m = m
    }

    public static let identity = Matrix3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// Entry (row, column), both from 1, as `CATransform3D`'s `m<row><column>`.
    public subscript(row: Int, column: Int) -> Double {
        get { m[(row - 1) * 4 + column - 1] }
        set { m[(row - 1) * 4 + column - 1] = newValue }
    }

    /// `CATransform3DMakeTranslation`.
    public static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix3D {
        var t = identity
        t[4, 1] = x; t[4, 2] = y; t[4, 3] = z
        return t
    }

    /// `CATransform3DMakeScale`.
    public static func scale(_ x: Double, _ y: Double, _ z: Double) -> Matrix3D {
        var t = identity
        t[1, 1] = x; t[2, 2] = y; t[3, 3] = z
        return t
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: a turn by `angle` radians about the axis
    /// (normalised; a zero axis turns nothing, as Core Animation gives the identity), clockwise
    /// on a y-down screen about z, as `CGAffineTransform(rotationAngle:)`.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Matrix3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return identity }
        let ux = x / length, uy = y / length, uz = z / length
        let c = cos(angle), s = sin(angle), k = 1 - c
        return Matrix3D([c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
                         ux * uy * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
                         ux * uz * k + uy * s, uy * uz * k - ux * s, c + uz * uz * k, 0,
                         0, 0, 0, 1])
    }

    /// The plane's affine transform in 3D (`CATransform3DMakeAffineTransform`).
    public init(_ t: Transform2D) {
        self.init([t.a, t.b, 0, 0, t.c, t.d, 0, 0, 0, 0, 1, 0, t.tx, t.ty, 0, 1])
    }

    /// `self` applied after `first` (`first`'s matrix times this one).
    public func concatenating(after first: Matrix3D) -> Matrix3D {
        var out = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += first.m[i * 4 + k] * m[k * 4 + j] }
                out[i * 4 + j] = sum
            }
        }
        return Matrix3D(out)
    }

    /// Whether it maps the screen's plane to itself without perspective: its affine part in
    /// the plane is all of it (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        self[1, 3] == 0 && self[2, 3] == 0 && self[3, 1] == 0 && self[3, 2] == 0 && self[3, 3] == 1
            && self[1, 4] == 0 && self[2, 4] == 0 && self[3, 4] == 0 && self[4, 3] == 0 && self[4, 4] == 1
    }

    /// The plane's part (`CATransform3DGetAffineTransform`).
    public var affine: Transform2D {
        Transform2D(a: self[1, 1], b: self[1, 2], c: self[2, 1], d: self[2, 2], tx: self[4, 1], ty: self[4, 2])
    }

    /// The inverse (`CATransform3DInvert`), or nil when it is singular.
    public var inverted: Matrix3D? {
        // Gauss-Jordan elimination with partial pivoting.
        var a = m, inv = Matrix3D.identity.m
        for col in 0..<4 {
            var pivot = col
            for r in col..<4 where abs(a[r * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = r }
            let p = a[pivot * 4 + col]
            guard abs(p) > 1e-12, p.isFinite else { return nil }
            if pivot != col {
                for j in 0..<4 { a.swapAt(col * 4 + j, pivot * 4 + j); inv.swapAt(col * 4 + j, pivot * 4 + j) }
            }
            for j in 0..<4 { a[col * 4 + j] /= p; inv[col * 4 + j] /= p }
            for r in 0..<4 where r != col {
                let f = a[r * 4 + col]
                guard f != 0 else { continue }
                for j in 0..<4 { a[r * 4 + j] -= f * a[col * 4 + j]; inv[r * 4 + j] -= f * inv[col * 4 + j] }
            }
        }
        return Matrix3D(inv)
    }

    /// What it does to a flat layer drawn in `frame`, about `anchor` (a point of the frame's
    /// coordinates, the layer's anchor point): each point less the anchor is transformed at
    /// depth 0, divided by its W, and moved back by the anchor; the depth it ends at is
    /// dropped (the screen shows x and y).
    public func projection(about anchor: Point) -> Projection {
        let ax = anchor.x, ay = anchor.y
        // (x − ax, y − ay, 0, 1) · M = (X, Y, Z, W); shown at (ax + X / W, ay + Y / W).
        let w1 = self[1, 4], w2 = self[2, 4], w0 = self[4, 4] - ax * w1 - ay * w2
        let x1 = self[1, 1], x2 = self[2, 1], x0 = self[4, 1] - ax * x1 - ay * x2
        let y1 = self[1, 2], y2 = self[2, 2], y0 = self[4, 2] - ax * y1 - ay * y2
        return Projection(m11: x1 + ax * w1, m12: x2 + ax * w2, m13: x0 + ax * w0,
                          m21: y1 + ay * w1, m22: y2 + ay * w2, m23: y0 + ay * w0,
                          m31: w1, m32: w2, m33: w0)
    }
}
