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
        /// Whether SwiftUI's drag is under way. SwiftUI resets it when the drag ends and when it
        /// cancels the drag (then without `onEnded`): the model hears of every reset and cancels a
        /// finger that no `onEnded` lifted.
        @GestureState private var dragActive = false

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
            self.init(
                path: path, backShortcuts: backShortcuts, onBarItemTap: onBarItemTap, zoomSource: zoomSource,
                model: NavKitStackModel<Element>(), root: root, destination: destination)
        }

        /// Creates a stack with a model of its own (a test's, on the test's clock).
        init(
            path: Binding<[Element]>, backShortcuts: BackShortcuts = .standard,
            onBarItemTap: ((BarItemID, ScreenID) -> Void)? = nil,
            zoomSource: ((Element) -> TransitionSourceID?)? = nil,
            model: @autoclosure @escaping () -> NavKitStackModel<Element>, @ViewBuilder root: () -> Root,
            @ViewBuilder destination: @escaping (Element) -> Destination
        ) {
            self.path = path
            self.root = root()
            self.destination = destination
            self.backShortcuts = backShortcuts
            self.onBarItemTap = onBarItemTap
            self.zoomSource = zoomSource
            // Made once per stack (the autoclosure runs when SwiftUI first installs the view).
            _model = StateObject(wrappedValue: model())
        }

        /// The stack.
        ///
        /// Structure and motion are kept apart, so a transition frame re-evaluates no screen's
        /// content: this body observes only what changes at the start and end of a transition
        /// (which screens are attached, their appearance, who gets touches), and builds each
        /// screen's content once then; each frame moves the screens through their
        /// layers and the bar, which observe the frame's state and change only
        /// modifiers. Frames come from the model's display link.
        public var body: some View {
            GeometryReader { proxy in
                ZStack(alignment: .topLeading) {
                    ForEach(Array(model.attached.enumerated()), id: \.element) { index, id in
                        ScreenLayer(frame: model.frameState, screen: id, index: index) {
                            screenContent(of: id, size: proxy.size)
                        }
                    }
                    NavKitBar(frame: model.frameState, model: model, width: Double(proxy.size.width))
                    // Nested, the enclosing stack's keys go back here first (one set of keys).
                    BackKeys(shortcuts: model.enclosing == nil ? backShortcuts : .none) { model.handle($0) }
                }
                // Clips the screens sliding past the stack's sides, not the safe area the bar's
                // background and full-bleed content extend into (`.clipped()` cuts both at the
                // safe area's edge).
                .clipShape(SafeAreaExtendedBounds(insets: proxy.safeAreaInsets))
                .onAppear {
                    model.onBarItemTap = onBarItemTap
                    model.zoomSource = zoomSource
                    model.bindPath(path)
                    model.connect(
                        size: proxy.size, direction: direction, reduceMotion: reduceMotion, path: path.wrappedValue)
                }
                .onDisappear { model.disconnect() }
                .task(id: StackGeometry(size: proxy.size, direction: direction)) {
                    @MainActor [model, size = proxy.size, direction] in model.resize(size, direction: direction)
                }
                .task(id: frameInEnclosingScreen(proxy)) {
                    @MainActor [model, enclosing, frame = frameInEnclosingScreen(proxy)] in
                    if let enclosing, let frame {
                        model.nest(in: enclosing, frame: frame)
                    } else {
                        model.leaveEnclosingStack()
                    }
                }
            }
            .simultaneousGesture(drag)
            // After the gesture's own callbacks: a reset that no `onEnded` preceded was a cancel
            // of the finger fed when SwiftUI saw the reset (the task runs a frame later).
            .task(id: dragActive) {
                @MainActor [model, dragActive, finger = model.dragFinger] in if !dragActive { model.dragReset(finger) }
            }
            .accessibilityAction(.escape) { model.escape() }
            .task(id: path.wrappedValue) { @MainActor [model] in model.pathBindingChanged() }
            .task(id: reduceMotion) { @MainActor [model, reduceMotion] in model.setReduceMotion(reduceMotion) }
            // A stack inside one of the screens keeps its screens' settings and zoom sources to
            // itself (it nests its container in the screen, so the swipe goes to the innermost
            // stack first; its sources stand in its own screens' coordinates).
            .transformPreference(NavKitScreenSettingsKey.self) { $0 = ScreenSettings() }
            .transformPreference(NavKitTransitionSourcesKey.self) { $0 = [:] }
        }

        /// One finger for the container's gestures, alongside the content's own. A drag SwiftUI
        /// cancels (another gesture won, an alert came up) ends without `onEnded`; the reset of
        /// ``dragActive`` tells the model, which cancels the finger.
        private var drag: some Gesture {
            DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .updating($dragActive) { _, active, _ in active = true }
                .onChanged { model.dragChanged(to: $0.location, startingAt: $0.startLocation, at: $0.time) }
                .onEnded { model.dragEnded(at: $0.location, date: $0.time) }
        }

        /// Inside a screen of another stack: this stack's frame in that screen's resting
        /// coordinates.
        private func frameInEnclosingScreen(_ proxy: GeometryProxy) -> CGRect? {
            enclosing.map { proxy.frame(in: .named($0.coordinateSpace)) }
        }

        private var direction: NavKitCore.LayoutDirection {
            layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }

        /// A screen's content as it rests in the stack: sized to it, below the bar when it shows
        /// one, with its appearance and its screen settings' route up to the model. Made when the
        /// screen is attached or the stack's structure changes, not per frame.
        private func screenContent(of id: ScreenID, size: CGSize) -> some View {
            content(of: id)
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
                .allowsHitTesting(id == model.attached.last && model.contentReceivesTouches)
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

    /// One screen's layer: its content (made by the stack, unchanged from frame to frame) moved,
    /// scaled, dimmed, clipped and shadowed as the frame's view commands put it. Only this view's
    /// modifiers change during a transition; SwiftUI re-evaluates no content body.
    @MainActor
    struct ScreenLayer<Content: View>: View {
        @ObservedObject var frame: FrameState
        let screen: ScreenID
        let index: Int
        let content: Content

        init(frame: FrameState, screen: ScreenID, index: Int, @ViewBuilder content: () -> Content) {
            self.frame = frame
            self.screen = screen
            self.index = index
            self.content = content()
        }

        var body: some View {
            let state = frame.layerState(of: screen)
            // The clip before the shadow: a clip applied after it would cut the shadow away.
            content
                .overlay(alignment: .topLeading) {
                    SwiftUIColor.black.opacity(state.dimming).allowsHitTesting(false)
                }
                .clipShape(LayerClipShape(clip: state.clip))
                .shadow(
                    color: SwiftUIColor.black.opacity(0.3 * state.shadowOpacity), radius: 10,
                    x: CGFloat(-4 * frame.views.direction.trailingSign), y: 0
                )
                .scaleEffect(CGFloat(state.scale))
                .offset(x: CGFloat(state.offset.dx), y: CGFloat(state.offset.dy))
                .opacity(state.opacity)
                .zIndex(Double(index))
        }
    }

    /// The stack's size and direction, as one value whose change lays the screens out again.
    struct StackGeometry: Equatable {
        var size: CGSize
        var direction: NavKitCore.LayoutDirection
    }

    /// The stack's bounds grown by the safe area around them: what the stack clips to, so screens
    /// sliding past its sides are cut off while the bar's background and full-bleed content still
    /// reach under the status bar and the home indicator.
    struct SafeAreaExtendedBounds: Shape {
        /// The safe area around the stack.
        var insets: SwiftUIEdgeInsets

        nonisolated func path(in rect: CGRect) -> Path {
            let side = max(insets.leading, insets.trailing)
            return Path(
                CGRect(
                    x: rect.minX - side, y: rect.minY - insets.top, width: rect.width + 2 * side,
                    height: rect.height + insets.top + insets.bottom))
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
