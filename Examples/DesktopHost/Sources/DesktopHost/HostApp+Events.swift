import CSDL2
import NavKit
import NavKitHost

extension HostApp {
    /// Turns one SDL event into touches, operations or window changes. Every touch is stamped
    /// with the host clock when it is handled (the loop waits on events between frames, so that
    /// is when it arrived).
    func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED: updateScale()
            case SDL_WINDOWEVENT_FOCUS_LOST where mouseDown:
                mouseDown = false
                forward(touch(0, .cancelled, x: Double(event.motion.x), y: Double(event.motion.y)))
            default: break
            }
        case SDL_MOUSEBUTTONDOWN
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != csdl_touch_mouse_id():
            guard !mouseDown else { return }
            mouseDown = true
            forward(touch(0, .began, x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEMOTION where mouseDown && event.motion.which != csdl_touch_mouse_id():
            forward(touch(0, .moved, x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEBUTTONUP
        where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != csdl_touch_mouse_id():
            guard mouseDown else { return }
            mouseDown = false
            forward(touch(0, .ended, x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            handleFinger(event.tfinger, type: SDL_EventType(event.type))
        case SDL_KEYDOWN where event.key.repeat == 0:
            handleKey(event.key.keysym.sym, modifiers: event.key.keysym.mod)
        default:
            break
        }
    }

    private func handleFinger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType) {
        let x = Double(finger.x) * container.bounds.width
        let y = Double(finger.y) * container.bounds.height
        switch type {
        case SDL_FINGERDOWN:
            let id = TouchID((fingerIDs.values.map(\.rawValue).max() ?? 0) + 1)
            fingerIDs[finger.fingerId] = id
            forward(touch(id, .began, x: x, y: y))
        case SDL_FINGERMOTION:
            guard let id = fingerIDs[finger.fingerId] else { return }
            forward(touch(id, .moved, x: x, y: y))
        default:
            guard let id = fingerIDs.removeValue(forKey: finger.fingerId) else { return }
            forward(touch(id, .ended, x: x, y: y))
        }
    }

    /// Back keys (Esc, Alt+←, ⌘[) go through NavKitHost's back shortcuts; letters run the demo.
    private func handleKey(_ key: SDL_Keycode, modifiers: UInt16) {
        var held: KeyModifiers = []
        if modifiers & UInt16(KMOD_ALT.rawValue) != 0 { held.insert(.option) }
        if modifiers & UInt16(KMOD_GUI.rawValue) != 0 { held.insert(.command) }
        if modifiers & UInt16(KMOD_CTRL.rawValue) != 0 { held.insert(.control) }
        if modifiers & UInt16(KMOD_SHIFT.rawValue) != 0 { held.insert(.shift) }
        switch Int(key) {
        case Int(SDLK_ESCAPE.rawValue): back(.key(KeyPress(.escape, modifiers: held)))
        case Int(SDLK_LEFT.rawValue): back(.key(KeyPress(.leftArrow, modifiers: held)))
        case Int(SDLK_LEFTBRACKET.rawValue): back(.key(KeyPress(.leftBracket, modifiers: held)))
        case Int(SDLK_p.rawValue) where held.isEmpty: push()
        case Int(SDLK_b.rawValue) where held.isEmpty: back(.backButton)
        case Int(SDLK_m.rawValue) where held.isEmpty: toggleMotion()
        case Int(SDLK_r.rawValue) where held.isEmpty: toggleDirection()
        case Int(SDLK_f.rawValue) where held.isEmpty: toggleMode()
        case Int(SDLK_s.rawValue) where held.isEmpty:
            shotCounter += 1
            pendingShots.append("shot-\(shotCounter)")
        case Int(SDLK_q.rawValue) where held.isEmpty:
            log.write("quit reason=key")
            running = false
        default: break
        }
    }

    /// A touch at the host clock's now (never earlier than the previous one).
    private func touch(_ id: TouchID, _ phase: TouchPhase, x: Double, y: Double) -> Touch {
        lastTouchTime = max(clock.now, lastTouchTime)
        return Touch(id: id, phase: phase, location: Point(x: x, y: y), timestamp: lastTouchTime)
    }
}
