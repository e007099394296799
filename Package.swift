// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The folder of the toolchain's own SwiftSyntax and SwiftParser modules (the ones it ships for
/// macros): `usr/lib/swift/host` beside the `swift` that builds this package (found on the
/// PATH, through its links), else the SWIFT_HOST_LIBRARIES variable.
func toolchainHostLibraries() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let folder = environment["SWIFT_HOST_LIBRARIES"] { return folder }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let usr = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let host = usr.appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) {
            return host.path
        }
    }
    return "/usr/lib/swift/host"
}
let host = toolchainHostLibraries()
/// Imports and links the toolchain's syntax libraries, found again at run time through an rpath.
let syntaxLibraries = ["SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat",
                       "SwiftIfConfig"]
let usesSyntax: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let linksSyntax: [LinkerSetting] = [
    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host] + syntaxLibraries.map { "-l\($0)" }),
]

/// Optimised even in debug builds, so the window that `make run` opens holds its frame rate:
/// every target a frame runs through (measured for Typography and Preview, the debug window
/// playing blinking and block-mask at 1280×720: work p50 1.6–1.9 ms with it, 1.8–2.4 ms without).
let optimised: [SwiftSetting] = [
    .unsafeFlags(["-O"], .when(configuration: .debug)),
]
/// The per-node and per-pixel loops (Motion, Scene, Compositor; the source runtime's
/// interpreter, not measured apart) also skip the run-time exclusivity checks: each class
/// property read there otherwise costs a call into the runtime (measured, release, checks
/// on in every target: the 20,000-node sharp stress frame p50 8.9 ms without them, 12.2 ms
/// with). Turned off in Typography and Preview too, they measured nothing (stress frames and
/// the window's stages within noise), so there they stay on.
let hotPath: [SwiftSetting] = optimised + [
    .unsafeFlags(["-enforce-exclusivity=unchecked"]),
]

let package = Package(
    name: "animpreview",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "animpreview", targets: ["animpreview"]),
    ],
    targets: [
        // SDL2's own headers are found as <SDL2/…> under the system include folder, and each
        // module map links its library, so the SDL targets take no pkg-config file: SDL2's
        // brings a -D_REENTRANT flag that SwiftPM refuses with a warning on every build.
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2",
                       providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", path: "Sources/CSDL2TTF",
                       providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", path: "Sources/CSDL2Image",
                       providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CPixman", path: "Sources/CPixman", pkgConfig: "pixman-1",
                       providers: [.apt(["libpixman-1-dev"])]),
        // Cairo fills and strokes paths (caps, joins, dashes, both fill rules) into coverage masks.
        .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
                       providers: [.apt(["libx11-dev"])]),
        .systemLibrary(name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),

        .target(name: "Motion", swiftSettings: hotPath),
        .target(name: "Scene", dependencies: ["Motion"], swiftSettings: hotPath),
        .target(name: "SourceRuntime", dependencies: ["Motion", "Scene"],
                swiftSettings: hotPath + usesSyntax, linkerSettings: linksSyntax),
        // The built-in gallery (files of assets/scenes, played by the runtime) and the synthetic
        // stress scene, above the runtime.
        .target(name: "Gallery", dependencies: ["Motion", "Scene", "SourceRuntime"],
                swiftSettings: usesSyntax, linkerSettings: linksSyntax),
        .target(name: "Typography", dependencies: ["Scene", "CSDL2", "CSDL2TTF", "CFontconfig"],
                swiftSettings: optimised),
        .target(name: "Compositor", dependencies: ["Scene", "Typography", "CPixman", "CCairo", "CSDL2", "CSDL2Image"],
                swiftSettings: hotPath),
        .target(name: "Preview", dependencies: ["Motion", "Scene", "Gallery", "SourceRuntime", "Typography", "Compositor",
                                                "CSDL2", "CX11"],
                swiftSettings: optimised + usesSyntax, linkerSettings: linksSyntax),
        .executableTarget(name: "animpreview",
                          dependencies: ["Motion", "Scene", "Gallery", "SourceRuntime", "Typography", "Compositor",
                                         "Preview"],
                          swiftSettings: usesSyntax, linkerSettings: linksSyntax),

        // The fakes the test targets share (font metrics without fonts).
        .target(name: "TestSupport", dependencies: ["Scene"], path: "Tests/TestSupport"),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "SceneTests", dependencies: ["Motion", "Scene", "Gallery", "SourceRuntime", "TestSupport"],
                    swiftSettings: usesSyntax, linkerSettings: linksSyntax),
        .testTarget(name: "WindowTests", dependencies: ["animpreview", "Compositor"],
                    swiftSettings: usesSyntax, linkerSettings: linksSyntax),
        .testTarget(name: "TypographyTests", dependencies: ["Scene", "Typography"]),
        .testTarget(name: "PreviewTests", dependencies: ["Scene", "Gallery", "SourceRuntime", "Typography", "Preview", "TestSupport"],
                    swiftSettings: usesSyntax, linkerSettings: linksSyntax),
        .testTarget(name: "CompositorTests", dependencies: ["Scene", "Gallery", "SourceRuntime", "Typography", "Compositor"],
                    exclude: ["Goldens"], swiftSettings: usesSyntax, linkerSettings: linksSyntax),
        .testTarget(name: "SourceRuntimeTests", dependencies: ["Motion", "Scene", "Gallery", "SourceRuntime", "TestSupport"],
                    swiftSettings: usesSyntax, linkerSettings: linksSyntax),
        .testTarget(name: "CommandLineTests", dependencies: ["animpreview", "Compositor"],
                    swiftSettings: usesSyntax, linkerSettings: linksSyntax),
    ],
    swiftLanguageModes: [.v5]
)
