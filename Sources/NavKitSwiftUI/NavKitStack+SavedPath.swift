#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import SwiftUIStandIn
    #else
        public import SwiftUI
    #endif
    import NavKit
    public import NavKitHost

    extension NavKitStack where Element: Codable {
        /// Creates a stack whose path is saved — in `@SceneStorage`, as SwiftUI keeps a
        /// `NavigationPath.CodableRepresentation` — and restored when the scene comes back.
        ///
        /// ```swift
        /// @SceneStorage("mail.path") private var savedPath: SavedPath<Mailbox>?
        /// @State private var path: [Mailbox] = []
        ///
        /// var body: some View {
        ///     NavKitStack(path: $path, savedPath: $savedPath) {
        ///         MailboxList(open: { path.append($0) })
        ///     } destination: { mailbox in
        ///         MessageList(mailbox)
        ///     }
        /// }
        /// ```
        ///
        /// The stack writes `savedPath` whenever the path it will settle at changes: as
        /// ``NavKitHost/PathNavigator/restorablePath`` — a transition in flight as where it ends,
        /// a swipe a finger still holds as cancelled, a path change waiting for a leave guard's
        /// answer not yet (a "Discard draft?" dialog open when the app is killed keeps the draft's
        /// screen). A path value that cannot be encoded saves nothing (`nil`).
        ///
        /// When the stack first appears, an empty `path` takes the saved one, shown at once
        /// without animation, and the binding is written with it. A `path` that is not empty then
        /// wins — the app opened a link at launch — and is saved in its turn (what
        /// ``NavKit/LaunchNavigation`` decides for a container: the link wins).
        /// - Parameters:
        ///   - path: The values above the root, bottom first.
        ///   - savedPath: Where the path is saved (`@SceneStorage`'s binding, or any other).
        ///   - backShortcuts: The keys that go back.
        ///   - onBarItemTap: Called with a bar item's identifier and the screen it belongs to.
        ///   - zoomSource: For a path value whose screen zooms out of an element of the screen
        ///     below, that element's name.
        ///   - root: The root screen's view.
        ///   - destination: The view of a screen for a value of the path.
        public init(
            path: Binding<[Element]>, savedPath: Binding<SavedPath<Element>?>, backShortcuts: BackShortcuts = .standard,
            onBarItemTap: ((BarItemID, ScreenID) -> Void)? = nil,
            zoomSource: ((Element) -> TransitionSourceID?)? = nil, @ViewBuilder root: () -> Root,
            @ViewBuilder destination: @escaping (Element) -> Destination
        ) {
            self.init(
                path: path, backShortcuts: backShortcuts, onBarItemTap: onBarItemTap, zoomSource: zoomSource,
                model: NavKitStackModel<Element>().savingPath(in: savedPath, path: path), root: root,
                destination: destination)
        }
    }

    extension NavKitStackModel where Element: Codable {
        /// Saves the stack's path in a binding from now on, and takes it at launch.
        /// - Parameters:
        ///   - saved: Where the path is saved.
        ///   - path: The app's path binding.
        /// - Returns: This model.
        func savingPath(in saved: Binding<SavedPath<Element>?>, path: Binding<[Element]>) -> NavKitStackModel {
            let saving = PathSaving(saved: saved, path: path, navigator: navigator)
            container.addObserver(saving)
            pathSaving = saving
            return self
        }
    }

    /// Keeps a saved path in step with where a stack's path settles, and hands it back at launch.
    ///
    /// An observer of the stack's container: every change the container reports (a transition
    /// begun, caught, ended; a change applied at once) and every path the app sets may move where
    /// the stack settles, and the saved path is written when it did.
    @MainActor
    final class PathSaving<Element: Hashable>: NavigationObserver {
        /// Restores the saved path at launch unless the app's path wins; whether it did.
        private let restoreSaved: ([Element]) -> Bool
        /// Writes the path the stack settles at (when it differs from what is saved).
        private let write: () -> Void
        /// The app's path binding.
        private let path: Binding<[Element]>

        init(saved: Binding<SavedPath<Element>?>, path: Binding<[Element]>, navigator: PathNavigator<Element>)
        where Element: Codable {
            self.path = path
            restoreSaved = { [weak navigator] appPath in
                guard let navigator, appPath.isEmpty, let restored = saved.wrappedValue, !restored.elements.isEmpty
                else { return false }
                path.wrappedValue = restored.elements
                _ = try? navigator.restore(restored, animated: false)
                return true
            }
            write = { [weak navigator] in
                guard let settled = navigator?.restorablePath, saved.wrappedValue?.elements != settled else { return }
                saved.wrappedValue = try? SavedPath(settled)
            }
        }

        /// When the stack first appears: restores the saved path (a restore, as a container's:
        /// leave reason `.restore`), and gives the app's binding its values — unless the app's path
        /// is not empty (it wins) or nothing is saved.
        /// - Parameter appPath: The app's path.
        /// - Returns: Whether the saved path was restored (else the app's path is to be shown).
        func restoreAtLaunch(_ appPath: [Element]) -> Bool { restoreSaved(appPath) }

        /// Writes the path the stack settles at, when it moved.
        func save() { write() }

        func navigationContainer(_ container: NavigationContainer, willShow screen: Screen, animated: Bool) {
            save()
        }

        func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) {
            save()
        }

        func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) {
            save()
        }

        func navigationContainer(_ container: NavigationContainer, didCatch context: TransitionContext) {
            save()
        }

        func navigationContainer(
            _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
        ) {
            save()
        }
    }
#endif
