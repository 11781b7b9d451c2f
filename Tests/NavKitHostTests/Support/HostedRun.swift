import NavKit
import NavKitFuzz
import NavKitHost
import NavKitTesting

/// A step of a hosted run: anything the container model runner does, or the host's own
/// appearance changing.
enum HostedStep: Sendable, Hashable, CustomStringConvertible {
    case container(ContainerStep)
    case host(ScreenAppearance)

    var description: String {
        switch self {
        case .container(let step): step.description
        case .host(let phase): "host \(phase)"
        }
    }

    static func sequences(length: ClosedRange<Int> = 0...30) -> Gen<[HostedStep]> {
        let step = Gen<HostedStep>.frequency(
            (12, ContainerStep.generator().map { HostedStep.container($0) }),
            (1, Gen<ScreenAppearance>.element(of: ScreenAppearance.allCases).map { HostedStep.host($0) }))
        return Gen.zip(Gen<Int>.int(in: 0...3), Gen<[HostedStep]>.array(of: step, length: length)).map { depth, steps in
            [.host(.appearing), .host(.appeared)]
                + (0..<depth).map { HostedStep.container(.push($0 + 1, animated: false)) } + steps
        }
    }
}

/// Drives a real container through `ContainerModelRunner` (which checks the container against
/// its reference model) with a `NavigationHostDriver` attached, and checks every lifecycle
/// callback the driver makes with an independent `LifecycleChecker`.
@MainActor
final class HostedRun {
    let runner = ContainerModelRunner()
    let driver: NavigationHostDriver
    let renderer = RecordingRenderer()
    private(set) var host = ScreenAppearance.disappeared
    private var errors: [ScreenLifecycleError] = []
    /// A planted fault, from outside the driver: at rest the bar keeps the back button it had
    /// while the top screen's title stays the same, so a changed back-button title (or a new
    /// screen below) is not shown.
    var keepsStaleBackButton = false
    /// The bar the last check saw.
    private var lastBar: BarContent?

    init() {
        driver = NavigationHostDriver(container: runner.container)
        driver.lifecycleErrorHandler = { [unowned self] in errors.append($0) }
        driver.connect(renderer)
    }

    func play(_ steps: [HostedStep]) throws {
        for (index, step) in steps.enumerated() {
            do {
                try perform(step)
            } catch let violation as PropertyViolation {
                throw PropertyViolation("step \(index) \(step): \(violation.message)")
            }
        }
        try runner.settle()
        try check()
    }

    func perform(_ step: HostedStep) throws {
        switch step {
        case .container(let step):
            try runner.perform(step)
        case .host(let phase):
            guard host.canMove(to: phase) else { return }
            host = phase
            driver.hostAppearance(phase, animated: true)
        }
        try check()
    }

    private func check() throws {
        driver.synchronize()
        if keepsStaleBackButton, runner.container.transition == nil, let lastBar,
            driver.incomingBar.title == lastBar.title
        {
            driver.incomingBar.backButton = lastBar.backButton
        }
        lastBar = driver.incomingBar
        if let violation = renderer.violation { throw violation }
        if let error = errors.first { throw PropertyViolation("the driver fed the lifecycle out of order: \(error)") }
        let container = runner.container
        if container.transition != nil {
            try checkBarsInFlight()
            return
        }
        guard container.queuedOperationCount == 0 else { return }
        try renderer.checker.checkAtRest(stack: container.stack.map(\.id), host: host)
        // The bar's content at rest, against the model's own screens (invariant 4): the top
        // screen's title and visibility, and the back button named after the screen below.
        let screens = runner.model.screens
        let bar = driver.incomingBar
        let expectedBack = ReferenceStackModel.backButtonTitle(on: screens)
        guard bar.title == screens[screens.count - 1].title, bar.backButton?.title == expectedBack,
            bar.isBarHidden == screens[screens.count - 1].preferences.prefersBarHidden, driver.outgoingBar == nil
        else {
            throw PropertyViolation(
                "the bar at rest shows \(bar.title), back \(bar.backButton?.title ?? "none"), hidden \(bar.isBarHidden); "
                    + "the model expects \(screens[screens.count - 1].title), back \(expectedBack ?? "none")")
        }
    }
}

extension HostedRun {
    /// The bar's content while a transition runs, against the model's own screens: the incoming
    /// side names the destination's top screen with the back button of the destination's stack,
    /// the outgoing side the screen leaving with its own.
    fileprivate func checkBarsInFlight() throws {
        let model = runner.model
        guard let destination = model.destination else { return }
        let from = model.screens
        func describe(_ bar: BarContent?) -> String {
            bar.map { "\($0.title), back \($0.backButton?.title ?? "none"), hidden \($0.isBarHidden)" } ?? "nothing"
        }
        func matches(_ bar: BarContent?, _ stack: [Screen]) -> Bool {
            guard let bar, let top = stack.last else { return false }
            return bar.title == top.title && bar.backButton?.title == ReferenceStackModel.backButtonTitle(on: stack)
                && bar.isBarHidden == top.preferences.prefersBarHidden
        }
        guard matches(driver.incomingBar, destination), matches(driver.outgoingBar, from) else {
            throw PropertyViolation(
                "the bar in flight shows \(describe(driver.outgoingBar)) → \(describe(driver.incomingBar)); "
                    + "the model expects \(from.last?.title ?? "?"), back "
                    + "\(ReferenceStackModel.backButtonTitle(on: from) ?? "none") → \(destination.last?.title ?? "?"), "
                    + "back \(ReferenceStackModel.backButtonTitle(on: destination) ?? "none")")
        }
    }
}
