import Foundation

/// A one-line progress bar on stderr, redrawn in place; silent when stderr is not a terminal.
struct ProgressBar {
    let label: String
    let total: Int
    private let enabled = isatty(STDERR_FILENO) != 0
    private var shown = -1

    init(label: String, total: Int) {
        self.label = label
        self.total = max(1, total)
    }

    /// Shows `done` of `total`, redrawing only when the bar moves.
    mutating func update(_ done: Int) {
        guard enabled else { return }
        let width = 30
        let filled = min(width, done * width / total)
        let step = done * 100 / total
        if step == shown { return }
        shown = step
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
    }

    /// Clears the line.
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
