import Foundation
import Motion
import Scene

/// A source file's view playing in a scene: it evaluates bodies, keeps the hosts in step
/// with state, and runs the file's handlers, timers and animations on the scene's clock.
final class SourceRuntime {
    /// Unowned: the scene keeps the runtime (`Scene.script`), so the runtime must not keep the scene.
    unowned let scene: Scene
    let program: Program
    let evaluator: Evaluator
    var root: ViewHost?
    /// Whether the file reads a `ScrollViewReader`: its `ForEach` items then keep where layout
    /// placed them (`ViewHost.placedFrame`), for `scrollTo`.
    var usesScrollReaders = false
    /// Paths a file's own `Shape` gave, by shape, size and animatable data (`Shapes.swift`).
    var pathMemo: [PathMemoKey: ShapePath] = [:]
    /// What `print` wrote since the last line ended.
    var printed = ""
    /// What events left for the next update (`Runtime/Update.swift`); each update itself is
    /// an `Update` that reconciliation takes as a parameter.
    var pending = PendingWork()
    /// The text field that has the keyboard focus, when no `@FocusState` says which.
    weak var focusedControl: ControlState?
    /// The field that typed text goes to (`scene.textReceiver`).
    weak var typingField: ControlState?
    /// Whether live arguments update without an evaluation (off: every change evaluates).
    var liveArguments = SourceRuntime.liveArgumentsByDefault
    /// What a new runtime takes for `liveArguments` (tests compare both ways).
    nonisolated(unsafe) static var liveArgumentsByDefault = true
    /// How many live units were updated so far (for tests and figures).
    var liveUpdates = 0
    /// How many views were built with their live effects bound (for tests and figures).
    var boundViews = 0
    /// Items whose bound bindings could not work a value out (noted from any thread).
    var bailouts: [ItemUnit] = []
    let bailoutLock = NSLock()
    /// How many bodies and `ForEach` items were evaluated so far (for tests and figures).
    var evaluations = (bodies: 0, items: 0, timelines: 0)
    /// The states of `.animation(_:)` without a value: changed by every update.
    var everyTransaction: [StateValue<Value>] = []
    var transactionCount = 0
    /// Whether the first build is done (views built then appear without a transition).
    var isBuilt = false
    /// The navigation stacks shown, whose bars read the views inside them (`Reconcile/Navigation.swift`).
    var navigations: [NavigationState] = []
    /// The sheet presented over the scene (`Reconcile/Sheets.swift`).
    let sheets = SheetState()
    /// The draws of the text renderer running now.
    var recording: DrawRecording?
    /// What a `Canvas`'s renderer draws while it runs (`Canvases.swift`).
    var canvasRecording: CanvasRecording?
    /// Animatable views' hidden data nodes (`AnimatableViews.swift`).
    lazy var dataNodes = DataNodes(scene: scene)
    /// Removed views still playing their transition.
    var removalsPending = 0
    /// What the last `withAnimation` animated, and whether it removed views with a transition.
    var lastTransaction: (record: AnimationRecord, removes: Bool)?
    /// Runs when a removal transition ends (a completion waiting for `.removed`).
    var onRemovalEnded: [() -> Void] = []
    /// Past this many views one update of the scene takes over a second and 500 MB here (20,000
    /// texts took about a second and 400 MB, measured): a scene that large could not play, so it
    /// stops with a positioned error. A `ForEach` of 20,000 views with the stacks around it (the
    /// benchmark's source twin) fits.
    static let maximumViews = 25_000
    static let maximumForEachViews = 20_000
    private var warned = Set<String>()
    /// The symbol images whose effects are set before each frame (`Reconcile/SymbolEffects.swift`).
    var symbolPresenter: SymbolPresenter?
    /// The UIKit views and Core Animation layers of a UIKit file's preview.
    lazy var playground = Playground(runtime: self)
    /// Whether the scene shows UIKit views (a UIKit file, or a preview of a UIKit class).
    var showsUIKit = false

    /// `GeometryReader`s built after the first layout pass whose content waits for their size.
    var readersAwaitingLayout: [WeakHost] = []
    /// The views with an `onPreferenceChange` (`Runtime/Preferences.swift`).
    var preferenceWatchers: [WeakHost] = []
    /// Scroll views whose position a `scrollPosition(id:)` binding follows.
    var positionedScrollViews: [WeakHost] = []
    /// Whether following them waits for the first layout pass.
    var positionsAwaitLayout = false
    var watchesReaders = false
    /// `NotificationCenter.default`'s observers (`Builtins/Notifications.swift`).
    var notificationObservers: [NotificationObserver] = []

    /// Bumped when what layout reads changed (a frame's size, a view come or gone).
    let layoutVersion: StateValue<Int>

    init(scene: Scene, program: Program) {
        self.scene = scene
        layoutVersion = scene.state(0)
        self.program = program
        evaluator = Evaluator(program: program)
        evaluator.runtime = self
        // The file's own scheme, else the device's.
        evaluator.prefersDark = program.preferredDark ?? scene.systemDark
    }

    /// The scene's time; code that reads it (`Date()`, `Date.now`) gives another result later.
    var now: Double {
        evaluator.impure()
        return scene.now
    }

    // MARK: Starting

    func start(_ entry: Program.Entry) {
        scene.afterEvents = { [weak self] in self?.flushAfterEvents() }
        event(at: entry.preview?.at ?? entry.view?.at ?? 0) {
            if let preview = entry.preview, program.isUIKit || program.previewMakesUIKitClass(preview) {
                showsUIKit = true
                playground.awaitsAppearance = true
                // A UIKit `#Preview` returns the UIView to show.
                let shown = try evaluator.runBody(preview.body, Scope(parent: program.globals), isBuilder: false, at: preview.at)
                try playground.show(shown, at: preview.at)
                // The view's first layout pass, after the code that made it (UIKit lays views
                // out and draws them in the run loop's turn after).
                try playground.appear(at: preview.at)
                // Shown nothing (no liveView set): the waiting animations have nothing to move.
                playground.awaitsAppearance = false
                isBuilt = true
                return
            }
            var view: ViewValue
            if let preview = entry.preview {
                do {
                    let build = { [self] in try evaluator.builder(preview.body, Scope(parent: program.globals), at: preview.at) }
                    view = try preview.provider.map { try evaluator.inStatics(of: $0, build) } ?? build()
                } catch let error as RuntimeError where entry.showsFirst {
                    // A PreviewProvider's previews this runtime cannot build (`NavigationView {
                    // … }` around the view): the file's view, when it needs no arguments.
                    guard let decl = entry.view, let fallback = try? evaluator.viewOf(evaluator.constructed(decl,
                        evaluator.construct(decl, Args([], scope: program.globals, evaluator: evaluator, at: decl.at, callee: decl.name)),
                        at: decl.at), at: decl.at) else { throw error }
                    warn("the previews are not shown (\(error.message)); \(decl.name) is shown instead", at: error.at)
                    view = fallback
                }
                if entry.showsFirst, view.modifiers.isEmpty, case .group(let views) = view.content, let first = views.first { view = first }
            } else if let decl = entry.view {
                let args = Args([], scope: program.globals, evaluator: evaluator, at: decl.at, callee: decl.name)
                view = try evaluator.viewOf(evaluator.constructed(decl, evaluator.construct(decl, args), at: decl.at), at: decl.at)
            } else { return }
            var context = ViewContext()
            if evaluator.prefersDark { (view, context) = darkAppearance(view, context) }
            var failure: Error?
            scene.update {
                do {
                    let host = try reconcile(view, nil, context, depth: 0, Update(animation: nil))
                    root = host
                    syncRoot(host)
                } catch { failure = error }
            }
            if let failure { throw failure }
            scene.layout = .dynamic { [unowned self] in
                guard let root = self.root else { return .spacer }
                let l = self.layouts(root)
                // A body of several views with no stack: SwiftUI's root puts them in an implicit VStack.
                return self.withSheet(l.count == 1 ? l[0] : .vstack(alignment: .center, spacing: Layout.defaultSpacing, children: l, container: nil))
            }
            // Every change of what layout reads bumps `layoutVersion` (structure, frames and
            // paddings, texts, fonts, symbol sizes): other changes lay nothing out again.
            scene.layoutInput = layoutVersion
            isBuilt = true
            // A GeometryReader's content was built before the first layout pass, its proxy
            // reading a zero size; SwiftUI calls the content with the reader's size known, so
            // it is evaluated again now that layout gave the reader its size.
            markGeometryReaders(host: root)
            sizeRepresentedViews(host: root)
        }
    }

    func markGeometryReaders(host: ViewHost?) {
        guard let host else { return }
        if case .geometryReader = host.value.content, let node = host.content, node.modelFrame.size != .zero || host.awaitsLayout { markDirty(host) }
        host.children.forEach { markGeometryReaders(host: $0) }
        host.attachedViews.values.forEach { markGeometryReaders(host: $0) }
    }

    // MARK: Events

    /// Runs one event of the file's code (a handler, a timer, a delayed closure) under a fresh
    /// step budget; a runtime error stops the scene there.
    func fail(_ error: Error, at: Int) {
        let message: String, place: Int
        switch error {
        case let e as RuntimeError: (message, place) = (e.message, e.at)
        case let e as ThrownError: (message, place) = ("Fatal error: an error was thrown and not caught: \((try? evaluator.describe(e.value)) ?? "")", e.at)
        case is OptionalChainNil: (message, place) = ("Fatal error: Unexpectedly found nil", at)
        default: (message, place) = ("\(error)", at)
        }
        scene.failure = SceneFailure(program.file.diagnostic(at: place, message).description)
        scene.clock.cancelAll()
    }

    func warn(_ message: String, at: Int) {
        guard warned.insert(message).inserted else { return }
        let d = program.file.diagnostic(at: at, message)
        SourceFile.onWarning?("\(d.file):\(d.line):\(d.column): warning: \(message)")
    }

    /// What `print` wrote: each finished line goes out; a line a `terminator:` left open waits.
    func log(_ text: String) {
        evaluator.impure()
        printed += text
        while let end = printed.firstIndex(of: "\n") {
            SourceFile.onPrint?(String(printed[..<end]))
            printed = String(printed[printed.index(after: end)...])
        }
    }

    func removalEnded() {
        guard removalsPending == 0 else { return }
        let waiting = onRemovalEnded
        onRemovalEnded = []
        for body in waiting { body() }
    }

    var hasBailouts: Bool {
        bailoutLock.lock()
        defer { bailoutLock.unlock() }
        return !bailouts.isEmpty
    }

    func markDirty(_ host: ViewHost) {
        guard !host.isDirty else { return }
        host.isDirty = true
        pending.dirty.append(host)
    }
}

extension SourceFile {
    /// Where a file's warnings go (the command line sends them to stderr).
    nonisolated(unsafe) public static var onWarning: ((String) -> Void)?
    /// Where a file's `print` goes.
    nonisolated(unsafe) public static var onPrint: ((String) -> Void)?
    /// The most steps a frame's code may take, for scenes made from now on (nil: none). The
    /// window sets it, so a frame that would hold it for seconds stops with the error panel.
    nonisolated(unsafe) public static var frameStepBudget: Int?
}
