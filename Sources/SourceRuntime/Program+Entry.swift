import Foundation
import Motion
import Scene
internal import SwiftSyntax

/// What a file plays: its entry (a preview, the view it names, its main view or UIKit
/// class) and how it is put on a scene.
extension Program {

    /// Plays `entry` in `scene`: its views built, its onAppear run, its timers scheduled.
    func play(_ entry: Entry, in scene: Scene) {
        let runtime = SourceRuntime(scene: scene, program: self)
        scene.script = runtime
        runtime.start(entry)
    }

    /// Which view a preview shows: a named `#Preview`, the first one, a `ContentView`, or the
    /// first view struct no other view of the file uses.
    func entry(preview name: String?) throws -> Entry {
        if let name {
            guard let p = previews.first(where: { $0.name == name }) else {
                let known = previews.map { "\"\($0.name)\"" }.joined(separator: ", ")
                throw SourceError([file.diagnostic(at: 0, previews.isEmpty ? "the file has no #Preview named \"\(name)\" (it has no #Preview)"
                                                   : "the file has no #Preview named \"\(name)\"; it has \(known)")])
            }
            return Entry(title: p.name, preview: p, view: nil)
        }
        if let p = previews.first { return Entry(title: p.name, preview: p, view: nil) }
        // A UIKit playground: its top-level code runs and shows `PlaygroundPage.current.liveView`.
        if isUIKit, let first = topLevel.first {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            return Entry(title: name, preview: PreviewDecl(name: name, body: topLevel, at: first.at), view: nil)
        }
        // A UIKit file that only declares its view (`class Loader: UIView { … }`): a view
        // controller of the file, else its view class no other class uses, made by `init()`.
        if isUIKit, let shown = mainUIKitClass() {
            try refuseUIKitArguments(of: shown)
            let call = Expr(.call(Expr(.name(shown.name), at: shown.at), []), at: shown.at)
            return Entry(title: shown.name, preview: PreviewDecl(name: shown.name, body: [Stmt(.expression(call), at: shown.at)], at: shown.at), view: nil)
        }
        let main = mainView()
        // `struct …_Previews: PreviewProvider { static var previews: some View { … } }`: what
        // Xcode's canvas shows, as a #Preview's body (a view with arguments, a modifier such
        // as `.preferredColorScheme(.dark)` or a frame around it).
        if let provider = structOrder.compactMap({ structs[$0] }).first(where: { $0.conformances.contains("PreviewProvider") }),
           let p = provider.property("previews"), p.isStatic, let body = p.getter {
            // The file's view stands by in case the previews cannot be built here.
            return Entry(title: main?.name ?? provider.name, preview: PreviewDecl(name: provider.name, body: body, at: p.at, provider: provider.name), view: main,
                         showsFirst: true)
        }
        if let v = main {
            try refuseArguments(of: v)
            return Entry(title: v.name, preview: nil, view: v)
        }
        throw SourceError([file.diagnostic(at: 0, "the file declares no view to show: write a 'struct …: View', or a #Preview { … }")])
    }

    /// A view shown with no preview is made with no arguments: one whose initializers all
    /// need some is refused before anything runs, naming them, as swiftc would name the
    /// first missing one in a call `View()`.
    fileprivate func refuseArguments(of v: StructDecl) throws {
        let needed: [String]
        if v.initializers.isEmpty {
            // The memberwise parameters without a value of their own (an optional's is nil).
            needed = v.stored.filter { p in
                p.isMemberwiseParameter && p.initial == nil && { if case .optional? = p.type { return false }; return true }()
            }.map(\.name)
        } else {
            let fewest = v.initializers.map { $0.parameters.filter { $0.defaultValue == nil } }.min { $0.count < $1.count } ?? []
            needed = fewest.map { $0.label ?? "_" }
        }
        guard !needed.isEmpty else { return }
        let list = needed.map { "'\($0)'" }.joined(separator: ", ")
        throw SourceError([file.diagnostic(at: v.at, "'\(v.name)' cannot be shown without arguments: missing argument\(needed.count == 1 ? "" : "s") for "
            + "parameter\(needed.count == 1 ? "" : "s") \(list) in call to '\(v.name)'; add a #Preview { \(v.name)(…) } that makes it")])
    }

    /// Whether a preview's body gives a view of a `UIView` or `UIViewController` subclass of
    /// the file (`#Preview { Loader() }`, `let v = Loader(); return v`), which a file that
    /// imports SwiftUI too shows as a UIKit file does its previews.
    func previewMakesUIKitClass(_ preview: PreviewDecl) -> Bool {
        func makesClass(_ e: Expr?) -> Bool {
            guard case .call(let callee, _)? = e?.kind, case .name(let n) = callee.kind else { return false }
            return structs[n]?.superclass != nil
        }
        guard let last = preview.body.last else { return false }
        switch last.kind {
        case .expression(let e): return makesClass(e)
        case .returnValue(let e?):
            if makesClass(e) { return true }
            guard case .name(let n) = e.kind else { return false }
            return preview.body.contains { s in
                if case .variable(_, .name(n), _, let initial) = s.kind { return makesClass(initial) }
                return false
            }
        default: return false
        }
    }

    /// A UIKit class shown with no preview is made by `init()`: one that declares initializers
    /// and none taking no arguments is refused before anything runs (a class declaring an
    /// initializer inherits none; a `UIView` subclass's `init()` calls its `init(frame:)`).
    fileprivate func refuseUIKitArguments(of c: StructDecl) throws {
        var root = c.superclass ?? ""
        var seen: Set<String> = [c.name]
        while let up = structs[root], let next = up.superclass, seen.insert(root).inserted { root = next }
        let isView = ["UIView", "UIControl", "UILabel", "UIImageView"].contains(root)
        let own = c.initializers.filter { f in !f.parameters.contains { $0.label == "coder" } }
        guard !own.isEmpty, !own.contains(where: { f in f.parameters.allSatisfy { $0.defaultValue != nil } }),
              !(isView && own.contains { $0.parameters.count == 1 && $0.parameters[0].label == "frame" }) else { return }
        let fewest = own.map { $0.parameters.filter { $0.defaultValue == nil } }.min { $0.count < $1.count } ?? []
        let list = fewest.map { "'\($0.label ?? "_")'" }.joined(separator: ", ")
        throw SourceError([file.diagnostic(at: c.at, "'\(c.name)' cannot be shown without arguments: missing argument\(fewest.count == 1 ? "" : "s") for "
            + "parameter\(fewest.count == 1 ? "" : "s") \(list) in call to '\(c.name)()'; show it from a view controller, "
            + "a #Preview or PlaygroundPage.current.liveView that makes it")])
    }

    /// The class a UIKit file without previews or top-level code shows: its first view
    /// controller, else the first `UIView` subclass no other class of the file mentions.
    fileprivate func mainUIKitClass() -> StructDecl? {
        let classes = structOrder.compactMap { structs[$0] }.filter { $0.superclass != nil && isOwn($0) }
        if let controller = classes.first(where: { $0.superclass == "UIViewController" }) { return controller }
        let text = file.text
        return classes.first { c in !classes.contains { other in other !== c && other.mentions(c.name, in: text) } } ?? classes.first
    }

    /// The view struct a file without previews shows: a `ContentView`, else the first view
    /// struct no other view of the file uses, else the first view struct.
    fileprivate func mainView() -> StructDecl? {
        if let v = structs["ContentView"], v.isView, isOwn(v) { return v }
        let views = structOrder.compactMap { structs[$0] }.filter { $0.isView && isOwn($0) }
        let text = file.text
        let unused = views.first { v in
            // Used by another view: its name stands as a call in that view's source.
            !views.contains { other in other !== v && other.mentions(v.name, in: text) }
        }
        return unused ?? views.first
    }
}

extension Program {
    /// Whether a declaration is the file's own (not one taken from another file of its project):
    /// only those are shown when the file names none.
    fileprivate func isOwn(_ decl: StructDecl) -> Bool { decl.sourceRange.map { file.isOwn($0.lowerBound) } ?? true }
}

extension StructDecl {
    /// Whether this struct's declaration text calls `name(` or `name {` (is another view's user).
    func mentions(_ name: String, in text: String) -> Bool {
        guard let range = sourceRange, range.upperBound <= text.utf8.count, !name.isEmpty else { return false }
        var text = text
        let word = Array(name.utf8)
        // The name as a whole word (no letter, digit or `_` just before it), then blanks, then
        // `(` or `{`.
        func isWordByte(_ b: UInt8) -> Bool { b >= 0x80 || b == 0x5F || (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
        return text.withUTF8 { bytes in
            var i = range.lowerBound
            while i + word.count <= range.upperBound {
                defer { i += 1 }
                guard bytes[i] == word[0], bytes[i..<(i + word.count)].elementsEqual(word),
                      i == range.lowerBound || !isWordByte(bytes[i - 1]) else { continue }
                var j = i + word.count
                while j < range.upperBound, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
                if j < range.upperBound, bytes[j] == UInt8(ascii: "(") || bytes[j] == UInt8(ascii: "{") { return true }
            }
            return false
        }
    }
}
