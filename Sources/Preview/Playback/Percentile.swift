/// The percentiles every timing figure reports (the window's `--stats`, `bench`), one rule for all.
public enum Percentile {
    /// The nearest-rank `p`-th percentile (0…1) of `sorted` (ascending); 0 when empty.
    public static func nearestRank(_ p: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// Milliseconds as every figure prints them: two decimals.
    public static func milliseconds(_ v: Double) -> String {
        String(format: "%.2f", v)
    }
}
