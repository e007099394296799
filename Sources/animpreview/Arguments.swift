import Motion
import Scene
import Typography

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
///
/// Every option a command asks for is remembered, so a word it does not know is reported
/// with the options it does take.
struct Arguments {
    private var words: [String]
    let command: String
    /// The options the command asked for, in the order it asked.
    private(set) var known: [String] = []

    init(_ words: [String], command: String) {
        self.words = words
        self.command = command
    }

    /// Removes `--name` and returns whether it was there.
    mutating func flag(_ name: String) -> Bool {
        remember(name)
        guard let i = words.firstIndex(of: name) else { return false }
        words.remove(at: i)
        return true
    }

    /// Removes `--name VALUE` (or `--name=VALUE`) and returns VALUE; the option may be given once.
    mutating func value(_ name: String) throws -> String? {
        let v = try take(name)
        if v != nil, words.contains(where: { $0 == name || $0.hasPrefix(name + "=") }) {
            throw UsageError("\(name) is given more than once; give it once")
        }
        return v
    }

    /// Removes the first `--name VALUE` (or `--name=VALUE`) and returns VALUE.
    private mutating func take(_ name: String) throws -> String? {
        remember(name)
        if let i = words.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let v = String(words[i].dropFirst(name.count + 1))
            words.remove(at: i)
            return v
        }
        guard let i = words.firstIndex(of: name) else { return nil }
        guard i + 1 < words.count else { throw UsageError("\(name) needs a value (see 'animpreview help')") }
        let v = words[i + 1]
        words.removeSubrange(i...(i + 1))
        return v
    }

    /// Every value of a repeatable option.
    mutating func values(_ name: String) throws -> [String] {
        var out: [String] = []
        while let v = try take(name) { out.append(v) }
        return out
    }

    mutating func double(_ name: String, range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = try value(name) else { return nil }
        guard let v = Double(text), v.isFinite else { throw UsageError("\(name): '\(text)' is not a number") }
        if let range, !range.contains(v) {
            throw UsageError("\(name): \(text) is out of range (\(NumberText.shortest(range.lowerBound))…\(NumberText.shortest(range.upperBound)))")
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

    /// `--drag X1,Y1->X2,Y2@T[+D]`, repeatable: a press at X1,Y1 at time T moved in a straight
    /// line to X2,Y2 and released there D seconds later (0.25 s unless given), with a move every
    /// 1/60 s. The same point twice is a press held for D (a long press).
    mutating func drags() throws -> [ScenePlayer.Drag] {
        let drags = try values("--drag").map { text in
            let bad = UsageError("--drag: '\(text)' is not a drag like '100,100->160,130@1.5+0.25' (x,y->x,y in points @ time + duration in seconds; quote it for the shell)")
            let at = text.split(separator: "@", omittingEmptySubsequences: false)
            guard at.count == 2 else { throw bad }
            let ends = at[0].components(separatedBy: "->")
            let timing = at[1].split(separator: "+", omittingEmptySubsequences: false)
            guard ends.count == 2, (1...2).contains(timing.count), let t = Double(timing[0]), t.isFinite, t >= 0 else { throw bad }
            let duration = timing.count == 2 ? Double(timing[1]) : 0.25
            guard let d = duration, d.isFinite, d >= 0, d <= 600 else { throw bad }
            func point(_ s: String) throws -> Point {
                let xy = s.split(separator: ",", omittingEmptySubsequences: false)
                guard xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]), x.isFinite, y.isFinite else { throw bad }
                return Point(x, y)
            }
            return ScenePlayer.Drag.straight(from: try point(ends[0]), to: try point(ends[1]), time: t, duration: d)
        }
        // Our limit: an hour of moves at 60 a second, over all the drags together.
        guard drags.reduce(0, { $0 + $1.points.count }) <= 216_000 else {
            throw UsageError("--drag: more than an hour of drags in all (216,000 moves); drag for less")
        }
        return drags
    }

    /// The first word that is neither an option nor an option's value (a positional argument).
    /// `flags` are the command's options that take no value.
    mutating func positional(flags: Set<String> = []) -> String? {
        for (i, word) in words.enumerated() where !word.hasPrefix("--") {
            if i > 0 {
                let before = words[i - 1]
                // `--out x.png NAME`: x.png belongs to --out.
                if before.hasPrefix("--"), !before.contains("="), !flags.contains(before) { continue }
            }
            return words.remove(at: i)
        }
        return nil
    }

    /// Fails on any word not consumed, naming the options the command takes.
    func finish() throws {
        guard let first = words.first else { return }
        // The window has no command word of its own.
        let prefix = command == "animpreview" ? "" : "\(command): "
        let who = command == "animpreview" ? "the window" : command
        let takes = known.isEmpty ? "\(who) takes no options" : "\(who) takes " + known.joined(separator: ", ")
        guard first.hasPrefix("-") else {
            throw UsageError("\(prefix)unexpected '\(first)'; \(takes)")
        }
        let name = String(first.split(separator: "=", maxSplits: 1).first ?? "")
        let hint = ClosestNames.to(name, in: known, limit: 1).first.map { "did you mean \($0)? " } ?? ""
        throw UsageError("\(prefix)unknown option '\(name)'; \(hint)\(takes)")
    }

    private mutating func remember(_ name: String) {
        if !known.contains(name) { known.append(name) }
    }
}
