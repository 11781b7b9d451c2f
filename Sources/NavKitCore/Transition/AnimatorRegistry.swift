/// Animator plug-ins by name: a value the container owns, so tools can list and preview them.
///
/// Choosing the animator of a transition follows one precedence, implemented by
/// ``resolve(override:preferred:)``: a per-operation override, then the screen's preferred
/// animator, then the registry's default. A name that is not registered falls through to the
/// next choice (and the container reports a diagnostic), so a typo never breaks navigation.
///
/// ```swift
/// var registry = AnimatorRegistry(defaultAnimator: MyFade(), named: "fade")
/// registry.register(MyZoom(), as: "zoom")
/// ```
public struct AnimatorRegistry: Sendable {
    private var animators: [AnimatorID: any AnimatedTransitioning]
    /// The registered names, in registration order.
    public private(set) var names: [AnimatorID]
    /// The name of the animator used when nothing else is asked for.
    public private(set) var defaultID: AnimatorID

    /// Creates a registry holding one animator, which is the default.
    /// - Parameters:
    ///   - defaultAnimator: The default animator.
    ///   - id: Its name.
    public init(defaultAnimator: any AnimatedTransitioning, named id: AnimatorID) {
        animators = [id: defaultAnimator]
        names = [id]
        defaultID = id
    }

    /// Registers (or replaces) an animator under a name.
    /// - Parameters:
    ///   - animator: The animator.
    ///   - id: Its name.
    public mutating func register(_ animator: any AnimatedTransitioning, as id: AnimatorID) {
        if animators.updateValue(animator, forKey: id) == nil { names.append(id) }
    }

    /// Makes a registered animator the default.
    /// - Parameter id: A registered name.
    /// - Returns: `false` (and no change) when the name is not registered.
    @discardableResult
    public mutating func setDefault(_ id: AnimatorID) -> Bool {
        guard animators[id] != nil else { return false }
        defaultID = id
        return true
    }

    /// The animator registered under a name.
    /// - Parameter id: The name.
    /// - Returns: The animator, or `nil`.
    public func animator(named id: AnimatorID) -> (any AnimatedTransitioning)? { animators[id] }

    /// The default animator.
    public var defaultAnimator: any AnimatedTransitioning { animators[defaultID]! }

    /// Picks the animator for a transition.
    /// - Parameters:
    ///   - override: The per-operation choice, if any.
    ///   - preferred: The screen's preferred animator, if any.
    /// - Returns: The chosen name and animator, and the names asked for that were not registered.
    public func resolve(override: AnimatorID?, preferred: AnimatorID?) -> (
        id: AnimatorID, animator: any AnimatedTransitioning, unknown: [AnimatorID]
    ) {
        var unknown: [AnimatorID] = []
        for candidate in [override, preferred] {
            guard let candidate else { continue }
            if let animator = animators[candidate] { return (candidate, animator, unknown) }
            unknown.append(candidate)
        }
        return (defaultID, defaultAnimator, unknown)
    }
}
