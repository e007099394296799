import Scene

/// `Menu`: its label in the tint, which a tap opens into the card a menu picker opens (a row
/// per item of its content); a tap on a button's row runs the button's action and closes the
/// menu, a tap on the label closes it. With `primaryAction:` a tap on the label runs that
/// action instead (iOS opens such a menu on a long press, which is not read here).
extension SourceRuntime {
    func menuBody(_ label: ViewValue, _ items: [ViewValue], primaryAction: FunctionValue?, _ host: ViewHost, _ ctx: ViewContext, at: Int) throws -> ViewValue {
        let state = host.control ?? ControlState()
        host.control = state
        let disabled = ctx.controls.disabled
        let tint = disabled ? system(ControlMetrics.disabledLabel) : tint(ctx)
        let tap = primaryAction.map { action in handler("Menu.primaryAction") { [unowned self] in _ = try self.evaluator.invoke(action, [], at: at) } }
            ?? handler("Menu.open") { [unowned self, weak host] in
                state.menuOpen.toggle()
                if let host { self.markDirty(host) }
            }
        let closed = label.adding(.foreground(tint))
            .adding(.background(ViewValue(.color(.clear), at: at), alignment: .center))
            .adding(disabled ? ignoredTap() : .onTap(tap, count: 1))
        guard state.menuOpen, !disabled, primaryAction == nil else { return closed }
        let rows = items.map { item -> ViewValue in
            switch item.content {
            case .button(let label, let action, let role):
                return menuRow([label], color: system(role == "destructive" ? "systemRed" : "label"),
                               state: state, host, run: action, at: at)
            case .divider: return item
            default: return menuRow([item], color: system("label"), state: state, host, run: nil, at: at)
            }
        }
        return hangMenu(rows, below: closed, ctx, at: at)
    }

    /// One row of an open menu: its views at the leading edge in `color`, padded as UIKit's
    /// menu rows; a tap closes the menu and then runs `run`.
    func menuRow(_ parts: [ViewValue], color: Color, state: ControlState, _ host: ViewHost, run: FunctionValue?, at: Int) -> ViewValue {
        let m = ControlMetrics.Menu.self
        return hstack(parts + [ViewValue(.spacer(minLength: nil), at: at)], spacing: 8, at: at)
            .adding(.foreground(color))
            .adding(.padding(EdgeInsets(top: m.rowPadding.vertical, leading: m.rowPadding.horizontal,
                                        bottom: m.rowPadding.vertical, trailing: m.rowPadding.horizontal)))
            .adding(.background(ViewValue(.color(.clear), at: at), alignment: .center))
            .adding(.onTap(handler("Menu.choose") { [unowned self, weak host] in
                state.menuOpen = false
                if let host { self.markDirty(host) }
                if let run { _ = try self.evaluator.invoke(run, [], at: at) }
            }, count: 1))
    }
}
