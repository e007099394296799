import Foundation
import Motion
import Scene

/// `animpreview devices`: the devices `--device` plays on, with their screens and safe areas.
enum DevicesCommand {
    static func run(_ arguments: inout Arguments) throws {
        try arguments.finish()
        let width = Device.all.map(\.name.count).max() ?? 0
        for d in Device.all {
            let name = d.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let size = "\(NumberText.shortest(d.size.width)) × \(NumberText.shortest(d.size.height)) pt"
            let insets = "safe area \(NumberText.shortest(d.safeArea.top)) top, \(NumberText.shortest(d.safeArea.bottom)) bottom"
            print("\(name)  \(size.padding(toLength: 16, withPad: " ", startingAt: 0))  @\(NumberText.shortest(d.scale))x  \(insets)")
        }
    }
}
