import Foundation
import Scene

/// SF Symbol names and the Material Icons glyphs that draw them (`SymbolTable.swift`, made by
/// `Tools/generate-symbol-table.py` from `assets/symbols/sf-symbols.tsv`).
enum SymbolTable {
    /// The icon font: Debian's fonts-material-design-icons-iconfont (Material Icons 6.7).
    static let family = "Material Icons"

    enum Enclosure: String { case none = "", circle, filledCircle = "circle.fill", square, filledSquare = "square.fill" }

    struct Entry: Equatable {
        let material: String
        let codepoint: UInt32
        let enclosure: Enclosure
    }

    /// The glyphs enclosures are drawn with: radio_button_unchecked, circle,
    /// check_box_outline_blank, square.
    static func glyph(of enclosure: Enclosure) -> UInt32? {
        switch enclosure {
        case .none: return nil
        case .circle: return 0xE836
        case .filledCircle: return 0xEF4A
        case .square: return 0xE835
        case .filledSquare: return 0xEB36
        }
    }
    /// The size of a glyph drawn inside an enclosure, as a fraction of the enclosure's.
    static let enclosedScale = 0.55

    static let byName: [String: Entry] = {
        var table: [String: Entry] = [:]
        for line in data.split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count == 4, let cp = UInt32(f[2], radix: 16) else { continue }
            table[String(f[0])] = Entry(material: String(f[1]), codepoint: cp, enclosure: Enclosure(rawValue: String(f[3])) ?? .none)
        }
        return table
    }()
}

/// A symbol image as it plays: its glyph nodes, and the effects running on them.
final class SymbolState {
    var name: String
    var entry: SymbolTable.Entry?
    var size: StateValue<Double>
    let placeholder: Node
    let holder: Node, glyph: Node, enclosure: Node
    let outgoingHolder: Node, outgoingGlyph: Node, outgoingEnclosure: Node
    var uses: [SymbolEffectUse] = []
    /// Per effect: when its play started (nil: not playing), and for a state effect the pose
    /// it left from and when.
    var starts: [Double?] = []
    var stateFrom: [SymbolPose] = []
    var stateSince: [Double] = []
    var replaceStart: Double?
    var replace = SymbolReplaceSpec()

    init(name: String, size: StateValue<Double>, placeholder: Node, holder: Node, glyph: Node, enclosure: Node,
         outgoingHolder: Node, outgoingGlyph: Node, outgoingEnclosure: Node) {
        self.name = name; self.size = size; self.placeholder = placeholder
        self.holder = holder; self.glyph = glyph; self.enclosure = enclosure
        self.outgoingHolder = outgoingHolder; self.outgoingGlyph = outgoingGlyph; self.outgoingEnclosure = outgoingEnclosure
    }
}

extension SourceRuntime {
    /// A symbol image's node: a group holding a placeholder frame (shown for a name the table
    /// lacks), the glyph holder (the symbol, what effects move) and the holder of the symbol a
    /// replace transition takes away.
    func symbolNode(_ written: String, host: ViewHost, _ ctx: ViewContext) -> Node {
        let name = Self.symbolName(written, ctx)
        let size = scene.state(symbolSide(host.value, ctx))
        host.effectSlots[Self.symbolSlot] = [size]
        let group = scene.makeNode(.group)
        let placeholder = scene.makeNode(.path, color: .primary)
        placeholder.outline = ShapeOutline(paint: .stroke(StrokeStyle(lineWidth: 1.5, dash: [3, 2])), strokesInside: true) { s, _ in
            var p = ShapePath()
            let r = min(s.width, s.height) * 0.2
            p.addRoundedRect(Rect(x: 0, y: 0, width: s.width, height: s.height), cornerWidth: r, cornerHeight: r)
            return p
        }
        placeholder.tracks[.lineWidth].set(1.5, at: 0, animation: nil)
        func holder() -> (Node, Node, Node) {
            let h = scene.makeNode(.group)
            let enclosure = scene.makeNode(.glyph, text: "", font: FontSpec.custom(SymbolTable.family, size: 17), color: .primary)
            let glyph = scene.makeNode(.glyph, text: "", font: FontSpec.custom(SymbolTable.family, size: 17), color: .primary)
            h.add(enclosure)
            h.add(glyph)
            return (h, glyph, enclosure)
        }
        let (h, g, e) = holder(), (oh, og, oe) = holder()
        group.add(placeholder)
        group.add(oh)
        group.add(h)
        host.symbolParts = [placeholder, oh, h]
        let state = SymbolState(name: name, size: size, placeholder: placeholder, holder: h, glyph: g, enclosure: e,
                                outgoingHolder: oh, outgoingGlyph: og, outgoingEnclosure: oe)
        oh.tracks[.opacity].set(0, at: 0, animation: nil)
        host.symbol = state
        showSymbol(state, name, at: host.value.at)
        styleSymbol(state, ctx)
        startEffects(state, ctx.symbols, creating: true)
        if symbolPresenter == nil {
            let presenter = SymbolPresenter()
            symbolPresenter = presenter
            scene.beforePresenting.append { [weak self, weak presenter] time in
                guard let self, let presenter else { return }
                for state in presenter.live() { self.presentSymbol(state, at: time) }
            }
        }
        symbolPresenter?.add(state)
        return group
    }

    /// A symbol image's update; true when its size changed (layout must run again).
    func updateSymbol(_ host: ViewHost, _ v: ViewValue, _ ctx: ViewContext) -> Bool {
        guard case .image(let written, true) = v.content, let state = host.symbol else { return false }
        let name = Self.symbolName(written, ctx)
        var changed = false
        let side = symbolSide(v, ctx)
        if state.size.value != side { state.size.value = side; changed = true }
        if state.name != name {
            if let replace = ctx.symbols.replace, state.entry != nil {
                // The old symbol leaves in the outgoing holder while the new one comes in.
                state.outgoingGlyph.text = state.glyph.text
                state.outgoingEnclosure.text = state.enclosure.text
                state.replaceStart = scene.now
                state.replace = replace
            }
            state.name = name
            showSymbol(state, name, at: v.at)
        }
        styleSymbol(state, ctx)
        startEffects(state, ctx.symbols, creating: false)
        return changed
    }

    /// The name drawn: the written one with the environment's `symbolVariant`.
    static func symbolName(_ written: String, _ ctx: ViewContext) -> String {
        ctx.symbols.variant?.apply(to: written) { SymbolTable.byName[$0] != nil } ?? written
    }

    /// Sets the glyphs for `name`, or shows the placeholder (with a warning, once per name).
    private func showSymbol(_ state: SymbolState, _ name: String, at: Int) {
        var entry = SymbolTable.byName[name]
        if let e = entry, let coverage = scene.metrics as? GlyphCoverage, !coverage.hasGlyph(e.codepoint, inFamily: SymbolTable.family) {
            warn("the symbol font '\(SymbolTable.family)' is not installed (Debian package fonts-material-design-icons-iconfont): SF Symbols are drawn as placeholders", at: at)
            entry = nil
        } else if entry == nil {
            warn("SF Symbol '\(name)' is not in the symbol table: a dashed placeholder stands in its place", at: at)
        }
        state.entry = entry
        let scalar = { (c: UInt32?) in c.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "" }
        state.glyph.text = scalar(entry?.codepoint)
        state.enclosure.text = scalar(entry.flatMap { SymbolTable.glyph(of: $0.enclosure) })
        state.placeholder.tracks[.opacity].set(entry == nil ? 0.6 : 0, at: 0, animation: nil)
    }

    /// Material Icons are drawn on a 24-unit grid whose live area is the middle 20 units: at
    /// an em of 24/20 of the symbol's side the drawn shape fills the side, as an SF Symbol's
    /// glyph fills its image.
    static let symbolEmPerSide = 24.0 / 20.0

    /// Fonts and colours: the glyph's em is 1.2 × the symbol's side; the foreground colour,
    /// the glyph inside a filled enclosure in the background's colour.
    private func styleSymbol(_ state: SymbolState, _ ctx: ViewContext) {
        setSymbolFonts(state, side: state.size.value)
        let tint = ctx.foreground ?? .primary
        let knockout: Color = evaluator.prefersDark ? .black : .white
        for (glyph, enclosure) in [(state.glyph, state.enclosure), (state.outgoingGlyph, state.outgoingEnclosure)] {
            let filled = state.entry.map { $0.enclosure == .filledCircle || $0.enclosure == .filledSquare } ?? false
            glyph.color = !enclosure.text.isEmpty && filled ? knockout : tint
            enclosure.color = tint
        }
        state.placeholder.color = tint
    }

    /// The glyphs' fonts for a symbol of `side`: an em of 1.2 × the side, a glyph inside an
    /// enclosure 0.55 of that.
    func setSymbolFonts(_ state: SymbolState, side: Double) {
        let em = side.isFinite ? max(0, min(side, 4096)) * Self.symbolEmPerSide : 0
        for (glyph, enclosure) in [(state.glyph, state.enclosure), (state.outgoingGlyph, state.outgoingEnclosure)] {
            let font = FontSpec.custom(SymbolTable.family, size: enclosure.text.isEmpty ? em : em * SymbolTable.enclosedScale)
            if glyph.font != font { glyph.font = font }
            let outer = FontSpec.custom(SymbolTable.family, size: em)
            if enclosure.font != outer { enclosure.font = outer }
        }
    }

    /// SF Pro's line height in ems (hhea ascender 1950 plus descender 494 over 2048 units):
    /// a medium symbol's square is one line of San Francisco tall, whatever font stands in.
    static let symbolLineHeight = 2444.0 / 2048

    /// The side of the square a symbol image takes. Not resizable: its font's point size
    /// times SF Pro's line height times the image scale; resizable: its frame's shorter side
    /// (100 pt without a frame).
    func symbolSide(_ v: ViewValue, _ ctx: ViewContext) -> Double {
        if Self.isResizable(v) {
            for m in v.modifiers {
                if case .frame(let w, let h, _) = m, w != nil || h != nil {
                    let s = min(w ?? .infinity, h ?? .infinity)
                    return s.isFinite ? max(0, min(s, 4096)) : 0
                }
            }
            return 100
        }
        let height = resolvedFont(ctx).size * Self.symbolLineHeight * (ctx.symbols.scale ?? 1)
        return height.isFinite ? max(0, min(height, 4096)) : 0
    }
}

/// The symbol table as the outside reads it (tests check every glyph against the font).
public enum SymbolCatalog {
    public static var family: String { SymbolTable.family }
    /// Every SF Symbol name of the table with the codepoints it draws (its glyph, and its
    /// enclosure's when it has one).
    public static var glyphs: [(name: String, codepoints: [UInt32])] {
        SymbolTable.byName.sorted { $0.key < $1.key }.map { name, e in
            (name, [e.codepoint] + (SymbolTable.glyph(of: e.enclosure).map { [$0] } ?? []))
        }
    }
}
