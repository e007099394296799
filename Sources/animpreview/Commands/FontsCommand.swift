import Typography

/// `animpreview fonts`: the installed families, and what each seed font resolves to.
enum FontsCommand {
    static func run(_ arguments: inout Arguments) throws {
        try arguments.finish()
        let fonts: FontLibrary
        do { fonts = try FontLibrary() } catch { throw RunError("\(error)") }
        print("seed fonts:")
        for family in StandIns.seedFamilies {
            if let r = fonts.resolve(family: family) {
                print("  \(family) → \(r.face.family) (\(r.face.path)\(r.face.index > 0 ? " #\(r.face.index)" : ""))")
            } else {
                print("  \(family) → not found")
            }
        }
        print("installed families:")
        for family in fonts.catalog.families() { print("  \(family)") }
    }
}
