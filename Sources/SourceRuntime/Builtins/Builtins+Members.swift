import Foundation
import Motion
import Scene

extension Builtins {
    /// `value.name` for Swift's and SwiftUI's values.
    static func member(_ value: Value, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value {
        if let v = try Playground.member(value, name, evaluator: ev, at: at) { return v }
        if let v = try CalendarValues.member(value, name, at: at) { return v }
        if case .object(let a as AttributedStringObject) = value, let v = attributedMember(a, name, at: at) { return v }
        if case .object(let p as PathObject) = value, let v = PathValues.member(p.path, name) { return v }
        if case .object(let t as AffineTransformObject) = value, t.typeName == "CGAffineTransform", let v = t.member(name) { return v }
        if case .color(let c) = value, name == "gradient" {
            // `Color.gradient` (iOS 16): **our rule**, a vertical gradient from the colour mixed a
            // fifth of the way to white at the top to the colour itself at the bottom.
            let top = Color(red: c.red + (1 - c.red) * 0.2, green: c.green + (1 - c.green) * 0.2,
                            blue: c.blue + (1 - c.blue) * 0.2, alpha: c.alpha)
            return .view(ViewValue(.gradient(GradientSpec(colors: [top, c], locations: nil, start: .top, end: .bottom)), at: at))
        }
        if case .object(let t as TransactionObject) = value, let v = t.member(name) { return v }
        // `timer.upstream`: the timer publisher under `autoconnect()`, itself here.
        if case .object(let t as TimerPublisherObject) = value, name == "upstream" { return .object(t) }
        if case .object(let c as CharacterSetObject) = value, name == "inverted" { return .object(c.inverted) }
        if case .object(let p as PresentationModeObject) = value {
            if name == "wrappedValue" { return .object(p) }
            if name == "isPresented" { return .bool(false) }
        }
        if case .object(let s as ScannerObject) = value, name == "isAtEnd" { return .bool(s.isAtEnd) }
        if case .object(let c as StyleConfiguration) = value, let v = try c.member(name, evaluator: ev) { return v }
        switch (value, name) {
        // A transition's phase (iOS 17): `isIdentity`, and `value` -1 before it appears, 0 shown,
        // 1 after it disappears (Apple's TransitionPhase.value).
        case (.enumCase("TransitionPhase", let phase, _), "isIdentity"): return .bool(phase == "identity")
        // An `AsyncImage`'s phase before its image arrives: no image, no error.
        case (.enumCase("AsyncImagePhase", _, _), "image"), (.enumCase("AsyncImagePhase", _, _), "error"): return .nil
        case (.enumCase("TransitionPhase", let phase, _), "value"): return .double(phase == "willAppear" ? -1 : phase == "didDisappear" ? 1 : 0)
        default: break
        }
        if let v = try collectionMember(value, name, evaluator: ev, at: at) { return v }
        if let v = try scalarMember(value, name, evaluator: ev, at: at) { return v }
        if let v = try objectMember(value, name, evaluator: ev, at: at) { return v }
        if case .object(let o) = value, let v = LayoutValues.member(o, name) { return v }
        if let v = try tupleMember(value, name, evaluator: ev, at: at) { return v }
        // A method used as a value (`items.map(\.id)` reaches here through `callMethod`).
        throw RuntimeError(message: "value of type '\(value.typeName)' has no member '\(name)'", at: at)
    }

    /// A collection's count, ends and indices: an array's, a string's, a range's, a dictionary's,
    /// a sequence's (nil: not one of them).
    private static func collectionMember(_ value: Value, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch (value, name) {
        case (.array(let a), "count"): return .int(a.count)
        case (.array(let a), "isEmpty"): return .bool(a.isEmpty)
        case (.array(let a), "first"): return a.first ?? .nil
        case (.array(let a), "last"): return a.last ?? .nil
        case (.array(let a), "indices"): return .range(lower: 0, upper: a.count, closed: false)
        case (.array(let a), "startIndex"): return .int(a.startIndex)
        case (.array(let a), "endIndex"): return .int(a.endIndex)
        // A `Notification.Name` is its string here: its `rawValue` is the string.
        case (.string(let s), "rawValue"): return .string(s)
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return s.first.map(Value.character) ?? .nil
        case (.string(let s), "last"): return s.last.map(Value.character) ?? .nil
        case (.string(let s), "description"): return .string(s)
        // Foundation's `capitalized`: each word's first letter upper case, the rest lower.
        case (.string(let s), "capitalized"): return .string(s.capitalized)
        case (.range(let l, let u, let c), "count"): return .int(max(0, (c ? u + 1 : u) - l))
        case (.range(let l, _, _), "lowerBound"): return .int(l)
        case (.range(_, let u, _), "upperBound"): return .int(u)
        case (.doubleRange(let l, _, _), "lowerBound"): return .double(l)
        case (.doubleRange(_, let u, _), "upperBound"): return .double(u)
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.isEmpty)
        case (.dictionary(let d), "keys"): return .array(d.map(\.key))
        case (.dictionary(let d), "values"): return .array(d.map(\.value))
        case (.object(let o as ValueSequence), _) where ["count", "isEmpty", "first", "last", "indices"].contains(name):
            return try member(.array(o.items), name, evaluator: ev, at: at)
        default: return nil
        }
    }

    /// A number's and a character's properties (nil: not one of them).
    private static func scalarMember(_ value: Value, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch (value, name) {
        case (.int(let i), "description"): return .string(String(i))
        case (.double(let d), "description"): return .string(Evaluator.swiftDescription(d))
        case (.int(let i), "isMultiple"): return .function(builtin("isMultiple") { v, _, at in .bool(i.isMultiple(of: try ev.integer(v[0], at: at))) })
        case (.double(let d), "magnitude"): return .double(Swift.abs(d))
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.double(let d), "isFinite"): return .bool(d.isFinite)
        case (.double(let d), "isInfinite"): return .bool(d.isInfinite)
        case (.double(let d), "isZero"): return .bool(d.isZero)
        // An `Angle` is its degrees here: `angle.degrees`, `angle.radians`.
        case (.double(let d), "degrees"): return .double(d)
        case (.double(let d), "radians"): return .double(d * .pi / 180)
        // `Double`, `CGFloat` and `Angle` are `Animatable`: a number's animatable data is the
        // number (an angle's, its degrees here; set back the same way, so a round trip keeps it).
        case (.double(let d), "animatableData"): return .double(d)
        case (.int(let i), "magnitude"):
            // Swift's is a `UInt`; `Int.min`'s does not fit the `Int` that holds it here.
            return .int(try Arithmetic.at(at) { () throws(Arithmetic.Fault) in try Arithmetic.magnitude(i) })
        case (.character(let c), "isLetter"): return .bool(c.isLetter)
        case (.character(let c), "isNumber"): return .bool(c.isNumber)
        case (.character(let c), "isWhitespace"): return .bool(c.isWhitespace)
        case (.character(let c), "isUppercase"): return .bool(c.isUppercase)
        case (.character(let c), "description"): return .string(String(c))
        default: return nil
        }
    }

    /// The runtime objects' properties: a UUID's, a timer's, a geometry proxy's, a text layout's,
    /// a keyframe timeline's, a date's, a spring's (nil: not one of them).
    private static func objectMember(_ value: Value, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        switch (value, name) {
        case (.object(let o as UUIDObject), "uuidString"): return .string(o.uuidString)
        case (.object(let d as ViewDimensionsObject), "width"): return .double(d.width)
        case (.object(let d as ViewDimensionsObject), "height"): return .double(d.height)
        case (.object(let o as TimerObject), "isValid"): return .bool(o.timer?.isValid ?? false)
        case (.object(let o as GeometryProxy), "size"):
            let s = o.size()
            return .tuple([.double(s.width), .double(s.height)], labels: ["width", "height"])
        case (.object(let layout as TextLayoutObject), "flattenedRuns"):
            return .array(layout.lines.flatMap { $0.runs.map { Value.object($0) } })
        case (.object(let layout as TextLayoutObject), "flattenedRunSlices"):
            return .array(layout.lines.flatMap { $0.runs.flatMap { $0.slices.map { Value.object($0) } } })
        case (.object(let s as SliceObject), "typographicBounds"):
            return bounds(s.rect, ascent: s.ascent, descent: s.descent)
        case (.object(let r as RunObject), "typographicBounds"):
            // Its slices share a baseline: its box is their union, from its largest ascent.
            return bounds(union(r.slices.map(\.rect)), ascent: r.slices.map(\.ascent).max() ?? 0,
                          descent: r.slices.map(\.descent).max() ?? 0)
        case (.object(let l as LineObject), "typographicBounds"):
            return bounds(l.bounds, ascent: l.ascent, descent: l.descent)
        case (.object(let t as KeyframeTimelineObject), "duration"): return .double(t.duration)
        case (.object(let c as TimelineContext), "date"): return .object(c.date)
        case (.object(_ as TimelineContext), "cadence"): return .enumCase(type: "Cadence", name: "live", payload: [])
        case (.object(let u as URLObject), "absoluteString"): return .string(u.text)
        case (.object(let o), _) where o is NotificationObject || o is WorkItemObject:
            return notificationMember(o, name)
        case (.object(let d as DateObject), "timeIntervalSinceReferenceDate"): return .double(d.seconds)
        case (.object(let d as DateObject), "timeIntervalSince1970"): return .double(d.seconds + 978_307_200)
        case (.object(let d as DateObject), "description"): return .string(Date(timeIntervalSinceReferenceDate: d.seconds).description)
        case (.object(let o as SpringObject), _):
            let s = o.spring
            switch name {
            case "response", "duration": return .double(s.response)
            case "dampingRatio", "dampingFraction": return .double(s.dampingFraction)
            case "bounce": return .double(s.dampingFraction <= 1 ? 1 - s.dampingFraction : 1 / s.dampingFraction - 1)
            case "settlingDuration": return .double(SpringMotion(s).settlingDuration)
            case "stiffness": return .double(s.stiffness)
            case "damping": return .double(s.damping)
            // A spring made from a response and damping ratio has unit mass (Apple's `Spring`).
            case "mass": return .double(1)
            default: break
            }
        default: break
        }
        return nil
    }

    /// A tuple's elements by label or position, and a point's, a size's and a rect's derived
    /// values (nil: not one of them).
    private static func tupleMember(_ value: Value, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        guard case .tuple(let items, let labels) = value else { return nil }
        if let i = labels.firstIndex(of: name) { return items[i] }
        if let i = Int(name), i < items.count { return items[i] }
        // A point's, a size's and a rect's animatable data is the value itself.
        if name == "animatableData", labels == ["x", "y"] || labels == ["width", "height"] || labels == ["x", "y", "width", "height"] {
            return value
        }
        if name == "origin", labels == ["x", "y", "width", "height"] { return .tuple([items[0], items[1]], labels: ["x", "y"]) }
        if name == "size", labels == ["x", "y", "width", "height"] { return .tuple([items[2], items[3]], labels: ["width", "height"]) }
        if labels == ["x", "y", "width", "height"] {
            let x = try ev.number(items[0], at: at), y = try ev.number(items[1], at: at)
            let w = try ev.number(items[2], at: at), h = try ev.number(items[3], at: at)
            switch name {
            case "minX": return .double(x)
            case "minY": return .double(y)
            case "maxX": return .double(x + w)
            case "maxY": return .double(y + h)
            case "midX": return .double(x + w / 2)
            case "midY": return .double(y + h / 2)
            case "isNull": return .bool(x.isInfinite || y.isInfinite)
            case "isEmpty": return .bool(x.isInfinite || y.isInfinite || w == 0 || h == 0)
            default: break
            }
        }
        return nil
    }

    /// `typographicBounds`: its `rect`, `width`, `ascent`, `descent` and `origin`.
    static func bounds(_ r: Rect, ascent: Double, descent: Double) -> Value {
        let rect = Value.tuple([.double(r.x), .double(r.y), .double(r.width), .double(r.height)], labels: ["x", "y", "width", "height"])
        let origin = Value.tuple([.double(r.x), .double(r.y + ascent)], labels: ["x", "y"])
        return .tuple([rect, .double(r.width), .double(ascent), .double(descent), origin],
                      labels: ["rect", "width", "ascent", "descent", "origin"])
    }

    static func union(_ rects: [Rect]) -> Rect {
        guard let first = rects.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for r in rects.dropFirst() { minX = min(minX, r.x); minY = min(minY, r.y); maxX = max(maxX, r.maxX); maxY = max(maxY, r.maxY) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Reads a key path (`\.id`, `\.self`, `\.offset`) on a value.
    static func apply(_ path: [String], to value: Value, evaluator ev: Evaluator, at: Int) throws -> Value {
        var v = value
        for part in path where part != "self" { v = try ev.member(v, part, at: at) }
        return v
    }
}
