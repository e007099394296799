import Foundation
import Motion
import Scene

/// The UIKit subset's tables of names: Core Animation's timing functions by name, the types of
/// the properties files set (for implicit members and literals), and the constants older code
/// spells (`kCAMediaTimingFunctionEaseOut`, `M_PI`).
extension Playground {
    static let timingFunctions: [String: CAMediaTimingFunction] = [
        "linear": CAMediaTimingFunction(name: .linear), "easeIn": CAMediaTimingFunction(name: .easeIn),
        "easeOut": CAMediaTimingFunction(name: .easeOut), "easeInEaseOut": CAMediaTimingFunction(name: .easeInEaseOut),
        "default": CAMediaTimingFunction(name: .default),
    ]

    /// The types UIKit and Core Animation declare for the properties a file sets, so an
    /// assignment's implicit member (`label.font = .boldSystemFont(ofSize: 28)`) and literals
    /// take them.
    static let propertyTypes: [String: String] = [
        "font": "UIFont", "textColor": "UIColor", "backgroundColor": "UIColor", "tintColor": "UIColor",
        "borderColor": "UIColor", "shadowColor": "UIColor", "fillColor": "UIColor", "strokeColor": "UIColor",
        "textAlignment": "NSTextAlignment", "frame": "CGRect", "bounds": "CGRect", "center": "CGPoint", "position": "CGPoint",
        "anchorPoint": "CGPoint", "startPoint": "CGPoint", "endPoint": "CGPoint",
        "alpha": "CGFloat", "opacity": "Float", "cornerRadius": "CGFloat", "borderWidth": "CGFloat", "lineWidth": "CGFloat",
        "shadowRadius": "CGFloat", "shadowOpacity": "Float", "strokeStart": "CGFloat", "strokeEnd": "CGFloat",
        "duration": "CFTimeInterval", "beginTime": "CFTimeInterval", "repeatCount": "Float",
        "timingFunction": "CAMediaTimingFunction", "fillMode": "CAMediaTimingFillMode", "type": "CAGradientLayerType",
        "calculationMode": "CAAnimationCalculationMode", "lineCap": "CAShapeLayerLineCap", "lineJoin": "CAShapeLayerLineJoin",
        "fillRule": "CAShapeLayerFillRule", "alignmentMode": "CATextLayerAlignmentMode", "foregroundColor": "UIColor",
        "fontSize": "CGFloat", "lineDashPhase": "CGFloat", "miterLimit": "CGFloat", "lineDashPattern": "[NSNumber]",
        "emissionLongitude": "CGFloat", "emissionLatitude": "CGFloat", "emissionRange": "CGFloat", "velocity": "CGFloat",
        "velocityRange": "CGFloat", "xAcceleration": "CGFloat", "yAcceleration": "CGFloat", "spin": "CGFloat",
        "spinRange": "CGFloat", "scale": "CGFloat", "scaleRange": "CGFloat", "scaleSpeed": "CGFloat", "birthRate": "Float",
        "lifetime": "Float", "lifetimeRange": "Float", "alphaSpeed": "Float", "alphaRange": "Float", "color": "UIColor",
        "emitterPosition": "CGPoint", "emitterSize": "CGSize", "emitterShape": "CAEmitterLayerEmitterShape",
        "emitterMode": "CAEmitterLayerEmitterMode",
        "shadowOffset": "CGSize",
    ]

    /// Core Animation's constants as Swift 4 and earlier spelled them (`kCAMediaTimingFunction
    /// EaseOut`, `kCALineCapRound`, `kCAFillModeForwards`, `kCAAlignmentCenter`): the names
    /// Swift 4.2 gave them (`.easeOut`, `.round`, `.forwards`, `.center`).
    static func legacyConstant(_ name: String) -> Value? {
        // C's `HUGE` (Darwin's Float infinity: `repeatCount = HUGE` repeats for ever).
        if name == "HUGE" || name == "HUGE_VAL" || name == "HUGE_VALF" { return .double(.infinity) }
        if name == "MAXFLOAT" { return .double(Double(Float.greatestFiniteMagnitude)) }
        // Darwin's math constants, as older code writes π.
        switch name {
        case "M_PI": return .double(.pi)
        case "M_PI_2": return .double(.pi / 2)
        case "M_PI_4": return .double(.pi / 4)
        case "M_1_PI": return .double(1 / .pi)
        case "M_2_PI": return .double(2 / .pi)
        case "M_E": return .double(M_E_VALUE)
        case "M_SQRT2": return .double(2.0.squareRoot())
        default: break
        }
        if name == "CATransform3DIdentity" { return CATransform3DValues.value(.identity) }
        let prefixes = ["kCAMediaTimingFunction", "kCAFillMode", "kCALineCap", "kCALineJoin", "kCAFillRule", "kCAAlignment",
                        "kCAGradientLayer", "kCAAnimation", "kCAEmitterLayer"]
        guard let prefix = prefixes.first(where: { name.hasPrefix($0) && name.count > $0.count }) else { return nil }
        let rest = name.dropFirst(prefix.count)
        return .enumCase(type: "", name: rest.prefix(1).lowercased() + rest.dropFirst(), payload: [])
    }

    /// `CAMediaTimingFunctionName.easeIn` and the like, kept as names until read.
}

/// Euler's number, Darwin's `M_E`.
private let M_E_VALUE = 2.718281828459045
