// A file of 2,000 lines: a hundred small card views, each with its state, a computed
// colour, text and shape modifiers and a tap that springs it, and a grid that shows them all.
// Loading it (read, parse, check, lower, first frame) is timed against a one-view file:
// `render --time 0` of each (see the README's speed table); nothing else uses it.

import SwiftUI

struct Card0: View {
    @State private var on = false
    let title = "Card 0"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card1: View {
    @State private var on = false
    let title = "Card 1"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card2: View {
    @State private var on = false
    let title = "Card 2"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card3: View {
    @State private var on = false
    let title = "Card 3"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card4: View {
    @State private var on = false
    let title = "Card 4"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card5: View {
    @State private var on = false
    let title = "Card 5"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card6: View {
    @State private var on = false
    let title = "Card 6"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card7: View {
    @State private var on = false
    let title = "Card 7"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card8: View {
    @State private var on = false
    let title = "Card 8"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card9: View {
    @State private var on = false
    let title = "Card 9"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card10: View {
    @State private var on = false
    let title = "Card 10"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card11: View {
    @State private var on = false
    let title = "Card 11"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card12: View {
    @State private var on = false
    let title = "Card 12"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card13: View {
    @State private var on = false
    let title = "Card 13"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card14: View {
    @State private var on = false
    let title = "Card 14"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card15: View {
    @State private var on = false
    let title = "Card 15"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card16: View {
    @State private var on = false
    let title = "Card 16"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card17: View {
    @State private var on = false
    let title = "Card 17"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card18: View {
    @State private var on = false
    let title = "Card 18"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card19: View {
    @State private var on = false
    let title = "Card 19"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card20: View {
    @State private var on = false
    let title = "Card 20"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card21: View {
    @State private var on = false
    let title = "Card 21"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card22: View {
    @State private var on = false
    let title = "Card 22"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card23: View {
    @State private var on = false
    let title = "Card 23"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card24: View {
    @State private var on = false
    let title = "Card 24"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card25: View {
    @State private var on = false
    let title = "Card 25"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card26: View {
    @State private var on = false
    let title = "Card 26"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card27: View {
    @State private var on = false
    let title = "Card 27"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card28: View {
    @State private var on = false
    let title = "Card 28"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card29: View {
    @State private var on = false
    let title = "Card 29"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card30: View {
    @State private var on = false
    let title = "Card 30"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card31: View {
    @State private var on = false
    let title = "Card 31"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card32: View {
    @State private var on = false
    let title = "Card 32"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card33: View {
    @State private var on = false
    let title = "Card 33"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card34: View {
    @State private var on = false
    let title = "Card 34"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card35: View {
    @State private var on = false
    let title = "Card 35"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card36: View {
    @State private var on = false
    let title = "Card 36"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card37: View {
    @State private var on = false
    let title = "Card 37"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card38: View {
    @State private var on = false
    let title = "Card 38"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card39: View {
    @State private var on = false
    let title = "Card 39"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card40: View {
    @State private var on = false
    let title = "Card 40"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card41: View {
    @State private var on = false
    let title = "Card 41"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card42: View {
    @State private var on = false
    let title = "Card 42"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card43: View {
    @State private var on = false
    let title = "Card 43"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card44: View {
    @State private var on = false
    let title = "Card 44"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card45: View {
    @State private var on = false
    let title = "Card 45"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card46: View {
    @State private var on = false
    let title = "Card 46"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card47: View {
    @State private var on = false
    let title = "Card 47"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card48: View {
    @State private var on = false
    let title = "Card 48"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card49: View {
    @State private var on = false
    let title = "Card 49"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card50: View {
    @State private var on = false
    let title = "Card 50"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card51: View {
    @State private var on = false
    let title = "Card 51"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card52: View {
    @State private var on = false
    let title = "Card 52"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card53: View {
    @State private var on = false
    let title = "Card 53"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card54: View {
    @State private var on = false
    let title = "Card 54"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card55: View {
    @State private var on = false
    let title = "Card 55"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card56: View {
    @State private var on = false
    let title = "Card 56"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card57: View {
    @State private var on = false
    let title = "Card 57"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card58: View {
    @State private var on = false
    let title = "Card 58"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card59: View {
    @State private var on = false
    let title = "Card 59"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card60: View {
    @State private var on = false
    let title = "Card 60"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card61: View {
    @State private var on = false
    let title = "Card 61"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card62: View {
    @State private var on = false
    let title = "Card 62"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card63: View {
    @State private var on = false
    let title = "Card 63"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card64: View {
    @State private var on = false
    let title = "Card 64"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card65: View {
    @State private var on = false
    let title = "Card 65"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card66: View {
    @State private var on = false
    let title = "Card 66"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card67: View {
    @State private var on = false
    let title = "Card 67"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card68: View {
    @State private var on = false
    let title = "Card 68"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card69: View {
    @State private var on = false
    let title = "Card 69"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card70: View {
    @State private var on = false
    let title = "Card 70"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card71: View {
    @State private var on = false
    let title = "Card 71"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card72: View {
    @State private var on = false
    let title = "Card 72"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card73: View {
    @State private var on = false
    let title = "Card 73"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card74: View {
    @State private var on = false
    let title = "Card 74"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card75: View {
    @State private var on = false
    let title = "Card 75"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card76: View {
    @State private var on = false
    let title = "Card 76"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card77: View {
    @State private var on = false
    let title = "Card 77"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card78: View {
    @State private var on = false
    let title = "Card 78"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card79: View {
    @State private var on = false
    let title = "Card 79"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card80: View {
    @State private var on = false
    let title = "Card 80"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card81: View {
    @State private var on = false
    let title = "Card 81"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card82: View {
    @State private var on = false
    let title = "Card 82"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card83: View {
    @State private var on = false
    let title = "Card 83"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card84: View {
    @State private var on = false
    let title = "Card 84"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card85: View {
    @State private var on = false
    let title = "Card 85"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card86: View {
    @State private var on = false
    let title = "Card 86"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card87: View {
    @State private var on = false
    let title = "Card 87"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card88: View {
    @State private var on = false
    let title = "Card 88"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card89: View {
    @State private var on = false
    let title = "Card 89"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card90: View {
    @State private var on = false
    let title = "Card 90"
    var tint: Color { on ? .orange : Color(red: 0.0, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card91: View {
    @State private var on = false
    let title = "Card 91"
    var tint: Color { on ? .orange : Color(red: 0.1, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card92: View {
    @State private var on = false
    let title = "Card 92"
    var tint: Color { on ? .orange : Color(red: 0.2, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card93: View {
    @State private var on = false
    let title = "Card 93"
    var tint: Color { on ? .orange : Color(red: 0.3, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 10 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card94: View {
    @State private var on = false
    let title = "Card 94"
    var tint: Color { on ? .orange : Color(red: 0.4, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 15 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card95: View {
    @State private var on = false
    let title = "Card 95"
    var tint: Color { on ? .orange : Color(red: 0.5, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 20 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card96: View {
    @State private var on = false
    let title = "Card 96"
    var tint: Color { on ? .orange : Color(red: 0.6, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 25 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card97: View {
    @State private var on = false
    let title = "Card 97"
    var tint: Color { on ? .orange : Color(red: 0.7, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 30 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card98: View {
    @State private var on = false
    let title = "Card 98"
    var tint: Color { on ? .orange : Color(red: 0.8, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 0 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Card99: View {
    @State private var on = false
    let title = "Card 99"
    var tint: Color { on ? .orange : Color(red: 0.9, green: 0.4, blue: 0.8) }

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
                .font(.system(size: 9, weight: .semibold))
                .foregroundColor(tint)
            RoundedRectangle(cornerRadius: 6)
                .fill(tint.opacity(0.4))
                .frame(width: 44, height: on ? 30 : 20)
                .rotationEffect(.degrees(on ? 5 : 0))
        }
        .padding(2)
        .onTapGesture { withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) { on.toggle() } }
    }
}

struct Lines2000: View {
    var body: some View {
        VStack(spacing: 2) {
            HStack(spacing: 2) {
                Card0()
                Card1()
                Card2()
                Card3()
                Card4()
                Card5()
                Card6()
                Card7()
                Card8()
                Card9()
            }
            HStack(spacing: 2) {
                Card10()
                Card11()
                Card12()
                Card13()
                Card14()
                Card15()
                Card16()
                Card17()
                Card18()
                Card19()
            }
            HStack(spacing: 2) {
                Card20()
                Card21()
                Card22()
                Card23()
                Card24()
                Card25()
                Card26()
                Card27()
                Card28()
                Card29()
            }
            HStack(spacing: 2) {
                Card30()
                Card31()
                Card32()
                Card33()
                Card34()
                Card35()
                Card36()
                Card37()
                Card38()
                Card39()
            }
            HStack(spacing: 2) {
                Card40()
                Card41()
                Card42()
                Card43()
                Card44()
                Card45()
                Card46()
                Card47()
                Card48()
                Card49()
            }
            HStack(spacing: 2) {
                Card50()
                Card51()
                Card52()
                Card53()
                Card54()
                Card55()
                Card56()
                Card57()
                Card58()
                Card59()
            }
            HStack(spacing: 2) {
                Card60()
                Card61()
                Card62()
                Card63()
                Card64()
                Card65()
                Card66()
                Card67()
                Card68()
                Card69()
            }
            HStack(spacing: 2) {
                Card70()
                Card71()
                Card72()
                Card73()
                Card74()
                Card75()
                Card76()
                Card77()
                Card78()
                Card79()
            }
            HStack(spacing: 2) {
                Card80()
                Card81()
                Card82()
                Card83()
                Card84()
                Card85()
                Card86()
                Card87()
                Card88()
                Card89()
            }
            HStack(spacing: 2) {
                Card90()
                Card91()
                Card92()
                Card93()
                Card94()
                Card95()
                Card96()
                Card97()
                Card98()
                Card99()
            }
        }
    }
}

#Preview { Lines2000() }
