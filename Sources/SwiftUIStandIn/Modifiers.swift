#if os(Linux)
    extension View {
        /// Positions this view within an invisible frame with the specified size.
        public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
            -> ModifiedContent<Self, _StandInModifier>
        {
            standIn("frame")
        }
        /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
        public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _StandInModifier> {
            standIn("position")
        }
        /// Offset this view by the specified horizontal and vertical distances.
        public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _StandInModifier> {
            standIn("offset")
        }
        /// Sets the transparency of this view.
        public func opacity(_ opacity: Double) -> ModifiedContent<Self, _StandInModifier> { standIn("opacity") }
        /// Scales this view uniformly by the given factor.
        public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _StandInModifier> {
            standIn("scaleEffect")
        }
        /// Controls the display order of overlapping views.
        public func zIndex(_ value: Double) -> ModifiedContent<Self, _StandInModifier> { standIn("zIndex") }
        /// Layers the views that you specify in front of this view.
        public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
            -> ModifiedContent<Self, _StandInModifier>
        {
            _ = content()
            return standIn("overlay")
        }
        /// Layers the views that you specify behind this view.
        public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
            -> ModifiedContent<Self, _StandInModifier>
        {
            _ = content()
            return standIn("background")
        }
        /// Adds a shadow to this view.
        public func shadow(
            color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0
        ) -> ModifiedContent<Self, _StandInModifier> {
            standIn("shadow")
        }
        /// Configures whether this view participates in hit test operations.
        public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _StandInModifier> {
            standIn("allowsHitTesting")
        }
        /// Clips this view to its bounding rectangular frame.
        public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _StandInModifier> {
            standIn("clipped")
        }
        /// Expands the safe area of a view.
        public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
            -> ModifiedContent<Self, _StandInModifier>
        {
            standIn("ignoresSafeArea")
        }
        /// Shows the specified content beside the modified view, insetting its safe area.
        public func safeAreaInset<V: View>(
            edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
            @ViewBuilder content: () -> V
        ) -> ModifiedContent<Self, _StandInModifier> {
            _ = content()
            return standIn("safeAreaInset")
        }
        /// Sets a view's foreground elements to use a given style.
        public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StandInModifier> {
            standIn("foregroundStyle")
        }
        /// Sets the maximum number of lines that text can occupy in this view.
        public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _StandInModifier> { standIn("lineLimit") }
        /// Sets the environment value of the specified key path to the given value.
        public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
            -> ModifiedContent<Self, _StandInModifier>
        {
            standIn("environment")
        }

        // MARK: Events

        /// Adds an action to perform when this view appears.
        public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _StandInModifier> {
            standIn("onAppear")
        }
        /// Adds an action to perform after this view disappears.
        public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _StandInModifier> {
            standIn("onDisappear")
        }
        /// Assigns a name to the view's coordinate space, so other views can use it.
        public func coordinateSpace<T: Hashable>(name: T) -> ModifiedContent<Self, _StandInModifier> {
            standIn("coordinateSpace")
        }
        /// Adds an action to perform when the given value changes.
        public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
            -> ModifiedContent<Self, _StandInModifier>
        {
            standIn("onChange")
        }
        /// Adds an action to perform when the specified preference key's value changes (the iOS 18
        /// SDK's `@Sendable` action).
        public func onPreferenceChange<K: PreferenceKey>(
            _ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void
        ) -> ModifiedContent<Self, _StandInModifier> where K.Value: Equatable {
            standIn("onPreferenceChange")
        }
        /// Sets a value for the given preference.
        public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
            -> ModifiedContent<Self, _StandInModifier>
        {
            standIn("preference")
        }
        /// Applies a transformation to a preference value.
        public func transformPreference<K: PreferenceKey>(
            _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
        ) -> ModifiedContent<Self, _StandInModifier> {
            standIn("transformPreference")
        }
        /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
        public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
            -> ModifiedContent<Self, _StandInModifier>
        {
            standIn("simultaneousGesture")
        }
        /// Assigns a keyboard shortcut to the modified control.
        public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
            -> ModifiedContent<Self, _StandInModifier>
        {
            standIn("keyboardShortcut")
        }

        // MARK: Accessibility

        /// Adds an accessibility action to the view.
        public func accessibilityAction(
            _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
        ) -> ModifiedContent<Self, _StandInModifier> {
            standIn("accessibilityAction")
        }
        /// Adds a label to the view that describes its contents.
        public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _StandInModifier> {
            standIn("accessibilityLabel")
        }
        /// Adds the given traits to the view.
        public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _StandInModifier> {
            standIn("accessibilityAddTraits")
        }
        /// Specifies whether to hide this view from system accessibility features.
        public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _StandInModifier> {
            standIn("accessibilityHidden")
        }
    }
#endif
