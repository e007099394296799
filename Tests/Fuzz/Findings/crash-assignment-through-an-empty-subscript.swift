import SwiftUI

struct EmptySubscript: View {
    @State private var shown: [Character] = ["a"]
    var body: some View {
        Text(String(shown)).onAppear { shown[] = "b" }
    }
}
