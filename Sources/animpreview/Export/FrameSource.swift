import Compositor
import Foundation
import Preview
import Scene

/// The frames of an export, rendered from scene time alone: frame i shows timeline time
/// i × speed / fps, after the taps and drag steps due by then, so every export of the same request is the same.
final class FrameSource {
    let count: Int
    let fps: Double
    let speed: Double
    let canvas: Canvas
    private let make: () -> ScenePlayer
    private let steps: [ScenePlayer.Step]
    private let renderer: Renderer
    private var player: ScenePlayer
    private var nextStep = 0
    /// Seconds spent seeking, presenting and compositing (not encoding), and the CPU time
    /// that took on every thread of this process (the encoder, another process, competes for
    /// the same cores, which stretches the first but not the second).
    private(set) var renderSeconds = 0.0
    private(set) var renderCPUSeconds = 0.0

    init(count: Int, fps: Double, speed: Double, taps: [ScenePlayer.Tap], drags: [ScenePlayer.Drag] = [], canvas: Canvas, renderer: Renderer,
         player make: @escaping () -> ScenePlayer) {
        self.count = count
        self.fps = fps
        self.speed = speed
        steps = ScenePlayer.plan(taps, drags: drags)
        self.canvas = canvas
        self.renderer = renderer
        self.make = make
        player = make()
    }

    /// Starts again from frame 0 (a GIF is rendered twice: palette, then frames).
    func rewind() {
        player = make()
        nextStep = 0
    }

    /// Renders frame `index` (frames must come in order after a rewind) into `canvas`; throws
    /// the scene's failure when its code stopped on an error by then.
    func render(_ index: Int) throws {
        let start = Stopwatch.now(), cpuStart = Stopwatch.cpu()
        let time = Double(index) * speed / fps
        while nextStep < steps.count, steps[nextStep].time <= time {
            player.play(steps[nextStep])
            nextStep += 1
        }
        player.seek(to: time)
        try player.checkFailure()
        let presentation = player.present(threads: renderer.threads)
        try player.checkFailure()
        renderer.draw(presentation, into: canvas)
        renderSeconds += Stopwatch.now() - start
        renderCPUSeconds += Stopwatch.cpu() - cpuStart
    }
}
