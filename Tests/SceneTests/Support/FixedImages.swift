import Scene

/// Image sizes without files: every image has the same natural size.
final class FixedImages: ImageMetrics {
    let size: Size
    init(_ size: Size = Size(400, 300)) { self.size = size }
    func size(ofImage name: String) -> Size? { size }
}
