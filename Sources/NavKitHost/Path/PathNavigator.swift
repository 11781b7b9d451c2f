public import NavKit

/// Keeps a container's stack and a path of `Hashable` values in step both ways — the decisions
/// behind a SwiftUI stack with a path binding, on every platform.
///
/// Setting ``setPath(_:animated:)`` animates the difference with the one request
/// `StackPath/change(from:to:)` plans (push, pop, pop-to, or one transition for a jump),
/// through the driver. When the container changes the stack itself — a swipe back, the back
/// button, a keyboard back — ``path`` follows once the change is committed and ``onChange``
/// hears of it, so the binding can be written back; writing it back plans no request.
///
/// The root screen is the container's first screen and stays out of the path.
///
/// ```swift
/// let navigator = PathNavigator<Int>(driver: driver) { number, id in Screen(id: id, title: "Item \(number)") }
/// navigator.onChange = { path = $0 }         // a swipe back shortened the path
/// try navigator.setPath([1, 2, 3])           // one transition to Item 3
/// ```
@MainActor
public final class PathNavigator<Element: Hashable>: NavigationObserver {
    /// The driver whose container holds the stack.
    public let driver: NavigationHostDriver
    /// The path the stack shows, or will show once what runs and waits is done.
    public private(set) var path: [Element] = []
    /// The identities of the path's values.
    package private(set) var identities: StackPath<Element>
    /// Called when the container changed the path itself (not after ``setPath(_:animated:)``).
    public var onChange: (([Element]) -> Void)?

    private let makeScreen: (Element, ScreenID) -> Screen

    /// Creates a navigator and starts observing the driver's container.
    /// - Parameters:
    ///   - driver: The driver.
    ///   - prefix: What the path's screen identities start with.
    ///   - screen: The screen a value is shown as, under its identity (an untitled screen with
    ///     default preferences by default; a SwiftUI stack's screens name themselves).
    public init(
        driver: NavigationHostDriver, prefix: String = "path",
        screen: @escaping (Element, ScreenID) -> Screen = { _, id in Screen(id: id, title: "") }
    ) {
        self.driver = driver
        self.identities = StackPath(prefix: prefix)
        self.makeScreen = screen
        driver.container.addObserver(self)
    }

    /// The container.
    public var container: NavigationContainer { driver.container }

    /// Moves the stack to a path with one request, animated or not.
    /// - Parameters:
    ///   - newPath: The values above the root, bottom first.
    ///   - animated: Whether the change animates.
    /// - Returns: The request made (``PathChange/none`` when the stack already shows the path).
    /// - Throws: The container's ``NavKit/NavigationError`` (not expected: the request is
    ///   planned against the stack as it will be); nothing changes then.
    @discardableResult
    public func setPath(_ newPath: [Element], animated: Bool = true) throws(NavigationError) -> PathChange {
        try setPath(newPath, animated: animated, reason: nil)
    }

    /// Moves the stack to the path of a link the app read (in SwiftUI's `onOpenURL`, say) in one
    /// request, as a container's ``NavKit/NavigationContainer/open(_:in:animated:overridingGuards:completion:)-(String,_,_,_,_)``
    /// does: the leave guard of every screen it removes is asked with reason
    /// ``NavKit/LeaveReason/openLink(_:)``, and a denial is the same error a container's `open`
    /// throws.
    /// - Parameters:
    ///   - newPath: The values above the root the link stands for, bottom first.
    ///   - link: The link, as given.
    ///   - animated: Whether the change animates.
    /// - Returns: The request made (``PathChange/setStack(_:)``, or ``PathChange/none``).
    /// - Throws: ``NavKit/LinkError/refused(_:)`` when a guard denies; nothing changes then.
    @discardableResult
    public func setPath(_ newPath: [Element], forLink link: String, animated: Bool = true) throws(LinkError)
        -> PathChange
    {
        do {
            return try setPath(newPath, animated: animated, reason: .openLink(link))
        } catch {
            throw .refused(error)
        }
    }

    /// Moves the stack to a path: the smallest request for a path change (`reason` `nil`), or one
    /// stack replacement asked of the leave guards for a restore or a link.
    func setPath(_ newPath: [Element], animated: Bool, reason: LeaveReason?) throws(NavigationError) -> PathChange {
        let current = container.projectedStack.dropFirst().map(\.id)
        let wanted = identities.identities(for: newPath)
        let planned = StackPath<Element>.change(from: current, to: wanted)
        let change = reason == nil || planned == .none ? planned : .setStack(wanted)
        // Set first: the container reports a change it applies at once during the request,
        // and that report is this path, not a change of the container's own.
        let previous = path
        path = newPath
        do {
            try perform(change, animated: animated, reason: reason)
        } catch {
            path = previous
            throw error
        }
        forgetUnused()
        return change
    }

    /// The value a screen shows.
    /// - Parameter id: A screen identity.
    /// - Returns: Its value, or `nil` for the root or a screen the path did not name.
    public func element(for id: ScreenID) -> Element? { identities.element(for: id) }

    private func perform(_ change: PathChange, animated: Bool, reason: LeaveReason?) throws(NavigationError) {
        switch change {
        case .none:
            return
        case .push(let id):
            let screen = screen(for: id)
            try driver.request { (container) throws(NavigationError) in
                try container.push(screen, animated: animated)
            }
        case .pop:
            try driver.request { (container) throws(NavigationError) in try container.pop(animated: animated) }
        case .popTo(let id):
            try driver.request { (container) throws(NavigationError) in try container.pop(to: id, animated: animated) }
        case .popToRoot:
            try driver.request { (container) throws(NavigationError) in try container.popToRoot(animated: animated) }
        case .setStack(let ids):
            let screens = [container.stack[0]] + ids.map(screen(for:))
            try driver.request { (container) throws(NavigationError) in
                switch reason {
                case .openLink(let link)?: try container.setStack(screens, forLink: link, animated: animated)
                case .restore?: try container.setStack(screens, restoring: animated)
                default: try container.setStack(screens, animated: animated)
                }
            }
        }
    }

    /// The screen for an identity: the one in the stack (with the preferences it has now), or
    /// a new one for its value.
    private func screen(for id: ScreenID) -> Screen {
        if let screen = container.projectedStack.first(where: { $0.id == id }) { return screen }
        if let screen = container.stack.first(where: { $0.id == id }) { return screen }
        // Every planned identity was just given to a value.
        guard let element = identities.element(for: id) else { return Screen(id: id, title: "") }
        return makeScreen(element, id)
    }

    /// Takes on the path the container's stack shows when it differs from the one asked for.
    private func follow() {
        let shown = identities.path(of: container.projectedStack.dropFirst().map(\.id))
        forgetUnused()
        guard shown != path else { return }
        path = shown
        onChange?(shown)
    }

    private func forgetUnused() {
        identities.forget(allBut: container.screensInUse)
    }

    // MARK: NavigationObserver

    /// A transition ended: a finished swipe or back shortened the path.
    /// - Parameters:
    ///   - container: The container.
    ///   - context: The transition.
    ///   - outcome: Finished or cancelled.
    public func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) {
        follow()
    }

    /// A change applied without a transition.
    /// - Parameters:
    ///   - container: The container.
    ///   - screen: The new top screen.
    ///   - animated: Whether it animated (animated changes arrive as transitions).
    public func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {
        if !animated { follow() }
    }
}
