/// `Shape.scale(x:y:anchor:)` as a node modifier.
extension Node {
    /// `Rectangle().scale(x:y:anchor:)`: scales the shape inside its frame about `anchor`.
    ///
    /// The anchor is bound like the scale: a change inside an animated update animates it,
    /// a change outside one (the Block seed's `rectAnchor = .trailing`) moves it at once.
    @discardableResult
    public func scale(x: @escaping () -> Double = { 1 }, y: @escaping () -> Double = { 1 },
                      anchor: @escaping () -> UnitPoint = { .center }) -> Node {
        bind(.scaleX, x).bind(.scaleY, y).bind(.anchorX) { anchor().x }.bind(.anchorY) { anchor().y }
    }
}
