import Scene

/// A mistake in how the command was called: reported on one line, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// A failure while running: reported on one line, exit status 1.
struct RunError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// Command-line words, taken option by option; anything left over is an error.
struct Arguments {
    private var words: [String]
    let command: String

    init(_ words: [String], command: String) {
        self.words = words
        self.command = command
    }

    /// Removes `--name` and returns whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let i = words.firstIndex(of: name) else { return false }
        words.remove(at: i)
        return true
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns VALUE.
    mutating func value(_ name: String) throws -> String? {
        if let i = words.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let v = String(words[i].dropFirst(name.count + 1))
            words.remove(at: i)
            return v
        }
        guard let i = words.firstIndex(of: name) else { return nil }
        guard i + 1 < words.count else { throw UsageError("\(name) needs a value") }
        let v = words[i + 1]
        words.removeSubrange(i...(i + 1))
        return v
    }

    /// Every value of a repeatable option.
    mutating func values(_ name: String) throws -> [String] {
        var out: [String] = []
        while let v = try value(name) { out.append(v) }
        return out
    }

    mutating func double(_ name: String, range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = try value(name) else { return nil }
        guard let v = Double(text), v.isFinite else { throw UsageError("\(name): '\(text)' is not a number") }
        if let range, !range.contains(v) {
            throw UsageError("\(name): \(text) is out of range (\(Self.format(range.lowerBound))…\(Self.format(range.upperBound)))")
        }
        return v
    }

    mutating func int(_ name: String, range: ClosedRange<Int>) throws -> Int? {
        guard let text = try value(name) else { return nil }
        guard let v = Int(text) else { throw UsageError("\(name): '\(text)' is not a whole number") }
        guard range.contains(v) else { throw UsageError("\(name): \(v) is out of range (\(range.lowerBound)…\(range.upperBound))") }
        return v
    }

    /// `--size WxH`.
    mutating func size(_ name: String = "--size") throws -> Size? {
        guard let text = try value(name) else { return nil }
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw UsageError("\(name): '\(text)' is not a size like 960x600")
        }
        guard (16...8192).contains(w), (16...8192).contains(h) else {
            throw UsageError("\(name): \(text) is out of range (16…8192 each way)")
        }
        return Size(Double(w), Double(h))
    }

    /// `--tap X,Y@T`, repeatable.
    mutating func taps() throws -> [ScenePlayer.Tap] {
        try values("--tap").map { text in
            let at = text.split(separator: "@")
            let xy = at.first?.split(separator: ",") ?? []
            guard at.count == 2, xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]), let t = Double(at[1]),
                  x.isFinite, y.isFinite, t.isFinite, t >= 0 else {
                throw UsageError("--tap: '\(text)' is not a tap like 200,150@1.5 (x,y in points @ time in seconds)")
            }
            return ScenePlayer.Tap(point: Point(x, y), time: t)
        }
    }

    /// The next word that is not an option (a positional argument).
    mutating func positional() -> String? {
        guard let i = words.firstIndex(where: { !$0.hasPrefix("--") }) else { return nil }
        return words.remove(at: i)
    }

    /// Fails on any word not consumed.
    func finish() throws {
        if let first = words.first {
            throw UsageError("\(command): unknown option '\(first)' (see 'animpreview help')")
        }
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
