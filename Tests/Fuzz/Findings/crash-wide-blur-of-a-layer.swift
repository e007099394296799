struct Card:View{let title
    let index:Int
    @State var shown = false
    var body:View{RoundedRectangle().frame(width:80).scaleEffect(shown ?1:0.5).blur(radius:1e300)}}
struct ContentView:View{let titles = ["One","Three"]
    var body:View{VStack(){ForEach((titles.enumerated())){i,t in
                Card(title:t,index:i)}}.onAppear{Timer.scheduledTimer(withTimeInterval:0.2){t in}}}}