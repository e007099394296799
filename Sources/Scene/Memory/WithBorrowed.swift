/// Runs `body` with the object `unmanaged` refers to, taking no reference on it.
///
/// For the per-node and per-glyph loops, where a retain and release of each object read
/// would cost more than the work: the caller guarantees that something else keeps the
/// object alive for the call (the scene's tree while it is presented, the glyph cache's
/// entry while its level is drawn, the renderer while its draw list is recorded into).
@inlinable @inline(__always)
public func withBorrowed<T: AnyObject, R>(_ unmanaged: Unmanaged<T>, _ body: (T) throws -> R) rethrows -> R {
    try unmanaged._withUnsafeGuaranteedRef(body)
}
