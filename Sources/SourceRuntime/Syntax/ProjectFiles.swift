import Foundation
@_implementationOnly import SwiftParser
@_implementationOnly import SwiftSyntax

/// A top-level declaration of another file of the project that the played file uses: its
/// text, and where it stands in its own file (for positioned errors).
struct Companion {
    let path: String
    /// The declaration's text, from its first attribute or keyword to its closing brace.
    let text: String
    /// The UTF-8 offset in its file where `text` starts.
    let start: Int
    /// Its file's text and line table, for errors positioned in it.
    let file: ParsedSource
    let fileText: String
}

/// The rest of a file's project, as Xcode compiles a target's files together: a file that
/// uses a view, a model, a shape or an extension declared in another file of its project
/// plays with that declaration. Our rule for what the project is: the nearest folder above
/// the file that holds an `.xcodeproj` or a `.git` (at most `maximumLevels` up), and every
/// `.swift` file below it; in a Swift package, the folder of the file's target
/// (`Sources/NAME`); with none of those, or outside a package's targets, the file's own
/// folder. Only the declarations the file needs are taken, those they need in turn, and the
/// extensions of them, so the rest of a project (an app's entry, its networking) is never read
/// as part of the file. Where several files declare one name (a repository of sample apps),
/// the one nearest the played file wins; in a repository of several apps (several `@main`
/// entries), only the files of the app whose folder holds the played file are looked at.
enum ProjectFiles {
    static let maximumLevels = 8
    static let maximumFiles = 2_000
    static let maximumFileBytes = 1 << 20
    /// The most text the declarations taken from other files may add.
    static let maximumTakenBytes = 4 << 20
    static let skippedFolders: Set<String> = [".build", "build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The declarations of the project's other files that `tree` (the file at `path`) uses.
    static func companions(for path: String, tree: SourceFileSyntax) -> [Companion] {
        let declared = declaredNames(tree)
        let ownNames = DeclaredNames.all(in: Syntax(tree))
        var needed = unknown(identifiers(Syntax(tree)).subtracting(ownNames))
        // Members used (`.background`, `.brand`): an extension declaring one is taken even when
        // the runtime knows the name for something else (a modifier, a colour).
        var members = memberUses(Syntax(tree)).subtracting(ownNames)
        guard !needed.isEmpty || !members.isEmpty else { return [] }
        let own = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        let files = projectFiles(around: own.path, given: path)
        guard !files.isEmpty else { return [] }
        var parsed: [Int: (ParsedSource, String)?] = [:]
        var provided = declared
        var taken: [(file: Int, start: Int, companion: Companion)] = []
        var takenItems = Set<String>()
        var takenBytes = 0
        var changed = true
        while changed && takenBytes < maximumTakenBytes {
            changed = false
            for (index, file) in files.enumerated() {
                guard !file.declares.isDisjoint(with: needed) || !file.declares.isDisjoint(with: provided)
                        || !file.declares.isDisjoint(with: members) else { continue }
                if parsed[index] == nil { parsed[index] = parse(file.text, path: file.path) }
                guard let (source, text) = parsed[index] ?? nil else { continue }
                for item in source.tree.statements {
                    guard let decl = item.item.as(DeclSyntax.self), !takenItems.contains("\(index):\(item.position.utf8Offset)"),
                          wanted(decl, needed: needed, members: members, provided: provided) else { continue }
                    takenItems.insert("\(index):\(item.position.utf8Offset)")
                    let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset
                    let end = decl.endPositionBeforeTrailingTrivia.utf8Offset
                    let slice = String(decoding: Array(text.utf8)[start..<end], as: UTF8.self)
                    takenBytes += slice.utf8.count
                    if let name = declaredName(decl) { provided.insert(name) }
                    let inner = DeclaredNames.all(in: Syntax(decl))
                    needed.formUnion(unknown(identifiers(Syntax(decl)).subtracting(inner)))
                    members.formUnion(memberUses(Syntax(decl)).subtracting(inner))
                    needed.subtract(provided)
                    taken.append((index, start, Companion(path: file.path, text: slice, start: start, file: source, fileText: text)))
                    changed = true
                }
            }
        }
        // In each file's own order, the files nearest the played one first.
        return taken.sorted { ($0.file, $0.start) < ($1.file, $1.start) }.map(\.companion)
    }

    /// Whether another file's declaration is one the played file needs: a type, function or
    /// global it names (and no file has given yet), or an extension of such a type or of one of
    /// its own, or one that declares a member it uses. Entries, previews and `#if` blocks never.
    private static func wanted(_ decl: DeclSyntax, needed: Set<String>, members: Set<String>, provided: Set<String>) -> Bool {
        if isEntryOrPreview(decl) { return false }
        if let e = decl.as(ExtensionDeclSyntax.self) {
            let extended = e.extendedType.trimmedDescription
            if provided.contains(extended) || needed.contains(extended) && !frameworkLooking(extended) { return true }
            return e.memberBlock.members.contains { member in
                memberNames(member.decl).contains { needed.contains($0) || members.contains($0) }
            }
        }
        guard let name = declaredName(decl) else { return false }
        return needed.contains(name) && !provided.contains(name)
    }

    /// A capitalised name nobody in the project declares is a framework type (`View`, `Color`):
    /// an extension of it is taken only for the members used.
    private static func frameworkLooking(_ name: String) -> Bool {
        ["View", "Color", "Font", "Animation", "Shape", "Text", "Image", "Double", "CGFloat", "Int", "String",
         "Array", "Date", "UIColor", "UIView", "CALayer", "AnyTransition", "Binding", "Path", "CGPoint", "CGSize",
         "CGRect", "Angle", "LinearGradient", "ShapeStyle", "Edge", "UnitPoint"].contains(name)
    }

    private static func isEntryOrPreview(_ decl: DeclSyntax) -> Bool {
        if decl.is(ImportDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self) { return true }
        let attributes: AttributeListSyntax?
        let inherited: InheritanceClauseSyntax?
        if let s = decl.as(StructDeclSyntax.self) { attributes = s.attributes; inherited = s.inheritanceClause }
        else if let c = decl.as(ClassDeclSyntax.self) { attributes = c.attributes; inherited = c.inheritanceClause }
        else { return false }
        if attributes?.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }) == true { return true }
        let names = inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return names.contains("PreviewProvider") || names.contains("App") || names.contains("UIApplicationDelegate")
    }

    /// The name a top-level declaration gives (nil: an extension, an import, or several names).
    static func declaredName(_ decl: DeclSyntax) -> String? {
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let a = decl.as(ActorDeclSyntax.self) { return a.name.text }
        if let p = decl.as(ProtocolDeclSyntax.self) { return p.name.text }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return t.name.text }
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name.text }
        if let v = decl.as(VariableDeclSyntax.self), v.bindings.count == 1 {
            return v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
    }

    /// The names an extension's member declares.
    private static func memberNames(_ decl: DeclSyntax) -> [String] {
        if let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let i = decl.as(InitializerDeclSyntax.self) {
            // An initialiser is used by its labels: `Color(hex:)`.
            return i.signature.parameterClause.parameters.map { $0.firstName.text }
        }
        return declaredName(decl).map { [$0] } ?? []
    }

    /// The names the file's own top-level declarations give (its extensions' members too).
    static func declaredNames(_ tree: SourceFileSyntax) -> Set<String> {
        var names = Set<String>()
        for item in tree.statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if let name = declaredName(decl) { names.insert(name) }
        }
        return names
    }

    /// The names the runtime does not know itself: only those are looked for in other files
    /// (a project's own `Canvas` type does not stand in for SwiftUI's).
    private static func unknown(_ names: Set<String>) -> Set<String> {
        names.filter { !NameCheck.isRuntimeName($0) }
    }

    /// The names a node uses after a dot: `x.name`, `.name`.
    static func memberUses(_ node: Syntax) -> Set<String> {
        var names = Set<String>()
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period else { continue }
            names.insert(name)
        }
        return names
    }

    /// Every identifier a node's text uses.
    static func identifiers(_ node: Syntax) -> Set<String> {
        var names = Set<String>()
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        return names
    }

    /// Parses another file of the project, or nil when it is too large, nested too deep or
    /// does not parse (its declarations are then not offered).
    private static func parse(_ text: String, path: String) -> (ParsedSource, String)? {
        guard text.utf8.count <= maximumFileBytes, LoadLimits.check(text, path: path).isEmpty else { return nil }
        var text = text
        var tree = Parser.parse(source: text)
        guard !tree.hasError else { return nil }
        if let blanked = IfConfig.blanked(text, tree: tree) {
            text = blanked
            tree = Parser.parse(source: text)
        }
        return (ParsedSource(tree: tree, locations: SourceLocationConverter(fileName: path, tree: tree)), text)
    }

    // MARK: Finding the project

    struct ProjectFile {
        let path: String
        let text: String
        /// The names the file may declare, found without parsing it: each word after
        /// `struct`, `class`, `enum`, `protocol`, `typealias`, `actor`, `extension` or `func`,
        /// after `static let`/`static var`, and after a `let`/`var` that starts its line
        /// (a file is parsed only when one is needed).
        let declares: Set<String>
        init(path: String, text: String) {
            self.path = path
            self.text = text
            declares = Self.scan(text)
        }

        private static let introducers: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor", "extension", "func"]

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

/// Every name a piece of code declares, at any depth: its types, functions, properties,
/// locals, parameters and enum cases (a name it declares itself is not looked for elsewhere).
private final class DeclaredNames: SyntaxVisitor {
    var names = Set<String>()

    static func all(in node: Syntax) -> Set<String> {
        let visitor = DeclaredNames(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.names
    }

    private func add(_ token: TokenSyntax?) { if let token { names.insert(token.identifier?.name ?? token.text) } }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { add(node.identifier); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.firstName); add(node.secondName); return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        add(node.firstName); add(node.secondName); return .visitChildren
    }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { add(node.name); return .visitChildren }
}
