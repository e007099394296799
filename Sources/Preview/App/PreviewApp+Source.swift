import Foundation
import Scene

/// What the window knows about its source file's reloads and its scene's code.
struct SourceStatus {
    /// Why the last save cannot be played (the last version that played plays on), or nil.
    var reloadError: String?
    /// When the read of a reload began (`clock` seconds), until the frame that shows it.
    var reloadStarted: Double?
    /// The timeline time at which the scene's code stopped on an error: time is held there.
    var failedAt: Double?
    /// The last failure written to the terminal, so a held scene reports it once.
    var failureReported: String?
}

extension PreviewApp {
    /// "blur", or for a source file "Greeting.swift" and its preview or view, joined by `separator`.
    func sceneLabel(_ separator: String) -> String {
        guard let source else { return factory.effect.name }
        return source.fileName + separator + factory.effect.title
    }

    /// Takes a finished read of the source file: a file that plays replaces the scene (from 0
    /// when playing, at the same scene time when paused); one that does not is shown in the
    /// error panel over the last version that played.
    func takeReload(now: Double) {
        guard let reloader else { return }
        var result = reloader.poll(now: now, preview: source?.preview)
        // A read that has just started: the frame about to be drawn would show the version it
        // replaces, so the new one is waited for (a frame at most) and drawn instead.
        if result == nil, reloader.readStarted == now, reloader.waitForRead(Playback.frame) {
            result = reloader.poll(now: Self.clock(), preview: source?.preview)
        }
        guard let result else { return }
        switch result.outcome {
        case .failed(let message):
            status.reloadError = message
            FileHandle.standardError.write(Data("animpreview: \(reloader.path) cannot be played; still playing the last version that played:\n\(message)\n".utf8))
        case .loaded(let effect, let previews):
            let previous = factory.effect
            factory.effect = effect
            let next = factory.makePlayer()
            // A file whose code stops while its view is first built does not play either: the
            // last version that played plays on under its error.
            if let failure = next.scene.failure {
                factory.effect = previous
                status.reloadError = failure.description
                FileHandle.standardError.write(Data("animpreview: \(reloader.path) cannot be played; still playing the last version that played:\n\(failure.description)\n".utf8))
                return
            }
            status.reloadError = nil
            source?.preview = result.preview
            source?.previews = previews
            let sceneTime = player.sceneTime
            // In a folder gallery the gallery keeps the version that plays.
            if let i = options.gallery.firstIndex(where: { $0.name == effect.name }) { options.gallery[i] = effect }
            player = next
            status.failedAt = nil
            status.failureReported = nil
            let keepsTime = playback.isPaused && !result.fromStart
            playback.seek(to: keepsTime ? sceneTime : 0, at: Self.clock())
            status.reloadStarted = result.started
            updateTitle()
        }
    }

    /// After the first frame of a reloaded scene: says how long the reload took (read, parse,
    /// build, first frame), then works out the new scene's timeline and fonts.
    func finishReload(shownAt: Double) {
        guard let started = status.reloadStarted, let source else { return }
        status.reloadStarted = nil
        print("animpreview: reloaded \(source.path) in \(Int(((shownAt - started) * 1000).rounded())) ms")
        let chosen = fontCycleMade?.choice ?? factory.font
        forgetScene()
        carryFontChoice(chosen)
        if factory.font != fontCycleMade?.choice {
            factory.font = fontCycleMade?.choice
            player = factory.replacing(player)
            forgetScene()
        }
        refreshTimeline()
        updateTitle()
    }

    /// The timeline time to show at `now`: the playback's, but held where the scene's code
    /// stopped on an error (going back is free: the scene is rebuilt from before the error).
    func timeShown(at now: Double) -> Double {
        let time = playback.time(at: now)
        guard let held = status.failedAt, time > held else { return time }
        playback.seek(to: held, at: now)
        return held
    }

    /// Notes whether the scene's code stopped on an error by the time shown, and reports it once.
    func noteFailure() {
        guard let failure = player.scene.failure else {
            status.failedAt = nil
            return
        }
        if status.failedAt == nil { status.failedAt = player.time }
        if status.failureReported != failure.description {
            status.failureReported = failure.description
            FileHandle.standardError.write(Data("animpreview: the scene stopped on an error in its code:\n\(failure.description)\n".utf8))
        }
    }

    /// The panel over the scene: a save that cannot be played, or the scene's code's error.
    func drawErrorPanel() {
        let title: String, message: String
        if let error = status.reloadError {
            title = "This save cannot be played; still playing the last version that played"
            message = error + (player.scene.failure.map { "\n" + $0.description } ?? "")
        } else if let failure = player.scene.failure {
            title = "The scene stopped on an error in its code" + (source != nil ? "; fix the file and save to play it again" : "")
            message = failure.description
        } else {
            return
        }
        ErrorPanel.paint(title: title, message: message, with: renderer, in: canvas, scene: factory.size)
    }

    /// Another `#Preview` of the file (← → and 1–9 while a file plays), read again from the file.
    func switchPreview(to index: Int) {
        guard let source, let reloader, source.previews.indices.contains(index) else { return }
        let current = source.preview ?? source.previews.first
        guard source.previews[index] != current else { return }
        reloader.reload(preview: source.previews[index], fromStart: true)
    }

    /// The preview `step` places after the one shown, round the file's previews.
    func switchPreview(by step: Int) {
        guard let source, !source.previews.isEmpty else { return }
        let here = source.previews.firstIndex { $0 == (source.preview ?? source.previews.first) } ?? 0
        let count = source.previews.count
        switchPreview(to: ((here + step) % count + count) % count)
    }
}

extension PreviewApp {
    /// In a folder gallery, the file shown is the source file: watched, reloaded on save, its
    /// errors in the panel, as a file given alone.
    func followFolderFile() {
        guard let folder = options.folder else { return }
        let path = factory.effect.name
        source = Source(path: path, preview: nil, previews: [], load: folder.load)
        reloader = SourceReloader(path: path, load: folder.load)
        status.reloadError = nil
    }

    /// In a folder gallery, about twice a second: a `.swift` file that came or went joins or
    /// leaves the gallery (the file shown stays shown while it is there).
    func checkFolder(now: Double) {
        guard let folder = options.folder, now - folderListing.at >= 0.5 else { return }
        folderListing.at = now
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard names != folderListing.names else { return }
        let first = folderListing.names.isEmpty
        folderListing.names = names
        guard !first, let gallery = try? folder.gallery(), !gallery.isEmpty else { return }
        options.gallery = gallery
        if !gallery.contains(where: { $0.name == factory.effect.name }) {
            // The file shown went: show the first of those left.
            factory.effect = gallery[0]
            player = factory.makePlayer()
            playback.seek(to: 0, at: Self.clock())
            followFolderFile()
            refreshTimeline()
        }
        updateTitle()
    }
}
