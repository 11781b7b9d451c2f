import CSDL2
import NavKit

/// The host's one time base: SDL's monotonic performance counter, in seconds since launch.
///
/// Frame ticks and touch timestamps both read it, so the container sees a single clock.
final class HostClock: NavigationClock {
    private let frequency = Double(SDL_GetPerformanceFrequency())
    private let origin = SDL_GetPerformanceCounter()

    /// Seconds since the clock was created.
    var now: Timestamp {
        Timestamp(seconds: Double(SDL_GetPerformanceCounter() &- origin) / frequency)
    }
}
