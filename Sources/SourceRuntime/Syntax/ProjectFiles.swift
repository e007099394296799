import Foundation
internal import SwiftParser
internal import SwiftSyntax

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
    /// `names`: the names `tree` declares and uses.
    static func companions(for path: String, tree: SourceFileSyntax, names: FileNames) -> [Companion] {
        let declared = declaredNames(tree)
        var needed = unknown(names.identifiers.subtracting(names.declared))
        // Members used (`.background`, `.brand`): an extension declaring one is taken even when
        // the runtime knows the name for something else (a modifier, a colour).
        var members = names.members.subtracting(names.declared)
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
                    let inner = FileNames(in: decl)
                    needed.formUnion(unknown(inner.identifiers.subtracting(inner.declared)))
                    members.formUnion(inner.members.subtracting(inner.declared))
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
        if let s = decl.as(StructDeclSyntax.self) { return s.name.bare }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.bare }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.bare }
        if let a = decl.as(ActorDeclSyntax.self) { return a.name.bare }
        if let p = decl.as(ProtocolDeclSyntax.self) { return p.name.bare }
        if let t = decl.as(TypeAliasDeclSyntax.self) { return t.name.bare }
        if let f = decl.as(FunctionDeclSyntax.self) { return f.name.bare }
        if let v = decl.as(VariableDeclSyntax.self), v.bindings.count == 1 {
            return v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare
        }
        return nil
    }

    /// The names an extension's member declares.
    private static func memberNames(_ decl: DeclSyntax) -> [String] {
        if let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare }
        }
        if let i = decl.as(InitializerDeclSyntax.self) {
            // An initialiser is used by its labels: `Color(hex:)`.
            return i.signature.parameterClause.parameters.map { $0.firstName.bare }
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

    /// Parses another file of the project, or nil when it is too large, nested too deep or
    /// does not parse (its declarations are then not offered).
    private static func parse(_ text: String, path: String) -> (ParsedSource, String)? {
        guard text.utf8.count <= maximumFileBytes, LoadLimits.check(text, path: path).isEmpty else { return nil }
        var text = text
        var tree = SourceParse.parse(text)
        guard !tree.hasError else { return nil }
        if let blanked = IfConfig.blanked(text, tree: tree) {
            text = blanked
            tree = SourceParse.parse(text)
        }
        return (ParsedSource(tree: tree, locations: SourceLocationConverter(fileName: path, tree: tree)), text)
    }
}
