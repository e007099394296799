import Foundation

/// The command line's bytes as the shell passed them, before Swift repairs them into strings.
enum RawArguments {
    /// Whether the argument that reads as `repaired` held bytes that are not UTF-8 (Swift shows
    /// each such byte as U+FFFD).
    static func hasInvalidUTF8(inArgumentEqualTo repaired: String) -> Bool {
        guard repaired.unicodeScalars.contains("\u{FFFD}") else { return false }
        let argv = CommandLine.unsafeArgv
        for i in 1..<Int(CommandLine.argc) {
            guard let raw = argv[i] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(raw))
            // The repaired form of these bytes is the argument we were given.
            guard String(decoding: bytes, as: UTF8.self) == repaired else { continue }
            if String(validating: bytes, as: UTF8.self) == nil { return true }
        }
        return false
    }
}
