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
            case .null: call.evaluator.prefersDark = call.evaluator.program.prefersDark
            case .enumCase(_, "dark", []): call.evaluator.prefersDark = true
            case .enumCase(_, "light", []): call.evaluator.prefersDark = false
            default:
                throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'ColorScheme?'", at: call.args.place(nil))
            }
            return call.add(.ignored("preferredColorScheme"))
        },
    ] + ["previewDevice", "previewLayout", "previewDisplayName", "previewInterfaceOrientation", "previewContext"].map { name in
        // A preview's device, size and title: Xcode's canvas around the view, not the view.
        ModifierEntry(name) { call in
            for i in 0..<call.args.count { _ = try? call.args.value(at: i) }
            return call.add(.ignored(name))
        }
    }
}
