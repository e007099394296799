import Foundation

/// The clocks that time work (bench, export, reload): monotonic seconds and this process's
/// CPU seconds. Scene time never comes from here.
public enum Stopwatch {
    /// Monotonic seconds.
    public static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Seconds of CPU this process has used, on every thread.
    public static func cpu() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
