/// A lexical scope: names declared in a block, function or closure, and what `self` is.
final class Scope {
    let parent: Scope?
    /// The names declared here and their boxes, side by side: a scope holds a few names, and
    /// comparing a short name is quicker than hashing it.
    private var names: [String] = []
    private var boxes: [Box] = []
    /// `self` in this scope and the ones it encloses (nil: file level).
    let receiver: Receiver?

    init(parent: Scope?, receiver: Receiver? = nil) {
        self.parent = parent
        self.receiver = receiver ?? parent?.receiver
    }

    func lookup(_ name: String) -> Box? {
        // The chain is kept alive by `self`: walked without counting references.
        unowned(unsafe) var scope = self
        while true {
            if let i = scope.names.lastIndex(of: name) { return scope.boxes[i] }
            guard let next = scope.parent else { return nil }
            scope = next
        }
    }

    func declare(_ name: String, _ value: Value, isLet: Bool = false) {
        declare(name, box: Box(value, isLet: isLet))
    }

    /// The box itself (an `inout` argument shares its caller's). A name declared again in
    /// the same scope (a global of a replayed file) takes the new box.
    func declare(_ name: String, box: Box) {
        if let i = names.lastIndex(of: name) { boxes[i] = box; return }
        names.append(name)
        boxes.append(box)
    }
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
    /// `break`, `continue`: with the label of the loop (or switch) they name, nil for the
    /// innermost one.
    case broke(String?)
    case continued(String?)
}
