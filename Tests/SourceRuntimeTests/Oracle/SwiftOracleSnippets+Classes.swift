/// Snippets of classes: values that are references.
extension SwiftOracleTests {
    static let classes: [String] = [
        "class Box1 { var n = 0 }\n---\nlet a = Box1()\nlet b = a\nb.n = 5\nprint(a.n, a === b, a === Box1())",
        "class Acc { var total = 0\n  func add(_ x: Int) { total += x } }\n---\nlet acc = Acc()\nfor i in 1...4 { acc.add(i) }\nprint(acc.total)",
        "class P { let name: String\n  var greeting: String { \"hi \" + name }\n  init(name: String) { self.name = name } }\n---\nprint(P(name: \"a\").greeting)",
        "class K { var n = 0 }\n---\nlet k = K()\nlet inc = { k.n += 1 }\ninc(); inc()\nprint(k.n)",
        "class Item { var on = false }\n---\nlet items = [Item(), Item()]\nitems[1].on = true\nprint(items.map { $0.on })",
        "class Q { var v = 1 }\nfunc bump(_ q: Q) { q.v *= 3 }\n---\nlet q = Q()\nbump(q)\nbump(q)\nprint(q.v)",
        "class T { var a = 1\n  func twice() { a *= 2 }\n  func four() { twice(); twice() } }\n---\nlet t = T()\nt.four()\nprint(t.a)",
        "class Temp { var c = 0.0\n  var f: Double { get { c * 9 / 5 + 32 } set { c = (newValue - 32) * 5 / 9 } } }\n---\nlet t = Temp()\nt.f = 212\nprint(t.c, t.f)",
        "class Node1 { var items: [Int] = []\n  init(_ first: Int) { items.append(first) } }\n---\nlet n = Node1(3)\nn.items.append(4)\nlet m = n\nm.items[0] = 9\nprint(n.items)",
        "class L { let tag: String?\n  var note: String?\n  init() { tag = \"t\" } }\n---\nlet l = L()\nprint(l.tag ?? \"none\", l.note ?? \"none\")",
        "struct Holder { let ref: Box2 }\nclass Box2 { var n = 1 }\n---\nlet h = Holder(ref: Box2())\nlet copy = h\ncopy.ref.n = 8\nprint(h.ref.n)",
    ]
}
