import NavKit

/// What a demo screen shows beyond its title and colour.
enum DemoKind: Equatable {
    case plain
    case hiddenBar
    case transparentBar
    /// A horizontal pager with this many pages, opening on the middle one.
    case pager(pages: Int)
    case slider
    /// A web-like screen whose back is intercepted while its history has more than one page.
    case web(history: Int)
    /// The photo a thumbnail on Inbox zooms into: dragged in any direction it shrinks back.
    case zoomed
}

/// One screen of the demo stack.
struct DemoScreen {
    var screen: Screen
    var kind: DemoKind
    var background: Color
    var note: String
}

/// The demo stack: the screen at each depth, so `p` and the button always push the next one.
enum DemoCatalog {
    static func screen(atDepth depth: Int) -> DemoScreen {
        func make(
            _ title: String, _ kind: DemoKind, _ rgb: (Double, Double, Double), _ note: String,
            _ preferences: ScreenPreferences = .init()
        ) -> DemoScreen {
            DemoScreen(
                screen: Screen(id: ScreenID("s\(depth)"), title: title, preferences: preferences), kind: kind,
                background: Color(red: rgb.0, green: rgb.1, blue: rgb.2), note: note)
        }
        switch depth {
        case 0: return make("NavKit", .plain, (0.96, 0.96, 0.98), "The root: a swipe here does nothing.")
        case 1:
            return make(
                "Inbox", .plain, (0.87, 0.93, 1.0), "Swipe anywhere to go back.",
                ScreenPreferences(trailingBarItems: [BarItem(id: "edit", title: "Edit")], sharedElements: [photo]))
        case 2:
            return make(
                "Photo", .hiddenBar, (0.13, 0.14, 0.17), "No bar, and the swipe still works.",
                ScreenPreferences(prefersBarHidden: true))
        case 3:
            return make(
                "Profile", .transparentBar, (1.0, 0.95, 0.86), "A transparent bar over a header.",
                ScreenPreferences(barAppearance: .transparent, backButtonTitle: "Me"))
        case 4: return make("Gallery", .pager(pages: 3), (0.9, 0.98, 0.91), "The pager wins until page 1.")
        case 5: return make("Volume", .slider, (0.98, 0.9, 0.95), "Drags on the slider never pop.")
        case 6: return make("Web", .web(history: 3), (0.93, 0.93, 0.9), "Back steps through history first.")
        case 7:
            return make(
                "Notification Settings", .plain, (0.92, 0.9, 0.98), "Too long a title for the back button above.")
        default:
            let hue = Double(depth % 5) / 5
            return make("Detail \(depth)", .plain, (0.85 + 0.1 * hue, 0.9, 0.95 - 0.1 * hue), "Just another screen.")
        }
    }

    /// The name of the thumbnail on Inbox the zoomed photo grows out of.
    static let thumbnail: TransitionSourceID = "thumbnail"
    /// The shared element of Inbox's thumbnail and the zoomed photo: it flies between them.
    static let photo: SharedElementID = "photo"

    /// The photo pushed with a zoom out of Inbox's thumbnail (on top of whatever depth).
    static let zoomed = DemoScreen(
        screen: Screen(
            id: "zoom", title: "Thumbnail",
            preferences: ScreenPreferences(
                prefersBarHidden: true, preferredAnimator: .zoom, transitionSource: thumbnail,
                sharedElements: [photo])),
        kind: .zoomed, background: Color(red: 0.13, green: 0.14, blue: 0.17),
        note: "Drag it down (any way) to shrink it back.")

    /// The demo screen of an identifier made by ``screen(atDepth:)``, or the zoomed photo.
    static func screen(for id: ScreenID) -> DemoScreen? {
        if id == zoomed.screen.id { return zoomed }
        guard id.rawValue.first == "s", let depth = Int(id.rawValue.dropFirst()) else { return nil }
        return screen(atDepth: depth)
    }

    /// The stack from the root to a depth.
    static func stack(toDepth depth: Int) -> [Screen] {
        (0...max(0, depth)).map { screen(atDepth: $0).screen }
    }
}

/// Where a demo screen's controls stand, in the screen's own coordinates (at rest).
struct DemoLayout {
    var size: Size
    var barHeight: Double

    var titleOrigin: Point { Point(x: 20, y: barHeight + 24) }
    var button: Rect { Rect(x: 20, y: size.height - 150, width: size.width - 40, height: 50) }
    var pager: Rect {
        Rect(x: 0, y: barHeight + 130, width: size.width, height: max(120, size.height - 340 - barHeight))
    }
    var slider: Rect { Rect(x: 30, y: barHeight + 200, width: size.width - 60, height: 44) }
    var header: Rect { Rect(x: 0, y: 0, width: size.width, height: barHeight + 170) }
    /// Inbox's thumbnail, below the middle of the screen (the photo zooms out of it).
    var thumbnail: Rect { Rect(x: size.width / 2 - 60, y: size.height - 290, width: 120, height: 90) }
    /// The zoomed screen's photo, the full width below its title (the thumbnail flies into it).
    var zoomedPhoto: Rect { Rect(x: 0, y: 130, width: size.width, height: size.width * 0.75) }
}
