/// Elements in memory of their own, growing by doubling: the per-frame tables of the hot
/// paths (presented nodes, glyph slots, band bins, text worked out ahead).
///
/// A Swift array read in a loop of tens of thousands of elements takes a reference on its
/// storage and checks uniqueness on every write; this hands out a pointer instead. Its
/// lifetime rules, for every user: a pointer from `base`, `reserve` or the subscript is
/// valid until the next `append`, `reserve` or `moveAll` (growing moves the elements), and
/// only while the buffer lives; elements `0..<count` are initialised and released with it.
public final class UnsafeGrowingBuffer<Element> {
    @usableFromInline var storage: UnsafeMutablePointer<Element>
    @usableFromInline var capacity: Int
    @usableFromInline var used = 0
    /// How many elements from the start are initialised (`append` adds one).
    @inlinable public var count: Int { used }

    @inlinable public init(capacity: Int = 1) {
        self.capacity = max(1, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: used)
        storage.deallocate()
    }

    /// The first element.
    @inlinable public var base: UnsafeMutablePointer<Element> { storage }

    /// Element `i`, which must be initialised.
    @inlinable @inline(__always) public subscript(i: Int) -> UnsafeMutablePointer<Element> { storage + i }

    /// Appends `element`, moving the others into twice the room when full.
    @inlinable @inline(__always) public func append(_ element: consuming Element) {
        if used == capacity { grow(to: max(64, capacity * 2)) }
        (storage + used).initialize(to: element)
        used += 1
    }

    @inlinable @inline(never) func grow(to newCapacity: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: storage, count: used)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }

    /// Room for `n` elements of a trivial type as scratch, written before they are read: what
    /// was there before is not kept.
    @inlinable @inline(__always) public func reserve(_ n: Int) -> UnsafeMutablePointer<Element> {
        assert(_isPOD(Element.self), "scratch holds trivial elements only")
        if n > capacity {
            storage.deallocate()
            capacity = max(n, capacity * 2)
            storage = .allocate(capacity: capacity)
        }
        return storage
    }

    /// Moves every element to `target` (room for `count`), leaving the buffer empty.
    @inlinable public func moveAll(to target: UnsafeMutablePointer<Element>) {
        target.moveInitialize(from: storage, count: used)
        used = 0
    }
}
