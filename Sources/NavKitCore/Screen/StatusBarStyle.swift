/// How the system status bar draws while a screen is on top.
///
/// The cases mirror `UIStatusBarStyle`: a host maps them onto its platform's status bar (or
/// ignores them where there is none). During a transition the style switches at the halfway
/// point of the progress, so a cancelled swipe puts the original style back.
public enum StatusBarStyle: String, Hashable, Sendable, CaseIterable {
    /// The platform's choice (dark content in a light interface, light content in a dark one).
    case `default`
    /// Dark text and symbols, for light backgrounds.
    case darkContent
    /// Light text and symbols, for dark backgrounds.
    case lightContent
}
