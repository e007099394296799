import Motion
import Scene

/// SwiftUI's view modifiers by name, each turned into a `Modifier` with its arguments.
enum Modifiers {
    static let names = ["font", "fontWeight", "bold", "foregroundColor", "foregroundStyle", "opacity", "blur", "shadow", "offset",
                        "scaleEffect", "rotationEffect", "padding", "frame", "position", "background", "overlay", "clipped", "cornerRadius",
                        "clipShape", "mask", "scale", "fill", "matchedGeometryEffect", "animation", "onAppear", "onDisappear",
                        "onTapGesture", "onChange", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "zIndex",
                        "buttonStyle", "transition", "phaseAnimator", "keyframeAnimator", "customAttribute", "textRenderer", "contentTransition", "modifier", "multilineTextAlignment", "lineLimit", "tint", "italic", "kerning", "tracking",
                        "ignoresSafeArea", "edgesIgnoringSafeArea", "navigationTitle", "id", "contentShape", "allowsHitTesting",
                        "fixedSize", "lineSpacing", "textCase", "monospacedDigit", "rotation3DEffect", "hueRotation", "brightness", "saturation",
                        "grayscale"]

    static func apply(_ name: String, to view: ViewValue, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> ViewValue {
        // A modifier of a `ForEach` or `Group` applies to each view in it (SwiftUI documents
        // Group's; ForEach's content is likewise a list of views, not one view).
        if view.modifiers.isEmpty {
            switch view.content {
            case .forEach(let items):
                guard let m = try apply(name, to: ViewValue(.empty, at: at), args, evaluator: ev, at: at).modifiers.last else { return view }
                for item in items { item.unit?.distributed.append(m) }
                return ViewValue(.forEach(items.map { ($0.id, $0.view.adding(m), $0.unit) }), at: view.at)
            case .group(let children):
                guard let m = try apply(name, to: ViewValue(.empty, at: at), args, evaluator: ev, at: at).modifiers.last else { return view }
                return ViewValue(.group(children.map { $0.adding(m) }), at: view.at)
            default: break
            }
        }
        func add(_ m: Modifier) -> ViewValue { view.adding(m) }
        func color(_ label: String?) throws -> Color { try colorValue(args.required(label, hint: "Color"), label) }
        func colorValue(_ v: Value, _ label: String?) throws -> Color {
            switch v {
            case .color(let c): return c
            case .enumCase("", let n, _): if let c = Builtins.namedColor(n) { return c }
            default: break
            }
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Color'", at: args.place(label))
        }
        func point(_ label: String, _ fallback: UnitPoint = .center) throws -> UnitPoint {
            guard let v = try args.value(label, hint: "UnitPoint") else { return fallback }
            if case .unitPoint(let p) = v { return p }
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'UnitPoint'", at: args.place(label))
        }
        func viewArg(_ label: String?) throws -> ViewValue {
            if let f = try args.trailingClosure() { return try ev.viewOf(ev.invoke(f, [], at: at, asBuilder: true), at: at) }
            let v = try args.required(label, hint: "Color")
            if case .enumCase("", let n, _) = v, let c = Builtins.namedColor(n) { return ViewValue(.color(c), at: at) }
            return try ev.viewOf(v, at: args.place(label))
        }

        switch name {
        case "font":
            guard case .font(let f) = try args.required(nil, hint: "Font") else {
                throw RuntimeError(message: "cannot convert the argument to expected argument type 'Font'", at: args.place(nil))
            }
            return add(.font(f))
        case "fontWeight":
            guard case .font(let f) = try args.required(nil, hint: "Font.Weight") else {
                throw RuntimeError(message: "cannot convert the argument to expected argument type 'Font.Weight'", at: args.place(nil))
            }
            return add(.fontWeight(f.spec.weight))
        case "bold": return add(.fontWeight(.bold))
        case "italic": return add(.italic(try args.value(nil).map { try ev.truth($0, at: args.at) } ?? true))
        case "foregroundStyle", "fill":
            // A gradient as a shape style: it fills the text's glyphs or the shape.
            // (The argument is evaluated once: it may draw random numbers.)
            let v = try args.required(nil, hint: "Color")
            if let g = GradientSpec.of(v) { return add(name == "fill" ? .fillGradient(g) : .foregroundGradient(g)) }
            let c = try colorValue(v, nil)
            return add(name == "fill" ? .fill(c) : .foreground(c))
        case "foregroundColor", "tint": return add(.foreground(try color(nil)))
        case "opacity": return add(.opacity(try args.requiredDouble(nil)))
        case "blur": return add(.blur(try args.requiredDouble("radius")))
        case "shadow":
            let c = args.has("color") ? try color("color") : Color(white: 0, alpha: 0.33)
            return add(.shadow(c, radius: try args.requiredDouble("radius"), x: try args.double("x") ?? 0, y: try args.double("y") ?? 0))
        case "offset":
            if let v = try args.value(nil, hint: "CGSize") {
                guard case .tuple(let items, _) = v, items.count == 2 else {
                    throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'CGSize'", at: args.place(nil))
                }
                return add(.offset(try ev.number(items[0], at: at), try ev.number(items[1], at: at)))
            }
            return add(.offset(try args.double("x") ?? 0, try args.double("y") ?? 0))
        case "scaleEffect":
            let anchor = try point("anchor")
            if let s = try args.double(nil) { return add(.scale(s, s, anchor)) }
            if args.has("x") || args.has("y") { return add(.scale(try args.double("x") ?? 1, try args.double("y") ?? 1, anchor)) }
            throw RuntimeError(message: "scaleEffect needs a scale: scaleEffect(_:anchor:) or scaleEffect(x:y:anchor:)", at: at)
        case "scale":
            let anchor = try point("anchor")
            if let s = try args.double(nil) { return add(.shapeScale(s, s, anchor)) }
            return add(.shapeScale(try args.double("x") ?? 1, try args.double("y") ?? 1, anchor))
        case "rotationEffect":
            return add(.rotation(try args.requiredDouble(nil), try point("anchor")))
        case "rotation3DEffect":
            // `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the axis a tuple (x:y:z:).
            let degrees = try args.requiredDouble(nil)
            let axis = try args.required("axis", hint: "(x: CGFloat, y: CGFloat, z: CGFloat)")
            guard case .tuple(let items, _) = axis, items.count == 3 else {
                throw RuntimeError(message: "cannot convert value of type '\(axis.typeName)' to expected argument type '(x: CGFloat, y: CGFloat, z: CGFloat)'",
                                   at: args.place("axis"))
            }
            let xyz = try items.map { try ev.number($0, at: args.place("axis")) }
            return add(.rotation3D(degrees, Rotation3DSettings(axis: (xyz[0], xyz[1], xyz[2]), anchor: try point("anchor"),
                                                               anchorZ: try args.double("anchorZ") ?? 0,
                                                               perspective: try args.double("perspective") ?? 1)))
        case "hueRotation": return add(.colorFilter(.hueRotation, try args.requiredDouble(nil)))
        case "brightness": return add(.colorFilter(.brightness, try args.requiredDouble(nil)))
        case "saturation": return add(.colorFilter(.saturation, try args.requiredDouble(nil)))
        case "grayscale": return add(.colorFilter(.grayscale, try args.requiredDouble(nil)))
        case "padding":
            var edges = EdgeSet.all
            var amount = 16.0
            if let first = try args.value(nil, hint: "Edge.Set") {
                switch first {
                case .edges(let e): edges = e; amount = try args.double(nil, nth: 1) ?? 16
                case .int, .double: amount = try ev.number(first, at: at)
                default: throw RuntimeError(message: "cannot convert value of type '\(first.typeName)' to expected argument type 'Edge.Set'", at: args.place(nil))
                }
            }
            return add(.padding(EdgeInsets(top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
                                           bottom: edges.contains(.bottom) ? amount : 0, trailing: edges.contains(.trailing) ? amount : 0)))
        case "frame":
            let alignment = try point("alignment")
            if ["minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth", "idealHeight"].contains(where: args.has) {
                return add(.flexibleFrame(minWidth: try args.double("minWidth"), maxWidth: try args.double("maxWidth"),
                                          minHeight: try args.double("minHeight"), maxHeight: try args.double("maxHeight"), alignment: alignment))
            }
            try args.allow(["width", "height", "alignment"])
            return add(.frame(width: try args.double("width"), height: try args.double("height"), alignment: alignment))
        case "position":
            if let v = try args.value(nil, hint: "CGPoint"), case .tuple(let items, _) = v, items.count == 2 {
                return add(.position(x: try ev.number(items[0], at: at), y: try ev.number(items[1], at: at)))
            }
            return add(.position(x: try args.double("x") ?? 0, y: try args.double("y") ?? 0))
        case "background": return add(.background(try viewArg(nil), alignment: try point("alignment")))
        case "overlay": return add(.overlay(try viewArg(nil), alignment: try point("alignment")))
        case "clipped": return add(.clipped)
        case "cornerRadius": return add(.cornerRadius(try args.requiredDouble(nil)))
        case "clipShape":
            guard case .view(let v) = try args.required(nil), case .shape(let s) = v.content else {
                throw RuntimeError(message: "clipShape needs a shape such as Circle() or RoundedRectangle(cornerRadius:)", at: args.place(nil))
            }
            return add(.clipShape(s))
        case "mask": return add(.mask(try viewArg(nil)))
        case "matchedGeometryEffect":
            return add(.matchedGeometry(id: try args.required("id")))
        case "animation":
            let a = try args.required(nil, hint: "Animation")
            let animation: Animation?
            switch a {
            case .animation(let x): animation = x
            case .null: animation = nil
            default: throw RuntimeError(message: "cannot convert value of type '\(a.typeName)' to expected argument type 'Animation?'", at: args.place(nil))
            }
            if let v = try args.value("value") { return add(.animation(animation, value: v, hasValue: true)) }
            if let body = try args.function("body") ?? args.trailingClosure() {
                // The scoped form: the closure adds modifiers to the view; they alone take the animation.
                let inner = try ev.viewOf(ev.invoke(body, [.view(view)], at: at), at: at)
                return inner.adding(.scopedAnimation(animation, from: view.modifiers.count))
            }
            return add(.animation(animation, value: .void, hasValue: false))
        case "onAppear":
            guard let f = try args.trailingClosure() ?? args.function("perform") else { return view }
            return add(.onAppear(f))
        case "onDisappear":
            guard let f = try args.trailingClosure() ?? args.function("perform") else { return view }
            return add(.onDisappear(f))
        case "onTapGesture":
            let count = try args.value("count").map { try ev.integer($0, at: at) } ?? 1
            guard let f = try args.trailingClosure() ?? args.function("perform") else { return view }
            return add(.onTap(f, count: count))
        case "onChange":
            let v = try args.required("of")
            let initial = try args.value("initial").map { try ev.truth($0, at: at) } ?? false
            guard let f = try args.trailingClosure() ?? args.function("perform") else {
                throw RuntimeError(message: "onChange(of:) needs a closure", at: at)
            }
            return add(.onChange(v, f, initial: initial))
        case "resizable": return add(.resizable)
        case "scaledToFit": return add(.aspectRatio(nil, fill: false))
        case "scaledToFill": return add(.aspectRatio(nil, fill: true))
        case "aspectRatio":
            let ratio = try args.double(nil)
            let mode = try args.value("contentMode", hint: "ContentMode")
            if case .enumCase(_, "fill", _)? = mode { return add(.aspectRatio(ratio, fill: true)) }
            return add(.aspectRatio(ratio, fill: false))
        case "phaseAnimator": return try PhaseSpec.make(args, base: view, evaluator: ev)
        case "keyframeAnimator": return try KeyframeSpec.make(args, base: view, evaluator: ev)
        case "contentTransition":
            let v = try args.required(nil, hint: "ContentTransition")
            if case .object(let t as ContentTransitionObject) = v { return add(.contentTransition(t)) }
            // `.identity`, `.opacity`, `.interpolate`: drawn as a plain change.
            return add(.contentTransition(nil))
        case "modifier":
            // A `ViewModifier` of the file: its `body(content:)` with this view as the content.
            guard case .instance(let m) = try args.required(nil), let body = m.type.methods["body"] else {
                throw RuntimeError(message: "modifier(_:) takes a struct conforming to ViewModifier (with body(content:))", at: args.place(nil))
            }
            let f = FunctionValue(.method(body, receiver: .value(Box(.instance(m))), ev.program.globals))
            return try ev.viewOf(ev.invoke(f, [.view(view)], at: at), at: at)
        case "customAttribute":
            let v = try args.required(nil)
            guard case .instance(let s) = v else {
                throw RuntimeError(message: "customAttribute(_:) takes a value of a struct conforming to TextAttribute", at: args.place(nil))
            }
            return add(.customAttribute(s.type.name, v))
        case "textRenderer":
            guard case .instance(let s) = try args.required(nil), s.type.methods["draw"] != nil else {
                throw RuntimeError(message: "textRenderer(_:) takes a struct conforming to TextRenderer (with draw(layout:in:))", at: args.place(nil))
            }
            return add(.textRenderer(s))
        case "transition":
            guard case .object(let t as Transition) = try args.required(nil, hint: "AnyTransition") else {
                throw RuntimeError(message: "transition(_:) takes a transition such as .opacity, .scale or .move(edge: .leading)", at: args.place(nil))
            }
            return add(.transition(t))
        case "zIndex": return add(.zIndex(try args.requiredDouble(nil)))
        case "buttonStyle":
            let v = try args.required(nil, hint: "ButtonStyle")
            if case .enumCase(_, let n, _) = v { return add(.buttonStyle(n)) }
            return add(.buttonStyle("automatic"))
        case "tracking", "kerning":
            // Apple: tracking "adds space, measured in points, between the characters"; kerning
            // "sets the spacing between characters". Our rule: both add the space after each
            // character (ligatures, which tracking turns off, are not drawn here anyway).
            return add(.tracking(try args.requiredDouble(nil)))
        case "multilineTextAlignment", "lineLimit", "ignoresSafeArea",
             "edgesIgnoringSafeArea", "navigationTitle", "id", "contentShape", "allowsHitTesting", "fixedSize",
             "lineSpacing", "textCase", "monospacedDigit":
            for i in 0..<args.count { _ = try? args.value(at: i) }
            return add(.ignored(name))
        default:
            throw RuntimeError(message: unknown(name), at: at)
        }
    }

    /// swiftc's message for a modifier the runtime does not know, with the close supported ones.
    static func unknown(_ name: String) -> String {
        let close = Names.closest(to: name, in: names)
        let hint = close.isEmpty ? "" : "; did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
        return "value of type 'some View' has no member '\(name)' (not supported by animpreview)\(hint)"
    }
}

/// Close names for suggestions, by edit distance.
enum Names {
    static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let lower = name.lowercased()
        let scored = candidates.map { ($0, distance(lower, $0.lowercased())) }
            .filter { $0.1 <= max(2, name.count / 3) || $0.0.lowercased().hasPrefix(lower) || lower.hasPrefix($0.0.lowercased()) }
        return scored.sorted { $0.1 < $1.1 }.prefix(limit).map(\.0)
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                let next = min(row[j] + 1, row[j - 1] + 1, previous + cost)
                previous = row[j]
                row[j] = next
            }
        }
        return row[b.count]
    }
}
