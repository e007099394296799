import Scene

extension Effect {
    /// A player of this effect on a canvas of `size`, its fonts measured by `metrics` and its
    /// images by `images`.
    public func player(size: Size, metrics: FontMetrics, seed: UInt64 = 0, font: String? = nil,
                       images: ImageMetrics? = nil) -> ScenePlayer {
        ScenePlayer {
            let scene = Scene(size: size, metrics: metrics, seed: seed, fontOverride: font)
            scene.images = images
            self.build(scene)
            return scene
        }
    }
}
