import NavKit
import NavKitTesting

/// A host that knows where shared elements stand on each screen, and remembers every question.
@MainActor
final class SharedElementBoard: TransitionSourceResolver {
    /// Frames by element and screen.
    var frames: [String: SharedElementFrame] = [:]
    /// Zoom sources by name.
    var sources: [TransitionSourceID: Rect] = [:]
    private(set) var questions: [String] = []

    func set(_ element: SharedElementID, on screen: ScreenID, _ frame: Rect, radius: Double = 0) {
        frames["\(element)@\(screen)"] = SharedElementFrame(frame, cornerRadius: radius)
    }

    func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? { sources[source] }

    func sharedElement(_ element: SharedElementID, on screen: ScreenID) -> SharedElementFrame? {
        questions.append("\(element)@\(screen)")
        return frames["\(element)@\(screen)"]
    }
}

enum SharedFixtures {
    static let thumbnail = Rect(x: 20, y: 500, width: 100, height: 80)
    static let hero = Rect(x: 0, y: 100, width: 400, height: 300)
    static let grid = Screen(id: "grid", title: "Grid", preferences: ScreenPreferences(sharedElements: ["photo"]))
    static func detail(animator: AnimatorID? = .fade, elements: [SharedElementID] = ["photo"]) -> Screen {
        Screen(
            id: "detail", title: "Detail",
            preferences: ScreenPreferences(preferredAnimator: animator, sharedElements: elements))
    }

    /// The rectangle a fraction of the way from `a` to `b`, component by component.
    static func blend(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        func mix(_ x: Double, _ y: Double) -> Double { t == 0 ? x : t == 1 ? y : x + (y - x) * t }
        return Rect(
            x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
            height: mix(a.height, b.height))
    }

    /// The largest difference of any component of two rectangles.
    static func distance(_ a: Rect, _ b: Rect) -> Double {
        max(
            abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
    }

    /// Whether `r` lies, component by component, between `a` and `b` (with a little slack).
    static func isBetween(_ r: Rect, _ a: Rect, _ b: Rect, slack: Double = 1e-9) -> Bool {
        func within(_ v: Double, _ x: Double, _ y: Double) -> Bool { v >= min(x, y) - slack && v <= max(x, y) + slack }
        return within(r.minX, a.minX, b.minX) && within(r.minY, a.minY, b.minY) && within(r.width, a.width, b.width)
            && within(r.height, a.height, b.height)
    }
}
