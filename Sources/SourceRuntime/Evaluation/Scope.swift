/// A lexical scope: names declared in a block, function or closure, and what `self` is.
final class Scope {
    let parent: Scope?
    private var names: [String: Box] = [:]
    /// `self` in this scope and the ones it encloses (nil: file level).
    let receiver: Receiver?

    init(parent: Scope?, receiver: Receiver? = nil) {
        self.parent = parent
        self.receiver = receiver ?? parent?.receiver
    }

    func lookup(_ name: String) -> Box? {
        var s: Scope? = self
        while let scope = s {
            if let box = scope.names[name] { return box }
            s = scope.parent
        }
        return nil
    }

    func declare(_ name: String, _ value: Value, isLet: Bool = false) {
        names[name] = Box(value, isLet: isLet)
    }

    /// The box itself (an `inout` argument shares its caller's).
    func declare(_ name: String, box: Box) { names[name] = box }
}

/// A runtime error in the file's code, at a place in the file.
struct RuntimeError: Error {
    let message: String
    let at: Int
}

/// What a statement did besides finishing: returned, broke or continued a loop.
enum Flow {
    case normal
    case returned(Value)
    case broke
    case continued
}
