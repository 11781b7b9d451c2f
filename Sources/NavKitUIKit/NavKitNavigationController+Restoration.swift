#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import UIKitStandIn
    #else
        public import UIKit
    #endif
    public import NavKit
    import NavKitHost

    // Saving the stack, restoring it and opening links, with view controllers: the container's
    // snapshot, restore and link calls, where the app makes a view controller for each screen they
    // bring in. The root view controller stays: it is the app's first screen, never popped.

    extension NavKitNavigationController {
        // MARK: Restoration

        /// A snapshot of the stack as it settles (``NavKit/NavigationContainer/restorableStack``: a
        /// transition in flight as where it ends, queued requests as documented there), with the
        /// app's payload for each view controller — what it needs to make the view controller
        /// again after a relaunch (a message's identifier, a draft).
        ///
        /// In a scene's `stateRestorationActivity(for:)`, put it in the activity's user info under
        /// this controller's `restorationIdentifier`
        /// (``NavKit/NavigationSnapshot/userInfo(restorationIdentifier:)``); in the scene's
        /// `scene(_:willConnectTo:options:)`, read it back from `session.stateRestorationActivity`
        /// and ``restore(_:animated:overridingGuards:viewController:)``.
        ///
        /// ```swift
        /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        ///     let activity = NSUserActivity(activityType: "com.example.mail.browsing")
        ///     let snapshot = navigation.snapshot { ($0 as? MessageViewController)?.messageID }
        ///     activity.addUserInfoEntries(from: try snapshot.userInfo(restorationIdentifier: "mail"))
        ///     return activity
        /// }
        /// ```
        /// - Parameter payload: A view controller's payload, or `nil` for none.
        /// - Returns: The snapshot: the root's entry first, then one per view controller above it.
        public func snapshot<Payload: Codable>(
            payload: (UIViewController) -> Payload?
        ) -> NavigationSnapshot<Payload> {
            container.snapshot { screen in viewController(for: screen.id).flatMap(payload) }
        }

        /// Restores a saved stack: the root view controller stays (the snapshot's first entry is
        /// its own, payload included, for the app to apply), and the app makes a view controller
        /// for each entry above it, which then describes itself (its `title`, its ``NavKitItem``)
        /// as a pushed one does. Then one request replaces the stack, as
        /// ``NavKit/NavigationContainer/restore(_:animated:overridingGuards:completion:)`` makes it:
        /// through the leave guards of the screens it removes, queued behind a transition in flight.
        ///
        /// An entry the app makes no view controller for (its message was deleted since) is left
        /// out, and so is every entry above it, which was reached through it. Each restored screen
        /// keeps its saved identity (a screen a route table made keeps its link), unless it is one
        /// of this controller's own generated names or is in use here: those get a new one.
        ///
        /// ```swift
        /// let saved = session.stateRestorationActivity?.userInfo
        /// if let snapshot = try? NavigationSnapshot<MessageID>(userInfo: saved, restorationIdentifier: "mail") {
        ///     try navigation.restore(snapshot) { entry in entry.payload.map(MessageViewController.init) }
        /// }
        /// ```
        /// - Parameters:
        ///   - snapshot: The saved stack.
        ///   - animated: Whether the change animates (not at launch, by default).
        ///   - overridingGuards: Removes guarded screens without asking (each reported).
        ///   - viewController: The view controller for an entry above the root, or `nil` to leave
        ///     it (and the entries above it) out.
        /// - Returns: Whether it applied, started, was queued or waits for a guard.
        /// - Throws: ``NavKit/RestorationError/refused(_:)`` when a leave guard denies; nothing
        ///   changes then (the view controllers made for it are let go).
        @discardableResult
        public func restore<Payload>(
            _ snapshot: NavigationSnapshot<Payload>, animated: Bool = false, overridingGuards: Bool = false,
            viewController: (NavigationSnapshot<Payload>.Entry) -> UIViewController?
        ) throws(RestorationError) -> OperationDisposition {
            let root = container.stack[0]
            var entries = [NavigationSnapshot<Payload>.Entry(screen: root, payload: snapshot.entries[0].payload)]
            for entry in snapshot.entries.dropFirst() {
                guard let made = viewController(entry) else { break }
                let saved = entry.screen.id
                let id = isGeneratedName(saved) || records[saved] != nil ? newScreenID() : saved
                register(made, as: id)
                entries.append(.init(screen: NavKitItem.screen(for: made, id: id), payload: entry.payload))
            }
            defer { sweepRecords() }
            // Valid: the root's identity once, and each other one new to this controller.
            let restored = try NavigationSnapshot(entries)
            return try driver.request { (container) throws(RestorationError) in
                try container.restore(restored, animated: animated, overridingGuards: overridingGuards)
            }
        }

        /// Whether an identity is one this controller gives the screens it names (`screen-3`).
        private func isGeneratedName(_ id: ScreenID) -> Bool {
            id.rawValue.hasPrefix("screen-") && Int(id.rawValue.dropFirst("screen-".count)) != nil
        }

        // MARK: Links

        /// Opens a link: one transition to the stack the route table makes of it, through the
        /// leave guards of the view controllers it removes, as
        /// ``NavKit/NavigationContainer/open(_:in:animated:overridingGuards:completion:)-(String,_,_,_,_)``
        /// makes it.
        ///
        /// The table's root route is the root view controller, which stays. A screen of the
        /// link's stack that is shown already (the same link) keeps its view controller; for each
        /// other one the app makes a view controller from the route's match (`nil` for the table's
        /// "not found" screen), which then describes itself as a pushed one does. Each keeps its
        /// link as its identity, so ``NavKit/RouteTable/match(_:)`` of ``screenID(of:)`` says what
        /// it shows, and ``link(in:prefix:)`` gives the link back.
        ///
        /// ```swift
        /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        ///     guard let url = contexts.first?.url else { return }
        ///     try? navigation.open(url.absoluteString, in: routes) { screen, match in
        ///         MessageViewController(id: match?["id"] ?? "")
        ///     }
        /// }
        /// ```
        /// - Parameters:
        ///   - link: The link: with one of the table's prefixes, or a path.
        ///   - routes: The route table.
        ///   - animated: Whether the change animates.
        ///   - overridingGuards: Removes guarded screens without asking (each reported).
        ///   - viewController: The view controller for a screen of the link above the root, with
        ///     its route's match.
        /// - Returns: Whether it applied, started, was queued or waits for a guard.
        /// - Throws: The table's ``NavKit/LinkError`` for a link it cannot read or route, or
        ///   ``NavKit/LinkError/refused(_:)`` when a leave guard denies; nothing changes then.
        @discardableResult
        public func open(
            _ link: String, in routes: RouteTable, animated: Bool = true, overridingGuards: Bool = false,
            viewController: (Screen, RouteMatch?) -> UIViewController
        ) throws(LinkError) -> OperationDisposition {
            let target = screens(for: try routes.stack(for: link), in: routes, makingOthers: viewController)
            defer { sweepRecords() }
            do {
                return try driver.request { (container) throws(NavigationError) in
                    try container.setStack(
                        target, forLink: link, animated: animated, overridingGuards: overridingGuards)
                }
            } catch {
                throw .refused(error)
            }
        }

        /// The screens to request for a link's stack: the root's, those shown already, and one for
        /// each view controller made for the others (registered under the screen's link).
        private func screens(
            for target: [Screen], in routes: RouteTable,
            makingOthers viewController: (Screen, RouteMatch?) -> UIViewController
        ) -> [Screen] {
            let shown = Set(container.projectedStack.map(\.id))
            var screens = [container.stack[0]]
            for screen in target.dropFirst() {
                let kept = shown.contains(screen.id) ? self.viewController(for: screen.id) : nil
                let made = kept ?? viewController(screen, routes.match(screen.id))
                if kept == nil { register(made, as: screen.id) }
                screens.append(NavKitItem.screen(for: made, id: screen.id))
            }
            return screens
        }

        /// The link of the stack as it settles, the root view controller standing for the
        /// table's root route.
        /// - Parameters:
        ///   - routes: The route table.
        ///   - prefix: What the link starts with; `nil` for a path.
        /// - Returns: The link.
        /// - Throws: ``NavKit/LinkError/notExpressible(_:)`` when the stack is not one a link opens.
        public func link(in routes: RouteTable, prefix: String? = nil) throws(LinkError) -> String {
            let tableRoot = try routes.stack(for: "/")[0]
            return try routes.link(for: [tableRoot] + container.restorableStack.dropFirst(), prefix: prefix)
        }
    }

    extension NavigationSnapshot {
        /// The user-info key under which ``userInfo(restorationIdentifier:)`` saves the snapshot of
        /// the controller with that restoration identifier: `NavKit.NavigationSnapshot.` and the
        /// identifier, so two controllers in one scene (a stack per tab) keep a stack each.
        /// - Parameter restorationIdentifier: The controller's `restorationIdentifier`.
        /// - Returns: The key.
        public static func userInfoKey(restorationIdentifier: String) -> String {
            "NavKit.NavigationSnapshot." + restorationIdentifier
        }

        /// The snapshot as user-info entries of an `NSUserActivity` (one string, a property-list
        /// type), under the key of a controller's restoration identifier: for
        /// `addUserInfoEntries(from:)` in a scene's `stateRestorationActivity(for:)`, once per
        /// controller.
        ///
        /// ```swift
        /// mail.restorationIdentifier = "mail"            // once, where the controllers are made
        /// photos.restorationIdentifier = "photos"
        /// activity.addUserInfoEntries(from: try mail.snapshot(payload: mailPayload).userInfo(restorationIdentifier: "mail"))
        /// activity.addUserInfoEntries(from: try photos.snapshot(payload: photoPayload).userInfo(restorationIdentifier: "photos"))
        /// ```
        /// - Parameter restorationIdentifier: The controller's `restorationIdentifier`, distinct for
        ///   each controller whose stack the activity saves.
        /// - Returns: The entries.
        /// - Throws: ``NavKit/RestorationError/unencodablePayload(_:_:)``.
        public func userInfo(restorationIdentifier: String) throws(RestorationError) -> [String: String] {
            [Self.userInfoKey(restorationIdentifier: restorationIdentifier): try text()]
        }

        /// Reads the snapshot of the controller with a restoration identifier from an
        /// `NSUserActivity`'s user info (``userInfo(restorationIdentifier:)``'s entries).
        /// - Parameters:
        ///   - userInfo: The user info; `nil` when there is no activity.
        ///   - restorationIdentifier: The controller's `restorationIdentifier`.
        /// - Returns: `nil` when the user info holds no snapshot for that controller (a first
        ///   launch).
        /// - Throws: ``NavKit/RestorationError`` when it holds one that does not read, as
        ///   ``NavKit/NavigationSnapshot/init(text:)`` says.
        public init?(userInfo: [AnyHashable: Any]?, restorationIdentifier: String) throws(RestorationError) {
            let key = Self.userInfoKey(restorationIdentifier: restorationIdentifier)
            guard let value = userInfo?[key] else { return nil }
            guard let text = value as? String else {
                throw .malformed("the user info's \(key) is a \(type(of: value)), not a String")
            }
            try self.init(text: text)
        }
    }
#endif
