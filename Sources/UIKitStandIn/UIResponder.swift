// A stand-in for the UIKit subset the UIKit adapter uses, compiled on Linux only, so the adapter is
// type-checked and behaviour-tested without a Mac. Like UIKit it re-exports Foundation,
// CoreGraphics, QuartzCore and ObjectiveC. Every declaration is Apple's, as listed (with where it
// was read) in scripts/standin-manifest.txt and held there by scripts/standin-check.sh; the
// behaviour is what the adapter relies on; members named `standIn…` exist only here.
#if os(Linux)
    @_exported import CoreGraphicsStandIn
    @_exported import Foundation
    @_exported import ObjectiveCStandIn
    @_exported import QuartzCoreStandIn

    /// An object that responds to and handles events.
    ///
    /// Stand-in behaviour: one first responder per view hierarchy (its root view plays the
    /// window): `becomeFirstResponder()` asks the current one to resign first, and a view leaving
    /// the hierarchy resigns if it, or a view inside it, is first responder.
    @MainActor
    open class UIResponder: NSObject, StandInAssociating {
        /// Values attached with `objc_setAssociatedObject` (stand-in storage).
        public nonisolated(unsafe) var standInAssociations: [UnsafeRawPointer: Any] = [:]

        /// Creates a responder.
        public override init() {
            super.init()
        }

        /// The next responder in the chain.
        open var next: UIResponder? { nil }

        /// Whether the responder can become first responder.
        open var canBecomeFirstResponder: Bool { false }

        /// Whether the responder gives up first-responder status when asked.
        open var canResignFirstResponder: Bool { true }

        /// Whether the responder is the first responder.
        open var isFirstResponder: Bool { standInHierarchyRoot?.standInFocusedResponder === self }

        /// Asks to become first responder: the current one resigns first.
        @discardableResult
        open func becomeFirstResponder() -> Bool {
            guard canBecomeFirstResponder, let root = standInHierarchyRoot else { return false }
            if let current = root.standInFocusedResponder, current !== self {
                guard current.resignFirstResponder() else { return false }
            }
            root.standInFocusedResponder = self
            return true
        }

        /// Gives up first-responder status.
        @discardableResult
        open func resignFirstResponder() -> Bool {
            guard canResignFirstResponder else { return false }
            if let root = standInHierarchyRoot, root.standInFocusedResponder === self {
                root.standInFocusedResponder = nil
            }
            return true
        }

        /// Stand-in only: the root view of the hierarchy the responder is in (the window's part).
        open var standInHierarchyRoot: UIView? { nil }

        /// Stand-in only: whether the responder is `view`, or inside it.
        open func standInIsInside(_ view: UIView) -> Bool { false }

        /// Physical buttons (keys) were pressed.
        open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            next?.pressesBegan(presses, with: event)
        }

        /// Whether assistive technologies treat the object as an element.
        open var isAccessibilityElement = false
        /// The element's label, read by VoiceOver.
        open var accessibilityLabel: String?
        /// The element's traits.
        open var accessibilityTraits: UIAccessibilityTraits = .none

        /// The accessibility escape action (VoiceOver's two-finger Z); return whether it was handled.
        open func accessibilityPerformEscape() -> Bool { false }
    }

    /// The traits of an accessibility element.
    public struct UIAccessibilityTraits: OptionSet, Sendable {
        /// The raw bits.
        public var rawValue: UInt64
        /// Creates traits.
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        /// No traits.
        public static let none = UIAccessibilityTraits([])
        /// A button.
        public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
        /// A header.
        public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
        /// Static text.
        public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
        /// Not enabled.
        public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    }

    /// Accessibility settings (a struct in UIKit, which gives it no initializer).
    public struct UIAccessibility {
        private init() {}
        /// Whether the user turned on Reduce Motion (stand-in: never).
        @MainActor public static var isReduceMotionEnabled: Bool { false }
        /// Posted when Reduce Motion changes.
        public static let reduceMotionStatusDidChangeNotification = Notification.Name(
            "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }
#endif
