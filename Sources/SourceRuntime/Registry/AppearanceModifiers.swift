import Scene

/// The appearance a file asks for, and the modifiers of its previews.
enum AppearanceModifiers {
    static let entries: [ModifierEntry] = [
        // `.preferredColorScheme(_ colorScheme: ColorScheme?)`: the scheme of the whole
        // presentation, wherever in it the modifier stands (SwiftUI: "the color scheme applies
        // to the nearest enclosing presentation"). A literal `.dark` is found when the file is
        // loaded (`ColorSchemeScan`), so the scene starts dark; one worked out while playing
        // changes the system colours read after it.
        ModifierEntry("preferredColorScheme") { call in
            let v = try call.args.required(nil, hint: "ColorScheme?")
            switch v {
            case .nil: call.evaluator.prefersDark = call.evaluator.runtime.scene.systemDark
            case .enumCase(_, "dark", []): call.evaluator.prefersDark = true
            case .enumCase(_, "light", []): call.evaluator.prefersDark = false
            default:
                throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'ColorScheme?'", at: call.args.place(nil))
            }
            return call.add(.ignored("preferredColorScheme"))
        },
        // `.colorScheme(_:)` (deprecated since iOS 14.5 for `.environment(\.colorScheme, _)`):
        // as that, the scene's scheme (`ColorSchemeScan`, our rule).
        ModifierEntry("colorScheme") { call in
            let v = try call.args.required(nil, hint: "ColorScheme")
            guard case .enumCase(_, let scheme, []) = v, scheme == "dark" || scheme == "light" else {
                throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'ColorScheme'", at: call.args.place(nil))
            }
            return call.add(.ignored("colorScheme"))
        },
        // `.environmentObject(model)`, `.environment(model)` (an `@Observable` object): the
        // scene's object of that class for `@EnvironmentObject` and `@Environment(Model.self)`.
        ModifierEntry("environmentObject") { call in try environment(call) },
        ModifierEntry("environment") { call in try environment(call) },
    ] + ["previewDevice", "previewLayout", "previewDisplayName", "previewInterfaceOrientation", "previewContext"].map { name in
        // A preview's device, size and title: Xcode's canvas around the view, not the view.
        ModifierEntry(name) { call in
            for i in 0..<call.args.count { _ = try? call.args.value(at: i) }
            return call.add(.ignored(name))
        }
    }

    private static func environment(_ call: ModifierCall) throws -> ViewValue {
        // `.environment(\.name, value)`: a value of the file's `EnvironmentValues` for the
        // subtree; `\.colorScheme` is the scene's scheme (read before playing, our rule).
        if call.args.count == 2, case .keyPath(let path) = try call.args.required(nil), path.count == 1 {
            let name = path[0], ev = call.evaluator
            if name == "colorScheme" { _ = try call.args.value(nil, nth: 1); return call.add(.ignored("environment")) }
            guard let p = ev.environmentProperty(name) else {
                throw RuntimeError(message: "environment(\\.\(name), _:) is not supported: only \\.colorScheme and the file's own EnvironmentValues are", at: call.args.place(nil))
            }
            let value = try call.args.required(nil, nth: 1, hint: p.type?.spelled)
            return call.add(.environmentValues(try ev.settingEnvironment(name, to: value, in: [:], at: call.at)))
        }
        guard call.args.count == 1, case .object(let object as ClassObject) = try call.args.required(nil) else {
            throw RuntimeError(message: "\(call.entry.name)(_:) takes an object of a class of the file (the key-path form is not supported)", at: call.args.at)
        }
        call.evaluator.environmentObjects[object.type.name] = object
        return call.add(.ignored(call.entry.name))
    }
}
