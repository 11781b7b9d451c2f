import Foundation
import NavKit

// A first command-line tool: `navkit demo` pushes, pops and swipes on a real container and
// prints each frame of interest as text.

func describe(_ scene: Scene) -> String {
    let layers = scene.layers.map { layer in
        let s = layer.state
        return "\(layer.screen)[dx \(Int(s.offset.dx.rounded())) dim \(format2(s.dimming)) shadow \(format2(s.shadowOpacity))]"
    }.joined(separator: " ")
    let bar = scene.bar.isHidden ? "bar hidden" : "bar '\(scene.bar.title.text)' y \(Int(scene.bar.offset)) α \(format2(scene.bar.opacity))"
    let progress = scene.transition.map { " p \(format2($0.progress))" } ?? ""
    return "\(layers) | \(bar)\(progress)"
}

func format2(_ value: Double) -> String {
    let scaled = (value * 100).rounded() / 100
    return "\(scaled)"
}

func runDemo() throws {
    let clock = ManualClock()
    let container = NavigationContainer(root: Screen(id: "home", title: "Home"), clock: clock)
    func frames(_ seconds: Double, every: Int = 6) throws {
        let count = Int((seconds * 60).rounded(.up))
        for frame in 1...count {
            clock.advance(by: 1.0 / 60)
            let scene = try container.tick()
            if frame % every == 0 || !container.isTransitioning {
                print(format3(clock.now.seconds), describe(scene))
            }
            if !container.isTransitioning { break }
        }
    }
    print("push list, photo (hidden bar), detail")
    for screen in [
        Screen(id: "list", title: "List"),
        Screen(id: "photo", title: "Photo", preferences: ScreenPreferences(prefersBarHidden: true)),
        Screen(id: "detail", title: "Detail"),
    ] {
        try container.push(screen)
        try frames(0.6)
    }
    print("interactive pop released at 30% -> cancel")
    try container.beginInteractivePop()
    for step in 1...6 {
        clock.advance(by: 1.0 / 60)
        try container.updateInteractivePop(progress: Double(step) * 0.05)
    }
    print(format3(clock.now.seconds), describe(container.scene))
    try container.cancelInteractivePop(velocity: -0.2)
    try frames(0.5, every: 3)
    print("stack:", container.stack.map(\.id.rawValue).joined(separator: " > "))
}

func format3(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "t=\(scaled)s"
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "demo", nil:
    do { try runDemo() } catch {
        print("navkit: \(error)")
        exit(1)
    }
default:
    print("usage: navkit demo")
    exit(2)
}
