import Scene

/// The seed's "Block Revealing" done the other common way: the same texts and timing as
/// `block`, each uncovered by a rectangular mask growing from its leading edge instead of a
/// bar wiping over it, so the two can be compared side by side.
enum BlockMask {
    static let effect = Effect(name: "block-mask", title: "Block Revealing Animation (mask)",
                               source: "000 SwiftUIで作るお洒落なテキストアニメーション — Block Revealing, as a mask") { scene in
        Block.build(scene, reveal: .mask)
    }
}
