import Foundation
import Motion
import Scene
import SourceRuntime
import XCTest

/// `CAEmitterLayer` and `CAEmitterCell`: particles born at the cell's rate, living their
/// lifetime, moving by their velocity and acceleration, each a node of its own.
final class EmitterLayerTests: XCTestCase {
    private func file(_ cell: String, layer: String = "") -> String {
        """
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 50, y: 60)
        \(layer)
        let cell = CAEmitterCell()
        cell.color = UIColor.red.cgColor
        \(cell)
        emitter.emitterCells = [cell]
        root.layer.addSublayer(emitter)
        PlaygroundPage.current.liveView = root
        """
    }

    /// The particles shown at `t`: their centres in the root view's coordinates (the root's
    /// origin is at (280, 100) on the 960 × 600 canvas).
    private func particles(_ p: ScenePlayer, at t: Double) -> [Point] {
        p.seek(to: t)
        XCTAssertNil(p.scene.failure?.headline)
        return p.present().nodes.filter { $0.node.kind == .rect && $0.opacity > 0 && $0.node.color == Color(red: 1, green: 0, blue: 0) }
            .map { Point($0.frame.x + $0.frame.width / 2 - 280, $0.frame.y + $0.frame.height / 2 - 100) }
    }

    /// Ten a second living two seconds: twenty alive once the first have died.
    func testParticlesAreBornAtTheRateAndLiveTheirLifetime() throws {
        let p = try play(file("cell.birthRate = 10\ncell.lifetime = 2\ncell.velocity = 10"))
        XCTAssertEqual(particles(p, at: 5).count, 20)
        XCTAssertEqual(particles(p, at: 1).count, 11, "born at 0, 0.1, …, 1.0")
        // The layer's birthRate multiplies the cell's.
        let q = try play(file("cell.birthRate = 10\ncell.lifetime = 2\ncell.velocity = 10", layer: "emitter.birthRate = 2"))
        XCTAssertEqual(particles(q, at: 5).count, 40)
    }

    /// Velocity along the longitude (0: to the right) and the acceleration, in closed form: the
    /// particle born at 1.5 s shows at 2 s at (50 + 100 · 0.5, 60 + 20 · 0.5² / 2).
    func testAParticleMovesByItsVelocityAndAcceleration() throws {
        let p = try play(file("cell.birthRate = 2\ncell.lifetime = 10\ncell.velocity = 100\ncell.yAcceleration = 20"))
        let shown = particles(p, at: 2)
        XCTAssertTrue(shown.contains { abs($0.x - 100) < 1e-6 && abs($0.y - 62.5) < 1e-6 }, "\(shown)")
        // −π/2 is up, as Apple's firework sample reads it.
        let up = try play(file("cell.birthRate = 2\ncell.lifetime = 10\ncell.velocity = 100\ncell.emissionLongitude = -.pi / 2"))
        XCTAssertTrue(particles(up, at: 2).contains { abs($0.x - 50) < 1e-6 && abs($0.y - 10) < 1e-6 })
    }

    /// Spread by their ranges, the particles are the same at a time however it is reached, and
    /// another seed spreads them otherwise.
    func testParticlesAreTheSameAtATimeAndTheSeedFixesThem() throws {
        let spread = "cell.birthRate = 20\ncell.lifetime = 3\ncell.velocity = 80\ncell.velocityRange = 40\ncell.emissionRange = .pi"
        let a = try play(file(spread)), b = try play(file(spread))
        for t in stride(from: 0.0, through: 2.5, by: 0.1) { _ = particles(a, at: t) }
        let stepped = particles(a, at: 2.5), direct = particles(b, at: 2.5)
        XCTAssertEqual(stepped.count, direct.count)
        XCTAssertEqual(Set(stepped.map { "\($0.x),\($0.y)" }), Set(direct.map { "\($0.x),\($0.y)" }))
        let c = try play(file(spread, layer: "emitter.seed = 7"))
        XCTAssertNotEqual(Set(particles(c, at: 2.5).map { "\($0.x),\($0.y)" }), Set(direct.map { "\($0.x),\($0.y)" }))
        // The spread stays within the ranges: speed 40…120 over the ages shown.
        XCTAssertTrue(direct.allSatisfy { hypot($0.x - 50, $0.y - 60) <= 120 * 3 + 1e-6 })
    }

    /// A line emitter spreads the births along its width, centred on the position.
    func testALineEmitterSpreadsAlongItsWidth() throws {
        let p = try play(file("cell.birthRate = 50\ncell.lifetime = 1\ncell.velocity = 0",
                              layer: "emitter.emitterShape = .line\nemitter.emitterSize = CGSize(width: 200, height: 0)"))
        let shown = particles(p, at: 1.5)
        XCTAssertGreaterThan(shown.count, 40)
        XCTAssertTrue(shown.allSatisfy { $0.x >= 50 - 100 - 1e-9 && $0.x <= 50 + 100 + 1e-9 && abs($0.y - 60) < 1e-9 })
        XCTAssertGreaterThan((shown.map(\.x).max() ?? 0) - (shown.map(\.x).min() ?? 0), 150, "spread over the line")
    }
}
