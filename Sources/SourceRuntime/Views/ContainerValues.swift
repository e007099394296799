import Scene

/// A container view as the file wrote it: what it holds, before it is laid out into plain
/// views by its own rule (`Reconcile/ContainerBodies.swift` and the files beside it).
final class ContainerSpec {
    enum Payload {
        /// `NavigationStack { … }` / `NavigationView { … }`: the root view.
        case navigation(ViewValue)
        /// `List { … }` / `Form { … }`: its top-level views (sections or rows) and its style.
        case list([ViewValue], style: String)
        /// `Section`: its header, footer and rows.
        case section(header: ViewValue?, footer: ViewValue?, [ViewValue])
        /// `NavigationLink`: its label, its destination, and the row it draws when it stands in a list.
        case link(label: ViewValue, destination: LinkTarget, row: ListRowStyle?)
        /// `Label(_:systemImage:)`: its title, its icon, its style.
        case label(title: ViewValue, icon: ViewValue, style: String)
        /// `GroupBox`: its label and content.
        case groupBox(label: ViewValue?, [ViewValue])
        /// `DisclosureGroup`: its label, content and the state that says it is expanded, if given.
        case disclosure(label: ViewValue, [ViewValue], expanded: StateBinding?)
        /// `TabView`: its pages, paged (`.tabViewStyle(.page)`, with its dots unless
        /// `indexDisplayMode: .never`) or with a tab bar, and the state its `selection:` binds
        /// (the selected tab's tag).
        case tabView([ViewValue], paged: Bool, dots: Bool, selection: StateBinding?)
        /// `LazyVGrid` (vertical) / `LazyHGrid`: its columns (rows), spacing, alignment and cells.
        case grid(vertical: Bool, [GridItemObject], spacing: Double?, alignment: String, [ViewValue])
        /// `Grid`: its rows (`GridRow`s, or views that span the grid), spacings and alignment.
        case table([ViewValue], horizontal: Double, vertical: Double, alignment: String)
        /// `GridRow`: its cells.
        case tableRow([ViewValue], alignment: String)
        /// `ToolbarItem` / `ToolbarItemGroup`: where its views go in the bar.
        case toolbarItem(placement: String, [ViewValue])
        /// `ViewThatFits(in:)`: its views, in the order they are tried, and the axes they must fit.
        case fitting([ViewValue], axes: EdgeSet)
        /// A layout given views (`MyLayout { … }`, `AnyLayout(HStackLayout()) { … }`): the
        /// layout and its views, which keep their identity when the layout changes.
        case layout(LayoutObject, [ViewValue])
    }
    let kind: String
    let payload: Payload
    let at: Int

    init(_ kind: String, _ payload: Payload, at: Int) { self.kind = kind; self.payload = payload; self.at = at }

    var view: ViewValue { ViewValue(.container(self), at: at) }
}

/// What a `NavigationLink` pushes: a view, or a value its stack's `navigationDestination(for:)` makes one of.
enum LinkTarget {
    case view(ViewValue)
    case value(Value)
}

/// A list row's insets, height and background, which a `NavigationLink` row draws itself (its
/// whole row takes the tap).
struct ListRowStyle {
    var insets: EdgeInsets
    var minHeight: Double
    var background: ViewValue
    var separator: ViewValue?
    var chevron: Color
}

/// What a container reads from the views it holds; drawn as nothing where it is written.
enum ContainerModifier {
    case navigationTitle(String)
    /// `.navigationBarTitleDisplayMode`: "inline", "large" or "automatic".
    case displayMode(String)
    case toolbar([ViewValue])
    /// `.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`.
    case barHidden(Bool)
    case listRowBackground(ViewValue)
    case listRowSeparatorHidden(Bool)
    case scrollContentBackgroundHidden(Bool)
    case tabItem(ViewValue)
    case tag(Value)
    /// `navigationDestination(for: T.self) { value in … }`: the type's name and the closure.
    case navigationDestination(String, FunctionValue)
    /// `.sheet(isPresented:)` / `.sheet(item:)`: whether it is presented, and its content then.
    case sheet(Bool, ViewValue, fullScreen: Bool)
    /// `.navigationBarBackButtonHidden(true)`.
    case backButtonHidden(Bool)
    /// `.toolbarBackground(_:for: .navigationBar)`: the bar's background.
    case barBackground(ViewValue)
    /// `.listRowInsets(_:)`: a row's content insets.
    case listRowInsets(EdgeInsets)

    var kind: String {
        switch self {
        case .navigationTitle: return "navigationTitle"
        case .displayMode: return "navigationBarTitleDisplayMode"
        case .toolbar: return "toolbar"
        case .barHidden: return "navigationBarHidden"
        case .listRowBackground: return "listRowBackground"
        case .listRowSeparatorHidden: return "listRowSeparator"
        case .scrollContentBackgroundHidden: return "scrollContentBackground"
        case .tabItem: return "tabItem"
        case .tag: return "tag"
        case .navigationDestination: return "navigationDestination"
        case .sheet(_, _, let full): return full ? "fullScreenCover" : "sheet"
        case .backButtonHidden: return "navigationBarBackButtonHidden"
        case .barBackground: return "toolbarBackground"
        case .listRowInsets: return "listRowInsets"
        }
    }
}

/// `GridItem(_ size:, spacing:, alignment:)`: a column of a `LazyVGrid` (a row of a `LazyHGrid`).
final class GridItemObject: RuntimeObject {
    enum Size: Equatable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }
    let size: Size
    let spacing: Double?
    let alignment: String
    init(_ size: Size, spacing: Double?, alignment: String) { self.size = size; self.spacing = spacing; self.alignment = alignment }
    override var typeName: String { "GridItem" }
}

/// A size of `GridItem` before it is made one (`.flexible(minimum: 50)`).
final class GridSizeObject: RuntimeObject {
    let size: GridItemObject.Size
    init(_ size: GridItemObject.Size) { self.size = size }
    override var typeName: String { "GridItem.Size" }
}
