import Foundation
import Motion
import Scene

/// `UIView.transition(with:duration:options:animations:completion:)` and
/// `UIView.transition(from:to:duration:options:completion:)`: the view's old look and its new
/// one (after the block's changes) are drawn together while the transition plays, then the
/// old one goes.
///
/// Apple: `transitionCrossDissolve` "dissolves from one view to the next";
/// `transitionFlipFromLeft` "flips a view around its vertical axis from left to right (the left
/// side of the view moves toward the front and right side toward the back)", `…FromRight` the
/// other way, `…FromTop`/`…FromBottom` about the horizontal axis (the top, or the bottom, moving
/// toward the front). A flip shows the old look for its first half, turning to edge-on, and
/// the new look for its second, from edge-on back to flat. `transition(from:to:)` plays on the
/// from-view's superview: the from-view is removed and the to-view added in its place (with
/// `showHideTransitionViews`, hidden and shown instead). The curve runs over the whole.
enum UIViewTransition {
    enum Kind: Equatable { case none, crossDissolve, flip(axisX: Double, axisY: Double, sign: Double) }

    static func transition(_ args: Args, evaluator ev: Evaluator) throws -> Value {
        let duration = max(0, try args.requiredDouble("duration"))
        let optionsAt = args.place("options")
        let names = try options(args.value("options", hint: "UIView.AnimationOptions"), at: optionsAt)
        let kind = try self.kind(names, ev, at: optionsAt)
        let curve = names.contains("curveLinear") ? CAMediaTimingFunction(name: .linear)
            : names.contains("curveEaseIn") ? CAMediaTimingFunction(name: .easeIn)
            : names.contains("curveEaseOut") ? CAMediaTimingFunction(name: .easeOut) : CAMediaTimingFunction(name: .easeInEaseOut)
        let playground = ev.runtime.playground
        let (block, completion) = try UIViewAnimation.blocks(args)
        if let with = try args.value("with") {
            guard case .object(let view as UIKitView) = with else {
                throw RuntimeError(message: "UIView.transition(with:) takes the UIView whose look changes", at: args.place("with"))
            }
            try playground.transition(view, duration: duration, kind: kind, curve: curve) {
                if let block { _ = try ev.invoke(block, [], at: args.at) }
            }
        } else {
            guard case .object(let from as UIKitView)? = try args.value("from"), case .object(let to as UIKitView)? = try args.value("to") else {
                throw RuntimeError(message: "UIView.transition is transition(with:duration:options:animations:completion:) or transition(from:to:duration:options:completion:) with views", at: args.at)
            }
            guard let container = from.superview else {
                throw RuntimeError(message: "UIView.transition(from:to:) plays on the from-view's superview, and this one has none", at: args.place("from"))
            }
            try playground.transition(container, duration: duration, kind: kind, curve: curve) {
                if names.contains("showHideTransitionViews") {
                    from.isHidden = true
                    to.isHidden = false
                } else {
                    from.removeFromSuperview()
                    try container.addSubview(to, at: args.at)
                }
            }
        }
        // `transition(from:to:…)` has no block: its one closure is the completion.
        if let completion = args.has("with") ? completion : (completion ?? block) {
            try ev.runtime.after(duration) { _ = try ev.invoke(completion, [.bool(true)], at: args.at) }
        }
        return .void
    }

    private static func kind(_ names: Set<String>, _ ev: Evaluator, at: Int) throws -> Kind {
        if names.contains("transitionFlipFromLeft") { return .flip(axisX: 0, axisY: 1, sign: 1) }
        if names.contains("transitionFlipFromRight") { return .flip(axisX: 0, axisY: 1, sign: -1) }
        if names.contains("transitionFlipFromTop") { return .flip(axisX: 1, axisY: 0, sign: -1) }
        if names.contains("transitionFlipFromBottom") { return .flip(axisX: 1, axisY: 0, sign: 1) }
        if names.contains("transitionCurlUp") || names.contains("transitionCurlDown") {
            ev.runtime.warn("a page curl is drawn as a cross-dissolve here", at: at)
            return .crossDissolve
        }
        if names.contains("transitionCrossDissolve") { return .crossDissolve }
        return .none
    }

    private static let known: Set<String> = [
        "transitionNone", "transitionFlipFromLeft", "transitionFlipFromRight", "transitionFlipFromTop", "transitionFlipFromBottom",
        "transitionCurlUp", "transitionCurlDown", "transitionCrossDissolve", "showHideTransitionViews", "curveEaseInOut",
        "curveEaseIn", "curveEaseOut", "curveLinear", "allowAnimatedContent", "allowUserInteraction", "beginFromCurrentState",
        "layoutSubviews", "overrideInheritedDuration", "overrideInheritedCurve", "overrideInheritedOptions",
        "preferredFramesPerSecondDefault", "preferredFramesPerSecond60", "preferredFramesPerSecond30",
    ]

    private static func options(_ v: Value?, at: Int) throws -> Set<String> {
        try UIViewAnimation.optionNames(v, known: known, at: at, refusal: "UIView.transition's options here are the transition (.transitionCrossDissolve, .transitionFlipFromLeft, …FromRight, …FromTop, …FromBottom, .transitionCurlUp, .transitionCurlDown), .showHideTransitionViews and a curve")
    }
}

extension Playground {
    /// Runs `change` on `view`'s look with a transition of `kind`: the nodes drawing the old look
    /// stay, in a group of the view's frame, while the view is drawn anew in another; the
    /// groups' opacity or turn follows the curve frame by frame; when it ends the old group goes.
    func transition(_ view: UIKitView, duration: Double, kind: UIViewTransition.Kind, curve: CAMediaTimingFunction,
                    _ change: () throws -> Void) throws {
        let scene = runtime.scene
        guard kind != .none, duration > 0, let old = view.node, let parent = old.parent else { try change(); return }
        let frame = Rect(x: old.model(.frameX), y: old.model(.frameY), width: old.model(.frameWidth), height: old.model(.frameHeight))
        func group() -> Node {
            let g = scene.makeNode(.group)
            for (p, v) in [(Property.frameX, frame.x), (.frameY, frame.y), (.frameWidth, frame.width), (.frameHeight, frame.height)] {
                g.tracks[p].set(v, at: 0, animation: nil)
            }
            if case .flip(let x, let y, _) = kind {
                g.rotation3D = Rotation3DSettings(axis: (x, y, 0), anchor: UnitPoint(0.5, 0.5), anchorZ: 0, perspective: 1)
            }
            return g
        }
        let before = group(), after = group()
        parent.replace(old, with: before)
        before.add(old)
        view.forgetNodes()
        try change()
        mount(view, in: after)
        guard let fresh = view.node else { return }
        if let i = parent.children.firstIndex(where: { $0 === before }) {
            parent.add(after)
            // Just above the old look, below what was above the view.
            var order = parent.children.filter { $0 !== after }
            order.insert(after, at: i + 1)
            parent.removeAllChildren()
            for n in order { parent.add(n) }
        }
        setNeedsLayout()
        let start = scene.now, end = start + duration
        func show(_ time: Double) {
            let p = curve(min(1, max(0, (time - start) / duration)))
            switch kind {
            case .crossDissolve:
                before.tracks[.opacity].set(1 - p, at: 0, animation: nil)
                after.tracks[.opacity].set(p, at: 0, animation: nil)
            case .flip(_, _, let sign):
                // The old look turns to edge-on over the first half, the new from edge-on back.
                let angle = 180 * p
                before.tracks[.opacity].set(angle < 90 ? 1 : 0, at: 0, animation: nil)
                after.tracks[.opacity].set(angle < 90 ? 0 : 1, at: 0, animation: nil)
                before.tracks[.rotation3D].set(sign * min(angle, 90), at: 0, animation: nil)
                after.tracks[.rotation3D].set(sign * (max(angle, 90) - 180), at: 0, animation: nil)
            case .none: break
            }
        }
        show(start)
        var finished = false
        scene.beforePresenting.append { time in if !finished { show(time) } }
        scene.animatingAt.append { time in !finished && time < end }
        try runtime.after(duration) { [weak self] in
            finished = true
            before.parent?.remove(before)
            // The new look back in the group's place.
            after.parent?.replace(after, with: fresh)
            self?.setNeedsLayout()
        }
    }
}
