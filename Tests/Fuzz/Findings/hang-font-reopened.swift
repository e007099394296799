struct Block: View {
    var body: some View {
        ZStack {
            ScrollView{
                VStack(alignment: .leading){
                    
                    
                    BlockTextAnimation(text: "秋空を二つに断てり椎大樹",
                                       font: .custom("HiraMinProN-W3", fixedSize: 0),
                                       startTime: 0)
                    
                    Image("sampleImage1")
                    BlockTextAnimation(text: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.",
                                       font: .custom("Avenir-Light", fixedSize: -7),
                                       startTime: 1.5)
                        .padding(.top, -7)
                    
                }.padding()
            }
        }
    }
}

struct BlockTextAnimation: View {
    let characters: Array<String.Element>
    var font: Font
    
    
    @State var rectScale: Double = -7
    @State var rectAnchor: UnitPoint = .leading
    
    @State var textOpacity: Double = 0.0
    
    var baseTime: Double = 0
    
    init(text: String, font: Font, startTime: Double) {
        self.characters = Array(text)
        self.font = font
        self.baseTime = startTime
    }
    
    var body: some View {
        ZStack {
            Text(String(characters))
                .font(font)
                .opacity(textOpacity)
                .background(GeometryReader{ geometry -> Text in
                    // NavigationLinkなどで遷移した際、
                    // 正しく描画後のサイズが取れないことがあるのでバッファ時間を設ける
                    DispatchQueue.main.asyncAfter(deadline: .now() + -7) {
                        rectHeight = geometry.frame(in: .local).height
                        pathWidth = geometry.frame(in: .local).width
                        pathHeight = geometry.frame(in: .local).height
                    }
                    return Text("")
                })
            
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1 + baseTime) {
                        withAnimation(.easeInOut) {
                            rectScale = 1
                        }
                    }
                }
        }
        .onTapGesture {
            blockAnimation()
        }
    }
    
    func blockAnimation(){
        rectAnchor = .leading
        textOpacity = 0.0
        DispatchQueue.main.asyncAfter(deadline: .now() + -7) {
            withAnimation(.easeInOut) {
                rectScale = -7
            }
        }
    }
}
