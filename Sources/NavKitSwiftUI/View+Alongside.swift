#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import SwiftUIStandIn
        import CombineStandIn
    #else
        public import SwiftUI
        import Combine
    #endif
    public import NavKit

    extension View {
        /// Calls an action with every frame of the transitions of the ``NavKitStack`` this view is
        /// in, while the view is shown: the progress the stack renders (the finger's, during a
        /// swipe), whether a finger drives it, and on the last frame how it ended — a cancelled
        /// swipe hands back progress 0, so whatever the action moved returns exactly.
        ///
        /// The frames are the stack's own (its ``NavKit/TransitionCoordinator``), not a second
        /// animation: keep what they drive in state the view reads.
        ///
        /// The action hears the transitions its screen is in — pushed, popped, uncovered or
        /// covered — so read where the view's own screen stands (``NavKitCore/AlongsideFrame/presence(of:)``
        /// with the environment's `navKitScreen`) rather than the direction:
        ///
        /// ```swift
        /// struct Detail: View {
        ///     @Environment(\.navKitScreen) private var screen
        ///     @State private var toolbarOpacity = 1.0
        ///
        ///     var body: some View {
        ///         Content()
        ///             .safeAreaInset(edge: .bottom) { Toolbar().opacity(toolbarOpacity) }
        ///             .onNavKitTransition { frame in
        ///                 toolbarOpacity = screen.flatMap(frame.presence(of:)) ?? 1
        ///             }
        ///     }
        /// }
        /// ```
        /// - Parameter action: Called on the main actor with each ``NavKitCore/AlongsideFrame``.
        /// - Returns: The view.
        public func onNavKitTransition(perform action: @escaping @MainActor (AlongsideFrame) -> Void) -> some View {
            modifier(NavKitAlongsideModifier(action: action))
        }
    }

    /// The registration a view holds while it is shown.
    @MainActor
    final class AlongsideSubscription: ObservableObject {
        private var registration: AlongsideRegistration?

        /// Registers with a container's coordinator, ending any earlier registration.
        func start(_ container: NavigationContainer?, action: @escaping @MainActor (AlongsideFrame) -> Void) {
            registration?.cancel()
            registration = container?.transitionCoordinator.addAlongside { action($0) }
        }

        /// Ends the registration.
        func stop() {
            registration?.cancel()
            registration = nil
        }
    }

    /// Registers an alongside action with the coordinator of the stack the view is in while the
    /// view is shown.
    @MainActor
    private struct NavKitAlongsideModifier: ViewModifier {
        @Environment(\.navKitEnclosingStack) private var screen
        @StateObject private var subscription = AlongsideSubscription()
        let action: @MainActor (AlongsideFrame) -> Void

        func body(content: Content) -> some View {
            content
                .onAppear { [subscription, container = screen?.container, action] in
                    subscription.start(container, action: action)
                }
                .onDisappear { [subscription] in subscription.stop() }
        }
    }
#endif
