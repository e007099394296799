// A real file's shape (a photo grid): an effect modifier met a view that had made no node
// of its own when it was first built, on the update a GeometryReader's size brings; it trapped.
import SwiftUI
struct Tile: View {
    let on: Bool
    var body: some View {
        ZStack {
            GeometryReader { geo in
                Color.red
                    
                    .frame(width: geo.size.width, height: geo.size.height)
            }
        }
        .compositingGroup()
        .clipped()
    }
}
struct ContentView: View {
    @Namespace private var ns
    var body: some View {
        GeometryReader { geo in
            ZStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 2) {
                        ForEach(0..<4, id: \.self) { i in
                            Button {} label: {
                                Tile(on: false).matchedGeometryEffect(id: i, in: ns, isSource: true)
                            }
                            .frame(width: geo.size.width / 3, height: geo.size.width / 3)
                        }
                    }
                }
            }
        }
    }
}
