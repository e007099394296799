import Scene

/// `UIApplication.shared` and the window it shows the scene in, as files read them for the
/// screen's geometry: `.windows.first?.safeAreaInsets`, `.keyWindow`, `.connectedScenes` (a
/// `UIWindowScene`'s `windows` and `keyWindow`), a window's `bounds`, `frame` and `screen`.
///
/// **Our rule**: one window, the scene's canvas; its `safeAreaInsets` are the device's
/// (`--device`), all zero on the plain canvas, which is all safe area.
final class ApplicationObject: RuntimeObject {
    override var typeName: String { "UIApplication" }
}

/// The scene's one window (`UIWindow`), or the window scene holding it (`UIWindowScene`).
final class WindowObject: RuntimeObject {
    let isScene: Bool
    init(isScene: Bool) { self.isScene = isScene }
    override var typeName: String { isScene ? "UIWindowScene" : "UIWindow" }
}

extension Playground {
    static func applicationMember(_ o: RuntimeObject, _ name: String, evaluator ev: Evaluator) -> Value? {
        let size = ev.runtime.scene.size
        let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch (o, name) {
        case (is ApplicationObject, "windows"): return .array([.object(WindowObject(isScene: false))])
        case (is ApplicationObject, "keyWindow"): return .object(WindowObject(isScene: false))
        case (is ApplicationObject, "connectedScenes"): return .array([.object(WindowObject(isScene: true))])
        case (let w as WindowObject, "windows") where w.isScene: return .array([.object(WindowObject(isScene: false))])
        case (let w as WindowObject, "keyWindow") where w.isScene: return .object(WindowObject(isScene: false))
        case (let w as WindowObject, "screen"): _ = w; return .object(ScreenObject(bounds: canvas))
        case (let w as WindowObject, "activationState") where w.isScene: return .enumCase(type: "UIScene.ActivationState", name: "foregroundActive", payload: [])
        case (let w as WindowObject, "isKeyWindow") where !w.isScene: return .bool(true)
        case (let w as WindowObject, "windowScene") where !w.isScene: return .object(WindowObject(isScene: true))
        case (let w as WindowObject, "safeAreaInsets") where !w.isScene:
            let e = ev.runtime.scene.safeArea
            return .tuple([.double(e.top), .double(e.leading), .double(e.bottom), .double(e.trailing)], labels: ["top", "left", "bottom", "right"])
        case (let w as WindowObject, "bounds") where !w.isScene, (let w as WindowObject, "frame") where !w.isScene:
            return value(canvas)
        default: return nil
        }
    }
}
