// What "Hosting NavKit" assumes: the host's own clock, views, bar, text measuring and display
// link, and the input it forwards.
import NavKit
import NavKitHost

/// The host's clock.
final class MyClock: NavigationClock {
    var now: Timestamp { .zero }
}

/// A host's view of a screen.
final class HostView {
    func willAppear(_ animated: Bool) {}
}

/// A host's display callback.
final class DisplayLink {
    var isPaused = true
}

extension MyHost {
    var views: [ScreenID: HostView] {
        get { [:] }
        set {}
    }
    var hosted: HostedViews {
        get { HostedViews() }
        set {}
    }
    var bar: BarPresentation? {
        get { nil }
        set {}
    }
    var displayLink: DisplayLink { DisplayLink() }
    func measureText(_ text: String, _ style: BarTextStyle) -> Double { Double(text.count) * 8 }
}

@MainActor final class HostingNavKitContext {
    let host = MyHost()
    var driver: NavigationHostDriver { host.driver }
    let displayLinkTime = Timestamp(seconds: 1)
    let touch = Touch(id: 1, phase: .began, location: Point(x: 10, y: 400), timestamp: Timestamp(seconds: 1))
    let detail = Screen(id: "detail")
}
