import Foundation
import Scene

/// `animpreview inspect NAME --time T`: every node's presented values as one JSON object.
enum InspectCommand {
    static func run(_ arguments: inout Arguments) throws {
        guard let name = arguments.positional() else {
            throw UsageError("inspect: which effect? usage: animpreview inspect NAME --time T")
        }
        // Standard output is the JSON object alone.
        SourceOutput.route(printsToStandardError: true)
        let setup = try SceneSetup(effectName: name, arguments: &arguments)
        let time = try arguments.double("--time", range: 0...86_400) ?? 0
        let taps = try arguments.taps()
        let drags = try arguments.drags()
        try arguments.finish()
        for tap in taps { try RenderCommand.check(tap, in: setup.size) }
        for drag in drags { try RenderCommand.check(drag, in: setup.size) }
        let player = setup.player()
        player.apply(taps.filter { $0.time <= time }, drags: drags, through: time)
        player.seek(to: time)
        try player.checkFailure()
        let presentation = player.present()
        try player.checkFailure()
        print(json(effect: name, time: time, presentation: presentation))
    }

    static func json(effect: String, time: Double, presentation: Presentation) -> String {
        var nodes: [String] = []
        for p in presentation.nodes {
            let n = p.node
            var fields: [(String, String)] = [
                ("id", String(n.id)),
                ("kind", JSON.string(n.kind.rawValue)),
                // The parent's id (null at the top): offsets, scales and opacities compose down the tree.
                ("parent", n.parent.map { $0.id < 0 ? "null" : String($0.id) } ?? "null"),
            ]
            if [.glyph, .text, .button].contains(n.kind) { fields.append(("text", JSON.string(n.text))) }
            if [.glyph, .text].contains(n.kind), let f = n.font {
                // What a text is drawn in: a run of a concatenated text has its own font and colour.
                fields.append(("font", JSON.object([("family", JSON.string(f.family)), ("size", JSON.number(f.size)),
                                                    ("weight", String(f.weight.rawValue))])))
                fields.append(("color", JSON.array([n.color.red, n.color.green, n.color.blue, n.color.alpha])))
            }
            fields += [
                ("frame", JSON.array([p.frame.x, p.frame.y, p.frame.width, p.frame.height])),
                ("offset", JSON.array([p.offset.x, p.offset.y])),
                ("scale", JSON.array([p.scale.x, p.scale.y])),
                ("anchor", JSON.array([p.anchor.x, p.anchor.y])),
                ("rotation", JSON.number(p.rotation)),
                ("opacity", JSON.number(p.opacity)),
                ("blur", JSON.number(p.blur)),
            ]
            if n.kind == .circle { fields.append(("diameter", JSON.number(min(p.frame.width, p.frame.height)))) }
            if let name = n.imageName { fields.append(("image", JSON.string(name))) }
            if !n.lines.isEmpty { fields.append(("lines", String(n.lines.count))) }
            if let s = p.shadow {
                fields.append(("shadow", JSON.object([("radius", JSON.number(s.radius)), ("x", JSON.number(s.x)),
                                                       ("y", JSON.number(s.y)), ("opacity", JSON.number(s.opacity))])))
            } else {
                fields.append(("shadow", "null"))
            }
            if let mask = p.mask { fields.append(("mask", maskJSON(mask))) }
            if let effects = p.effects {
                // What the subtree is drawn through: a 3D turn, colour filters (only while in effect).
                if effects.projection != nil {
                    let r = n.rotation3D
                    fields.append(("rotation3D", JSON.object([
                        ("degrees", JSON.number(n.value(.rotation3D, at: presentation.time))),
                        ("axis", JSON.array([r.axisX, r.axisY, r.axisZ])), ("anchor", JSON.array([r.anchor.x, r.anchor.y])),
                        ("anchorZ", JSON.number(r.anchorZ)), ("perspective", JSON.number(r.perspective))])))
                }
                if let m = effects.colorMatrix {
                    fields.append(("colorMatrix", "[" + m.rows.map(JSON.array).joined(separator: ",") + "]"))
                }
            }
            if let fill = p.fill { fields.append(("fill", fillJSON(fill))) }
            nodes.append(JSON.object(fields))
        }
        return JSON.object([("effect", JSON.string(effect)), ("time", JSON.number(time)),
                            ("nodes", "[" + nodes.joined(separator: ",") + "]")])
    }
}

/// A tiny JSON writer with a fixed key order.
enum JSON {
    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if u.value < 0x20 { out += String(format: "\\u%04x", u.value) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
        return String(v)
    }
    static func array(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ",") + "]" }
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
