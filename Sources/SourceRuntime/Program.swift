import Foundation
import Motion
import Scene
internal import SwiftSyntax

/// A source file resolved for playing: its declarations, lowered and checked once.
final class Program: @unchecked Sendable {
    let file: SourceFile
    private(set) var structs: [String: StructDecl] = [:]
    private(set) var enums: [String: EnumDecl] = [:]
    private(set) var functions: [String: Function] = [:]
    /// Whether the file declares an operator function (`static func +`, `func *`): only then is
    /// an operator looked up among its functions before Swift's own meaning.
    private(set) var declaresOperators = false
    private(set) var previews: [PreviewDecl] = []
    /// Top-level `let`/`var` declarations, evaluated on first use.
    private var globalDecls: [String: (isLet: Bool, type: TypeRef?, initial: Expr?)] = [:]
    /// Top-level computed variables (`var title: String { … }`): their getters, run at each read.
    private var globalGetters: [String: [Stmt]] = [:]
    /// The modules the file imports (`import UIKit` makes its previews UIKit views).
    private(set) var imports: Set<String> = []
    /// Top-level statements (a playground's code), in order.
    private(set) var topLevel: [Stmt] = []
    /// The file-level scope every function and getter starts from.
    let globals = Scope(parent: nil)
    /// The SwiftUI era the file's presets follow: its `// animpreview: ios N` line, else the
    /// command's `--ios` (`.default`, `spring()`, `interactiveSpring()` changed at iOS 17).
    let version: SwiftUIVersion
    /// Whether the file makes views in a `ForEach` (see `Evaluator`'s `textLine`).
    private(set) var makesViewsInForEach = false
    /// The scheme the file asks for with `.preferredColorScheme` (see `ColorSchemeScan`): dark,
    /// light, or nil to follow the device's.
    private(set) var preferredDark: Bool?
    /// The named colours of the asset catalogs near the file, read when a file first names one.
    lazy var assets = AssetCatalog(near: file.path)
    /// The file's structs in the order they are declared.
    private(set) var structOrder: [String] = []
    /// Every name the file (and the project files it takes) declares anywhere, with the names
    /// the runtime declares itself (`newValue`, `error`): a call of any other bare name can
    /// only be the runtime's (see `Evaluator.builtinCall`).
    private(set) var declaredNames: Set<String> = []
    /// The names a scope may hold as the file runs (`FileNames.local`), with the runtime's own.
    private(set) var localNames: Set<String> = []
    /// Extensions, applied once every type is declared.
    private var extensions: [ExtensionDeclSyntax] = []
    /// `@Environment(\.name)` keys not built in, with where they are written: each must be a
    /// property of the file's `extension EnvironmentValues`, known once extensions are read.
    var environmentKeysToCheck: [(key: String, at: Int, written: String)] = []
    /// Extensions of SwiftUI's, UIKit's and Swift's types (`extension Color`, `extension View`),
    /// by the type's name as written.
    var typeExtensions: [String: TypeExtension] = [:]
    /// The file's protocols and the protocols each inherits: their requirements are not
    /// checked (swiftc's business); their extensions' members are every conforming type's.
    var protocols: [String: [String]] = [:]
    /// Helpers of `Text.Layout` the runtime has itself (Apple's sample code declares them).
    static let providedLayoutMembers: Set<String> = ["flattenedRuns", "flattenedRunSlices"]

    /// What a preview shows.
    struct Entry {
        let title: String
        /// The `#Preview`'s body, or a view struct's name to construct with no arguments.
        let preview: PreviewDecl?
        let view: StructDecl?
        /// A `PreviewProvider`'s `previews`: of several views (a `Group` of previews, each a
        /// canvas of its own in Xcode), the first is shown.
        var showsFirst = false
    }

    init(file: SourceFile) throws {
        self.file = file
        version = SwiftUIVersion.directive(in: file.text) ?? .current
        let lowering = Lowering()
        let tree = file.parsed.folded ?? Lowering.folded(file.tree)
        // Folding operators leaves every name where it was: the names read off the parsed tree.
        declaredNames = file.parsed.names.declared.union(NameCheck.implicit)
        localNames = file.parsed.names.local.union(NameCheck.implicit)
        if file.mentions("typealias") { lowering.collectTypeAliases(in: tree) }
        // The file's protocols first: a class naming one is conforming, not inheriting.
        for item in tree.statements {
            if let p = item.item.as(ProtocolDeclSyntax.self) {
                protocols[p.name.bare] = p.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            }
        }
        for item in tree.statements {
            switch item.item {
            case .decl(let d): declare(d, lowering)
            case .stmt(let s): if let stmt = lowering.statement(s) { topLevel.append(stmt) }
            case .expr(let e):
                if let m = e.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" { preview(m.arguments, m.trailingClosure, at: m, lowering) }
                else { topLevel.append(Stmt(.expression(lowering.expression(e)), at: e.positionAfterSkippingLeadingTrivia.utf8Offset)) }
            @unknown default: lowering.fail(item, "this top-level item is not supported")
            }
        }
        for e in extensions { extend(e, lowering) }
        declaresOperators = ([functions.keys] + structs.values.map(\.methods.keys) + enums.values.map(\.methods.keys)
            + typeExtensions.values.map(\.staticMethods.keys)).joined().contains { $0.first.map("+-*/%<>=!&|^~".contains) ?? false }
        for (key, at, written) in environmentKeysToCheck where typeExtensions["EnvironmentValues"]?.property(key) == nil {
            let known = (["colorScheme"] + EnvironmentRead.fixed.keys.sorted()).map { "\\." + $0 }.joined(separator: ", ")
            lowering.fail(at: at, "@Environment(\(written)) is not supported; @Environment(Model.self), \(known) and the file's own EnvironmentValues are")
        }
        makesViewsInForEach = lowering.makesViewsInForEach
        let check = ModifierCheck(fileViews: Set(structs.values.filter { $0.isView || $0.isShape }.map(\.name)),
                                  extensionMethods: Set(typeExtensions.values.flatMap(\.methods.keys)))
        check.walk(tree)
        for (at, message) in check.errors { lowering.fail(at: at, message) }
        let names = NameCheck(program: self)
        for (at, message) in names.errors(in: tree) { lowering.fail(at: at, message) }
        let members = MemberCheck(program: self, declared: names.declared)
        members.walk(tree)
        for (at, message) in members.errors { lowering.fail(at: at, message) }
        if file.mentions("olorScheme") {
            let scheme = ColorSchemeScan()
            scheme.walk(tree)
            preferredDark = scheme.preferred
        }
        if !lowering.errors.isEmpty {
            throw SourceError(lowering.errors.sorted { $0.at < $1.at }.map { file.diagnostic(at: $0.at, $0.message) })
        }
        file.previews = previews.map(\.name)
    }

    private func declare(_ d: DeclSyntax, _ lowering: Lowering) {
        if let s = d.as(StructDeclSyntax.self) {
            let decl = structDecl(s, lowering)
            structs[decl.name] = decl
            structOrder.append(decl.name)
            return
        }
        if let e = d.as(EnumDeclSyntax.self) { enums[e.name.bare] = enumDecl(e, lowering); return }
        if let f = d.as(FunctionDeclSyntax.self) { Function.declare(lowering.function(f), in: &functions); return }
        if let v = d.as(VariableDeclSyntax.self) {
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            for b in v.bindings {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare else {
                    lowering.fail(b.pattern, "only a plain name can be declared at the top level"); continue
                }
                if let block = b.accessorBlock {
                    let (getter, setter, _) = accessors(block, lowering)
                    if setter != nil { lowering.fail(block, "a top-level computed variable may only have a getter here") }
                    globalGetters[name] = getter ?? []
                    continue
                }
                globalDecls[name] = (isLet, lowering.annotation(of: b, in: v), b.initializer.map { lowering.expression($0.value) })
            }
            return
        }
        if let i = d.as(ImportDeclSyntax.self) { imports.insert(i.path.first?.name.bare ?? ""); return }
        if let m = d.as(MacroExpansionDeclSyntax.self) {
            if m.macroName.text == "Preview" { preview(m.arguments, m.trailingClosure, at: m, lowering); return }
            lowering.fail(m, "macro '#\(m.macroName.text)' is not supported; a file may use #Preview")
            return
        }
        if let c = d.as(ClassDeclSyntax.self) {
            // A class of its own (an `ObservableObject`, an `@Observable` model): no superclass.
            let inherited = c.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let superclass = inherited.first(where: { !Self.classConformances.contains($0) && protocols[$0] == nil })
            // A class of the file (or its project) whose chain ends in one of them is allowed too.
            // A class of the file inheriting from another of its classes that ends in none of
            // UIKit's: its own members over its base's (`Evaluator.plainClass`).
            let plainBase = superclass.flatMap { s in
                !Playground.superclasses.contains(s) && !ClassChains.endsInUIKit(s, in: c.root) && ClassChains.isFileClass(s, in: c.root) ? s : nil
            }
            if let superclass, plainBase == nil, !Playground.superclasses.contains(superclass), !ClassChains.endsInUIKit(superclass, in: c.root) {
                lowering.fail(c, "classes that inherit from '\(superclass)' are not supported; a class may inherit from UIView, UIControl, UILabel, UIImageView, UIViewController, CALayer, CAShapeLayer, CAGradientLayer or CATextLayer, from a class of the file that does, or from nothing (an ObservableObject, an @Observable model)")
                return
            }
            for use in UnsupportedLayers.uses(in: c.memberBlock) { lowering.fail(use.node, use.message) }
            let decl = typeDecl(name: c.name.bare, inherited: inherited, members: c.memberBlock, node: c, isClass: true, lowering)
            if let plainBase { decl.baseClass = plainBase } else { decl.superclass = superclass }
            decl.observesAll = c.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Observable" }
            structs[decl.name] = decl
            structOrder.append(decl.name)
            return
        }
        if let e = d.as(ExtensionDeclSyntax.self) { extensions.append(e); return }
        if let p = d.as(ProtocolDeclSyntax.self) {
            protocols[p.name.bare] = p.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            return
        }
        if d.is(TypeAliasDeclSyntax.self) { return }
        lowering.fail(d, "this declaration is not supported at the top level")
    }

    /// An extension of a struct of the file adds to it; one of `Text.Layout` may only declare
    /// the helpers the runtime provides.
    private func extend(_ e: ExtensionDeclSyntax, _ lowering: Lowering) {
        let name = e.extendedType.trimmedDescription
        if let decl = structs[name] {
            var properties: [PropertyDecl] = [], methods: [String: Function] = [:], inits: [Function] = []
            for member in e.memberBlock.members {
                let d = member.decl
                if let v = d.as(VariableDeclSyntax.self) {
                    let props = property(v, lowering)
                    if props.contains(where: { $0.getter == nil && !$0.isStatic }) { lowering.fail(v, "extensions must not contain stored properties") }
                    properties += props
                } else if let f = d.as(FunctionDeclSyntax.self) { Function.declare(lowering.function(f), in: &methods) }
                else if let i = d.as(InitializerDeclSyntax.self) {
                    inits.append(Function(name: "init", parameters: lowering.parameters(i.signature.parameterClause.parameters),
                                          body: i.body.map { lowering.statements($0.statements) } ?? [], isMutating: true,
                                          isStatic: false, returnsView: false, at: i.positionAfterSkippingLeadingTrivia.utf8Offset))
                } else if !nestedType(d, lowering) { lowering.fail(d, "this member is not supported in an extension") }
            }
            decl.extend(properties: properties, methods: methods, initializers: inits)
            decl.conformances += e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            return
        }
        if name.hasPrefix("Text.Layout") {
            for member in e.memberBlock.members {
                let names = member.decl.as(VariableDeclSyntax.self)?.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare } ?? []
                if names.isEmpty || !names.allSatisfy(Self.providedLayoutMembers.contains) {
                    lowering.fail(member, "an extension of \(name) may only declare \(Self.providedLayoutMembers.sorted().joined(separator: " and ")), which animpreview provides")
                }
            }
            return
        }
        if enums[name] != nil {
            lowering.fail(e, "extensions of '\(name)' are not supported; put the members in the enum itself")
            return
        }
        extendFramework(name, e, lowering)
    }

    private func preview(_ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, at node: some SyntaxProtocol, _ lowering: Lowering) {
        let name: String
        if let first = arguments.first, first.label == nil, let s = first.expression.as(StringLiteralExprSyntax.self) {
            name = s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        } else {
            name = previews.isEmpty ? "Preview" : "Preview \(previews.count + 1)"
        }
        // `#Preview(body: { … })`: the closure given by its label.
        let closure = closure ?? arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        guard let closure else { lowering.fail(node, "#Preview needs a closure with the view to show"); return }
        let at = node.positionAfterSkippingLeadingTrivia.utf8Offset
        // `@Previewable @State var x = …`: as Apple's macro does, the preview is a view of its
        // own whose state those are and whose body is the rest of the closure.
        let (state, rest) = previewable(closure.statements, lowering)
        guard !state.isEmpty else { previews.append(PreviewDecl(name: name, body: rest, at: at)); return }
        let viewName = "Preview \(previews.count + 1)"
        let body = PropertyDecl(name: "body", isLet: false, type: .named("View", []), initial: nil, wrapper: nil, getter: rest,
                                isStatic: false, at: at)
        let decl = StructDecl(name: viewName, conformances: ["View"], properties: state + [body], initializers: [], methods: [:], at: at)
        structs[viewName] = decl
        let make = Expr(.call(Expr(.name(viewName), at: at), []), at: at)
        previews.append(PreviewDecl(name: name, body: [Stmt(.expression(make), at: at)], at: at))
    }

    /// The protocols a class may conform to (it has no superclass here).
    static let classConformances: Set<String> = ["ObservableObject", "Identifiable", "Equatable", "Hashable", "AnyObject",
                                                 "CustomStringConvertible", "Sendable",
                                                 // Objective-C's root class: nothing of it is used but its identity.
                                                 "NSObject"]

    /// A struct or enum declared inside a type or an extension: known by its own name, as
    /// the file's types are (`Outer.Inner` and `Inner` both reach it).
    func nestedType(_ d: DeclSyntax, _ lowering: Lowering) -> Bool {
        if let nested = d.as(StructDeclSyntax.self) {
            let decl = structDecl(nested, lowering)
            structs[decl.name] = decl
            return true
        }
        if let e = d.as(EnumDeclSyntax.self) {
            enums[e.name.bare] = enumDecl(e, lowering)
            return true
        }
        return false
    }

    private func structDecl(_ s: StructDeclSyntax, _ lowering: Lowering) -> StructDecl {
        typeDecl(name: s.name.bare, inherited: s.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
                 members: s.memberBlock, node: s, isClass: false, lowering)
    }

    /// A struct's or a class's declaration: its members, lowered.
    private func typeDecl(name: String, inherited conformances: [String], members block: MemberBlockSyntax, node s: some SyntaxProtocol,
                          isClass: Bool, _ lowering: Lowering) -> StructDecl {
        var properties: [PropertyDecl] = [], inits: [Function] = [], methods: [String: Function] = [:]
        for member in block.members {
            let d = member.decl
            if let v = d.as(VariableDeclSyntax.self) { properties += property(v, lowering) }
            else if let f = d.as(FunctionDeclSyntax.self) { Function.declare(lowering.function(f), in: &methods) }
            else if let i = d.as(InitializerDeclSyntax.self) {
                inits.append(Function(name: "init", parameters: lowering.parameters(i.signature.parameterClause.parameters),
                                      body: i.body.map { lowering.statements($0.statements) } ?? [], isMutating: true,
                                      isStatic: false, returnsView: false, at: i.positionAfterSkippingLeadingTrivia.utf8Offset))
            } else if nestedType(d, lowering) {
            } else if d.is(TypeAliasDeclSyntax.self) {
            } else if isClass, d.is(DeinitializerDeclSyntax.self) {
                // Never run: an object here lives as long as the scene.
            } else {
                lowering.fail(d, "this member is not supported in a \(isClass ? "class" : "struct")")
            }
        }
        let decl = StructDecl(name: name, conformances: conformances, properties: properties, initializers: inits,
                              methods: methods, at: s.positionAfterSkippingLeadingTrivia.utf8Offset)
        decl.isClass = isClass
        decl.sourceRange = s.positionAfterSkippingLeadingTrivia.utf8Offset..<s.endPositionBeforeTrailingTrivia.utf8Offset
        return decl
    }


    // MARK: Globals

    /// Whether the file's previews are UIKit views: it imports UIKit (or QuartzCore) and not SwiftUI.
    var isUIKit: Bool { (imports.contains("UIKit") || imports.contains("QuartzCore")) && !imports.contains("SwiftUI") }

    /// A top-level name: a `let`/`var` (evaluated on first use), a struct or an enum type, a function.
    /// A global's value belongs to the evaluator (one scene's run): every run starts from the
    /// file's initial values, as a fresh launch of the app does, and a UIKit view held in a
    /// global is made again for each scene.
    func global(_ name: String, evaluator: Evaluator, at: Int) throws -> Value? {
        if let getter = globalGetters[name] {
            return try evaluator.runBody(getter, Scope(parent: globals), isBuilder: false, at: at)
        }
        if let box = evaluator.globalBoxes[name] {
            // A top-level `var` can change without any view being told.
            if !box.isLet { evaluator.impure() }
            return box.value
        }
        if let decl = globalDecls[name] {
            guard !evaluator.globalsInProgress.contains(name) else {
                throw RuntimeError(message: "'\(name)' is used within its own initial value", at: at)
            }
            try evaluator.checkStack(at: at)
            evaluator.globalsInProgress.insert(name)
            defer { evaluator.globalsInProgress.remove(name) }
            var value = try decl.initial.map { try evaluator.eval($0, globals, hint: decl.type?.spelled) } ?? .nil
            if let type = decl.type { value = try evaluator.convert(value, to: type, at: at) }
            let box = Box(value, isLet: decl.isLet)
            evaluator.globalBoxes[name] = box
            if !decl.isLet { evaluator.impure() }
            return value
        }
        if structs[name] != nil || enums[name] != nil { return .type(name) }
        if let f = functions[name] { return .function(FunctionValue(.method(f, receiver: nil, globals))) }
        return nil
    }

}
