import Foundation
import SourceRuntime

/// Where a played file's `print`s and warnings go: the terminal, as a compiled app's would
/// show in the console.
enum SourceOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var warned: Set<String> = []

    /// Sends the file's `print`s to standard output (or standard error, for a command whose
    /// standard output is data) and its warnings to standard error, each warning once: every
    /// replay, seek back or reload builds the scene again and would repeat it.
    static func route(printsToStandardError: Bool = false) {
        SourceFile.onPrint = { text in
            if printsToStandardError {
                FileHandle.standardError.write(Data("\(text)\n".utf8))
            } else {
                print(text)
            }
        }
        SourceFile.onWarning = { message in
            lock.lock()
            let first = warned.insert(message).inserted
            lock.unlock()
            if first { FileHandle.standardError.write(Data("\(message)\n".utf8)) }
        }
    }
}
