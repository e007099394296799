struct Symbols:View{var taps = 0
    @State var on = false
    var body:View{VStack(){Image(systemName:on ?"heart.fill":"heart").symbolEffect(.bounce.up.byLayer,options:.repeat(-1e300).speed())}}}