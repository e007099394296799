struct Wave:View{let letters = ("WAVE OF LETTERS")
    @State var up = false
    var body{ZStack{Again()
HStack(){ForEach((letters.enumerated()),){index, letter in
                Text(String(letter))
                    .animation(.easeInOut(duration: 0.6).repeatForever(autoreverses).delay(Double(index) ),
                               up)
            }
        }
    }}
}
#Preview("Wave") {
    Wave()
}
struct Again: View { var body:View { VStack { Text("a"); Again() } } }