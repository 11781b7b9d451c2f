#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import SwiftUIStandIn
    #else
        public import SwiftUI
    #endif

    /// How many times the tab showing a ``NavKitStack`` was tapped while selected.
    private struct NavKitTabReselectionsKey: EnvironmentKey {
        static var defaultValue: Int? { nil }
    }

    extension EnvironmentValues {
        /// How many times the tab showing the ``NavKitStack`` below was tapped while selected
        /// (set with `navKitPopsToRoot(onReselect:)`); `nil` when no tab reports it.
        var navKitTabReselections: Int? {
            get { self[NavKitTabReselectionsKey.self] }
            set { self[NavKitTabReselectionsKey.self] = newValue }
        }
    }

    extension View {
        /// Pops the ``NavKitStack`` in this view to its root each time `reselections` grows: the
        /// count of taps on its tab while that tab was already selected, which UIKit answers with a
        /// pop to the root. The leave guard of every screen it removes is asked first; a guard that
        /// denies keeps the stack (and the path).
        ///
        /// SwiftUI's `TabView` sets its selection again when the selected tab is tapped; count
        /// those in the binding you give it:
        ///
        /// ```swift
        /// struct Tabs: View {
        ///     @State private var tab = 0
        ///     @State private var reselections = [0, 0]
        ///     @State private var inbox: [Mailbox] = []
        ///
        ///     var body: some View {
        ///         TabView(selection: Binding(get: { tab }, set: { new in
        ///             if new == tab { reselections[new] += 1 }
        ///             tab = new
        ///         })) {
        ///             NavKitStack(path: $inbox) { MailboxList(open: { inbox.append($0) }) } destination: { mailbox in
        ///                 MessageList(mailbox: mailbox, open: { inbox.append($0) })
        ///             }
        ///             .navKitPopsToRoot(onReselect: reselections[0])
        ///             .tag(0)
        ///         }
        ///     }
        /// }
        /// ```
        /// - Parameter reselections: How many times the stack's tab was re-tapped so far.
        /// - Returns: The view.
        public func navKitPopsToRoot(onReselect reselections: Int) -> some View {
            environment(\.navKitTabReselections, reselections)
        }
    }
#endif
