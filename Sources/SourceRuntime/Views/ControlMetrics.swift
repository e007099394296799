import Motion
import Scene

/// The sizes and colours controls are drawn with, one table per control. The numbers are
/// UIKit's published defaults (the controls SwiftUI draws on iOS) and the Human Interface
/// Guidelines' colours; docs/SEMANTICS.md, "Controls", gives each one's source.
enum ControlMetrics {
    /// `UISwitch`: 51 × 31 pt, a 27 pt knob 2 pt inside the track, systemGreen when on.
    enum Switch {
        static let width = 51.0, height = 31.0, knob = 27.0, inset = 2.0
        /// The knob's centre travels this far either side of the track's centre.
        static var travel: Double { (width - knob) / 2 - inset }
        static let onFill = "systemGreen"
        static let offFill = "secondarySystemFill"
        /// The knob's shadow: black at 15 %, 4 pt radius, 3 pt down.
        static let shadow = (radius: 4.0, y: 3.0, opacity: 0.15)
        /// Our rule for the knob's slide: a spring of 0.35 s response, critically damped enough
        /// not to overshoot visibly (UISwitch animates its knob with a spring; Apple publishes
        /// no constants).
        static let animation = Animation.spring(response: 0.35, dampingFraction: 0.86)
    }

    /// `UISlider`: a 4 pt track (tint left of the thumb, systemFill right), a 28 pt white thumb.
    enum Slider {
        static let track = 4.0, thumb = 28.0
        static let maximumTrack = "systemFill"
        static let shadow = (radius: 4.0, y: 3.0, opacity: 0.15)
        /// Space between a minimum/maximum value label and the track.
        static let labelSpacing = 8.0
    }

    /// `UIStepper`: 94 × 32 pt, two 47 pt halves with a 1 pt separator, 8 pt corners.
    enum Stepper {
        static let width = 94.0, height = 32.0, cornerRadius = 8.0, separator = 1.0
        static let separatorHeight = 18.0
        static let fill = "tertiarySystemFill"
        static let separatorColor = "separator"
    }

    /// `UIProgressView` (the bar) and `UIActivityIndicatorView.Style.medium` (the spinner).
    enum Progress {
        static let bar = 4.0
        static let track = "systemFill"
        static let spinner = 20.0, spokes = 8
        /// A spoke: 2.5 × 6 pt (a capsule), from the centre's 3 pt outward.
        static let spokeWidth = 2.5, spokeLength = 6.0
        /// One turn a second, one spoke each step.
        static let period = 1.0
        static let labelSpacing = 8.0
    }

    /// `UISegmentedControl` (iOS 13 and later): 32 pt high, 9 pt corners, the selected segment a
    /// 7 pt-cornered pill 2 pt inside, titles in 13 pt (the selected one semibold).
    enum Segmented {
        static let height = 32.0, cornerRadius = 9.0, inset = 2.0, pillRadius = 7.0, font = 13.0
        static let fill = "tertiarySystemFill"
        /// The pill: white in light mode, systemGray2's dark value (#636366) in dark mode.
        static let pillLight = Color.white, pillDark = Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255)
        static let shadow = (radius: 4.0, y: 3.0, opacity: 0.12)
        static let separator = (width: 1.0, height: 16.0)
        /// Our rule for the pill's slide (UIKit slides it; Apple publishes no curve).
        static let animation = Animation.spring(response: 0.3, dampingFraction: 0.9)
    }

    /// A `.menu` picker: the current value in the tint beside an up-and-down chevron pair;
    /// open, a menu card of the options under it.
    enum Menu {
        static let chevronWidth = 7.0, chevronHeight = 4.0, chevronGap = 3.0, spacing = 5.0, lineWidth = 1.6
        static let rowPadding = (horizontal: 16.0, vertical: 11.0)
        static let cardRadius = 13.0, cardWidth = 250.0, gap = 8.0
        static let shadow = (radius: 16.0, y: 6.0, opacity: 0.18)
    }

    /// `TextField`: the text in the body font; `.roundedBorder` as UITextField's rounded rect
    /// (7 pt inside a 5 pt-cornered border); the caret a 2 pt bar in the tint, blinking.
    enum TextField {
        static let padding = (horizontal: 7.0, vertical: 7.0), cornerRadius = 5.0, border = 0.5
        static let caretWidth = 2.0
        /// Our rule for the blink: on and off by halves of a second.
        static let blink = 0.5
        static let secureBullet: Character = "\u{2022}"
    }

    /// `Gauge`: the linear styles' bar is the progress bar's (4 pt); the accessory circular ones
    /// a 56 pt ring stroked 6 pt, the open ring's gap a quarter turn at the bottom, its marker
    /// a 6 pt dot (our rule: Apple publishes no gauge metrics).
    enum Gauge {
        static let ring = 56.0, ringWidth = 6.0, marker = 6.0, gap = 0.25
        static let spacing = 4.0, labelSpacing = 8.0
    }

    /// SwiftUI's bordered buttons by control size: label padding, corner radius and font.
    struct ButtonSize {
        let horizontal: Double, vertical: Double, cornerRadius: Double
        let font: String
    }

    static func buttonSize(_ size: String) -> ButtonSize {
        switch size {
        case "mini": return ButtonSize(horizontal: 8, vertical: 3, cornerRadius: 4, font: "footnote")
        case "small": return ButtonSize(horizontal: 10, vertical: 5, cornerRadius: 5, font: "subheadline")
        case "large", "extraLarge": return ButtonSize(horizontal: 20, vertical: 14, cornerRadius: 12, font: "body")
        default: return ButtonSize(horizontal: 12, vertical: 7, cornerRadius: 6, font: "body")
        }
    }

    /// What a disabled control draws its text and tint in (tertiaryLabel).
    static let disabledLabel = "tertiaryLabel"
    /// A pressed button: a borderless label at UIKit's highlighted system-button alpha (0.2);
    /// a bezel dims less (our rule: 0.6), its fill still reading as a button.
    static let pressedOpacity = 0.2, pressedBezelOpacity = 0.6
    /// Let go, the button fades back in (our rule: UIKit fades its highlight out).
    static let releaseAnimation = Animation.easeOut(duration: 0.25)
}
