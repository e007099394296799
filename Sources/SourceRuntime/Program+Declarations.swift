import Foundation
import Motion
import Scene
internal import SwiftSyntax

/// The file's declarations lowered: properties (stored, computed, wrapped) and enums.
extension Program {
    func property(_ v: VariableDeclSyntax, _ lowering: Lowering) -> [PropertyDecl] {
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        let isStatic = v.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        var wrapper: PropertyDecl.Wrapper?
        var environmentKey: String?
        var isEnvironmentEntry = false
        for attribute in v.attributes {
            guard let a = attribute.as(AttributeSyntax.self) else { continue }
            let name = a.attributeName.trimmedDescription
            if name == "Environment" {
                // `\.colorScheme` or `Model.self`.
                let argument = a.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
                if let k = argument?.as(KeyPathExprSyntax.self), k.components.count == 1 {
                    environmentKey = k.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.bare
                } else if let m = argument?.as(MemberAccessExprSyntax.self), m.declName.baseName.bare == "self", let base = m.base {
                    environmentKey = base.trimmedDescription + ".self"
                }
                if let key = environmentKey, key != "colorScheme", !key.hasSuffix(".self"), EnvironmentRead.fixed[key] == nil {
                    // The file's own `EnvironmentValues` are known once its extensions are read.
                    environmentKeysToCheck.append((key, a.positionAfterSkippingLeadingTrivia.utf8Offset, argument?.trimmedDescription ?? ""))
                } else if environmentKey == nil {
                    lowering.fail(a, "@Environment(\(argument?.trimmedDescription ?? "")) is not supported; @Environment(\\.colorScheme) and @Environment(Model.self) are")
                }
                wrapper = .environment
            } else if name == "Previewable" {
                // `#Preview`'s own view holds it (`Program.preview`); the wrapper beside it counts.
            } else if name == "Entry" {
                // iOS 18's `@Entry var name: T = value` in `extension EnvironmentValues`: a key
                // whose default is the initial value (checked where the extension is read).
                isEnvironmentEntry = true
            } else if name == "AppStorage" || name == "SceneStorage" {
                // Our rule: a stored default that starts at its value on every play (nothing
                // outside the file is read or written), then changes as a view's @State.
                wrapper = .state
            } else if let w = PropertyDecl.Wrapper(rawValue: name) { wrapper = w }
            else if name == "ViewBuilder" {}
            else if name == "IBOutlet" || name == "IBInspectable" {
                lowering.fail(a, "'@\(name)' is filled in from a storyboard or nib, which a file alone does not have; make the view in code (UIView(frame: …)) and add it with addSubview(_:)")
            }
            else { lowering.fail(a, "property wrapper '@\(name)' is not supported; use @State, @Binding, @GestureState, @FocusState, @Namespace, @StateObject, @ObservedObject, @EnvironmentObject, @Bindable, @Environment, @AppStorage or @Published") }
        }
        return v.bindings.compactMap { b in
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bare else {
                lowering.fail(b.pattern, "only a plain name can be declared here"); return nil
            }
            let (getter, setter, setterValue) = b.accessorBlock.map { accessors($0, lowering) } ?? (nil, nil, "newValue")
            var decl = PropertyDecl(name: name, isLet: isLet, type: lowering.annotation(of: b, in: v),
                                    initial: b.initializer.map { lowering.expression($0.value) }, wrapper: wrapper, getter: getter,
                                    isStatic: isStatic, at: b.positionAfterSkippingLeadingTrivia.utf8Offset)
            decl.setter = setter
            decl.setterValue = setterValue
            decl.isLazy = v.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            decl.isEnvironmentEntry = isEnvironmentEntry
            if let block = b.accessorBlock { observers(block, into: &decl, lowering) }
            decl.environmentKey = wrapper == .environmentObject ? b.typeAnnotation.map { $0.type.trimmedDescription + ".self" } : environmentKey
            return decl
        }
    }

    /// A `#Preview`'s closure parted: its `@Previewable` variables, and the rest lowered.
    func previewable(_ items: CodeBlockItemListSyntax, _ lowering: Lowering) -> (state: [PropertyDecl], rest: [Stmt]) {
        var state: [PropertyDecl] = [], rest: [Stmt] = []
        for item in items {
            if let v = item.item.as(DeclSyntax.self)?.as(VariableDeclSyntax.self),
               v.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                state += property(v, lowering)
            } else if let s = lowering.statement(item.item) { rest.append(s) }
        }
        return (state, rest)
    }

    func enumDecl(_ e: EnumDeclSyntax, _ lowering: Lowering) -> EnumDecl {
        var cases: [EnumDecl.Case] = [], methods: [String: Function] = [:], computed: [String: [Stmt]] = [:]
        var statics: [PropertyDecl] = [], computedTypes: [String: String] = [:]
        for member in e.memberBlock.members {
            let d = member.decl
            if let c = d.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    cases.append(EnumDecl.Case(name: element.name.bare, rawValue: element.rawValue.map { lowering.expression($0.value) },
                                               payloadLabels: element.parameterClause?.parameters.map { $0.firstName?.bare } ?? [],
                                               payloadTypes: element.parameterClause?.parameters.map { $0.type.trimmedDescription } ?? []))
                }
            } else if let f = d.as(FunctionDeclSyntax.self) {
                Function.declare(lowering.function(f), in: &methods)
            } else if let v = d.as(VariableDeclSyntax.self) {
                for p in property(v, lowering) {
                    if p.isStatic { statics.append(p) } else if let g = p.getter { computed[p.name] = g; computedTypes[p.name] = p.type?.spelled }
                    else { lowering.fail(v, "enums cannot contain stored properties") }
                }
            } else if !nestedType(d, lowering) {
                lowering.fail(d, "this member is not supported in an enum")
            }
        }
        let raw = e.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        let decl = EnumDecl(name: e.name.bare, cases: cases, methods: methods, computed: computed, statics: statics,
                            rawType: raw, at: e.positionAfterSkippingLeadingTrivia.utf8Offset)
        decl.computedTypes = computedTypes
        decl.conformances = e.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return decl
    }

    /// A stored property's observers (`willSet`, `didSet`) and the names their values go by.
    func observers(_ block: AccessorBlockSyntax, into decl: inout PropertyDecl, _ lowering: Lowering) {
        guard case .accessors(let list) = block.accessors else { return }
        for accessor in list {
            let body = accessor.body.map { lowering.statements($0.statements) } ?? []
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.willSet):
                decl.willSetBody = body
                if let name = accessor.parameters?.name.bare { decl.willSetValue = name }
            case .keyword(.didSet):
                decl.didSetBody = body
                if let name = accessor.parameters?.name.bare { decl.didSetValue = name }
            default: break
            }
        }
    }

    /// A property's accessors (`{ … }`, `get`/`set`): its getter, setter and the setter's
    /// value name (observers: `observers(_:into:_:)`).
    func accessors(_ block: AccessorBlockSyntax, _ lowering: Lowering) -> (getter: [Stmt]?, setter: [Stmt]?, setterValue: String) {
        var getter: [Stmt]? = nil, setter: [Stmt]? = nil, setterValue = "newValue"
        switch block.accessors {
        case .getter(let items): getter = lowering.statements(items)
        case .accessors(let list):
            if let set = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }) {
                setter = set.body.map { lowering.statements($0.statements) } ?? []
                if let name = set.parameters?.name.bare { setterValue = name }
            }
            if let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
                getter = get.body.map { lowering.statements($0.statements) } ?? []
            }
        @unknown default: lowering.fail(block, "these accessors are not supported")
        }
        return (getter, setter, setterValue)
    }
}
