import CSDL2
import Foundation
import NavKit
import NavKitHost

extension HostApp {
    /// Runs the commands a script left in the command file, then deletes it.
    ///
    /// One command per line: `shot NAME`, `push`, `back`, `stack DEPTH` (the demo stack to that
    /// depth, without animation), `rtl on|off`, `mode edge|fullscreen`, `motion reduced|standard`,
    /// `state`, `quit`.
    func runCommands() {
        guard let path = options.commandFile, access(path, F_OK) == 0,
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return }
        unlink(path)
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let verb = words.first else { continue }
            let argument = words.dropFirst().first
            switch verb {
            case "shot": pendingShots.append(argument ?? "shot-\(shotCounter + 1)")
            case "push": push()
            case "back": back(.backButton)
            case "stack":
                let depth = argument.flatMap { Int($0) } ?? 0
                do { try driver.request { try $0.setStack(DemoCatalog.stack(toDepth: depth), animated: false) } } catch
                {
                    log.write("error stack \(error)")
                }
                logState()
            case "rtl":
                if (argument == "on") != (container.layoutDirection == .rightToLeft) { toggleDirection() }
            case "mode":
                setMode(argument == "edge" ? .edgeOnly : .fullscreen)
            case "motion":
                if (argument == "reduced") != (driver.motionPolicy == .reduced) { toggleMotion() }
            case "state": logState()
            case "quit":
                log.write("quit reason=command")
                running = false
            default: log.write("error command '\(line)'")
            }
        }
    }

    func logState() {
        syncDemoState()
        var line =
            "state stack=\(HostLog.describe(container.stack.map(\.id))) transitioning=\(container.transition != nil) "
            + "motion=\(driver.motionPolicy.rawValue)"
        for (id, pager) in content.pagers { line += " pager.\(id)=\(pager.page)" }
        for (id, pages) in content.webHistory { line += " history.\(id)=\(pages)" }
        log.write(line)
    }

    /// Reads the frame just drawn and writes it as `NAME.bmp` in the shot directory (atomically:
    /// written under a temporary name, then renamed), and logs what the scene said at that frame.
    func saveScreenshot(_ name: String, pixelWidth: Int32, pixelHeight: Int32) {
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, pixelWidth, pixelHeight, 32, format) else { return }
        defer { SDL_FreeSurface(surface) }
        guard SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch) == 0 else {
            log.write("error shot \(Self.sdlError("SDL_RenderReadPixels"))")
            return
        }
        let final = options.shotDirectory + "/" + name + ".bmp"
        let temporary = final + ".part"
        guard SDL_SaveBMP_RW(surface, SDL_RWFromFile(temporary, "wb"), 1) == 0, rename(temporary, final) == 0 else {
            log.write("error shot \(Self.sdlError("SDL_SaveBMP"))")
            return
        }
        let scene = container.scene
        // What was drawn: the retained views and the bar the driver laid out.
        let layers = display.views.screens.map { view in
            "\(view.screen):dx=\(Int(view.state.offset.dx.rounded())),alpha=\(round2(view.state.opacity)),"
                + "dim=\(round2(view.state.dimming)),shadow=\(round2(view.state.shadowOpacity)),"
                + "dy=\(Int(view.state.offset.dy.rounded())),scale=\(round2(view.state.scale))"
        }.joined(separator: ";")
        let progress = scene.transition.map { "\(round2($0.progress))" } ?? "idle"
        let bar = display.bar?.primary.layout
        // The shared elements drawn in flight, with their frames (none at rest).
        let flying = display.views.sharedElements.map { layer in
            "\(layer.element):\(Int(layer.frame.minX.rounded())),\(Int(layer.frame.minY.rounded())),"
                + "\(Int(layer.frame.width.rounded()))x\(Int(layer.frame.height.rounded()))"
        }.joined(separator: ";")
        log.write(
            "shot name=\(name) progress=\(progress) layers=\(layers) bar='\(bar?.title?.text ?? "")' "
                + "back='\(bar?.backButton?.label ?? "")' barAlpha=\(round2(scene.bar.opacity)) "
                + "stack=\(HostLog.describe(container.stack.map(\.id))) flying=\(flying.isEmpty ? "none" : flying)")
    }

    private func round2(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
