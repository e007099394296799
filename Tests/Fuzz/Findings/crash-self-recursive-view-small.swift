struct Wave{let letters = ()
    var body{{(){((()))}}}}
struct Again:View{var body:View{VStack{Text("a");Again()}}}