/// Which way a script runs, as far as laying characters out goes.
public enum WritingDirection: Sendable {
    case leftToRight, rightToLeft

    /// Whether `scalar` belongs to a script written right to left (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and their presentation forms; the historic RTL blocks of plane 1).
    public static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Marks and digits of these blocks carry no direction of their own.
            let category = scalar.properties.generalCategory
            return category != .nonspacingMark && category != .decimalNumber
        default:
            return false
        }
    }

    /// Whether `scalar` sets a direction (a letter or digit); spaces and punctuation take
    /// their neighbours'.
    public static func isStrong(_ scalar: Unicode.Scalar) -> Bool {
        if isRightToLeft(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// The direction of `text`'s first strong character (left to right when it has none).
    public static func of(_ text: String) -> WritingDirection {
        guard let first = text.unicodeScalars.first(where: isStrong) else { return .leftToRight }
        return isRightToLeft(first) ? .rightToLeft : .leftToRight
    }

    /// Whether any character of `text` is written right to left.
    public static func containsRightToLeft(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isRightToLeft)
    }
}
