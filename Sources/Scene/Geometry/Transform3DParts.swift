import Foundation

/// A `CATransform3D` taken apart into the parts Core Animation interpolates: scales, shears,
/// a turn, a move and a perspective, composing back to the same matrix. The decomposition is
/// the one CSS Transforms Level 2 gives for 3D matrices ("Decomposing a 3D matrix", after
/// Graphics Gems II's `unmatrix`): the matrix is the scale, then the shears, the turn, the
/// move, and last the perspective (row vectors, as Core Animation's).
///
/// The turn is kept as a rotation vector (its axis times its angle, the angle in [0, π]), so
/// that numbers moving straight from one transform's parts to another's turn through the angles
/// between about a shared axis — as from the identity to `CATransform3DMakeRotation(.pi, 0, 1,
/// 0)` — which is what Core Animation's spherical interpolation does for them.
public struct Transform3DParts: Hashable, Sendable {
    public var translate: [Double]
    public var scale: [Double]
    /// xy, xz, yz.
    public var shear: [Double]
    /// Axis × angle, radians.
    public var rotation: [Double]
    /// The matrix's last column as the perspective leaves it: (0, 0, 0, 1) for none.
    public var perspective: [Double]

    public static let identity = Transform3DParts(translate: [0, 0, 0], scale: [1, 1, 1], shear: [0, 0, 0],
                                                  rotation: [0, 0, 0], perspective: [0, 0, 0, 1])

    public init(translate: [Double], scale: [Double], shear: [Double], rotation: [Double], perspective: [Double]) {
        self.translate = translate; self.scale = scale; self.shear = shear
        self.rotation = rotation; self.perspective = perspective
    }

    /// The parts as 16 numbers, in the order translate, scale, shear, rotation, perspective.
    public var vector: [Double] { translate + scale + shear + rotation + perspective }

    /// From `vector`'s 16 numbers (nil: another count).
    public init?(vector v: [Double]) {
        guard v.count == 16 else { return nil }
        self.init(translate: Array(v[0..<3]), scale: Array(v[3..<6]), shear: Array(v[6..<9]),
                  rotation: Array(v[9..<12]), perspective: Array(v[12..<16]))
    }

    /// The parts of `t`; nil when it cannot be taken apart (its m44 is 0, or its linear part
    /// is singular: a scale of 0).
    public init?(_ t: Matrix3D) {
        let w = t[4, 4]
        guard w != 0, w.isFinite else { return nil }
        var a = t.m.map { $0 / w }
        // The perspective: the last column is the affine part times it.
        let column = [a[3], a[7], a[11], a[15]]
        a[3] = 0; a[7] = 0; a[11] = 0; a[15] = 1
        let affine = Matrix3D(a)
        if column == [0, 0, 0, 1] {
            perspective = column
        } else {
            guard let inv = affine.inverted else { return nil }
            perspective = (0..<4).map { i in (0..<4).reduce(0) { $0 + inv.m[i * 4 + $1] * column[$1] } }
        }
        translate = [a[12], a[13], a[14]]
        var rows: [[Double]] = []
        for i in 0..<3 {
            let row: [Double] = [a[i * 4], a[i * 4 + 1], a[i * 4 + 2]]
            rows.append(row)
        }
        func dot(_ p: [Double], _ q: [Double]) -> Double { p[0] * q[0] + p[1] * q[1] + p[2] * q[2] }
        func combine(_ p: [Double], _ q: [Double], _ k: Double) -> [Double] { [p[0] + k * q[0], p[1] + k * q[1], p[2] + k * q[2]] }
        func length(_ p: [Double]) -> Double { dot(p, p).squareRoot() }
        var s = [0.0, 0, 0], k = [0.0, 0, 0]
        // A row scaled to nothing (`CATransform3DMakeScale(0, 0, 1)`, where a pop-in starts) is
        // its axis at a scale of 0, when the other rows leave that axis free.
        func normalised(_ i: Int) -> Bool {
            s[i] = length(rows[i])
            if s[i] > 1e-12 { rows[i] = rows[i].map { $0 / s[i] }; return true }
            s[i] = 0
            rows[i] = (0..<3).map { $0 == i ? 1 : 0 }
            return (0..<i).allSatisfy { abs(dot(rows[$0], rows[i])) < 1e-12 }
        }
        guard normalised(0) else { return nil }
        k[0] = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], -k[0])
        guard normalised(1) else { return nil }
        k[0] = s[1] > 0 ? k[0] / s[1] : 0
        k[1] = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], -k[1])
        k[2] = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], -k[2])
        guard normalised(2) else { return nil }
        k[1] = s[2] > 0 ? k[1] / s[2] : 0
        k[2] = s[2] > 0 ? k[2] / s[2] : 0
        // A reflection: every scale and row negated (the rows then turn, not mirror).
        let u = rows[1], v = rows[2]
        let cx: Double = u[1] * v[2] - u[2] * v[1]
        let cy: Double = u[2] * v[0] - u[0] * v[2]
        let cz: Double = u[0] * v[1] - u[1] * v[0]
        let cross = [cx, cy, cz]
        if dot(rows[0], cross) < 0 {
            s = s.map { -$0 }
            rows = rows.map { $0.map { -$0 } }
        }
        scale = s; shear = k
        rotation = Self.rotationVector(rows)
    }

    /// The rotation vector of the turn whose rows (row-vector form) are `r`.
    private static func rotationVector(_ r: [[Double]]) -> [Double] {
        // The column-vector matrix is the transpose: R[i][j] = r[j][i].
        func R(_ i: Int, _ j: Int) -> Double { r[j][i] }
        let trace = R(0, 0) + R(1, 1) + R(2, 2)
        var q: (x: Double, y: Double, z: Double, w: Double)
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = ((R(2, 1) - R(1, 2)) / s, (R(0, 2) - R(2, 0)) / s, (R(1, 0) - R(0, 1)) / s, s / 4)
        } else if R(0, 0) > R(1, 1) && R(0, 0) > R(2, 2) {
            let s = (1 + R(0, 0) - R(1, 1) - R(2, 2)).squareRoot() * 2
            q = (s / 4, (R(0, 1) + R(1, 0)) / s, (R(0, 2) + R(2, 0)) / s, (R(2, 1) - R(1, 2)) / s)
        } else if R(1, 1) > R(2, 2) {
            let s = (1 + R(1, 1) - R(0, 0) - R(2, 2)).squareRoot() * 2
            q = ((R(0, 1) + R(1, 0)) / s, s / 4, (R(1, 2) + R(2, 1)) / s, (R(0, 2) - R(2, 0)) / s)
        } else {
            let s = (1 + R(2, 2) - R(0, 0) - R(1, 1)).squareRoot() * 2
            q = ((R(0, 2) + R(2, 0)) / s, (R(1, 2) + R(2, 1)) / s, s / 4, (R(1, 0) - R(0, 1)) / s)
        }
        if q.w < 0 { q = (-q.x, -q.y, -q.z, -q.w) }
        let sine = (q.x * q.x + q.y * q.y + q.z * q.z).squareRoot()
        guard sine > 1e-15 else { return [0, 0, 0] }
        let angle = 2 * atan2(sine, q.w)
        return [q.x / sine * angle, q.y / sine * angle, q.z / sine * angle]
    }

    /// The matrix these parts make.
    public var matrix: Matrix3D {
        let angle = (rotation[0] * rotation[0] + rotation[1] * rotation[1] + rotation[2] * rotation[2]).squareRoot()
        let turn = angle > 0 ? Matrix3D.rotation(angle, rotation[0], rotation[1], rotation[2]) : .identity
        // Rows of the linear part: diag(scale) · shears · turn.
        func row(_ i: Int) -> [Double] { [turn[i + 1, 1], turn[i + 1, 2], turn[i + 1, 3]] }
        let r0 = row(0), r1 = row(1), r2 = row(2)
        let rows = [r0.map { $0 * scale[0] },
                    (0..<3).map { (shear[0] * r0[$0] + r1[$0]) * scale[1] },
                    (0..<3).map { (shear[1] * r0[$0] + shear[2] * r1[$0] + r2[$0]) * scale[2] }]
        var a = Matrix3D.identity
        for i in 0..<3 { for j in 0..<3 { a[i + 1, j + 1] = rows[i][j] } }
        a[4, 1] = translate[0]; a[4, 2] = translate[1]; a[4, 3] = translate[2]
        guard perspective != [0, 0, 0, 1] else { return a }
        // The last column is the affine part times the perspective column.
        for i in 1...4 { a[i, 4] = (1...4).reduce(0) { $0 + a[i, $1] * perspective[$1 - 1] } }
        return a
    }
}
