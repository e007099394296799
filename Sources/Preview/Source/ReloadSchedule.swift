/// When to read a changed file again: once its writes have stopped for a moment, since an
/// editor saves in several writes (truncate, write, write, close; or write a new file, rename
/// it over the old, set its mode), and a file read in the middle would not parse.
struct ReloadSchedule {
    /// Seconds without a change before the file is read.
    static let quiet = 0.03
    /// Seconds without a change before a file still open for writing is read anyway (a writer
    /// that never closes it).
    static let openQuiet = 0.3
    /// When the file is due to be read, if it changed.
    private(set) var due: Double?

    /// The file changed at `now`: read it once it has been still for `quiet`, or for
    /// `openQuiet` while it is still open for writing.
    mutating func changed(at now: Double, stillOpen: Bool = false) {
        due = now + (stillOpen ? Self.openQuiet : Self.quiet)
    }

    /// Whether to read the file at `now`; once true, false again until the next change.
    mutating func take(at now: Double) -> Bool {
        guard let due, now >= due else { return false }
        self.due = nil
        return true
    }
}
