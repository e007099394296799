import Motion
import Scene

/// What a view inherits from the views around it: the environment SwiftUI passes down
/// (font, colour, button style) and the `.animation(_:value:)` scopes it sits inside.
///
/// The values live in one shared box, copied only when a context that shares it changes one
/// (copy on write): every view's context starts as its parent's, and most change nothing, so
/// a child's context costs a retain, not a copy of every value (which a frame re-evaluating a
/// thousand views did several times a view).
struct ViewContext {
    struct Values {
        var font: FontValue?
        var weight: FontSpec.Weight?
        var italic: Bool?
        /// `monospaced(_:)`: the system font in its monospaced design.
        var monospaced: Bool?
        /// `lineLimit(_:reservesSpace:)` (nil: no limit).
        var lineLimit: Int?
        var reservesLines = false
        /// `multilineTextAlignment(_:)`: 0 leading, 0.5 centre, 1 trailing.
        var textAlignment = 0.0
        /// `textCase(_:)`: "uppercase", "lowercase", or nil.
        var textCase: String?
        /// `strikethrough` / `underline` of the texts below: nil off, else the line's colour
        /// (its own nil: the text's).
        var strikethrough: Color??
        var underline: Color??
        /// The file's own environment values set above (`EnvironmentValuesObject`'s keys).
        var environment: [String: Value] = [:]
        var foreground: Color?
        /// Whether a `foregroundColor`/`foregroundStyle` around the view set the foreground (not
        /// the appearance's default label colour).
        var foregroundIsSet = false
        /// `.foregroundStyle(gradient)` (then `foreground` is nil).
        var foregroundGradient: GradientSpec?
        var buttonStyle: String?
        /// What controls read: tint, disabled, size, styles (`Views/Controls.swift`).
        var controls = ControlEnvironment()
        /// Innermost first.
        var scopes: [AnimationScope] = []
        /// Whether a stack encloses this view. The outermost stack draws its views straight into
        /// the scene's root, as the hosting view's content; stacks inside it get a group node
        /// each (what a modifier of the stack applies to, what a tap on its views reaches).
        var insideStack = false
        /// What symbol images inside see: `imageScale`, symbol effects, a replace transition.
        var symbols = SymbolEnvironment()
        /// The navigation stack around this view, which its `NavigationLink`s push onto.
        var navigation: NavigationState?
    }

    private final class Storage {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    private var storage = Storage(Values())

    /// The box, made this context's own first if another context shares it.
    private mutating func owned() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
        return storage
    }

    var font: FontValue? {
        get { storage.values.font }
        _modify { yield &owned().values.font }
    }

    var weight: FontSpec.Weight? {
        get { storage.values.weight }
        _modify { yield &owned().values.weight }
    }

    var italic: Bool? {
        get { storage.values.italic }
        _modify { yield &owned().values.italic }
    }

    var monospaced: Bool? {
        get { storage.values.monospaced }
        _modify { yield &owned().values.monospaced }
    }

    var lineLimit: Int? {
        get { storage.values.lineLimit }
        _modify { yield &owned().values.lineLimit }
    }

    var reservesLines: Bool {
        get { storage.values.reservesLines }
        _modify { yield &owned().values.reservesLines }
    }

    var textAlignment: Double {
        get { storage.values.textAlignment }
        _modify { yield &owned().values.textAlignment }
    }

    var textCase: String? {
        get { storage.values.textCase }
        _modify { yield &owned().values.textCase }
    }

    var strikethrough: Color?? {
        get { storage.values.strikethrough }
        _modify { yield &owned().values.strikethrough }
    }

    var underline: Color?? {
        get { storage.values.underline }
        _modify { yield &owned().values.underline }
    }

    var environment: [String: Value] {
        get { storage.values.environment }
        _modify { yield &owned().values.environment }
    }

    var foreground: Color? {
        get { storage.values.foreground }
        _modify { yield &owned().values.foreground }
    }

    var foregroundIsSet: Bool {
        get { storage.values.foregroundIsSet }
        _modify { yield &owned().values.foregroundIsSet }
    }

    var foregroundGradient: GradientSpec? {
        get { storage.values.foregroundGradient }
        _modify { yield &owned().values.foregroundGradient }
    }

    var buttonStyle: String? {
        get { storage.values.buttonStyle }
        _modify { yield &owned().values.buttonStyle }
    }

    var controls: ControlEnvironment {
        get { storage.values.controls }
        _modify { yield &owned().values.controls }
    }

    var scopes: [AnimationScope] {
        get { storage.values.scopes }
        _modify { yield &owned().values.scopes }
    }

    var insideStack: Bool {
        get { storage.values.insideStack }
        _modify { yield &owned().values.insideStack }
    }

    var symbols: SymbolEnvironment {
        get { storage.values.symbols }
        _modify { yield &owned().values.symbols }
    }

    var navigation: NavigationState? {
        get { storage.values.navigation }
        _modify { yield &owned().values.navigation }
    }
}
