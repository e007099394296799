import Foundation

/// `Calendar.current` and `DateComponents`: the parts of a scene's `Date`.
///
/// **Our rule**: a scene's dates are scene time after 2001-01-01 00:00:00 (see `TimelineSpec`),
/// and its calendar is the Gregorian one in UTC, so a clock face shows the same hands in every
/// play and on every machine (a device would show its own zone's wall time).
enum CalendarValues {
    static let typeNames: Set<String> = ["Calendar", "DateComponents"]

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

    /// `Calendar.current`, `.autoupdatingCurrent`.
    static func staticMember(type: String, _ name: String) -> Value? {
        guard type == "Calendar", name == "current" || name == "autoupdatingCurrent" else { return nil }
        return .object(CalendarObject())
    }

    /// `Calendar(identifier: .gregorian)`: every identifier is the scene's calendar (our rule).
    static func construct(_ name: String, _ args: Args) throws -> Value? {
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
        default:
            throw RuntimeError(message: "value of type 'Calendar' has no member '\(name)' here (component(_:from:) and dateComponents(_:from:) are)", at: at)
        }
    }

    /// A `DateComponents`'s `hour`, `minute` …: nil for a component not asked for, as in Swift.
    static func member(_ value: Value, _ name: String, at: Int) throws -> Value? {
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

final class CalendarObject: RuntimeObject {
    let calendar = CalendarValues.calendar
    override var typeName: String { "Calendar" }
}

final class DateComponentsObject: RuntimeObject {
    let parts: [String: Int]
    init(_ parts: [String: Int]) { self.parts = parts }
    override var typeName: String { "DateComponents" }
}
