import Foundation
import Scene

/// `CAEmitterCell()`: what one kind of particle is — how many are born a second, how long each
/// lives, how it moves, turns, grows and fades — each property with a range a particle's value
/// is drawn from (value ± range, uniformly), as Apple documents the cell's properties. Values
/// are read when the emitter draws, so a change shows on the particles born after it.
final class EmitterCellObject: RuntimeObject, SettableObject {
    var birthRate = 0.0, lifetime = 0.0, lifetimeRange = 0.0
    var velocity = 0.0, velocityRange = 0.0
    var xAcceleration = 0.0, yAcceleration = 0.0
    var emissionLongitude = 0.0, emissionLatitude = 0.0, emissionRange = 0.0
    var spin = 0.0, spinRange = 0.0
    var scale = 1.0, scaleRange = 0.0, scaleSpeed = 0.0
    var color = Color.white
    /// Red, green, blue and alpha ranges and speeds (a second).
    var colorRange = [0.0, 0, 0, 0], colorSpeed = [0.0, 0, 0, 0]
    var beginTime = 0.0
    var isEnabled = true
    var name: String?
    /// The image's name (`UIImage(named:)`), nil: none.
    var contents: String?
    override var typeName: String { "CAEmitterCell" }

    func set(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws {
        func n() throws -> Double { try ev.number(value, at: at) }
        switch name {
        case "birthRate": birthRate = try n()
        case "lifetime": lifetime = try n()
        case "lifetimeRange": lifetimeRange = try n()
        case "velocity": velocity = try n()
        case "velocityRange": velocityRange = try n()
        case "xAcceleration": xAcceleration = try n()
        case "yAcceleration": yAcceleration = try n()
        case "emissionLongitude": emissionLongitude = try n()
        case "emissionLatitude": emissionLatitude = try n()
        case "emissionRange": emissionRange = try n()
        case "spin": spin = try n()
        case "spinRange": spinRange = try n()
        case "scale": scale = try n()
        case "scaleRange": scaleRange = try n()
        case "scaleSpeed": scaleSpeed = try n()
        case "color": color = try Playground.optionalColor(value, ev, at: at) ?? .white
        case "redRange": colorRange[0] = try n()
        case "greenRange": colorRange[1] = try n()
        case "blueRange": colorRange[2] = try n()
        case "alphaRange": colorRange[3] = try n()
        case "redSpeed": colorSpeed[0] = try n()
        case "greenSpeed": colorSpeed[1] = try n()
        case "blueSpeed": colorSpeed[2] = try n()
        case "alphaSpeed": colorSpeed[3] = try n()
        case "beginTime": beginTime = try n()
        case "isEnabled", "enabled": isEnabled = try ev.truth(value, at: at)
        case "name": self.name = try ev.string(value, at: at)
        case "contents":
            switch value {
            case .nil: contents = nil
            case .object(let image as UIImageObject): contents = image.name
            default: throw RuntimeError(message: "a cell's contents is an image here (UIImage(named:)'s cgImage)", at: at)
            }
        case "emitterCells":
            if case .nil = value { return }
            ev.runtime.warn("cells of a cell (sub-emitters) are not drawn here", at: at)
        case "contentsScale", "contentsRect", "magnificationFilter", "minificationFilter", "minificationFilterBias",
             "duration", "speed", "timeOffset", "repeatCount", "autoreverses", "fillMode", "zAcceleration", "style":
            // Read and not drawn: the image is drawn at its placeholder's size (see the emitter).
            return
        default:
            throw RuntimeError(message: "cannot assign to property '\(name)' of 'CAEmitterCell'", at: at)
        }
    }

    func member(_ name: String) -> Value? {
        switch name {
        case "birthRate": return .double(birthRate)
        case "lifetime": return .double(lifetime)
        case "velocity": return .double(velocity)
        case "scale": return .double(scale)
        case "spin": return .double(spin)
        case "color": return .color(color)
        case "name": return self.name.map(Value.string) ?? .nil
        case "isEnabled": return .bool(isEnabled)
        default: return nil
        }
    }
}
