import Gallery
import SourceRuntime
import Scene

/// `animpreview list`: one effect a line: name, title, seed source.
enum ListCommand {
    static func run(_ arguments: inout Arguments) throws {
        try arguments.finish()
        let width = EffectCatalogue.names.map(\.count).max() ?? 0
        for e in EffectCatalogue.all {
            print(e.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + e.title + "  (" + e.source + ")")
        }
    }
}
