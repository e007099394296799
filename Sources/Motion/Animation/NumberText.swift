/// Numbers as the app writes them for people (options, messages, animations' descriptions):
/// a whole number without a decimal point, any other as Swift writes it (shortest exact).
public enum NumberText {
    /// `2`, `0.35`, `1e+20`.
    public static func shortest(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
