import Foundation

/// The built `animpreview` beside the test bundle.
var executable: URL {
    let bundle = Bundle(for: BundleMarker.self).bundleURL
    // On Linux the bundle is the products folder itself; elsewhere the .xctest inside it.
    let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    return folder.appendingPathComponent("animpreview")
}

private final class BundleMarker {}

/// Runs the executable with `arguments`, returning its exit status and output.
func animpreview(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { if v.isEmpty { env.removeValue(forKey: k) } else { env[k] = v } }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}
