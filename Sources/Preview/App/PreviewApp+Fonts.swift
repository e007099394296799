import SourceRuntime
import Scene
import Typography

extension PreviewApp {
    /// The family drawing the scene: the user's choice as installed, else the seed's stand-in.
    var familyShown: String {
        let choice = fontCycleMade?.choice ?? factory.font
        if let choice { return fonts.resolve(family: choice)?.face.family ?? choice }
        if let seed = fontCycleMade?.seedFamily ?? seedFamilyMade { return seed }
        let seed = fonts.familyName(for: Self.mainFont(of: player.scene) ?? .body)
        seedFamilyMade = seed
        return seed
    }

    /// Forgets what was worked out for the scene shown (its survey, its seed's family), to be
    /// worked out again for the new one when asked.
    func forgetScene() {
        surveyMade = nil
        seedFamilyMade = nil
    }

    /// After the scene changed (another effect, a reload): the font chosen is kept when it
    /// covers the new scene, else the seed's fonts draw it. Nothing is worked out when no font
    /// was chosen.
    func carryFontChoice(_ chosen: String?) {
        guard let chosen else { fontCycleMade = nil; return }
        let candidates = fonts.candidateFamilies(covering: survey.characters)
        let carried = FontCycle.carrying(chosen, into: candidates)
        if carried == nil { print("font: \(chosen) does not cover \(factory.effect.name); using the seed's fonts") }
        fontCycleMade = FontCycle(candidates: candidates, seedFamily: Self.seedFamily(factory: factory, fonts: fonts), choice: carried)
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
        let chosen = fontCycleMade?.choice ?? factory.font
        factory.font = nil
        player = factory.makePlayer()
        forgetScene()
        carryFontChoice(chosen)
        let carried = fontCycleMade?.choice
        factory.font = carried
        if carried != nil { player = factory.makePlayer(); forgetScene() }
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
