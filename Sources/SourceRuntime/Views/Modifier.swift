import Motion
import Scene

/// A modifier with its arguments evaluated.
enum Modifier {
    case font(FontValue)
    case fontWeight(FontSpec.Weight)
    /// `Text.italic(_:)`.
    case italic(Bool)
    /// `monospaced(_:)` of a view: its texts in the monospaced design of the system font.
    case monospaced(Bool)
    /// `lineLimit(_:)`: the most lines its texts show (nil: any number), and with
    /// `reservesSpace: true` the lines they take however few they fill.
    case lineLimit(Int?, reserves: Bool)
    /// `multilineTextAlignment(_:)`: where its texts' lines sit, 0 leading … 1 trailing.
    case textAlignment(Double)
    /// `textCase(_:)`: its texts upper- or lowercased (nil: as written).
    case textCase(String?)
    /// `strikethrough(_:color:)` / `underline(_:color:)`: on or off, and the line's colour
    /// (nil: the text's).
    case textLine(strike: Bool, active: Bool, color: Color?)
    /// `ignoresSafeArea(_:edges:)`, `edgesIgnoringSafeArea(_:)`: the edges (an `EdgeSet`'s raw value).
    case ignoresSafeArea(Int)
    /// `.environment(\.name, value)` of the file's own `EnvironmentValues`: what it sets, by key.
    case environmentValues([String: Value])
    /// `tracking(_:)` / `kerning(_:)`: points after each character.
    case tracking(Double)
    case foreground(Color)
    /// `.foregroundStyle(gradient)`: the gradient fills text and shapes below.
    case foregroundGradient(GradientSpec)
    /// An animatable effect (`opacity`, `offset`, `scaleEffect`, a colour filter …): its kind
    /// in the registry and its values.
    case effect(EffectValue)
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: UnitPoint)
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?, alignment: UnitPoint)
    case position(x: Double, y: Double)
    /// `.layoutPriority(_:)`: a stack offers its space to higher priorities first.
    case layoutPriority(Double)
    /// `.fixedSize(horizontal:vertical:)`: the view's ideal size on those axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.alignmentGuide(_:computeValue:)`: the guide (`leading`, `top`, `firstTextBaseline`, …,
    /// on the horizontal or vertical axis) and the closure that gives its value.
    case alignmentGuide(horizontal: Bool, guide: String, FunctionValue)
    case background(ViewValue, alignment: UnitPoint)
    case overlay(ViewValue, alignment: UnitPoint)
    case clipped
    case cornerRadius(Double)
    case clipShape(ShapeKind)
    case mask(ViewValue)
    case fill(Color)
    /// `fill(_:style:)` by the even-odd rule (or not).
    case fillStyle(evenOdd: Bool)
    /// `stroke` or `strokeBorder` of a shape.
    case stroke(StrokeSpec)
    /// `inset(by:)` of a shape.
    case inset(Double)
    /// `.modifier(effect)` with a `GeometryEffect` of the file.
    case geometryEffect(StructValue)
    /// `blendMode(_:)`: how the view's pixels combine with what lies below.
    case blendMode(BlendMode)
    /// `transformEffect(_:)`: an affine transform of the view's drawing, not animated.
    case transformEffect(Transform2D)
    /// A shape's `transform(_:)`: its path mapped by the transform.
    case shapeTransform(Transform2D)
    /// A shape's `size(width:height:)`: its path made in a rect of that size at its frame's origin.
    case shapeSize(Size)
    /// `.fill(gradient)` of a shape.
    case fillGradient(GradientSpec)
    case matchedGeometry(id: Value)
    /// `.animation(_:value:)` (`hasValue`), `.animation(_:)` otherwise.
    case animation(Animation?, value: Value, hasValue: Bool)
    /// `.animation(_:body:)`: the animation for the modifiers from index `from` on (those the
    /// body added), whatever changed.
    case scopedAnimation(Animation?, from: Int)
    case onAppear(FunctionValue)
    case onDisappear(FunctionValue)
    /// `.task { … }`: a task started as the view appears, cancelled as it goes (`ViewHost.tasks`);
    /// with an `id`, cancelled and started again when the id changes.
    case task(FunctionValue, id: Value?)
    case onTap(FunctionValue, count: Int)
    /// `.gesture(_:)`, `.simultaneousGesture(_:)`, `.highPriorityGesture(_:)`, `.onLongPressGesture`.
    case gesture(GestureObject)
    case onChange(Value, FunctionValue, initial: Bool)
    /// `.preference(key: K.self, value: v)`: the view's value for the file's `PreferenceKey` `K`.
    case preference(key: String, value: Value)
    /// `.onPreferenceChange(K.self) { value in … }`: run when the value `K` reduces to below
    /// the view changes.
    case onPreferenceChange(key: String, FunctionValue)
    case resizable
    case aspectRatio(Double?, fill: Bool)
    case zIndex(Double)
    case buttonStyle(String)
    /// A control environment value (`.tint`, `.disabled`, `.controlSize`, …).
    case control(ControlSetting)
    case transition(Transition)
    /// `.customAttribute(_:)`: a value a text renderer finds on the text's runs.
    case customAttribute(String, Value)
    /// The runs of a concatenated text.
    case textRuns([TextRun])
    /// `.textRenderer(_:)`: a struct whose `draw(layout:in:)` draws the text each frame.
    case textRenderer(StructValue)
    case contentTransition(ContentTransitionObject?)
    /// A modifier a container reads from the views it holds (`navigationTitle`, `toolbar`,
    /// `listRowBackground`, `tabItem`, …); it draws nothing where it is written.
    case container(ContainerModifier)
    /// Accepted and drawn as nothing (a modifier that changes nothing this runtime draws).
    case ignored(String)
    /// `.id(_:)`: the view's id, a `scrollTo` target (our rule: a new id does not make the
    /// view anew).
    case viewID(Value)
    /// A symbol image's environment: its scale, effects, replace transition (`Symbols.swift`).
    case symbol(SymbolModifier)
}

extension Modifier {
    /// The modifier's name, for a view's shape (a view whose modifiers change kind is built anew).
    var kind: String {
        switch self {
        case .font: return "font"
        case .fontWeight: return "fontWeight"
        case .italic: return "italic"
        case .monospaced: return "monospaced"
        case .lineLimit: return "lineLimit"
        case .textAlignment: return "multilineTextAlignment"
        case .textCase: return "textCase"
        case .textLine(let strike, _, _): return strike ? "strikethrough" : "underline"
        case .ignoresSafeArea: return "ignoresSafeArea"
        case .environmentValues: return "environmentValues"
        case .preference: return "preference"
        case .onPreferenceChange: return "onPreferenceChange"
        case .tracking: return "tracking"
        case .foreground: return "foreground"
        case .foregroundGradient: return "foregroundGradient"
        case .effect(let e): return e.kind.name
        case .padding: return "padding"
        case .frame: return "frame"
        case .flexibleFrame: return "flexibleFrame"
        case .position: return "position"
        case .layoutPriority: return "layoutPriority"
        case .alignmentGuide: return "alignmentGuide"
        case .fixedSize: return "fixedSize"
        case .background: return "background"
        case .overlay: return "overlay"
        case .clipped: return "clipped"
        case .cornerRadius: return "cornerRadius"
        case .clipShape: return "clipShape"
        case .mask: return "mask"
        case .fill: return "fill"
        case .fillStyle: return "fillStyle"
        case .stroke: return "stroke"
        case .inset: return "inset"
        case .blendMode: return "blendMode"
        case .transformEffect: return "transformEffect"
        case .shapeTransform: return "shapeTransform"
        case .shapeSize: return "shapeSize"
        case .geometryEffect(let s): return "geometryEffect.\(s.type.name)"
        case .fillGradient: return "fillGradient"
        case .matchedGeometry: return "matchedGeometry"
        case .animation: return "animation"
        case .scopedAnimation: return "scopedAnimation"
        case .onAppear: return "onAppear"
        case .onDisappear: return "onDisappear"
        case .task: return "task"
        case .onTap: return "onTap"
        case .gesture: return "gesture"
        case .onChange: return "onChange"
        case .resizable: return "resizable"
        case .aspectRatio: return "aspectRatio"
        case .zIndex: return "zIndex"
        case .buttonStyle: return "buttonStyle"
        case .control(let s): return "control." + s.name
        case .transition: return "transition"
        case .customAttribute: return "customAttribute"
        case .textRuns: return "textRuns"
        case .textRenderer: return "textRenderer"
        case .contentTransition: return "contentTransition"
        case .ignored(let name): return name
        case .viewID: return "id"
        case .symbol(let s): return s.kind
        case .container(let m): return m.kind
        }
    }
}
