/// An animation's description together with what starting it needs, worked out once per
/// animation value instead of once per start: a scene that toggles thousands of nodes
/// starts the same animation on each of their properties.
///
/// Immutable and shared by the copies of an `Animation` (changing a copy's base or
/// modifiers makes a new one), so a run holds its animation as one reference.
final class ResolvedAnimation: @unchecked Sendable {
    let base: Animation.Base
    let modifiers: [Animation.Modifier]
    /// The shared table of a spring base (nil for a bezier). Tables live as long as the
    /// process, so it is held without reference counting.
    unowned(unsafe) let springTable: SpringTable?
    /// That table's fixed prefix, read by a start as plain values.
    let springPrefix: SpringPrefix?
    /// How elapsed time reaches the base, and the delay of a `.delay` lead.
    let lead: RunCurve.Lead
    let leadDelay: Double

    /// `base` under `modifiers`; its spring's table is looked up now.
    convenience init(_ base: Animation.Base, modifiers: [Animation.Modifier]) {
        var table: SpringTable?
        if case .spring(let spring) = base { table = spring.table }
        self.init(base, modifiers: modifiers, table: table)
    }

    /// `base` under `modifiers`, whose spring's table (if any) is `table`.
    init(_ base: Animation.Base, modifiers: [Animation.Modifier], table: SpringTable?) {
        self.base = base
        self.modifiers = modifiers
        springTable = table
        springPrefix = table?.prefix
        (lead, leadDelay) = RunCurve.lead(of: modifiers)
    }
}
