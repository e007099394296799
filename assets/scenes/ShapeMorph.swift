// Shape morph: a file's own Shape whose animatable data (a pair) morphs a round blob into a
// star and back, its path drawn anew every frame; a tap springs it to the other shape.
// Seed: none; an effect of today's SwiftUI as users write it (Shape, animatableData).

import SwiftUI

struct Blob: Shape {
    /// The inner points' radius, as a fraction of the outer one (1: round).
    var pinch: Double
    /// A turn of the points, in radians.
    var twist: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(pinch, twist) }
        set {
            pinch = newValue.first
            twist = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let points = 12
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        var corners: [CGPoint] = []
        for i in 0..<points {
            let angle = Double(i) / Double(points) * 2 * .pi + twist
            let r = i % 2 == 0 ? outer : outer * pinch
            corners.append(CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
        }
        var path = Path()
        // Through the middles of the sides, each corner a control point: a smooth outline.
        let last = corners[points - 1]
        path.move(to: CGPoint(x: (last.x + corners[0].x) / 2, y: (last.y + corners[0].y) / 2))
        for i in 0..<points {
            let corner = corners[i], next = corners[(i + 1) % points]
            path.addQuadCurve(to: CGPoint(x: (corner.x + next.x) / 2, y: (corner.y + next.y) / 2), control: corner)
        }
        path.closeSubpath()
        return path
    }
}

struct ShapeMorph: View {
    @State private var star = false

    var body: some View {
        Blob(pinch: star ? 0.45 : 1, twist: star ? .pi / 6 : 0)
            .fill(LinearGradient(colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay(
                Blob(pinch: star ? 0.45 : 1, twist: star ? .pi / 6 : 0)
                    .stroke(Color.purple.opacity(0.6), lineWidth: 4)
            )
            .frame(width: 180, height: 180)
            .onTapGesture { withAnimation(.spring(response: 0.6, dampingFraction: 0.45)) { star.toggle() } }
            .onAppear { withAnimation(.easeInOut(duration: 1.1).repeatForever(autoreverses: true)) { star = true } }
    }
}

#Preview("Shape morph") {
    ShapeMorph()
}
