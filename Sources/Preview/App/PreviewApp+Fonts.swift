import SourceRuntime
import Scene
import Typography

extension PreviewApp {
    /// The family drawing the scene: the user's choice as installed, else the seed's stand-in.
    var familyShown: String {
        fontCycle.choice.map { fonts.resolve(family: $0)?.face.family ?? $0 } ?? fontCycle.seedFamily
    }

    /// Applies the font cycle's choice: the scene is laid out again in it and plays on.
    func applyFontChoice() {
        guard factory.font != fontCycle.choice else { return }
        factory.font = fontCycle.choice
        player = factory.replacing(player)
        updateTitle()
    }

    /// Shows another effect from its start, keeping the chosen font when it covers the new scene.
    func switchEffect(to index: Int) {
        let all = options.gallery
        guard all.indices.contains(index), all[index].name != factory.effect.name else { return }
        factory.effect = all[index]
        factory.font = nil
        player = factory.makePlayer()
        survey = player.survey()
        let candidates = fonts.candidateFamilies(covering: survey.characters)
        let carried = FontCycle.carrying(fontCycle.choice, into: candidates)
        if let dropped = fontCycle.choice, carried == nil {
            print("font: \(dropped) does not cover \(factory.effect.name); using the seed's fonts")
        }
        fontCycle = FontCycle(candidates: candidates, seedFamily: Self.seedFamily(factory: factory, fonts: fonts),
                              choice: carried)
        factory.font = carried
        if carried != nil { player = factory.makePlayer() }
        playback.seek(to: 0, at: Self.clock())
        if options.folder != nil { followFolderFile() }
        layOut()
        updateTitle()
    }

    /// The fonts to cycle through for the factory's scene.
    static func fontCycle(factory: SceneFactory, fonts: FontLibrary, survey: SceneSurvey, choice: String?) -> FontCycle {
        FontCycle(candidates: fonts.candidateFamilies(covering: survey.characters),
                  seedFamily: seedFamily(factory: factory, fonts: fonts), choice: choice)
    }

    /// The family the effect's own fonts resolve to.
    static func seedFamily(factory: SceneFactory, fonts: FontLibrary) -> String {
        let scene = factory.seedScene()
        defer { scene.dispose() }
        return fonts.familyName(for: mainFont(of: scene) ?? .body)
    }

    /// The font of the first character node (else the first text): the effect's own font.
    /// A symbol's icon font is not the effect's font.
    static func mainFont(of scene: Scene) -> FontSpec? {
        var glyph: FontSpec?, any: FontSpec?
        scene.root.forEach { node in
            guard let font = node.font, !FontLibrary.iconFamilies.contains(font.family.lowercased()) else { return }
            if glyph == nil, node.kind == .glyph { glyph = font }
            if any == nil { any = font }
        }
        return glyph ?? any
    }
}
