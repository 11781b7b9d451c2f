/// The rule that keeps a saved stack and a link from fighting at launch: **the link wins.**
///
/// An app relaunched from a link may also have a saved stack, and the two arrive in either order:
/// a link at scene connection (UIKit's connection options) or after the first frame (SwiftUI's
/// `onOpenURL`), a snapshot from fast `@SceneStorage` or from slow storage. Restoring after the
/// link opened throws the link away (react-navigation #7831, Flutter #96820); this value decides
/// instead, and the app performs what it says:
///
/// - A link always opens: unanimated while nothing has been shown yet, animated over whatever is
///   shown — a restored stack included, whose leave guards are then asked like any other.
/// - A snapshot restores only while the launch is undecided. Arriving after a link opened (or
///   after the person already navigated), it is discarded — reported, so the app can keep what its
///   payloads hold (a draft) elsewhere — never restored over what is shown.
/// - Each arrives once: the link is not remembered, so the snapshot saved after it reflects where
///   the person went next, and the next relaunch resumes there rather than at the link.
///
/// ```swift
/// var launch = LaunchNavigation<Draft>()
/// if let link = connectionOptions.urlContexts.first?.url.absoluteString {
///     perform(launch.linkArrived(link))
/// }
/// perform(launch.snapshotLoaded(try? NavigationSnapshot<Draft>(text: saved)))  // .discard after a link
///
/// func perform(_ action: LaunchNavigation<Draft>.Action?) {
///     switch action {
///     case .restore(let snapshot)?: try? container.restore(snapshot)
///     case .open(let link, let animated)?: try? container.open(link, in: routes, animated: animated)
///     case .discard(let snapshot, _)?: keepDrafts(snapshot.payloads)
///     case nil: break
///     }
/// }
/// ```
public struct LaunchNavigation<Payload: Codable>: CustomStringConvertible {
    /// What the app does next.
    public enum Action {
        /// Restore the saved stack (unanimated: nothing has been shown yet).
        case restore(NavigationSnapshot<Payload>)
        /// Open the link, animated or not.
        case open(String, animated: Bool)
        /// Drop the saved stack, for this reason.
        case discard(NavigationSnapshot<Payload>, DiscardReason)
    }

    /// Why a saved stack was not restored.
    public enum DiscardReason: Hashable, Sendable {
        /// A link opened first.
        case linkOpened
        /// The person navigated before the snapshot arrived.
        case stackChanged
        /// The launch was already decided by an earlier snapshot (or by learning there was none).
        case alreadyRestored
    }

    /// Undecided, or decided — by what, which is what a late snapshot is discarded for.
    private enum State {
        case launching
        case decided(DiscardReason)
    }

    private var state = State.launching

    /// A launch with nothing arrived yet.
    public init() {}

    /// Whether nothing has decided what the container shows yet.
    public var isLaunching: Bool {
        if case .launching = state { return true }
        return false
    }

    /// The saved stack was read: restore it if nothing was decided yet, else discard it.
    /// - Parameter snapshot: The saved stack, or `nil` when there was none (or it did not read);
    ///   either way the launch is decided.
    /// - Returns: ``Action/restore(_:)``, ``Action/discard(_:_:)``, or `nil` for no snapshot.
    public mutating func snapshotLoaded(_ snapshot: NavigationSnapshot<Payload>?) -> Action? {
        switch state {
        case .launching:
            state = .decided(.alreadyRestored)
            return snapshot.map(Action.restore)
        case .decided(let reason):
            return snapshot.map { .discard($0, reason) }
        }
    }

    /// A link arrived: open it — unanimated while nothing has been shown, animated after.
    /// - Parameter link: The link.
    /// - Returns: ``Action/open(_:animated:)``.
    public mutating func linkArrived(_ link: String) -> Action {
        guard case .launching = state else { return .open(link, animated: true) }
        state = .decided(.linkOpened)
        return .open(link, animated: false)
    }

    /// The person navigated (or the app did, from code) before the snapshot arrived: a snapshot
    /// arriving now must not take them back.
    public mutating func stackChanged() {
        if case .launching = state { state = .decided(.stackChanged) }
    }

    /// `launching`, or `decided (link opened)`, ….
    public var description: String {
        switch state {
        case .launching: "launching"
        case .decided(let reason): "decided (\(reason))"
        }
    }
}

extension LaunchNavigation: Sendable where Payload: Sendable {}
extension LaunchNavigation.Action: Sendable where Payload: Sendable {}
extension LaunchNavigation.Action: Equatable where Payload: Equatable {}
