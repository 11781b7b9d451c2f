#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        public import SwiftUIStandIn
    #else
        public import SwiftUI
    #endif
    import Foundation
    import NavKit
    import NavKitCore
    public import NavKitHost

    /// A navigation stack driven by a path binding, like `NavigationStack(path:)`, moved by
    /// NavKit: swipe back from anywhere that never breaks, plug-in transitions, a bar per screen
    /// with the previous screen's title on the back button, keyboard and VoiceOver back, Reduce
    /// Motion.
    ///
    /// Setting the path animates the difference: one value more is a push, one fewer a pop,
    /// several fewer a pop to the value left on top, and anything else one transition to the new
    /// stack. A swipe back (or the back button, Esc, ⌘[, ⌥←, VoiceOver's escape) shortens the
    /// path once it finishes. Each screen describes itself with modifiers on its view:
    ///
    /// ```swift
    /// @State private var path: [Mailbox] = []
    ///
    /// var body: some View {
    ///     NavKitStack(path: $path) {
    ///         MailboxList(open: { path.append($0) })
    ///             .navKitTitle("Mail")
    ///     } destination: { mailbox in
    ///         MessageList(mailbox)
    ///             .navKitTitle(mailbox.name)
    ///             .navKitBackGesture(.edgeOnly)
    ///     }
    /// }
    /// ```
    ///
    /// Every decision is NavKitHost's (``NavKitHost/PathNavigator`` plans the request for a
    /// path, ``NavKitHost/NavigationHostDriver`` runs the container); this view only draws the
    /// screens where the driver's view commands put them and forwards SwiftUI's input.
    @MainActor
    public struct NavKitStack<Element: Hashable, Root: View, Destination: View>: View {
        private let path: Binding<[Element]>
        private let root: Root
        private let destination: (Element) -> Destination
        private let backShortcuts: BackShortcuts
        private let onBarItemTap: ((BarItemID, ScreenID) -> Void)?
        private let zoomSource: ((Element) -> TransitionSourceID?)?
        // Internal, not private: the Linux tests reach the model through the view.
        @StateObject var model: NavKitStackModel<Element>
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.navKitEnclosingStack) private var enclosing

        /// Creates a stack.
        /// - Parameters:
        ///   - path: The values above the root, bottom first.
        ///   - backShortcuts: The keys that go back (Esc, ⌘[ and ⌥← by default;
        ///     ``NavKitHost/BackShortcuts/none`` to leave every key to the screens).
        ///   - onBarItemTap: Called with a bar item's identifier and the screen it belongs to.
        ///   - zoomSource: For a path value whose screen zooms out of an element of the screen
        ///     below (a photo out of its thumbnail), that element's name — the name of a view
        ///     marked `.navKitTransitionSource(_:)` there; `nil` for a screen that does not zoom.
        ///     Known as the screen is made, so its push zooms too.
        ///   - root: The root screen's view.
        ///   - destination: The view of a screen for a value of the path.
        public init(
            path: Binding<[Element]>, backShortcuts: BackShortcuts = .standard,
            onBarItemTap: ((BarItemID, ScreenID) -> Void)? = nil,
            zoomSource: ((Element) -> TransitionSourceID?)? = nil, @ViewBuilder root: () -> Root,
            @ViewBuilder destination: @escaping (Element) -> Destination
        ) {
            self.path = path
            self.root = root()
            self.destination = destination
            self.backShortcuts = backShortcuts
            self.onBarItemTap = onBarItemTap
            self.zoomSource = zoomSource
            // Made once per stack (the autoclosure runs when SwiftUI first installs the view).
            _model = StateObject(wrappedValue: NavKitStackModel<Element>())
        }

        /// The stack.
        public var body: some View {
            GeometryReader { proxy in
                TimelineView(.animation(minimumInterval: nil, paused: !model.framesRunning)) { timeline in
                    ZStack(alignment: .topLeading) {
                        ForEach(model.views.screens) { view in
                            screen(view, size: proxy.size)
                        }
                        NavKitBar(model: model, width: Double(proxy.size.width))
                        // Nested, the enclosing stack's keys go back here first (one set of keys).
                        BackKeys(shortcuts: model.enclosing == nil ? backShortcuts : .none) { model.handle($0) }
                    }
                    .onChange(of: timeline.date) { model.frame(at: $0) }
                }
                .onAppear {
                    model.onBarItemTap = onBarItemTap
                    model.zoomSource = zoomSource
                    model.connect(
                        size: proxy.size, direction: direction, reduceMotion: reduceMotion, path: path.wrappedValue)
                    nest(at: frameInEnclosingScreen(proxy))
                }
                .onDisappear { model.disconnect() }
                .onChange(of: proxy.size) { model.resize($0, direction: direction) }
                .onChange(of: frameInEnclosingScreen(proxy)) { nest(at: $0) }
            }
            .clipped()
            .simultaneousGesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged { model.dragChanged(to: $0.location, at: $0.time) }
                    .onEnded { model.dragEnded(at: $0.location, date: $0.time) }
            )
            .accessibilityAction(.escape) { model.escape() }
            .onChange(of: path.wrappedValue) { model.setPath($0) }
            .onChange(of: model.pathReport) { path.wrappedValue = $0.path }
            .onChange(of: reduceMotion) { model.setReduceMotion($0) }
            // A stack inside one of the screens keeps its screens' settings and zoom sources to
            // itself (it nests its container in the screen, so the swipe goes to the innermost
            // stack first; its sources stand in its own screens' coordinates).
            .transformPreference(NavKitScreenSettingsKey.self) { $0 = ScreenSettings() }
            .transformPreference(NavKitTransitionSourcesKey.self) { $0 = [:] }
        }

        /// Inside a screen of another stack: this stack's frame in that screen's resting
        /// coordinates.
        private func frameInEnclosingScreen(_ proxy: GeometryProxy) -> CGRect? {
            enclosing.map { proxy.frame(in: .named($0.coordinateSpace)) }
        }

        /// Nests the stack in the enclosing stack's screen at a frame (DESIGN invariant 10), or
        /// leaves it when it is no longer inside one.
        private func nest(at frame: CGRect?) {
            if let enclosing, let frame {
                model.nest(in: enclosing, frame: frame)
            } else {
                model.leaveEnclosingStack()
            }
        }

        private var direction: NavKitCore.LayoutDirection {
            layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }

        /// One screen's view where the view commands last put it.
        private func screen(_ view: HostedViews.View, size: CGSize) -> some View {
            let id = view.screen
            let state = view.state
            let index = model.views.screens.firstIndex { $0.screen == id } ?? 0
            let isTop = id == model.views.screens.last?.screen
            return content(of: id)
                .safeAreaInset(edge: .top, spacing: 0) {
                    SwiftUIColor.clear.frame(height: CGFloat(model.topInset(of: id)))
                }
                .frame(width: size.width, height: size.height)
                // Before the screen's transforms: a stack inside measures its resting frame.
                .coordinateSpace(name: model.coordinateSpace(of: id))
                .environment(\.navKitAppearance, model.appearance(of: id))
                .environment(\.navKitEnclosingStack, model.enclosingStack(for: id))
                .onPreferenceChange(NavKitScreenSettingsKey.self) { settings in
                    MainActor.assumeIsolated { model.update(id, with: settings) }
                }
                .onPreferenceChange(NavKitTransitionSourcesKey.self) { frames in
                    MainActor.assumeIsolated { model.updateTransitionSources(id, frames) }
                }
                .allowsHitTesting(isTop && model.contentReceivesTouches)
                .overlay(alignment: .topLeading) {
                    SwiftUIColor.black.opacity(state.dimming).allowsHitTesting(false)
                }
                .shadow(
                    color: SwiftUIColor.black.opacity(0.3 * state.shadowOpacity), radius: 10,
                    x: CGFloat(-4 * model.views.direction.trailingSign), y: 0
                )
                .clipShape(LayerClipShape(clip: state.clip))
                .scaleEffect(CGFloat(state.scale))
                .offset(x: CGFloat(state.offset.dx), y: CGFloat(state.offset.dy))
                .opacity(state.opacity)
                .zIndex(Double(index))
        }

        @ViewBuilder
        private func content(of id: ScreenID) -> some View {
            if id == model.rootID {
                root
            } else if let element = model.navigator.element(for: id) {
                destination(element)
            }
        }
    }

    /// Hidden buttons carrying the back keyboard shortcuts (SwiftUI routes key equivalents to
    /// buttons).
    @MainActor
    struct BackKeys: View {
        let shortcuts: BackShortcuts
        let perform: (BackInput) -> Bool

        var body: some View {
            ForEach(Array(shortcuts.shortcuts.enumerated()), id: \.offset) { _, shortcut in
                if let key = KeyEquivalent(shortcut.press.key) {
                    Button {
                        _ = perform(.key(shortcut.press))
                    } label: {
                        EmptyView()
                    }
                    .keyboardShortcut(key, modifiers: EventModifiers(shortcut.press.modifiers))
                }
            }
            .frame(width: 0, height: 0)
            .opacity(0)
            .accessibilityHidden(true)
        }
    }
#endif
