/// Every animated node's delays and runs over a play-through: the stagger made visible.
public struct Timeline: Sendable {
    /// One change of a node: it waits from `start` to `activeStart`, then moves until `end`.
    public struct Segment: Hashable, Sendable {
        public let start: Double
        public let activeStart: Double
        public let end: Double

        /// A change made at `start` that moves from `activeStart` to `end`.
        public init(start: Double, activeStart: Double, end: Double) {
            self.start = start; self.activeStart = activeStart; self.end = end
        }
    }

    /// One animated node and its segments, in time order.
    public struct Row: Sendable {
        public let nodeID: Int
        public let kind: Node.Kind
        /// The node's text (a character, a run) or its kind.
        public let label: String
        public let segments: [Segment]
    }

    /// Rows in drawing order of their nodes.
    public let rows: [Row]
    /// The latest finite end of any segment (0 when nothing animates).
    public let end: Double

    /// Groups `spans` by node, in the order `nodes` lists them; a node's spans that start
    /// together (its properties changed in one update) form one segment.
    public init(spans: [AnimationSpan], nodes: [(id: Int, kind: Node.Kind, label: String)]) {
        var byNode: [Int: [AnimationSpan]] = [:]
        for span in spans { byNode[span.nodeID, default: []].append(span) }
        var rows: [Row] = []
        var end = 0.0
        for node in nodes {
            guard let own = byNode[node.id] else { continue }
            var byStart: [Double: Segment] = [:]
            for s in own {
                if let seg = byStart[s.start] {
                    byStart[s.start] = Segment(start: s.start, activeStart: min(seg.activeStart, s.activeStart),
                                               end: max(seg.end, s.end))
                } else {
                    byStart[s.start] = Segment(start: s.start, activeStart: s.activeStart, end: s.end)
                }
                if s.end.isFinite { end = max(end, s.end) }
            }
            rows.append(Row(nodeID: node.id, kind: node.kind, label: node.label,
                            segments: byStart.values.sorted { $0.start < $1.start }))
        }
        self.rows = rows
        self.end = end
    }
}
