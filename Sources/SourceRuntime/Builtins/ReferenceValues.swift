/// A `URL`: its text (`absoluteString`). A previewed file reaches no network and no files, so a
/// URL is only a value it passes around (an `AsyncImage`'s shows its placeholder).
final class URLObject: RuntimeObject {
    let text: String
    init(_ text: String) { self.text = text }
    override var typeName: String { "URL" }
    override func sameValue(_ other: RuntimeObject) -> Bool { (other as? URLObject)?.text == text }
    override func hashValue(into h: inout Hasher) { h.combine(text) }
}

/// `ScrollViewReader`'s proxy: `scrollTo(_:anchor:)` is accepted and moves nothing (a
/// `ScrollView` does not scroll here).
final class ScrollViewProxyObject: RuntimeObject {
    weak var runtime: SourceRuntime?
    init(runtime: SourceRuntime?) { self.runtime = runtime }
    override var typeName: String { "ScrollViewProxy" }
}
