import Motion
import Scene

/// The morph seed's `struct AnimatedText: View`: one Text per character, each with an id
/// that a character keeps when it is still in the next word.
final class AnimatedText {
    /// `(character: String.Element, id: String)`.
    struct Character: Equatable {
        let character: Swift.Character
        let id: String
    }

    private unowned let scene: Scene
    private let text: () -> String
    /// `@State private var characters`.
    let characters: StateValue<[Character]>
    /// The HStack; its children are the ForEach's Texts.
    let hstack: Node
    private var forEach: ForEachNodes<String>?
    private var shownText = ""
    private var ids = 0
    /// Runs on a click on any of the characters.
    var onTap: (() -> Void)?

    /// `AnimatedText(text:)` with `.font(font)` applied to it.
    init(_ scene: Scene, text: @escaping () -> String, font: FontSpec) {
        self.scene = scene
        self.text = text
        characters = scene.state([])
        hstack = scene.makeNode(.group)
        scene.root.add(hstack)
        // ForEach(characters, id: \.id) { character, id in
        //     Text(String(character)).frame(height: .zero).matchedGeometryEffect(id: id, in: namespace) }
        forEach = scene.forEach(in: hstack, ids: { [characters] in characters.value.map(\.id) }) { [unowned self] id in
            let character = characters.value.first { $0.id == id }?.character ?? " "
            let glyph = self.scene.makeNode(.glyph, text: String(character), font: font)
            glyph.onTapGesture { [unowned self] in self.onTap?() }
            return glyph
        }
        // .animation(.easeIn(duration: 0.3), value: characters.map(\.character))
        hstack.animation(.easeIn(duration: 0.3), value: characters)
    }

    /// `HStack(spacing: 0) { ForEach … }`, each Text in `.frame(height: .zero)`.
    var body: Layout {
        // The layout (owned by the scene) is what keeps this object alive.
        .dynamic { [self] in
            .hstack(spacing: 0, children: (forEach?.nodes ?? []).map { .frame(width: nil, height: { 0 }, .node($0)) },
                    container: hstack)
        }
    }

    /// `.onAppear { setCharacters(text: text) }`.
    func onAppear() {
        shownText = text()
        scene.update { setCharacters(text: shownText) }
    }

    /// `.onChange(of: text) { newValue in setCharacters(text: newValue) }`.
    func onChangeOfText() {
        let newValue = text()
        guard newValue != shownText else { return }
        shownText = newValue
        scene.update { setCharacters(text: newValue) }
    }

    /// `private func setCharacters(text:)`, as the seed writes it.
    private func setCharacters(text: String) {
        var oldCharacters = characters.value
        var newCharacters: [Character] = []
        for character in text {
            if let oldCharacter = oldCharacters.first(where: { $0.character == character }) {
                // A character of the old word keeps the first matching old id.
                newCharacters.append(Character(character: character, id: oldCharacter.id))
                if let index = oldCharacters.firstIndex(where: { $0.character == character }) {
                    oldCharacters.remove(at: index)
                }
            } else {
                // UUID().uuidString: any id not used before.
                let id = "id\(ids)"
                ids += 1
                newCharacters.append(Character(character: character, id: id))
            }
        }
        characters.value = newCharacters
    }
}
