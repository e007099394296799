import Motion
import Scene

/// `TextField` and `SecureField`: the text (a secure field's as bullets) or its placeholder,
/// across the width offered; a tap gives it the focus, which draws the blinking caret and
/// sets a `@FocusState` tied to it by `.focused`.
extension SourceRuntime {
    func textFieldBody(_ placeholder: ViewValue?, _ binding: ControlBinding, secure: Bool, _ host: ViewHost, _ ctx: ViewContext, at: Int) throws -> ViewValue {
        let m = ControlMetrics.TextField.self
        let value = try binding.read(evaluator)
        guard case .string(let text) = value else {
            throw RuntimeError(message: "cannot convert value of type '\(value.typeName)' to expected argument type 'Binding<String>'", at: at)
        }
        let state = host.control ?? ControlState()
        host.control = state
        let disabled = ctx.controls.disabled
        let link = ctx.controls.focus
        let focused: Bool
        if let link { let bound = try link.binding.read(evaluator); focused = !disabled && Controls.sameTag(bound, link.focusedValue) }
        else { focused = !disabled && focusedControl === state }
        if focused { takeTyping(binding, state, link: link, host, at: at) }
        else if typingField === state { typingField = nil; scene.textReceiver = nil }
        let shown = secure ? String(repeating: m.secureBullet, count: text.count) : text
        var layers: [ViewValue] = []
        if text.isEmpty, let placeholder {
            layers.append(placeholder.adding(.foreground(system("placeholderText"))))
        }
        var line: [ViewValue] = []
        if !text.isEmpty {
            let typed = ViewValue(.text(shown), at: at)
            line.append(disabled ? typed.adding(.foreground(system(ControlMetrics.disabledLabel))) : typed)
        }
        if focused { line.append(caret(ctx, at: at)) }
        if !line.isEmpty { layers.append(hstack(line, spacing: 0, at: at)) }
        // Nothing typed and no placeholder: a line's height still (an empty text of the font).
        if layers.isEmpty { layers.append(ViewValue(.text(" "), at: at)) }
        var body = zstack(layers, alignment: "leading", at: at)
            .adding(.flexibleFrame(minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil, alignment: .leading))
        if ctx.controls.textFieldStyle == "roundedBorder" {
            body = body.adding(.padding(EdgeInsets(top: m.padding.vertical, leading: m.padding.horizontal, bottom: m.padding.vertical, trailing: m.padding.horizontal)))
                .adding(.background(ViewValue(.shape(.roundedRectangle(cornerRadius: m.cornerRadius)), modifiers: [
                    .fill(system("systemBackground")),
                ], at: at), alignment: .center))
                .adding(.overlay(ViewValue(.shape(.roundedRectangle(cornerRadius: m.cornerRadius)),
                                           modifiers: stroke(system("separator"), StrokeStyle(lineWidth: m.border), inside: true), at: at),
                                 alignment: .center))
        }
        body = body.adding(.background(ViewValue(.color(.clear), at: at), alignment: .center))
        guard !disabled else { return body.adding(ignoredTap()) }
        return body.adding(.onTap(handler("TextField.focus") { [unowned self, weak host] in
            if let link {
                try link.binding.write(link.focusedValue, self.evaluator, at: at)
            } else if self.focusedControl !== state {
                self.focusedControl = state
                if let host { self.markDirty(host) }
            }
        }, count: 1))
    }

    /// Makes the focused field the receiver of typed text: characters are appended to the
    /// bound string, a backspace (U+0008) removes the last one, escape (U+001B) ends the focus.
    private func takeTyping(_ binding: ControlBinding, _ state: ControlState, link: FocusLink?, _ host: ViewHost, at: Int) {
        typingField = state
        scene.textReceiver = { [unowned self, weak host] typed in
            self.event(at: at) {
                guard case .string(var text) = try binding.read(self.evaluator) else { return }
                for c in typed {
                    switch c {
                    case "\u{8}": if !text.isEmpty { text.removeLast() }
                    case "\u{1B}":
                        if let link { try link.binding.write(Self.unfocused(link), self.evaluator, at: at) }
                        self.focusedControl = nil
                        if let host { self.markDirty(host) }
                    case "\n", "\r": break
                    default: if text.count < Self.maximumTypedLength { text.append(c) }
                    }
                }
                try binding.write(.string(text), self.evaluator, at: at)
            }
        }
    }

    /// The longest text typing makes (a key held down does not grow a string without bound).
    static let maximumTypedLength = 10_000

    /// What a `@FocusState` holds once the focus ends: false, or nil for an optional field.
    static func unfocused(_ link: FocusLink) -> Value { link.equals == nil ? .bool(false) : .nil }

    /// The caret: a bar of the font's line height in the tint, on and off by halves of a second.
    private func caret(_ ctx: ViewContext, at: Int) -> ViewValue {
        let m = ControlMetrics.TextField.self
        let height = scene.metrics.lineMetrics(scene.resolve(resolvedFont(ctx))).height
        let color = tint(ctx)
        let content = FunctionValue(.builtin(name: "TextField.caret") { args, _, _ in
            var date = 0.0
            if case .object(let c as TimelineContext)? = args.first { date = c.date.seconds }
            let blinks = (date / m.blink).rounded(.down)
            let on = !blinks.isFinite || blinks.truncatingRemainder(dividingBy: 2) == 0
            return .view(ViewValue(.color(color), modifiers: [
                .frame(width: m.caretWidth, height: height, alignment: .center),
                .effect(EffectValue(kind: EffectModifiers.opacity, values: [on ? 1 : 0])),
            ], at: at))
        })
        return ViewValue(.timeline(TimelineSpec(schedule: .periodic(start: 0, interval: m.blink), content: content)), at: at)
    }
}
