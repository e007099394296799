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
        let size = (try? Canvas.loadPNG(Self.path(of: name, in: directory)))
            .map { Size(Double($0.width), Double($0.height)) }
        sizes[name] = size
        return size
    }

    /// Where the asset called `name` lives: an absolute path as given, else `directory/name(.png)`.
    static func path(of name: String, in directory: String) -> String {
        name.hasPrefix("/") ? name : directory + "/" + name + (name.contains(".") ? "" : ".png")
    }
}
