import CAllocationCounter
import NavKit

/// Costs that must not grow with work they have nothing to do with, each measured at
/// N = 1 … 10,000 through the public API: a flat row is O(1) in N.
@MainActor
enum ScalingBenchmarks {
    static let sizes = [1, 10, 100, 1_000, 10_000]

    private final class Observer: NavigationObserver {}

    private final class Interceptor: BackInterceptor {
        func shouldConsumeBack(on screen: ScreenID) -> Bool { false }
    }

    /// A container whose stack is `depth` screens, with a 10-second push running on top.
    private static func transitioning(depth: Int, screens: [Screen]) -> NavigationContainer {
        var registry = AnimatorRegistry.standard
        registry.register(SlideParallaxAnimator(duration: 10), as: "slow")
        let container = NavigationContainer(root: screens[0], clock: ManualClock(), animators: registry)
        _ = try? container.setStack(Array(screens.prefix(depth)), animated: false)
        _ = try? container.push(Screen(id: "moving"), animator: "slow")
        return container
    }

    private static func stackScreens(_ count: Int) -> [Screen] {
        [Screen(id: "root")] + (1..<max(1, count)).map { Screen(id: ScreenID("s\($0)"), title: "Screen \($0)") }
    }

    private static func row(_ name: String, _ n: Int, _ m: Measurement, note: String) -> Measurement {
        var row = m
        row.name = name
        row.group = name
        row.n = n
        row.note = note
        return row
    }

    /// Requests `pairs` pushes of `screen`, each followed by a pop (animated: they queue while a
    /// transition runs).
    private static func queuePushesAndPops(_ pairs: Int, of screen: Screen, on container: NavigationContainer) {
        for _ in 0..<pairs {
            _ = try? container.push(screen)
            _ = try? container.pop()
        }
    }

    /// A push and a pop requested while a transition runs on a stack `depth` screens deep: both
    /// queue, each validated against the projected stack.
    static func requestDuringTransition(depth: Int) -> Measurement {
        let screens = stackScreens(depth)
        var container = transitioning(depth: depth, screens: screens)
        let extra = Screen(id: "extra")
        let pairs = 200
        func prepare() { container = transitioning(depth: depth, screens: screens) }
        func run() { queuePushesAndPops(pairs, of: extra, on: container) }
        let m = measure("", operations: pairs * 2, runs: 11, prepare: prepare, run)
        return row("request during a transition, depth N", depth, m, note: "queued push or pop")
    }

    /// A push and a pop queued behind `count` requests already waiting.
    static func queue(of count: Int) -> Measurement {
        let screens = stackScreens(2)
        func prepared() -> NavigationContainer {
            let container = transitioning(depth: 2, screens: screens)
            for index in 0..<count {
                // pop, push "moving", pop, … keeps the projection toggling between two stacks.
                if index % 2 == 0 { _ = try? container.pop() } else { _ = try? container.push(Screen(id: "moving")) }
            }
            return container
        }
        var container = prepared()
        let extra = Screen(id: "extra")
        let pairs = 200
        func prepare() { container = prepared() }
        func run() { queuePushesAndPops(pairs, of: extra, on: container) }
        let m = measure("", operations: pairs * 2, runs: 11, prepare: prepare, run)
        return row("request behind a queue of N", count, m, note: "queued push or pop")
    }

    /// A push and a pop (not animated) of a screen with a scroll region and a back interceptor,
    /// above `count` screens that each have both.
    static func popWithRegisteredScreens(_ count: Int) -> Measurement {
        let screens = stackScreens(count)
        let container = NavigationContainer(root: screens[0], clock: ManualClock())
        _ = try? container.setStack(screens, animated: false)
        let interceptors = (0...count).map { _ in Interceptor() }
        let region = ScrollRegion(
            id: "list", frame: Rect(x: 0, y: 100, width: 390, height: 400), kind: .verticalScroller)
        for (index, screen) in screens.enumerated() {
            container.setBackInterceptor(interceptors[index], for: screen.id)
            container.setScrollRegions([region], for: screen.id)
        }
        let extra = Screen(id: "extra")
        let pairs = 1_000
        let m = measure("", operations: pairs * 2, runs: 11) {
            for _ in 0..<pairs {
                _ = try? container.push(extra, animated: false)
                container.setBackInterceptor(interceptors[count], for: extra.id)
                container.setScrollRegions([region], for: extra.id)
                _ = try? container.pop(animated: false)
            }
        }
        return withExtendedLifetime(interceptors) {
            row(
                "pop with N registered screens", count, m,
                note: "push or pop; every screen has a region and an interceptor")
        }
    }

    /// Adding and removing one observer while `count` others are attached.
    static func observers(_ count: Int) -> Measurement {
        let container = NavigationContainer(root: Screen(id: "root"), clock: ManualClock())
        let attached = (0..<count).map { _ in Observer() }
        for observer in attached { container.addObserver(observer) }
        let extra = Observer()
        let pairs = 2_000
        let m = measure("", operations: pairs * 2, runs: 11) {
            for _ in 0..<pairs {
                container.addObserver(extra)
                container.removeObserver(extra)
            }
        }
        return withExtendedLifetime(attached) { row("N observers", count, m, note: "add or remove one observer") }
    }

    /// `count` pushes (not animated), then `popToRoot`: the time per push, and the heap the popped
    /// screens still hold afterwards (bounded: returned once the stack shrinks).
    static func memoryAfterDeepPop(_ count: Int) -> Measurement {
        let screens = stackScreens(count + 1).dropFirst()
        var retained: [Double] = []
        var container = NavigationContainer(root: Screen(id: "root"), clock: ManualClock())
        var liveBefore: Int64 = 0
        func prepare() {
            container = NavigationContainer(root: Screen(id: "root"), clock: ManualClock())
            liveBefore = navkit_live_bytes()
        }
        func run() {
            for screen in screens { _ = try? container.push(screen, animated: false) }
            _ = try? container.popToRoot(animated: false)
            retained.append(Double(navkit_live_bytes() - liveBefore))
        }
        var m = measure("", operations: max(1, count), runs: 7, warmup: 1, prepare: prepare, run)
        m.retainedBytes = median(retained)
        return row("memory after N pushes and popToRoot", count, m, note: "ns per push; bytes still held after the pop")
    }

    static func all() -> [Measurement] {
        var rows: [Measurement] = []
        for n in sizes { rows.append(requestDuringTransition(depth: n)) }
        for n in sizes { rows.append(queue(of: n)) }
        for n in sizes { rows.append(popWithRegisteredScreens(n)) }
        for n in sizes { rows.append(observers(n)) }
        for n in sizes { rows.append(memoryAfterDeepPop(n)) }
        return rows
    }
}
