/// How an update shares out the nodes whose bindings it runs: on the scene's thread alone
/// below `minimum` of them, else cut into `parts` runs over the cores.
///
/// Nodes are independent (a binding reads state and sets its own node's tracks), so large
/// updates, thousands of springs started at once, gain from the cores; small ones would lose
/// more to the threads than they gain. Whichever way they run, they set the same values.
struct RefreshSplit {
    /// Fewer nodes (in the scene, then to refresh) stay on the scene's thread.
    var minimum = 1024
    /// More runs than cores, so that one slow run does not hold the others back.
    let parts = 8

    /// Whether a scene of `count` nodes gathers the nodes to refresh before running them.
    func gathers(_ count: Int) -> Bool { count >= minimum }

    /// Whether `count` nodes to refresh are shared out.
    func sharesOut(_ count: Int) -> Bool { count >= minimum }

    /// The indices of run `part` among `count` nodes.
    func run(_ part: Int, of count: Int) -> Range<Int> {
        (count * part / parts)..<(count * (part + 1) / parts)
    }
}
