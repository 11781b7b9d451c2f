import NavKit
import NavKitTesting

/// Makes one stack-replacing request (a restore, a link) of a container that shows `stack`, with
/// a leave guard that always denies on `guarded`, and — when `pushInFlight` — a push running; then
/// checks the one outcome allowed: refused with `refusal` exactly when the request would remove
/// the guarded screen, the container then exactly as it was; otherwise accepted, and settling at
/// `expected`.
/// - Parameters:
///   - stack: What the container shows first, root first.
///   - guarded: The screen whose guard denies; in `stack`.
///   - pushInFlight: Whether a push runs when the request is made.
///   - expected: The screens the request replaces the stack with.
///   - identitiesOnly: Whether only the screens' identities must match (a link keeps the screens
///     it shows already as they are), or whole screens.
///   - refusal: The error the guard's denial comes out as.
///   - request: The request.
/// - Returns: A report of the first broken rule, or `nil`.
@MainActor
func guardedRequestFailure<Failure: Error & Equatable>(
    showing stack: [Screen], guarded: ScreenID, pushInFlight: Bool, expected: [Screen],
    identitiesOnly: Bool = false, refusal: Failure, _ request: (NavigationContainer) throws(Failure) -> Void
) -> String? {
    let host = ScriptedHost(root: stack[0])
    let container = host.container
    // Held here: the container holds its guards weakly.
    let denyingGuard = FixedLeaveGuard(.deny)
    defer { withExtendedLifetime(denyingGuard) {} }
    do {
        try container.setStack(stack, animated: false)
        container.setLeaveGuard(denyingGuard, for: guarded)
        if pushInFlight { try container.push(Screen(id: "fuzz.pushed")) }
    } catch {
        return "the fuzz container could not be set up: \(error)"
    }
    let before = ContainerState(container)
    let keepsGuarded = expected.contains { $0.id == guarded }
    do throws(Failure) {
        try request(container)
    } catch {
        guard error == refusal, !keepsGuarded else { return "refused: \(error)" }
        guard ContainerState(container) == before else { return "a refused request changed the container" }
        return nil
    }
    guard keepsGuarded else { return "the request removed the guarded screen" }
    do {
        try host.settle()
    } catch {
        return "the container did not settle: \(error)"
    }
    guard container.stack.count == expected.count,
        zip(container.stack, expected).allSatisfy({ identitiesOnly ? $0.id == $1.id : $0 == $1 })
    else {
        return "the container shows \(container.stack), the request asked for \(expected)"
    }
    return nil
}
