// swift-tools-version:6.0
import PackageDescription

/// The hot paths (compositing, animation evaluation) are optimised even in debug
/// builds, so the window that `make run` opens holds its frame rate. They also skip the
/// run-time exclusivity checks: each class property read in a per-node or per-pixel loop
/// otherwise costs a call into the runtime (measured: a tenth of a 20,000-node frame).
let optimised: [SwiftSetting] = [
    .unsafeFlags(["-O"], .when(configuration: .debug)),
    .unsafeFlags(["-enforce-exclusivity=unchecked"]),
]

let package = Package(
    name: "animpreview",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "animpreview", targets: ["animpreview"]),
    ],
    targets: [
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF", pkgConfig: "SDL2_ttf",
                       providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", path: "Sources/CSDL2Image", pkgConfig: "SDL2_image",
                       providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CPixman", path: "Sources/CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
                       providers: [.apt(["libx11-dev"])]),
        .systemLibrary(name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),

        .target(name: "Motion", swiftSettings: optimised),
        .target(name: "Scene", dependencies: ["Motion"], swiftSettings: optimised),
        .target(name: "Effects", dependencies: ["Motion", "Scene"]),
        .target(name: "Typography", dependencies: ["Scene", "CSDL2", "CSDL2TTF", "CFontconfig"],
                swiftSettings: optimised),
        .target(name: "Compositor", dependencies: ["Scene", "Typography", "CPixman", "CSDL2", "CSDL2Image"],
                swiftSettings: optimised),
        .target(name: "Preview", dependencies: ["Motion", "Scene", "Effects", "Typography", "Compositor", "CSDL2", "CX11"],
                swiftSettings: optimised),
        .executableTarget(name: "animpreview",
                          dependencies: ["Motion", "Scene", "Effects", "Typography", "Compositor", "Preview"]),

        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "SceneTests", dependencies: ["Motion", "Scene", "Effects"]),
        .testTarget(name: "WindowTests", dependencies: ["animpreview", "Compositor"]),
        .testTarget(name: "TypographyTests", dependencies: ["Scene", "Typography"]),
        .testTarget(name: "PreviewTests", dependencies: ["Scene", "Effects", "Typography", "Preview"]),
        .testTarget(name: "CompositorTests", dependencies: ["Scene", "Effects", "Typography", "Compositor"],
                    exclude: ["Goldens"]),
        .testTarget(name: "CommandLineTests", dependencies: ["animpreview", "Compositor"]),
    ],
    swiftLanguageModes: [.v5]
)
