import Gallery
import SourceRuntime
import Foundation
import Preview
import Typography
import Scene

/// `animpreview [--effect NAME] …`: the interactive window.
enum WindowCommand {
    static func run(_ arguments: inout Arguments) throws {
        let name = try arguments.value("--effect") ?? EffectCatalogue.all[0].name
        let setup = try SceneSetup(effectName: name, arguments: &arguments)
        var options = PreviewApp.Options(effect: setup.effect, size: setup.size)
        options.safeArea = setup.safeArea
        options.dark = setup.dark
        if SourceLoad.isSourcePath(name) {
            options.source = PreviewApp.Source(path: name, preview: setup.preview, previews: setup.previews,
                                               load: { path, preview in try SourceLoad.effect(path: path, preview: preview) })
        }
        // A folder: ← → and 1 – 9 go through its files.
        if EffectCatalogue.isFolder(name) {
            options.gallery = try EffectCatalogue.gallery(folder: name)
            options.folder = (name, { try EffectCatalogue.gallery(folder: name) },
                              { path, preview in try SourceLoad.effect(path: path, preview: preview) })
        }
        options.font = setup.font
        options.text = setup.text
        options.scale = try arguments.double("--scale", range: 0.5...4)
        options.showsTimeline = arguments.flag("--timeline")
        options.showsStatus = !arguments.flag("--no-hud")
        options.seed = setup.seed
        options.speed = try arguments.double("--speed", range: 0.01...100) ?? 1
        options.exitAfter = try arguments.double("--exit-after", range: 0...86_400)
        options.stats = arguments.flag("--stats")
        options.startTime = try arguments.double("--start", range: 0...86_400) ?? 0
        options.paused = arguments.flag("--paused")
        options.assetsDirectory = SceneSetup.assetsDirectory
        try arguments.finish()
        // The most a frame's code may run in the window (about 2 s of this interpreter's
        // time): past it, the error panel shows and the window answers again.
        SourceFile.frameStepBudget = 4_000_000
        do {
            try PreviewApp(options: options, fonts: setup.fonts).run()
        } catch {
            throw RunError("\(error)")
        }
    }
}
