import Scene

/// Classes of the file inheriting from a Core Animation layer class: `class Ring: CAShapeLayer`,
/// `class Pulse: CALayer`, `class Sheen: CAGradientLayer`, `class Caption: CATextLayer`.
///
/// An instance is the layer object of the subset (so it is added with `addSublayer(_:)`,
/// framed, filled, animated like any) carrying a `ClassObject` for the class's own stored
/// properties and methods, which are looked up before the layer's, as for a `UIView` subclass.
/// Inside its methods `self` is the layer, so `lineWidth = 10` and `add(_:forKey:)` are the
/// layer's. `super.init()` and `super.init(layer:)` set nothing.
protocol LayerClassPart: RuntimeObject {
    /// The class part of an instance of a layer subclass of the file (nil: a plain layer).
    var object: ClassObject? { get set }
}

extension LayerClassPart {
    /// Sets the class's own property `name`, if the class declares it (true then).
    func setOwn(_ name: String, _ value: Value, evaluator ev: Evaluator, at: Int) throws -> Bool {
        guard let object, let p = object.type.property(name), !p.isStatic else { return false }
        if p.getter != nil, let setter = p.setter {
            let scope = Scope(parent: ev.program.globals, receiver: .value(Box(.object(self))))
            scope.declare(p.setterValue, value, isLet: true)
            _ = try ev.exec(setter, scope)
            return true
        }
        try object.set(name, value, evaluator: ev, at: at)
        return true
    }
}

extension Playground {
    /// The layer classes a class of the file may inherit from.
    static let layerSuperclasses: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer"]

    /// A new layer object of the Core Animation class `name` (nil: not a layer class).
    static func makeLayer(_ name: String, evaluator ev: Evaluator) -> (LayerClassPart)? {
        switch name {
        case "CALayer": return PlainLayerObject()
        case "CAShapeLayer": return ShapeLayerObject()
        case "CAGradientLayer": return GradientLayerObject(clock: ev.runtime.scene.clock)
        case "CATextLayer": return TextLayerObject()
        default: return nil
        }
    }

    /// The class's own member `name` of a layer subclass's instance: a stored property's
    /// value, a computed one's run with the layer as `self`.
    static func layerClassMember(_ layer: LayerClassPart, _ name: String, evaluator ev: Evaluator, at: Int) throws -> Value? {
        guard let object = layer.object else { return nil }
        if let v = object.fields[name] { return v }
        guard let p = object.type.property(name), !p.isStatic else { return nil }
        guard let getter = p.getter else { return .nil }
        return try ev.runBody(getter, Scope(parent: ev.program.globals, receiver: .value(Box(.object(layer)))), isBuilder: false,
                              returnType: p.type?.spelled, at: at)
    }

    /// The class's own method `name` of a layer subclass's instance, run with the layer as `self`.
    static func layerClassCall(_ layer: LayerClassPart, _ name: String, _ args: Args, evaluator ev: Evaluator) throws -> Value? {
        guard let m = layer.object?.type.methods[name], !m.isStatic else { return nil }
        return try ev.call(FunctionValue(.method(m, receiver: .value(Box(.object(layer))), ev.program.globals)), args)
    }
}
