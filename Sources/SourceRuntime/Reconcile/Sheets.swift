import Motion
import Scene

/// `.sheet(isPresented:)` on an iPhone (UIKit's page sheet at its large detent): the sheet
/// comes up from the bottom edge over the whole canvas, 10 pt under its top, with 10 pt top
/// corners on systemBackground, over a dimming of the view under it.
enum SheetMetrics {
    static let top = 10.0
    static let cornerRadius = 10.0
    /// Our rule: UIKit presents a sheet with a critically damped spring of about half a second.
    static let animation = Animation.spring(duration: 0.5, bounce: 0)
    static let dimming = 0.2
}

/// The sheet shown over the scene, if any: its host, and whether the file uses sheets at all
/// (the host tree is read for them only then).
final class SheetState {
    var used = false
    var host: ViewHost?
    /// The presented sheet's content as last shown (nil: none presented).
    var shown: ViewValue?
    var fullScreen = false
}

extension SourceRuntime {
    /// Once an update's views are evaluated: the presented sheet (the first view whose
    /// `sheet` is presented), shown over everything, animated in or out as UIKit does.
    func refreshSheets(_ update: Update) throws {
        guard sheets.used, let root else { return }
        let found = firstSheet(root)
        let presented = found?.0
        if presented == nil && sheets.shown == nil { return }
        if let presented, let shown = sheets.shown, presented === shown { return }
        let wasShown = sheets.shown != nil
        sheets.shown = presented
        let dark = evaluator.prefersDark
        var views: [ViewValue] = []
        let at = presented?.at ?? root.value.at
        if let presented {
            let full = found?.1 ?? false
            let dim = ViewValue(.color(Color(white: 0, alpha: SheetMetrics.dimming)), at: at)
                .adding(.transition(.opacity))
            let r = full ? 0 : SheetMetrics.cornerRadius
            let background = ViewValue(.shape(.unevenRoundedRectangle([r, 0, 0, r])),
                                       modifiers: [.fill(SystemColors.color("systemBackground", dark: dark) ?? .white)], at: at)
            let card = presented
                .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: .center))
                .adding(.background(background, alignment: .center))
                .adding(.padding(EdgeInsets(top: full ? 0 : SheetMetrics.top, leading: 0, bottom: 0, trailing: 0)))
                .adding(.transition(Transition([.move(.bottom)])))
            // A full-screen cover hides what is under it: no dimming, no corners.
            views = full ? [card] : [dim, card]
        }
        let value = ViewValue(.stack(.depth, alignment: "center", spacing: nil, views), at: at)
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: .center))
        // The sheet moves with UIKit's presentation whatever animation the change took.
        let old = sheets.host
        var ctx = root.context
        ctx.insideStack = true
        let animation = wasShown == (presented != nil) ? update.animation : SheetMetrics.animation
        sheets.host = try update.with(animation: animation) { try reconcile(value, old, ctx, depth: 1, update) }
        update.structureChanged = true
    }

    /// The content of the first presented sheet in the tree, outermost first.
    private func firstSheet(_ host: ViewHost) -> (ViewValue, Bool)? {
        for case .container(.sheet(true, let content, let full)) in host.value.modifiers { return (content, full) }
        for child in host.children { if let s = firstSheet(child) { return s } }
        return nil
    }

    /// The scene's layout with the sheet over the root view's.
    func withSheet(_ l: Layout) -> Layout {
        guard let host = sheets.host else { return l }
        let sheet = layouts(host)
        return .zstack(alignment: scene.centersVertically ? .center : UnitPoint(0.5, 0), children: [l] + sheet, container: nil)
    }

    /// The sheet's nodes, over the root view's.
    var sheetNodes: [Node] { sheets.host?.topNodes ?? [] }
}
