import Scene

extension SourceRuntime {
    /// An image view's node: an asset by name, or for `systemName:` an SF Symbol drawn as a
    /// glyph of an icon font (`Symbols.swift`; Apple's symbols are not on Linux).
    func imageNode(_ name: String, system: Bool, host: ViewHost, _ ctx: ViewContext) throws -> Node {
        guard system else {
            let node = scene.makeNode(.image)
            node.imageName = program.assets.image(name) ?? name
            if let images = scene.images, images.size(ofImage: node.imageName ?? name) == nil {
                warn("no image named '\(name)' is in an asset catalog near the file or among the image assets (\(name).png): the image is empty", at: host.value.at)
            }
            return node
        }
        return symbolNode(name, host: host, ctx)
    }
}

extension SourceRuntime {
    /// The slot key of a symbol's size (beside the modifiers' own slots).
    static let symbolSlot = Int.min
}
