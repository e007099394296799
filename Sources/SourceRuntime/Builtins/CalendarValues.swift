import Foundation

/// `Calendar.current` and `DateComponents`: the parts of a scene's `Date`.
///
/// **Our rule**: a scene's dates are scene time after 2001-01-01 00:00:00 (see `TimelineSpec`),
/// and its calendar is the Gregorian one in UTC, so a clock face shows the same hands in every
/// play and on every machine (a device would show its own zone's wall time).
enum CalendarValues {
    static let typeNames: Set<String> = ["Calendar", "DateComponents", "Locale"]

    /// The components a file may ask for, by the names of `Calendar.Component`'s cases.
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute,
        "second": .second, "nanosecond": .nanosecond, "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal,
        "quarter": .quarter, "weekOfMonth": .weekOfMonth, "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear,
    ]

    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? c.timeZone
        return c
    }

    /// `Calendar.current`, `.autoupdatingCurrent`; `Locale.current` (the device's: US English,
    /// our rule, as dates are formatted).
    static func staticMember(type: String, _ name: String) -> Value? {
        guard name == "current" || name == "autoupdatingCurrent" else { return nil }
        if type == "Locale" { return .object(LocaleObject("en_US")) }
        guard type == "Calendar" else { return nil }
        return .object(CalendarObject())
    }

    /// `Calendar(identifier: .gregorian)`: every identifier is the scene's calendar (our rule).
    /// `Locale(identifier:)`.
    static func construct(_ name: String, _ args: Args) throws -> Value? {
        if name == "Locale" {
            try args.allow(["identifier", nil])
            guard case .string(let id) = try args.value("identifier") ?? args.required(nil) else {
                throw RuntimeError(message: "Locale(identifier:) takes a String", at: args.at)
            }
            return .object(LocaleObject(id))
        }
        guard name == "Calendar" else { return nil }
        try args.allow(["identifier"])
        _ = try args.required("identifier", hint: "Calendar.Identifier")
        return .object(CalendarObject())
    }

    static func method(_ base: Value, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> Value? {
        guard case .object(let c as CalendarObject) = base else { return nil }
        switch name {
        case "component":
            try args.allow([nil, "from"])
            let component = try self.component(args.required(nil, hint: "Calendar.Component"), at: args.place(nil))
            let date = try self.date(args.required("from"), at: args.place("from"))
            return .int(c.calendar.component(component, from: date))
        case "dateComponents":
            try args.allow([nil, "from"])
            let set = try ev.elements(of: args.required(nil, hint: "Set<Calendar.Component>"), at: args.place(nil))
            let date = try self.date(args.required("from"), at: args.place("from"))
            var parts: [String: Int] = [:]
            for v in set {
                let component = try self.component(v, at: args.place(nil))
                guard let name = components.first(where: { $0.value == component })?.key else { continue }
                parts[name] = c.calendar.component(component, from: date)
            }
            return .object(DateComponentsObject(parts))
        case "range":
            // `range(of: .day, in: .month, for: date)`: the days of that month, 1..<n+1.
            try args.allow(["of", "in", "for"])
            let smaller = try self.component(args.required("of", hint: "Calendar.Component"), at: args.place("of"))
            let larger = try self.component(args.required("in", hint: "Calendar.Component"), at: args.place("in"))
            let date = try self.date(args.required("for"), at: args.place("for"))
            guard let r = c.calendar.range(of: smaller, in: larger, for: date) else { return .nil }
            return .range(lower: r.lowerBound, upper: r.upperBound, closed: false)
        case "date":
            if args.has("from") {
                try args.allow(["from"])
                guard case .object(let d as DateComponentsObject) = try args.required("from") else {
                    throw RuntimeError(message: "date(from:) takes a DateComponents", at: args.place("from"))
                }
                var parts = DateComponents()
                for (name, v) in d.parts { if let component = components[name] { parts.setValue(v, for: component) } }
                return c.calendar.date(from: parts).map { .object(DateObject($0.timeIntervalSinceReferenceDate)) } ?? .nil
            }
            // `date(byAdding: .day, value: 3, to: date)`.
            try args.allow(["byAdding", "value", "to", "wrappingComponents"])
            let component = try self.component(args.required("byAdding", hint: "Calendar.Component"), at: args.place("byAdding"))
            let n = try ev.integer(args.required("value"), at: args.place("value"))
            let date = try self.date(args.required("to"), at: args.place("to"))
            guard abs(n) <= 1_000_000 else { return .nil }
            return c.calendar.date(byAdding: component, value: n, to: date).map { .object(DateObject($0.timeIntervalSinceReferenceDate)) } ?? .nil
        case "startOfDay":
            try args.allow(["for"])
            let date = try self.date(args.required("for"), at: args.place("for"))
            return .object(DateObject(c.calendar.startOfDay(for: date).timeIntervalSinceReferenceDate))
        default:
            throw RuntimeError(message: "value of type 'Calendar' has no member '\(name)' here (component(_:from:), dateComponents(_:from:), range(of:in:for:), date(from:), date(byAdding:value:to:) and startOfDay(for:) are)", at: at)
        }
    }

    /// `date.formatted()`, `date.formatted(date: .complete, time: .omitted)`: Foundation's
    /// format in US English, in the scene's calendar (UTC, our rule above), so a frame reads the
    /// same on every machine.
    static func formatted(_ d: DateObject, _ args: Args, evaluator ev: Evaluator) throws -> String {
        try args.allow(["date", "time"])
        let dates: [String: Date.FormatStyle.DateStyle] = ["omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated,
                                                           "long": .long, "complete": .complete]
        let times: [String: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard,
                                                           "complete": .complete]
        func style<T>(_ label: String, _ table: [String: T], _ fallback: T) throws -> T {
            guard let v = try args.value(label) else { return fallback }
            guard case .enumCase(_, let n, []) = v, let s = table[n] else {
                throw RuntimeError(message: "\(label): takes one of .\(table.keys.sorted().joined(separator: ", ."))", at: args.place(label))
            }
            return s
        }
        let both = args.count == 0
        let style = Date.FormatStyle(date: try style("date", dates, both ? .numeric : .omitted),
                                     time: try style("time", times, both ? .shortened : .omitted),
                                     locale: Locale(identifier: "en_US"), calendar: calendar, timeZone: calendar.timeZone)
        return try date(.object(d), at: args.at).formatted(style)
    }

    /// `components.setValue(3, for: .day)`: a value type's mutation, the changed components
    /// going back where they came from.
    static func componentsMethod(_ base: Value, _ name: String, _ args: Args, evaluator ev: Evaluator, at: Int) throws -> (Value, changed: Value?)? {
        guard case .object(let d as DateComponentsObject) = base, name == "setValue" else { return nil }
        try args.allow([nil, "for"])
        let component = try self.component(args.required("for", hint: "Calendar.Component"), at: args.place("for"))
        guard let key = components.first(where: { $0.value == component })?.key else { return (.void, nil) }
        var parts = d.parts
        switch try args.required(nil, hint: "Int?") {
        case .nil: parts[key] = nil
        case let v: parts[key] = try ev.integer(v, at: args.place(nil))
        }
        return (.void, .object(DateComponentsObject(parts)))
    }

    /// A `DateComponents`'s `hour`, `minute` …: nil for a component not asked for, as in Swift.
    /// A `Locale`'s `identifier`, `languageCode` and `regionCode`.
    static func member(_ value: Value, _ name: String, at: Int) throws -> Value? {
        if case .object(let l as LocaleObject) = value {
            let parts = l.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
            switch name {
            case "identifier": return .string(l.identifier)
            case "languageCode": return parts.first.map(Value.string) ?? .nil
            case "regionCode": return parts.count > 1 ? .string(parts[parts.count - 1]) : .nil
            default: throw RuntimeError(message: "value of type 'Locale' has no member '\(name)' here (identifier, languageCode and regionCode are)", at: at)
            }
        }
        guard case .object(let d as DateComponentsObject) = value else { return nil }
        guard components[name] != nil else {
            throw RuntimeError(message: "value of type 'DateComponents' has no member '\(name)'", at: at)
        }
        return d.parts[name].map { .int($0) } ?? .nil
    }

    private static func component(_ v: Value, at: Int) throws -> Calendar.Component {
        if case .enumCase(_, let n, []) = v, let c = components[n] { return c }
        throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Calendar.Component'", at: at)
    }

    private static func date(_ v: Value, at: Int) throws -> Date {
        guard case .object(let d as DateObject) = v else {
            throw RuntimeError(message: "cannot convert value of type '\(v.typeName)' to expected argument type 'Date'", at: at)
        }
        // Guarded: a date too far out for Foundation's calendar is held at its edge.
        let seconds = d.seconds.isFinite ? min(max(d.seconds, -1e12), 1e12) : 0
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}

/// `Locale`: its identifier (`en_US`).
final class LocaleObject: RuntimeObject {
    let identifier: String
    init(_ identifier: String) { self.identifier = identifier }
    override var typeName: String { "Locale" }
    override func sameValue(_ other: RuntimeObject) -> Bool { (other as? LocaleObject)?.identifier == identifier }
    override func hashValue(into h: inout Hasher) { h.combine(identifier) }
}

final class CalendarObject: RuntimeObject {
    let calendar = CalendarValues.calendar
    override var typeName: String { "Calendar" }
}

final class DateComponentsObject: RuntimeObject {
    let parts: [String: Int]
    init(_ parts: [String: Int]) { self.parts = parts }
    override var typeName: String { "DateComponents" }
}
