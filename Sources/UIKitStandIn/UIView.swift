#if os(Linux)
    /// An object that manages the content for a rectangular area on the screen.
    @MainActor
    open class UIView: UIResponder {
        /// How a view resizes with its superview.
        public struct AutoresizingMask: OptionSet, Sendable {
            /// The raw bits.
            public var rawValue: UInt
            /// Creates a mask.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The width follows the superview.
            public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
            /// The height follows the superview.
            public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        }

        /// The frame in the superview's coordinates (valid while the transform is the identity). A
        /// new size marks the view as needing layout.
        open var frame: CGRect {
            get { storedFrame }
            set {
                let resized = newValue.size != storedFrame.size
                storedFrame = newValue
                storedBounds.size = newValue.size
                if resized { setNeedsLayout() }
            }
        }
        /// The bounds in the view's own coordinates. A new size marks the view as needing layout.
        open var bounds: CGRect {
            get { storedBounds }
            set {
                let resized = newValue.size != storedBounds.size
                storedBounds = newValue
                storedFrame.size = newValue.size
                if resized { setNeedsLayout() }
            }
        }
        private var storedFrame: CGRect
        private var storedBounds: CGRect
        /// The transform applied about the centre.
        open var transform: CGAffineTransform = .identity
        /// The opacity.
        open var alpha: CGFloat = 1
        /// Whether the view is hidden.
        open var isHidden = false
        /// Whether subviews are clipped to the bounds (and to the layer's corner radius).
        open var clipsToBounds = false
        /// The background colour.
        open var backgroundColor: UIColor?
        /// The tint colour (inherited from the superview when `nil`).
        open var tintColor: UIColor! {
            get { storedTintColor ?? superview?.tintColor }
            set { storedTintColor = newValue }
        }
        private var storedTintColor: UIColor?
        /// Whether the view receives touches.
        open var isUserInteractionEnabled = true
        /// How the view resizes.
        open var autoresizingMask: AutoresizingMask = []
        /// The Core Animation layer.
        open var layer: CALayer { storedLayer }
        private let storedLayer = CALayer()
        /// An optional view whose opaque area masks this view's content — its shadow included — in
        /// this view's bounds coordinates (stand-in: stored, not drawn).
        open var mask: UIView?
        /// The superview.
        open var superview: UIView? { storedSuperview }
        private weak var storedSuperview: UIView?
        /// The subviews, back to front.
        open var subviews: [UIView] { storedSubviews }
        private var storedSubviews: [UIView] = []
        /// The recognizers attached (setting it detaches the old ones and attaches the new ones).
        open var gestureRecognizers: [UIGestureRecognizer]? {
            get { storedRecognizers }
            set {
                for recognizer in storedRecognizers ?? [] where recognizer.standInView === self {
                    recognizer.standInView = nil
                }
                storedRecognizers = nil
                for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
            }
        }
        private var storedRecognizers: [UIGestureRecognizer]?
        /// The layout direction.
        open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { standInLayoutDirection }
        /// Stand-in only: the layout direction the system would resolve.
        public var standInLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
        /// The safe-area insets (stand-in: set by `standInSafeAreaInsets` and view controllers).
        open var safeAreaInsets: UIEdgeInsets { standInSafeAreaInsets }
        /// Stand-in only: the safe-area insets the system would compute.
        public var standInSafeAreaInsets = UIEdgeInsets.zero
        /// Stand-in only: how many layout passes (`layoutSubviews()`) the view had.
        public private(set) var standInLayoutCount = 0
        /// Stand-in only: whether the view has been drawn on screen (by a ``standInCommit()``).
        public private(set) var standInHasRendered = false
        /// Stand-in only: a snapshot whose view had never been drawn: it shows nothing.
        public private(set) var standInIsBlankSnapshot = false
        /// Stand-in only: how many snapshots of this view forced a screen update
        /// (`afterScreenUpdates: true`: a render pass of the whole window, at once).
        public private(set) var standInForcedScreenUpdates = 0
        /// Stand-in only: the responder that is first responder in this hierarchy, kept on its root.
        weak var standInFocusedResponder: UIResponder?
        private var needsLayout = true

        /// Creates a view with a frame.
        public init(frame: CGRect) {
            storedFrame = frame
            storedBounds = CGRect(origin: .zero, size: frame.size)
            super.init()
        }

        /// Creates a view with an empty frame.
        public convenience override init() {
            self.init(frame: .zero)
        }

        /// Creates a view from an archive.
        public required init?(coder: NSCoder) {
            storedFrame = .zero
            storedBounds = .zero
            super.init()
        }

        /// The root of the hierarchy the view is in (plays the window for first responders).
        open override var standInHierarchyRoot: UIView? {
            var root = self
            while let parent = root.superview { root = parent }
            return root
        }

        /// Whether the view is `view` or inside it.
        open override func standInIsInside(_ view: UIView) -> Bool { isDescendant(of: view) }

        /// Stand-in only: whether the shadow is drawn (a mask, or clipping to the bounds, cuts it away).
        public var standInDrawsShadow: Bool {
            layer.shadowOpacity > 0 && mask == nil && !clipsToBounds && !layer.masksToBounds
        }

        /// A snapshot of the view's current contents. Stand-in: an empty view of the same size,
        /// blank when the view has never been drawn and the snapshot does not wait for the screen
        /// to update; waiting forces a screen update (counted in ``standInForcedScreenUpdates``).
        /// - Parameter afterUpdates: Whether to include changes not yet rendered.
        /// - Returns: The snapshot view.
        open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
            let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
            if afterUpdates {
                standInForcedScreenUpdates += 1
            } else {
                snapshot.standInIsBlankSnapshot = !standInHasRendered
            }
            return snapshot
        }

        /// Adds a subview in front of the others.
        open func addSubview(_ view: UIView) {
            view.removeFromSuperview()
            storedSubviews.append(view)
            view.storedSuperview = self
            setNeedsLayout()
        }

        /// Inserts a subview at an index among the subviews.
        open func insertSubview(_ view: UIView, at index: Int) {
            if view.superview === self, storedSubviews.firstIndex(where: { $0 === view }) == index { return }
            view.removeFromSuperview()
            storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
            view.storedSuperview = self
            setNeedsLayout()
        }

        /// Moves a subview in front of its siblings.
        open func bringSubviewToFront(_ view: UIView) {
            guard let index = storedSubviews.firstIndex(where: { $0 === view }), index != storedSubviews.count - 1
            else { return }
            storedSubviews.remove(at: index)
            storedSubviews.append(view)
        }

        /// Removes the view from its superview; a first responder inside it resigns.
        open func removeFromSuperview() {
            guard let superview else { return }
            if let root = standInHierarchyRoot, let focused = root.standInFocusedResponder,
                focused.standInHierarchyRoot === root, focused.standInIsInside(self)
            {
                root.standInFocusedResponder = nil
            }
            superview.storedSubviews.removeAll { $0 === self }
            superview.setNeedsLayout()
            storedSuperview = nil
            standInHasRendered = false
        }

        /// Attaches a gesture recognizer.
        open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            storedRecognizers = (storedRecognizers ?? []) + [gestureRecognizer]
            gestureRecognizer.standInView = self
        }

        /// Lays out subviews.
        open func layoutSubviews() {}

        /// Marks the view as needing layout.
        open func setNeedsLayout() { needsLayout = true }

        /// Stand-in only: the view controller whose root view this is (its layout callbacks frame
        /// the view's layout passes, as UIKit's do).
        weak var standInViewController: UIViewController?

        /// Lays the view and its subviews out now where they need it (a view controller's root view
        /// tells the controller before and after: `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`).
        open func layoutIfNeeded() {
            if needsLayout {
                needsLayout = false
                standInLayoutCount += 1
                standInViewController?.viewWillLayoutSubviews()
                layoutSubviews()
                standInViewController?.viewDidLayoutSubviews()
            }
            for subview in storedSubviews { subview.layoutIfNeeded() }
        }

        /// Stand-in only: what Core Animation's commit at the end of a run-loop turn does to the
        /// hierarchy under this view: the layout passes views asked for, then every visible view
        /// drawn.
        public func standInCommit() {
            layoutIfNeeded()
            markRendered()
        }

        private func markRendered() {
            guard !isHidden else { return }
            standInHasRendered = true
            for subview in storedSubviews { subview.markRendered() }
        }

        /// Stand-in only: the layout passes of this view and every view under it.
        public var standInLayoutCountInHierarchy: Int {
            storedSubviews.reduce(standInLayoutCount) { $0 + $1.standInLayoutCountInHierarchy }
        }

        /// The size that fits (stand-in: the current size).
        open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

        /// The safe-area insets changed.
        open func safeAreaInsetsDidChange() {}

        /// Whether the view is the given view or one of its subviews, at any depth.
        open func isDescendant(of view: UIView) -> Bool {
            var current: UIView? = self
            while let candidate = current {
                if candidate === view { return true }
                current = candidate.superview
            }
            return false
        }

        /// Converts a rectangle from this view's coordinates to another view's, as the bounding
        /// box of its converted corners (stand-in: each view's frame, bounds and transform about
        /// its centre are applied on the way up to the common root and undone on the way down;
        /// `nil` means the root).
        open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
            let corners = [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
            ].map { convert($0, to: view) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }

        /// Converts a point from this view's coordinates to another view's (`nil`: the root).
        open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
            var rooted = point
            var current: UIView = self
            while let superview = current.superview {
                rooted = current.pointInSuperview(rooted)
                current = superview
            }
            guard let view else { return rooted }
            var chain: [UIView] = []
            var next: UIView? = view
            while let ancestor = next, ancestor.superview != nil {
                chain.append(ancestor)
                next = ancestor.superview
            }
            return chain.reversed().reduce(rooted) { point, view in view.pointFromSuperview(point) }
        }

        private func pointInSuperview(_ point: CGPoint) -> CGPoint {
            let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(transform)
            return CGPoint(x: frame.midX + local.x, y: frame.midY + local.y)
        }

        private func pointFromSuperview(_ point: CGPoint) -> CGPoint {
            let local = CGPoint(x: point.x - frame.midX, y: point.y - frame.midY).applying(transform.inverted())
            return CGPoint(x: bounds.midX + local.x, y: bounds.midY + local.y)
        }
    }

#endif
