import Compositor
import Foundation
import Scene
import SourceRuntime
import XCTest

/// An emitter cell whose image the project has draws its particles as that image, at the
/// image's size in points times the particle's scale.
final class EmitterImageTests: XCTestCase {
    func testACellsImageIsDrawnAtItsScaledSize() throws {
        let source = """
        import UIKit
        import PlaygroundSupport

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 200, y: 200)
        let cell = CAEmitterCell()
        cell.contents = UIImage(named: "sampleImage1")?.cgImage
        cell.birthRate = 2
        cell.lifetime = 5
        cell.velocity = 10
        cell.scale = 0.1
        emitter.emitterCells = [cell]
        root.layer.addSublayer(emitter)
        PlaygroundPage.current.liveView = root
        """
        let player = try SourceFile(path: "Sparks.swift", text: source).effect()
            .player(size: Size(960, 600), metrics: testFonts, images: ImageAssets(directory: assetsDirectory))
        player.seek(to: 2)
        XCTAssertNil(player.scene.failure?.headline)
        let images = player.present().nodes.filter { $0.node.kind == .image && $0.opacity > 0 }
        XCTAssertEqual(images.count, 5, "born at 0, 0.5, 1, 1.5 and 2 s")
        let natural = try XCTUnwrap(ImageAssets(directory: assetsDirectory).size(ofImage: "sampleImage1"))
        for p in images {
            XCTAssertEqual(p.frame.width, natural.width * 0.1, accuracy: 1e-9)
            XCTAssertEqual(p.frame.height, natural.height * 0.1, accuracy: 1e-9)
        }
    }
}
