import Scene

/// The Apple fonts the seeds name, and the installed families that stand in for them.
public enum StandIns {
    /// Seed family → candidate families, best first, and the weight the name implies.
    public static let table: [String: (families: [String], weight: FontSpec.Weight?)] = [
        "HiraMinProN-W3": (["Noto Serif CJK JP", "Noto Serif CJK SC", "DejaVu Serif"], .regular),
        "system": (["Noto Sans CJK JP", "Noto Sans", "DejaVu Sans"], nil),
        "Didot": (["DejaVu Serif", "Noto Serif"], nil),
        "Avenir-Black": (["Noto Sans", "DejaVu Sans"], .black),
        "Avenir-Light": (["DejaVu Sans", "Noto Sans"], .light),
        "Arial": (["Liberation Sans", "Arimo", "DejaVu Sans"], nil),
        // The system font's other designs (`Font.Design.serif`, `.monospaced`: New York and
        // SF Mono on a device), by CSS's names for them.
        "ui-serif": (["Noto Serif", "DejaVu Serif"], nil),
        "ui-monospace": (["Noto Sans Mono", "DejaVu Sans Mono"], nil),
    ]

    /// The seed fonts, in the order `animpreview fonts` lists them.
    public static let seedFamilies = ["HiraMinProN-W3", "system", "Didot", "Avenir-Black", "Avenir-Light", "Arial"]
}
