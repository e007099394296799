import Scene

/// The natural sizes of image assets, for layout (`resizable().scaledToFit()` needs the shape).
///
/// An asset's pixels are its points (assets ship at 1x), looked up as the Renderer does.
public final class ImageAssets: ImageMetrics {
    public let directory: String
    private var sizes: [String: Size?] = [:]

    /// Assets found in `directory`.
    public init(directory: String) { self.directory = directory }

    /// The asset's size in points, read once; nil when the file cannot be read.
    public func size(ofImage name: String) -> Size? {
        if let known = sizes[name] { return known }
        let scale = Self.scale(of: name)
        let size = (try? Canvas.loadPNG(Self.path(of: name, in: directory)))
            .map { Size(Double($0.width) / scale, Double($0.height) / scale) }
        sizes[name] = size
        return size
    }

    /// Where the asset called `name` lives: an absolute path as given (less a "#@scale"
    /// after it), else `directory/name(.png)`.
    static func path(of name: String, in directory: String) -> String {
        if name.hasPrefix("/") { return name.range(of: "#@").map { String(name[..<$0.lowerBound]) } ?? name }
        return directory + "/" + name + (name.contains(".") ? "" : ".png")
    }

    /// The scale an absolute name carries after "#@" (an asset catalog's 2x or 3x file): its
    /// pixels per point; 1 otherwise.
    static func scale(of name: String) -> Double {
        guard name.hasPrefix("/"), let r = name.range(of: "#@", options: .backwards),
              let s = Double(name[r.upperBound...]), s >= 1, s <= 3 else { return 1 }
        return s
    }
}
