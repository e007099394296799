import Compositor
import Gallery
import Foundation
import Motion
import Preview
import Scene
import Typography

/// `animpreview bench`: frame times of a synthetic stress scene, or of a seed scene
/// played through, composited headless at 60 fps of scene time.
enum BenchCommand {
    static func run(_ arguments: inout Arguments) throws {
        let effectName = try arguments.value("--effect")
        let preview = try arguments.value("--preview")
        let nodes = try arguments.int("--nodes", range: 1...1_000_000) ?? 10_000
        let blur = try arguments.double("--blur", range: 0...100) ?? 0
        let noScale = arguments.flag("--no-scale")
        let frames = try arguments.int("--frames", range: 1...1_000_000) ?? 600
        let warmup = try arguments.int("--warmup", range: 0...1_000_000)
        let size = try arguments.size() ?? Size(1280, 720)
        let threads = try arguments.int("--threads", range: 1...64) ?? Renderer.defaultThreads
        try arguments.finish()

        let fonts: FontLibrary
        do { fonts = try FontLibrary() } catch { throw RunError("\(error)") }
        let player: ScenePlayer
        let label: String
        var description: String
        var loop: Double? = nil
        /// How long a scene played through plays before it settles (its loop), found when
        /// needed; nil for a scene that does not settle within the frames timed.
        var findLoop: (() throws -> Double?)?
        if preview != nil && effectName == nil { throw UsageError("bench: --preview goes with --effect FILE.swift") }
        if let effectName {
            let effect = try EffectChoice.named(effectName, preview: preview).effect
            let images = ImageAssets(directory: SceneSetup.assetsDirectory)
            // The scene timed is made first and warmed up, as the stress scene is; its loop is
            // found after the warm-up, on a player of its own. Played first, that one would leave
            // the timed scene to be built among the holes its play frees, scattered over memory
            // that every frame then meets cold (a 20,000-view file timed a third slower).
            player = effect.player(size: size, metrics: fonts, images: images)
            findLoop = { [frames] in
                let probe = effect.player(size: size, metrics: fonts, images: images)
                // A scene still moving at the last frame timed is never started over: a
                // `TimelineView` or a `repeatForever` is timed over its frames as they come.
                let duration = probe.settleTime(limit: Double(frames) / 60)
                // Frame times of a scene its code stopped would time a still picture.
                try probe.checkFailure()
                return duration
            }
            label = effectName
            description = effectName
        } else {
            let options = StressScene.Options(nodes: nodes, blur: blur, scale: !noScale)
            player = ScenePlayer {
                let scene = Scene(size: size, metrics: fonts, seed: 1)
                StressScene.build(scene, options: options)
                return scene
            }
            var animated = ["offset", "opacity"]
            if options.scale { animated.append("scale") }
            if blur > 0 { animated.append("blur 0–\(NumberText.shortest(blur))") }
            label = "\(nodes) nodes"
            description = "\(nodes) nodes animating \(animated.joined(separator: ", ")) on staggered springs"
        }
        let canvas: Canvas
        do { canvas = try Canvas(width: Int(size.width), height: Int(size.height)) } catch { throw UsageError("\(error)") }
        let renderer = Renderer(fonts: fonts, assetsDirectory: SceneSetup.assetsDirectory, threads: threads)

        // Warm-up frames fill the glyph cache and bake blur levels; they are not counted.
        let warm = warmup ?? (effectName == nil ? Int(StressScene.period * 60 * 2) : 0)
        var evaluate = FrameTimes(), update = FrameTimes(), layout = FrameTimes(), composite = FrameTimes(), total = FrameTimes(), cpu = FrameTimes()
        var timeline = 0.0
        for i in 0..<(warm + frames) {
            if i == warm, let find = findLoop {
                // Before the first frame timed (a scene that settles during the warm-up has
                // shown still frames since; it starts over at once).
                let duration = try find()
                findLoop = nil
                loop = duration
                if let duration {
                    description = "\(label): the scene played through (\(String(format: "%.2f", duration)) s), repeated"
                } else {
                    description = "\(label): the scene still moving after \(frames) frames, timed as they come"
                }
            }
            let start = Stopwatch.now(), cpuStart = Stopwatch.cpu()
            if let loop, timeline > loop { player.restart(); timeline = 0 }
            let laidOut = player.scene.layoutSeconds
            player.seek(to: timeline)
            let updated = Stopwatch.now()
            let presentation = player.present(threads: threads)
            let drawn = Stopwatch.now()
            renderer.draw(presentation, into: canvas)
            let end = Stopwatch.now(), cpuEnd = Stopwatch.cpu()
            timeline += 1.0 / 60
            if i < warm { continue }
            evaluate.record(drawn - start)
            layout.record(max(0, player.scene.layoutSeconds - laidOut))
            update.record(updated - start)
            composite.record(end - drawn)
            total.record(end - start)
            cpu.record(cpuEnd - cpuStart)
        }
        try player.checkFailure()
        print("bench: \(description); \(Int(size.width))x\(Int(size.height)), \(threads) thread\(threads == 1 ? "" : "s"), \(frames) frames after \(warm) warm-up")
        print("evaluate  ms: \(evaluate.summary)")
        // The part of evaluating spent on the scene's events and state changes (bindings, springs started).
        print("  update  ms: \(update.summary)")
        // The part of evaluating spent in layout passes (frames that lay nothing out count 0).
        print("  layout  ms: \(layout.summary)")
        print("composite ms: \(composite.summary)")
        print("frame     ms: \(total.summary)")
        // CPU time over every thread: what the frame costs, whatever else the machine runs.
        print("cpu       ms: \(cpu.summary)")
        print("\(label): p99 \(Percentile.milliseconds(total.percentile(0.99))) ms")
    }
}
