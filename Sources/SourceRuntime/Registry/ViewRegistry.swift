/// One SwiftUI view type: its names and how a call makes it. Every view a file may write has
/// one entry, in its family's table (`Views.entries`, `Controls.entries`,
/// `Containers.entries`); the names the subset table, the load-time check and "did you mean"
/// read come from them.
struct ViewEntry {
    let names: [String]
    /// Makes the view from a call of `name` (one of `names`).
    let make: (_ name: String, _ args: Args, _ ev: Evaluator) throws -> ViewValue

    init(_ names: String..., make: @escaping (_ name: String, _ args: Args, _ ev: Evaluator) throws -> ViewValue) {
        self.names = names
        self.make = make
    }

    init(names: [String], make: @escaping (_ name: String, _ args: Args, _ ev: Evaluator) throws -> ViewValue) {
        self.names = names
        self.make = make
    }
}

/// Every view by name.
enum ViewRegistry {
    static let entries: [ViewEntry] = Views.entries + Controls.entries + Containers.entries

    /// The entry of each name (a name in two entries is a mistake the tests catch).
    static let byName: [String: ViewEntry] = {
        var table: [String: ViewEntry] = [:]
        for entry in entries { for name in entry.names where table[name] == nil { table[name] = entry } }
        return table
    }()

    /// The views a file may write: the entries', and the two views whose values are made with
    /// the drawing values (`Color`, `Path`: a colour or a path is also a view).
    static let names: [String] = entries.flatMap(\.names) + ["Color", "Path"]

    /// The view a call of `name` makes; nil when no entry has the name.
    static func construct(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> ViewValue? {
        guard let entry = byName[name] else { return nil }
        return try entry.make(name, args, ev)
    }
}
