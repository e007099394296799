import Foundation

/// The readers of a property of the instance a node last read (the instance is the same
/// for every item of a `ForEach`).
struct ReadersCache {
    weak var instance: ViewInstance?
    var readers: StateReaders?
    mutating func of(_ instance: ViewInstance, _ name: String) -> StateReaders {
        if self.instance === instance, let readers { return readers }
        let r = instance.readers(of: name)
        self.instance = instance
        readers = r
        return r
    }
}

/// State property names as numbers, for bound reads to find their mirrors by (given as plans
/// are made and views bound, never while the scene runs bindings).
enum LiveNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var numbers: [String: Int] = [:]

    static func number(of name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let n = numbers[name] { return n }
        let n = numbers.count
        numbers[name] = n
        return n
    }
}
