/// Something the user asks of the window, whatever key or click asked it.
enum PreviewCommand: Equatable {
    case quit
    /// Replays the whole scene from time 0.
    case replay
    case togglePause
    /// Pauses and moves by this many frames (negative: back).
    case step(frames: Int)
    case slower, faster
    case previousEffect, nextEffect
    /// The effect at this place in the gallery, from 0.
    case effect(index: Int)
    case nextFont, previousFont
    /// Back to the fonts the seed names.
    case seedFont
    case screenshot
    case toggleTimeline
    case toggleHUD
    case toggleHelp
    /// The device's appearance: light ↔ dark.
    case toggleColorScheme
}
