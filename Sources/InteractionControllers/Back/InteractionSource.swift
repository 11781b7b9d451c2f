/// Who drives an interactive transition: the one source whose input moves it.
///
/// The container records the source that began an interactive run and accepts updates and the
/// release from that source only; when the run ends for any reason, that source drives nothing
/// more (DESIGN invariant 8). A finger keeps being ignored until it lifts.
public enum InteractionSource: Hashable, Sendable, CustomStringConvertible {
    /// The back swipe of one finger.
    case touch(TouchID)
    /// A host's own back source (a system back gesture, predictive back).
    case programmatic
    /// Direct calls of the container's interactive-pop API.
    case api

    /// `touch #1`, `programmatic` or `api`.
    public var description: String {
        switch self {
        case .touch(let id): "touch \(id)"
        case .programmatic: "programmatic"
        case .api: "api"
        }
    }
}
