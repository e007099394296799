internal import SwiftSyntax

/// A class of the file (or of its project) inheriting from another class of the file that
/// ends, through its superclasses, in a UIKit class: `class TwitterMenu: BaseViewController`
/// with `class BaseViewController: UIViewController`.
///
/// An instance is made from the chain flattened into one declaration: the stored properties
/// of every class, the superclass's first; each method the most derived one (an `override`
/// replaces the superclass's); the initializers the class's own, else its superclass's (Swift
/// inherits the designated initializers of a subclass that declares none). `super.name(…)`
/// in a method runs the next class's `name` up the chain, and at its end UIKit's, as Swift's
/// dynamic dispatch of `super` does.
enum ClassChains {
    /// **Our rule**: at most this many classes of the file stand between a class and its UIKit
    /// superclass (a longer chain, or one that loops, is refused when the file is loaded).
    static let maxDepth = 16

    /// Whether `name`, a class declared in `root`, ends through its superclasses in a UIKit
    /// class a class may inherit from.
    static func endsInUIKit(_ name: String, in root: some SyntaxProtocol) -> Bool {
        let finder = ClassFinder(viewMode: .sourceAccurate)
        finder.walk(root)
        var current = name
        for _ in 0..<maxDepth {
            if Playground.superclasses.contains(current) { return true }
            guard let next = finder.superclass[current] else { return false }
            current = next
        }
        return false
    }

    /// Whether `name` is a class declared in `root` (a plain superclass of the file's own).
    static func isFileClass(_ name: String, in root: some SyntaxProtocol) -> Bool {
        let finder = ClassFinder(viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.classes.contains(name)
    }

    private final class ClassFinder: SyntaxVisitor {
        var superclass: [String: String] = [:]
        var classes: Set<String> = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes.insert(node.name.bare)
            if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                superclass[node.name.bare] = first
            }
            return .visitChildren
        }
    }
}

extension Evaluator {
    /// `s` and the file's classes above it, most derived first, and the UIKit class the chain
    /// ends in (`s`'s superclass itself when it is UIKit's).
    func classChain(_ s: StructDecl, at: Int) throws -> (classes: [StructDecl], uikit: String) {
        var classes = [s]
        var current = s
        while let up = current.superclass, !Playground.superclasses.contains(up) {
            guard let next = program.structs[up], next.isClass, classes.count <= ClassChains.maxDepth else {
                throw RuntimeError(message: "class '\(s.name)' inherits from '\(up)', which is not a class of the file ending in a UIKit class", at: at)
            }
            classes.append(next)
            current = next
        }
        return (classes, current.superclass ?? "UIView")
    }

    /// The chain flattened into one declaration (see `ClassChains`), made once per class.
    func flattened(_ chain: [StructDecl], uikit: String) -> StructDecl {
        guard chain.count > 1 else { return chain[0] }
        let playground = runtime.playground
        if let made = playground.flattenedClasses[chain[0].name] { return made }
        var properties: [PropertyDecl] = []
        var methods: [String: Function] = [:]
        for decl in chain.reversed() {
            for p in decl.properties {
                properties.removeAll { $0.name == p.name }
                properties.append(p)
            }
            methods.merge(decl.methods) { _, derived in derived }
        }
        let initializers = chain.first { !$0.initializers.isEmpty }?.initializers ?? []
        let flat = StructDecl(name: chain[0].name, conformances: chain[0].conformances, properties: properties,
                              initializers: initializers, methods: methods, at: chain[0].at)
        flat.isClass = true
        flat.superclass = uikit
        flat.sourceRange = chain[0].sourceRange
        playground.flattenedClasses[chain[0].name] = flat
        playground.classChains[chain[0].name] = chain
        return flat
    }
}

extension SuperObject {
    /// `super.name(…)` where a class above the running one in the file's chain declares
    /// `name`: that class's method, run one level further up, so its own `super.name(…)`
    /// reaches the next class (nil: no class above declares it; UIKit's then).
    func callUpTheChain(_ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard let object = Evaluator.classObject(base), let chain = ev.runtime.playground.classChains[object.type.name] else { return nil }
        let key = "\(ObjectIdentifier(object).hashValue).\(name)"
        let playground = ev.runtime.playground
        let level = playground.superLevels[key] ?? 0
        let labels = args.labels
        // Outside any `super` call the running method is the most derived one declaring `name`.
        let running = level > 0 ? level
            : chain.firstIndex { name == "init" ? !$0.initializers.isEmpty : $0.methods[name] != nil } ?? 0
        for (i, decl) in chain.enumerated().dropFirst(running + 1) {
            let found: Function?
            if name == "init" {
                found = decl.initializers.first { f in
                    let all = f.parameters.map(\.label), required = f.parameters.filter { $0.defaultValue == nil }.map(\.label)
                    return labels.allSatisfy { all.contains($0) } && required.allSatisfy { labels.contains($0) }
                }
            } else {
                found = decl.methods[name].flatMap { $0.isStatic ? nil : $0 }
            }
            guard let m = found else { continue }
            playground.superLevels[key] = i
            defer { if level == 0 { playground.superLevels[key] = nil } else { playground.superLevels[key] = level } }
            let receiver: Value = (base as? UIKitView).map { .object($0) } ?? .object(object)
            return try ev.call(FunctionValue(.method(m, receiver: .value(Box(receiver)), ev.program.globals)), args)
        }
        return nil
    }
}
