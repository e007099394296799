extension Effect {
    /// This effect's scene, built at time 0 on a canvas of `size`, its fonts measured by
    /// `metrics` and its images by `images`, with the user's font family and text when given.
    public func scene(size: Size, metrics: FontMetrics, seed: UInt64 = 0, font: String? = nil,
                      text: SceneText? = nil, images: ImageMetrics? = nil, safeArea: EdgeInsets = EdgeInsets(),
                      systemDark: Bool = false) -> Scene {
        let scene = Scene(size: size, metrics: metrics, seed: seed, fontOverride: font, text: text, safeArea: safeArea,
                          systemDark: systemDark)
        scene.images = images
        build(scene)
        return scene
    }

    /// A player of this effect on a canvas of `size`, its fonts measured by `metrics` and its
    /// images by `images`.
    public func player(size: Size, metrics: FontMetrics, seed: UInt64 = 0, font: String? = nil,
                       text: SceneText? = nil, images: ImageMetrics? = nil, safeArea: EdgeInsets = EdgeInsets(),
                       systemDark: Bool = false) -> ScenePlayer {
        ScenePlayer {
            self.scene(size: size, metrics: metrics, seed: seed, font: font, text: text, images: images, safeArea: safeArea,
                       systemDark: systemDark)
        }
    }
}
