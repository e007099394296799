import Foundation

/// Finding a file's project: its folder, the files in it, the app among several.
extension ProjectFiles {
    struct ProjectFile {
        let path: String
        let text: String
        /// The names the file may declare, found without parsing it: each word after
        /// `struct`, `class`, `enum`, `protocol`, `typealias`, `actor`, `extension` or `func`,
        /// the first label after `init` (an initializer is used by its labels: `Color(hex:)`),
        /// after `static let`/`static var`, and after a `let`/`var` that starts its line
        /// (a file is parsed only when one is needed).
        let declares: Set<String>
        init(path: String, text: String) {
            self.path = path
            self.text = text
            declares = Self.scan(text)
        }

        private static let introducers: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor", "extension", "func", "init"]

        private static func scan(_ text: String) -> Set<String> {
            var names = Set<String>()
            var word: [UInt8] = []
            var previous = "", beforePrevious = ""
            // Whether the word being read, and the one before it, start a line (a top-level
            // `let`/`var` is written at its line's start).
            var lineStart = true, wordAtLineStart = false, previousAtLineStart = false
            func end() {
                guard !word.isEmpty else { return }
                let w = String(decoding: word, as: UTF8.self)
                word.removeAll(keepingCapacity: true)
                let binding = previous == "let" || previous == "var"
                if introducers.contains(previous) || (beforePrevious == "static" && binding) || (binding && previousAtLineStart) {
                    names.insert(w)
                }
                beforePrevious = previous
                previous = w
                previousAtLineStart = wordAtLineStart
            }
            for byte in text.utf8 {
                let isWord = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
                if isWord {
                    if word.isEmpty { wordAtLineStart = lineStart }
                    word.append(byte)
                    lineStart = false
                } else {
                    end()
                    if byte == 0x0A { lineStart = true } else if byte != 0x20 && byte != 0x09 || !lineStart { lineStart = false }
                }
            }
            end()
            return names
        }
    }

    /// The project's other Swift files, the nearest to the played file first (same folder,
    /// then by the folders they share with it). `given` is the path as the user wrote it:
    /// the other files' paths are written the same way (relative stays relative).
    static func projectFiles(around resolved: String, given: String) -> [ProjectFile] {
        let fm = FileManager.default
        let folder = (resolved as NSString).deletingLastPathComponent
        let givenFolder = (given as NSString).deletingLastPathComponent
        // A file reached through a link: the other files' paths are shown in full.
        let direct = URL(fileURLWithPath: given).standardizedFileURL.path == resolved
        var root: String?
        var up = folder
        for _ in 0..<maximumLevels {
            let items = (try? fm.contentsOfDirectory(atPath: up)) ?? []
            if items.contains("Package.swift") {
                // A package: a file of a target (`Sources/NAME/…`, `Tests/NAME/…`) is compiled
                // with that target's files; one outside every target, with its own folder's.
                // A target may name its folder (`path: "App"`): its files are those under it.
                let manifest = (try? String(contentsOfFile: up + "/Package.swift", encoding: .utf8)) ?? ""
                if let path = targetPaths(manifest).first(where: { folder.hasPrefix(up + "/" + $0 + "/") || folder == up + "/" + $0 }) {
                    root = up + "/" + path
                    break
                }
                let parts = folder.dropFirst(up.count).split(separator: "/")
                if parts.count >= 2, parts[0] == "Sources" || parts[0] == "Tests" {
                    root = up + "/" + parts[0] + "/" + parts[1]
                }
                break
            }
            if items.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == ".git" }) {
                root = up; break
            }
            let parent = (up as NSString).deletingLastPathComponent
            if parent == up { break }
            up = parent
        }
        var paths: [String] = []
        if let root {
            collect(root, into: &paths)
        } else {
            paths = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        paths.removeAll { $0 == resolved || ($0 as NSString).lastPathComponent == "Package.swift" }
        let own = folder.split(separator: "/")
        func shared(_ p: String) -> Int {
            zip(own, (p as NSString).deletingLastPathComponent.split(separator: "/")).prefix { $0 == $1 }.count
        }
        let ordered = paths.map { (p: $0, s: shared($0)) }.sorted { ($0.s, $1.p) > ($1.s, $0.p) }
        var read: [(real: String, file: ProjectFile)] = []
        for (p, _) in ordered.prefix(maximumFiles) {
            guard let data = fm.contents(atPath: p), data.count <= maximumFileBytes,
                  let text = String(data: data, encoding: .utf8) else { continue }
            read.append((p, ProjectFile(path: direct ? shown(p, folder: folder, givenFolder: givenFolder) : p, text: text)))
        }
        // A repository of several apps: the file belongs to the app whose folder holds it, the
        // lowest folder above it with an app's entry (`@main`) in it.
        let entries = read.filter { $0.file.text.contains("@main") || $0.file.text.contains("@UIApplicationMain") }.map(\.real)
        if entries.count > 1 {
            var app = folder
            while app.count > (root?.count ?? 0), !entries.contains(where: { $0.hasPrefix(app + "/") }) {
                app = (app as NSString).deletingLastPathComponent
            }
            if app.count > (root?.count ?? 0) { read.removeAll { !$0.real.hasPrefix(app + "/") } }
        }
        return read.map(\.file)
    }

    /// The folders a package manifest names for its targets (`path: "…"`), read from its text
    /// without running it; the longest first, so a nested target's folder is chosen over its
    /// parent's.
    static func targetPaths(_ manifest: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(manifest)
        while let r = rest.range(of: "path:") {
            rest = rest[r.upperBound...]
            let trimmed = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            guard trimmed.first == "\"", let end = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
            var path = String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            if !path.isEmpty, !path.contains(".."), !path.hasPrefix("/") { paths.append(path) }
        }
        return paths.sorted { $0.count > $1.count }
    }

    /// Every `.swift` file under `folder`, leaving out build products and hidden folders.
    private static func collect(_ folder: String, into paths: inout [String], depth: Int = 0) {
        guard depth < 16, paths.count < maximumFiles * 2 else { return }
        let items = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for item in items where !item.hasPrefix(".") && !skippedFolders.contains(item) {
            let path = folder + "/" + item
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                // A folder link could lead back up: only real folders are walked.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                collect(path, into: &paths, depth: depth + 1)
            } else if item.hasSuffix(".swift") {
                paths.append(path)
            }
        }
    }

    /// A project file's path as errors show it: relative to the played file's folder as the
    /// user wrote it, when it lies below that folder; else the full path.
    private static func shown(_ path: String, folder: String, givenFolder: String) -> String {
        guard path.hasPrefix(folder + "/") else { return path }
        let rest = String(path.dropFirst(folder.count + 1))
        return givenFolder.isEmpty ? rest : givenFolder + "/" + rest
    }
}
