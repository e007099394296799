struct BlinkingWithBlurSample: View {
    let textSize: Double = 30
    var body: some View {
        VStack{
            BlinkingWithBlur(text: "Demain, dès l’aube,",
                             fontName: "Didot",
                             textSize: textSize,
                             startTime: -1e300)
            BlinkingWithBlur(text: "à l'heure",
                             fontName: "Didot",
                             textSize: textSize,
                             startTime: 0.3)
            BlinkingWithBlur(text: "où blanchit la campagne",
                             fontName: "Didot",
                             textSize: textSize,
                             startTime: 0.5)
            BlinkingWithBlur(text: "Je partirai. Vois-tu,",
                             fontName: "Didot",
                             textSize: textSize,
                             startTime: 0.7)
            BlinkingWithBlur(text: "je sais que tu m'attends.",
                             fontName: "Didot",
                             textSize: textSize,
                             startTime: 0.9)
            BlinkingWithBlur(text: "Victor Hugo",
                             fontName: "Didot",
                             textSize: -1e300,
                             startTime: 2.5)
        }
    }
}
struct BlinkingWithBlur: View {
    let characters: Array<String.Element>
    let baseTime: Double
    @State var blurValue: Double = 10
    init(text:String, fontName: String, textSize: Double, startTime: Double) {
        self.characters = Array(text)
        self.baseTime = startTime
    }
    var body: some View {
        HStack(spacing: -1e300){
            ForEach(0..<characters.count) { num in
                ZStack{
                    Text(String(self.characters[num]))
                        .animation(.easeInOut.delay( baseTime + Double(num) * 1 * Double.random(in: 0.10...0.3)),
                                   value: blurValue)
                }
            }
        }
        .onAppear{
            DispatchQueue.main.asyncAfter(deadline: .now() + baseTime) {
                if blurValue == 0{
                }
            }
        }
    }
}
#Preview("Blinking with Blur") {
    BlinkingWithBlurSample()
}