/// The rule that keeps a saved stack and a link from fighting at launch: **the link wins when it
/// opens; a link that fails falls back to the saved stack.**
///
/// An app relaunched from a link may also have a saved stack, and the two arrive in either order:
/// a link at scene connection (UIKit's connection options) or after the first frame (SwiftUI's
/// `onOpenURL`), a snapshot from fast `@SceneStorage` or from slow storage. Restoring after the
/// link opened throws the link away (react-navigation #7831, Flutter #96820); dropping the saved
/// stack for a link that then fails (a stale link, a route that no longer exists, a guard that
/// says no) leaves the person at the root with neither. This value decides instead; the app
/// performs what it says and tells it how the launch link went:
///
/// - A link always opens: unanimated while nothing has been shown yet, animated over whatever is
///   shown — a restored stack included, whose leave guards are then asked like any other.
/// - While the launch link opens, a snapshot that arrives is held, neither restored nor
///   discarded. ``linkOpened()`` discards it (``DiscardReason/linkOpened``); ``linkFailed()``
///   restores it — or, when none has arrived yet, makes the launch undecided again, so the
///   snapshot restores when it comes.
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
/// perform(launch.snapshotLoaded(try? NavigationSnapshot<Draft>(text: saved)))
///
/// func perform(_ action: LaunchNavigation<Draft>.Action?) {
///     switch action {
///     case .restore(let snapshot)?: try? container.restore(snapshot)
///     case .open(let link, let animated)?:
///         do {
///             try container.open(link, in: routes, animated: animated)
///             perform(launch.linkOpened())    // a held snapshot: .discard
///         } catch {
///             perform(launch.linkFailed())    // a held snapshot: .restore
///         }
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
        /// Open the link, animated or not, then report ``LaunchNavigation/linkOpened()`` or
        /// ``LaunchNavigation/linkFailed()``.
        case open(String, animated: Bool)
        /// Drop the saved stack, for this reason.
        case discard(NavigationSnapshot<Payload>, DiscardReason)
    }

    /// Why a saved stack was not restored.
    public enum DiscardReason: Hashable, Sendable {
        /// A link opened at launch.
        case linkOpened
        /// The person navigated before the snapshot arrived.
        case stackChanged
        /// A snapshot was loaded already (or the app reported there was none): a launch restores
        /// at most once.
        case snapshotAlreadyLoaded
    }

    /// Undecided, opening the launch link (with what was loaded meanwhile), or decided — by what,
    /// which is what a late snapshot is discarded for.
    fileprivate enum State {
        /// Nothing has decided what is shown.
        case launching
        /// The launch link is being opened; what was loaded meanwhile waits for its outcome.
        case openingLink(Loaded)
        /// Decided, for this reason.
        case decided(DiscardReason)
    }

    /// Whether the saved stack was loaded while the launch link opened, and what it was.
    fileprivate enum Loaded {
        case notYet
        case loaded(NavigationSnapshot<Payload>?)
    }

    private var state = State.launching

    /// A launch with nothing arrived yet.
    public init() {}

    /// Whether nothing has decided what the container shows yet (a launch link that has not
    /// opened yet has not decided it).
    public var isLaunching: Bool {
        switch state {
        case .launching, .openingLink: true
        case .decided: false
        }
    }

    /// The saved stack was read: restore it if nothing was decided yet, hold it while the launch
    /// link opens, else discard it.
    /// - Parameter snapshot: The saved stack, or `nil` when there was none (or it did not read);
    ///   either way a later snapshot is discarded.
    /// - Returns: ``Action/restore(_:)``, ``Action/discard(_:_:)``, or `nil` for no snapshot or for
    ///   one held until the launch link's outcome is known.
    public mutating func snapshotLoaded(_ snapshot: NavigationSnapshot<Payload>?) -> Action? {
        switch state {
        case .launching:
            state = .decided(.snapshotAlreadyLoaded)
            return snapshot.map(Action.restore)
        case .openingLink(.notYet):
            state = .openingLink(.loaded(snapshot))
            return nil
        case .openingLink(.loaded):
            return snapshot.map { .discard($0, .snapshotAlreadyLoaded) }
        case .decided(let reason):
            return snapshot.map { .discard($0, reason) }
        }
    }

    /// A link arrived: open it — unanimated while nothing has been shown, animated after — and,
    /// for the launch link, report how it went (``linkOpened()`` or ``linkFailed()``).
    /// - Parameter link: The link.
    /// - Returns: ``Action/open(_:animated:)``.
    public mutating func linkArrived(_ link: String) -> Action {
        guard case .launching = state else { return .open(link, animated: true) }
        state = .openingLink(.notYet)
        return .open(link, animated: false)
    }

    /// The launch link opened: a snapshot loaded meanwhile is discarded, and so is one arriving
    /// later.
    /// - Returns: ``Action/discard(_:_:)`` for a held snapshot, else `nil`.
    public mutating func linkOpened() -> Action? {
        guard case .openingLink(let loaded) = state else { return nil }
        state = .decided(.linkOpened)
        guard case .loaded(let held?) = loaded else { return nil }
        return .discard(held, .linkOpened)
    }

    /// The launch link did not open (it did not read, no route took it, a guard refused it): the
    /// saved stack is the starting point after all.
    /// - Returns: ``Action/restore(_:)`` for a snapshot loaded meanwhile; `nil` when there was
    ///   none, or when none has arrived yet — the launch is then undecided again, and a snapshot
    ///   arriving later restores.
    public mutating func linkFailed() -> Action? {
        guard case .openingLink(let loaded) = state else { return nil }
        guard case .loaded(let held) = loaded else {
            state = .launching
            return nil
        }
        state = .decided(.snapshotAlreadyLoaded)
        return held.map(Action.restore)
    }

    /// The person navigated (or the app did, from code) before the snapshot arrived: a snapshot
    /// arriving now must not take them back.
    /// - Returns: ``Action/discard(_:_:)`` for a snapshot held while the launch link opened, else
    ///   `nil`.
    @discardableResult
    public mutating func stackChanged() -> Action? {
        switch state {
        case .launching:
            state = .decided(.stackChanged)
            return nil
        case .openingLink(let loaded):
            state = .decided(.stackChanged)
            guard case .loaded(let held?) = loaded else { return nil }
            return .discard(held, .stackChanged)
        case .decided:
            return nil
        }
    }

    /// `launching`, `opening a link`, `opening a link (snapshot loaded)`, or `decided (linkOpened)`, ….
    public var description: String {
        switch state {
        case .launching: "launching"
        case .openingLink(.notYet): "opening a link"
        case .openingLink(.loaded): "opening a link (snapshot loaded)"
        case .decided(let reason): "decided (\(reason))"
        }
    }
}

extension LaunchNavigation: Sendable where Payload: Sendable {}
extension LaunchNavigation.Action: Sendable where Payload: Sendable {}
extension LaunchNavigation.Action: Equatable where Payload: Equatable {}
extension LaunchNavigation.State: Sendable where Payload: Sendable {}
extension LaunchNavigation.Loaded: Sendable where Payload: Sendable {}
