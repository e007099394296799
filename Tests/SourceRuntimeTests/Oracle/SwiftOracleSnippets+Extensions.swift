/// Snippets of extensions of Swift's own types, which the interpreter has as it has SwiftUI's
/// (`Evaluation/Extensions.swift`). Extensions stand at file scope in the compiled program,
/// so every snippet names its members differently (and declares no initializer an unapplied
/// `String.init` elsewhere could come to mean).
extension SwiftOracleTests {
    static let extensions: [String] = [
        "extension Double { var doubledX1: Double { self * 2 } }\n+++\nprint(3.5.doubledX1, (1.0 / 4).doubledX1)",
        "extension Int { func timesX2(_ s: String) -> String { String(repeating: s, count: self) }\n  static let dozenX2 = 12 }\n+++\nprint(3.timesX2(\"ab\"), Int.dozenX2)",
        "extension String { static var greetingX3: String { \"hello\" }\n  var shoutX3: String { uppercased() + \"!\" } }\n+++\nprint(String.greetingX3.shoutX3)",
        "extension Double { static let unitX4 = 2.0\n  static func scaledX4(_ x: Double) -> Double { x * unitX4 } }\n+++\nprint(Double.scaledX4(4), Double.unitX4)",
        "extension Double { static let halfX5 = 0.5 }\n+++\nlet h: Double = .halfX5\nprint(h + 1)",
        "extension Array { var secondX6: Element? { count > 1 ? self[1] : nil } }\n+++\nprint([7, 8, 9].secondX6 ?? 0, [Int]().secondX6 ?? -1)",
        "extension Bool { var flippedX7: Bool { !self } }\n+++\nprint(true.flippedX7, false.flippedX7)",
        "extension Double { var sqX8: Double { self * self }\n  var sqPlusOneX8: Double { sqX8 + 1 } }\n+++\nprint(3.0.sqPlusOneX8)",
        "extension Int { var isEvenX9: Bool { self % 2 == 0 } }\n+++\nprint(4.isEvenX9, [1, 2, 3].filter { $0.isEvenX9 })",
        "extension String { func repeatedX10(_ n: Int) -> String { (0..<n).map { _ in self }.joined(separator: \"-\") } }\n+++\nprint(\"ab\".repeatedX10(3))",
        "extension Double { init(percentX12 p: Int) { self.init(Double(p) / 100) } }\n+++\nprint(Double(percentX12: 25), Double(percentX12: 3) * 2)",
        "extension Double { static func lerpX11(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t } }\n+++\nlet f = Double.lerpX11\nprint(f(0, 10, 0.25))",
        // Operator functions at file scope: a top-level one, and one in an extension of CGPoint.
        "struct MX18 { var v: Int }\nfunc + (a: MX18, b: MX18) -> MX18 { MX18(v: a.v + b.v) }\n+++\nprint((MX18(v: 2) + MX18(v: 5)).v)",
        "extension CGPoint { static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) } }\n+++\nlet p = CGPoint(x: 1, y: 2) + CGPoint(x: 10, y: 20)\nprint(p.x, p.y)",
        "extension CGPoint { static func + (l: Self, r: CGSize) -> Self { Self(x: l.x + r.width, y: l.y + r.height) } }\nfunc / (l: CGPoint, r: CGFloat) -> CGPoint { CGPoint(x: l.x / r, y: l.y / r) }\n+++\nlet p = (CGPoint(x: 1, y: 2) + CGSize(width: 9, height: 18)) / 2\nprint(p.x, p.y)",
        // Types declared inside an extension and inside an enum.
        "struct BoxX13 { var n = 2 }\nextension BoxX13 {\n  struct Item { let label: String; var count: Int }\n  enum Kind { case small, large }\n  var item: Item { Item(label: \"box\", count: n) }\n}\n+++\nlet i = BoxX13().item\nprint(i.label, i.count, BoxX13.Kind.large == .large, BoxX13.Item(label: \"x\", count: 1).count)",
        "enum ShapeX14 {\n  case dot\n  struct Size { let w: Double; let h: Double }\n  enum Tone: String { case warm, cold }\n  static let unit = Size(w: 1, h: 2)\n}\n+++\nprint(ShapeX14.unit.h, ShapeX14.Tone.cold.rawValue, ShapeX14.Size(w: 3, h: 4).w)",
        // Protocols: a protocol extension's members are every conforming type's; the type's
        // own implementation wins; conformance added by an extension counts too.
        "protocol NamedX16 { var name: String { get } }\nprotocol GreeterX16: NamedX16 { func greet() -> String }\nextension GreeterX16 {\n  func greet() -> String { \"hello \" + name }\n  var shoutX16: String { greet().uppercased() } }\nstruct AX16: GreeterX16 { let name: String }\nstruct BX16: GreeterX16 { let name: String\n  func greet() -> String { \"yo \" + name } }\nenum CX16: GreeterX16 { case one\n  var name: String { \"c\" } }\nfinal class DX16: GreeterX16 { var name = \"d\" }\n+++\nlet items: [any GreeterX16] = [AX16(name: \"a\"), BX16(name: \"b\"), CX16.one, DX16()]\nprint(items.map { $0.greet() }, items.map(\\.shoutX16))",
        "protocol TaggedX17 { var name: String { get } }\nextension TaggedX17 { func tagX17() -> String { \"<\" + name + \">\" } }\nstruct EX17 { var n = 1 }\nextension EX17: TaggedX17 { var name: String { \"e\\(n)\" } }\nfunc describeX17<T: TaggedX17>(_ x: T) -> String { x.name + \"!\" }\n+++\nprint(EX17().tagX17(), describeX17(EX17(n: 4)))",
        // An initializer an extension adds keeps the memberwise one, and delegates to it.
        "struct EventX18 { let id: Int; let place: String }\nextension EventX18 { init(place: String?) { self.init(id: 7, place: place ?? \"-\") } }\n+++\nlet a = EventX18(place: nil), b = EventX18(id: 3, place: \"x\")\nprint(a.id, a.place, b.id, b.place)",
        // A static of a number's extension as an implicit member where a number goes.
        "extension Double { static let gapX15: Double = 32 }\nfunc padX15(_ x: Double) -> Double { x + 1 }\n+++\nprint(padX15(.gapX15))",
        // A property of `self` by its bare name in an extension's member hides a global of that name.
        "extension Array { func sizeX19() -> Int { count } }\n+++\nlet count = 99\n---\nprint([1, 2, 3].sizeX19(), count)",
    ]
}
