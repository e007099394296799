import SwiftUI
// Scanning half a million characters that are no number, then a number whose exponent has
// no digits: each scan must be one pass over the text.
struct V: View {
    var body: some View {
        Text("x").onAppear {
            var d = 0.0
            _ = Scanner(string: String(repeating: "e", count: 500_000)).scanDouble(&d)
            _ = Scanner(string: String(repeating: "1", count: 500_000) + "e").scanDouble(&d)
        }
    }
}
