#if os(Linux)
    import Foundation

    extension View {
        /// Positions this view within an invisible frame with the specified size.
        public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
            -> some View
        {
            standIn("frame")
        }
        /// Positions the center of this view at the specified coordinates in its parent's
        /// coordinate space.
        public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { standIn("position") }
        /// Offset this view by the specified horizontal and vertical distances.
        public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { standIn("offset") }
        /// Sets the transparency of this view.
        public nonisolated func opacity(_ opacity: Double) -> some View { standIn("opacity") }
        /// Scales this view uniformly by the given factor.
        public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
            standIn("scaleEffect")
        }
        /// Controls the display order of overlapping views.
        public nonisolated func zIndex(_ value: Double) -> some View { standIn("zIndex") }
        /// Layers the views that you specify in front of this view.
        public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
            -> some View
        {
            standIn("overlay", .view(content()))
        }
        /// Layers the views that you specify behind this view.
        public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
            -> some View
        {
            standIn("background", .view(content()))
        }
        /// Adds a shadow to this view.
        public nonisolated func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0
        ) -> some View {
            standIn("shadow")
        }
        /// Configures whether this view participates in hit test operations.
        public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View { standIn("allowsHitTesting") }
        /// Clips this view to its bounding rectangular frame.
        public nonisolated func clipped(antialiased: Bool = false) -> some View { standIn("clipped", .clip(nil)) }
        /// Expands the safe area of a view.
        public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
            -> some View
        {
            standIn("ignoresSafeArea", .ignoresSafeArea(edges))
        }
        /// Shows the specified content beside the modified view.
        public nonisolated func safeAreaInset<V: View>(
            edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
            @ViewBuilder content: () -> V
        ) -> some View {
            standIn("safeAreaInset", .view(content()))
        }
        /// Sets a view's foreground elements to use a given style.
        public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { standIn("foregroundStyle") }
        /// Sets the maximum number of lines that text can occupy in this view.
        public nonisolated func lineLimit(_ number: Int?) -> some View { standIn("lineLimit") }
        /// Sets the environment value of the specified key path to the given value.
        public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
            -> some View
        {
            standIn("environment", .environment { $0[keyPath: keyPath] = value })
        }

        // MARK: Events

        /// Adds an action to perform before this view appears.
        public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
            standIn("onAppear", .lifecycle(appear: action, disappear: nil))
        }
        /// Adds an action to perform after this view disappears.
        public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
            standIn("onDisappear", .lifecycle(appear: nil, disappear: action))
        }
        /// Adds a task to perform before this view appears or when a specified value changes.
        public nonisolated func task<T: Equatable>(
            id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
        ) -> some View {
            standIn("task", .task(id: value, action: action))
        }
        /// Assigns a name to the view's coordinate space, so other views can operate on dimensions
        /// like points and sizes relative to the named space.
        public nonisolated func coordinateSpace<T: Hashable>(name: T) -> some View { standIn("coordinateSpace") }
        /// Adds an action to perform when the specified preference key's value changes (stand-in:
        /// preferences are not propagated).
        public nonisolated func onPreferenceChange<K: PreferenceKey>(
            _ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void
        ) -> some View where K.Value: Equatable {
            standIn("onPreferenceChange")
        }
        /// Sets a value for the given preference.
        public nonisolated func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
            standIn("preference")
        }
        /// Applies a transformation to a preference value.
        public nonisolated func transformPreference<K: PreferenceKey>(
            _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
        ) -> some View {
            standIn("transformPreference")
        }
        /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
        public nonisolated func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
            -> some View
        {
            standIn("simultaneousGesture", .gesture(gesture))
        }
        /// Assigns a keyboard shortcut to the modified control.
        public nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
            -> some View
        {
            standIn("keyboardShortcut", .keyboardShortcut(key, modifiers))
        }

        // MARK: Accessibility

        /// Adds an accessibility action to the view.
        public nonisolated func accessibilityAction(
            _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
        ) -> some View {
            standIn("accessibilityAction")
        }
        /// Adds a label to the view that describes its contents.
        public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
            standIn("accessibilityLabel")
        }
        /// Adds the given traits to the view.
        public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
            standIn("accessibilityAddTraits")
        }
        /// Specifies whether to hide this view from system accessibility features.
        public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { standIn("accessibilityHidden") }
    }
#endif
