#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import SwiftUIStandIn
    #else
        import SwiftUI
    #endif
    #if !os(Linux)
        import UIKit
    #endif
    import Foundation
    import NavKit
    import NavKitCore
    import NavKitHost

    // SwiftUI's colour and insets, spelled so that they are never NavKitCore's (both modules name a
    // `Color` and an `EdgeInsets`).
    #if os(Linux)
        typealias SwiftUIColor = SwiftUIStandIn.Color
        typealias SwiftUIEdgeInsets = SwiftUIStandIn.EdgeInsets
    #else
        typealias SwiftUIColor = SwiftUI.Color
        typealias SwiftUIEdgeInsets = SwiftUI.EdgeInsets
    #endif

    extension SwiftUIColor {
        /// A NavKit colour in SwiftUI.
        /// - Parameter color: The colour.
        init(_ color: NavKitCore.Color) {
            self.init(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        }
    }

    extension Rect {
        /// The x of the centre.
        var midX: Double { minX + width / 2 }
        /// The y of the centre.
        var midY: Double { minY + height / 2 }

        /// A SwiftUI rectangle as NavKit's.
        /// - Parameter rect: The rectangle.
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension Point {
        /// A SwiftUI point as NavKit's.
        /// - Parameter point: The point.
        init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }

    extension KeyEquivalent {
        /// The key equivalent of a back key, if SwiftUI has one.
        /// - Parameter key: The key.
        init?(_ key: KeyboardKey) {
            switch key {
            case .escape: self = .escape
            case .leftArrow: self = .leftArrow
            case .rightArrow: self = .rightArrow
            case .leftBracket: self.init("[")
            case .other(let characters):
                guard characters.count == 1, let character = characters.first else { return nil }
                self.init(character)
            }
        }
    }

    extension EventModifiers {
        /// NavKit's modifier keys as SwiftUI's.
        /// - Parameter modifiers: The modifiers.
        init(_ modifiers: KeyModifiers) {
            self = []
            if modifiers.contains(.command) { insert(.command) }
            if modifiers.contains(.option) { insert(.option) }
            if modifiers.contains(.control) { insert(.control) }
            if modifiers.contains(.shift) { insert(.shift) }
        }
    }

    /// The bar's fonts, and text measured in them for NavKitHost's bar layout.
    enum BarFonts {
        /// The title (17 pt semibold, as iOS's bar title).
        static let title = Font.system(size: 17, weight: .semibold)
        /// The back button's title and the items (17 pt regular).
        static let button = Font.system(size: 17, weight: .regular)

        /// The width of a text in a bar style.
        static func measure(_ text: String, _ style: BarTextStyle) -> Double {
            #if !os(Linux)
                // Apple only (not type-checked on Linux): UIKit's text measurement.
                let font = UIFont.systemFont(ofSize: 17, weight: style == .title ? .semibold : .regular)
                return Double((text as NSString).size(withAttributes: [.font: font]).width)
            #else
                // The Linux stand-in has no fonts: an average advance per character.
                return Double(text.count) * (style == .title ? 10 : 9)
            #endif
        }
    }
#endif
