import NavKitTesting

/// A fuzz case decoded from bytes: which plug-ins misbehave, then a list of actions.
///
/// The first three bytes choose the default animator (a standard one or a
/// ``NavKitTesting/MisbehavingAnimator`` fault), the interactive transition
/// (``UnreliableInteraction``) and the watchdog limits; every following group of bytes is one
/// ``FuzzAction``.
///
/// ```swift
/// let input = FuzzInput(decoding: [3, 1, 0, 14, 0, 40])
/// try FuzzHarness().run(input)
/// ```
package struct FuzzInput: CustomStringConvertible {
    /// The default animator's fault, or `nil` for the standard slide.
    package var animatorFault: MisbehavingAnimator.Fault?
    /// How the interactive transitions misbehave.
    package var interactionFault: UnreliableInteraction.Fault
    /// Seconds after a release before the watchdog ends a transition.
    package var releaseWatchdog: Double
    /// Seconds without input before the watchdog cancels an interaction, or `nil`.
    package var idleWatchdog: Double?
    /// The actions, in order.
    package var actions: [FuzzAction]

    /// The animator faults a case can choose.
    package static let animatorFaults: [MisbehavingAnimator.Fault?] = [
        nil, .nonFiniteLayers, .infiniteEverywhere, .outOfRangeOpacity, .nonFiniteBar, .nonFiniteCurve,
        .duration(0), .duration(-1), .duration(.nan), .duration(.infinity), .duration(1e300), .duration(-.infinity),
    ]

    /// Decodes bytes; any bytes decode to some case.
    /// - Parameters:
    ///   - data: The bytes.
    ///   - maximumActions: A bound on the number of actions (keeps each case fast).
    package init(decoding data: [UInt8], maximumActions: Int = 200) {
        var bytes = FuzzBytes(data)
        animatorFault = bytes.element(of: Self.animatorFaults)
        interactionFault = bytes.element(of: UnreliableInteraction.fuzzChoices)
        let limits = bytes.byte()
        releaseWatchdog = [0.25, 2][Int(limits & 1)]
        idleWatchdog = [nil, 0.5, 30][Int(limits >> 1) % 3]
        actions = []
        while !bytes.isAtEnd, actions.count < maximumActions {
            actions.append(FuzzAction.decode(&bytes))
        }
    }

    /// The plug-ins and settings, then one action per line.
    package var description: String {
        let head =
            "animator \(animatorFault.map { "\($0)" } ?? "standard"), interaction \(interactionFault), "
            + "watchdogs release \(releaseWatchdog) s idle \(idleWatchdog.map { "\($0) s" } ?? "none")"
        return ([head] + actions.map { "  \($0)" }).joined(separator: "\n")
    }
}
