/// What layout needs to know about images; Compositor implements it by reading the assets.
public protocol ImageMetrics: AnyObject {
    /// The natural size of the image asset called `name`, in points; nil when it cannot be read.
    func size(ofImage name: String) -> Size?
}
