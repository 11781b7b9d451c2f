#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif
    import NavKit
    import NavKitHost

    extension UIColor {
        /// A NavKit colour in UIKit.
        /// - Parameter color: The colour.
        convenience init(_ color: NavKit.Color) {
            self.init(
                red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
        }
    }

    extension CGRect {
        /// A NavKit rectangle in UIKit.
        /// - Parameter rect: The rectangle.
        public init(_ rect: Rect) {
            self.init(
                x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
        }
    }

    extension Rect {
        /// A UIKit rectangle in NavKit: what a ``NavKit/TransitionSourceResolver`` returns for a
        /// view's frame.
        ///
        /// ```swift
        /// return Rect(cell.convert(cell.bounds, to: navigationController.view))
        /// ```
        /// - Parameter rect: The rectangle.
        public init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension UIEdgeInsets {
        /// NavKit's leading/trailing insets as UIKit's left/right ones.
        /// - Parameters:
        ///   - insets: The insets.
        ///   - direction: Which side is leading.
        init(_ insets: EdgeInsets, direction: LayoutDirection) {
            let ltr = direction == .leftToRight
            self.init(
                top: CGFloat(insets.top), left: CGFloat(ltr ? insets.leading : insets.trailing),
                bottom: CGFloat(insets.bottom), right: CGFloat(ltr ? insets.trailing : insets.leading))
        }
    }

    extension EdgeInsets {
        /// UIKit's left/right insets as NavKit's leading/trailing ones.
        /// - Parameters:
        ///   - insets: The insets.
        ///   - direction: Which side is leading.
        init(_ insets: UIEdgeInsets, direction: LayoutDirection) {
            let ltr = direction == .leftToRight
            self.init(
                top: Double(insets.top), leading: Double(ltr ? insets.left : insets.right),
                bottom: Double(insets.bottom),
                trailing: Double(ltr ? insets.right : insets.left))
        }
    }

    #if os(iOS) || STANDIN_IOS
        extension UIStatusBarStyle {
            /// A NavKit status-bar style in UIKit.
            /// - Parameter style: The style.
            init(_ style: StatusBarStyle) {
                switch style {
                case .default: self = .default
                case .darkContent: self = .darkContent
                case .lightContent: self = .lightContent
                }
            }
        }
    #endif

    extension KeyPress {
        /// A UIKit key as a NavKit key press.
        /// - Parameter key: The key.
        @MainActor
        init(_ key: UIKey) {
            let keyboardKey: KeyboardKey
            switch key.keyCode {
            case .keyboardEscape: keyboardKey = .escape
            case .keyboardLeftArrow: keyboardKey = .leftArrow
            case .keyboardRightArrow: keyboardKey = .rightArrow
            case .keyboardOpenBracket: keyboardKey = .leftBracket
            default: keyboardKey = .other(key.charactersIgnoringModifiers)
            }
            var modifiers: KeyModifiers = []
            if key.modifierFlags.contains(.command) { modifiers.insert(.command) }
            if key.modifierFlags.contains(.alternate) { modifiers.insert(.option) }
            if key.modifierFlags.contains(.control) { modifiers.insert(.control) }
            if key.modifierFlags.contains(.shift) { modifiers.insert(.shift) }
            self.init(keyboardKey, modifiers: modifiers)
        }
    }

    /// `CACurrentMediaTime()`: the time base of `CADisplayLink.timestamp` and `UITouch.timestamp`.
    final class MediaClock: NavigationClock {
        var now: Timestamp { Timestamp(seconds: CACurrentMediaTime()) }
    }
#endif
