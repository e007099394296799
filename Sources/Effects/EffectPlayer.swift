import Scene

extension Effect {
    /// A player of this effect on a canvas of `size`, its fonts measured by `metrics`.
    public func player(size: Size, metrics: FontMetrics, seed: UInt64 = 0, font: String? = nil) -> ScenePlayer {
        ScenePlayer {
            let scene = Scene(size: size, metrics: metrics, seed: seed, fontOverride: font)
            self.build(scene)
            return scene
        }
    }
}
