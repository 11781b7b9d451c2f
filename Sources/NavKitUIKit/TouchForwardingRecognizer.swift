#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
        // Apple-only (not type-checked on Linux): makes `state` settable in a subclass.
        import UIKit.UIGestureRecognizerSubclass
    #endif
    import NavKit
    import NavKitHost

    /// Sees every touch first and forwards it to the driver, without blocking the app's own
    /// recognizers or content until the container says so: it never delays touches, recognizes
    /// alongside every other recognizer while the content has the touch, and begins only when the
    /// back swipe took the touch over and the content must let go
    /// (``NavKitInteraction/TouchRouting/cancelledContentTouches``, which follows
    /// ``NavKitInteraction/BackGestureConfiguration/cancelsTouchesInContent``). Then UIKit cancels
    /// the view's touches, the recognizers already recognizing on the touch (a scroll view's pan)
    /// are cancelled, and no other one may begin alongside until the touch ends.
    @MainActor
    final class TouchForwardingRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
        weak var driver: NavigationHostDriver?
        /// Called before the first finger of a gesture is forwarded.
        var willForwardFirstTouch: (() -> Void)?
        private var ids: [ObjectIdentifier: TouchID] = [:]
        private var nextID = 1
        private var lastTime = Timestamp.zero
        private var lastLocation = Point.zero

        init() {
            super.init(target: nil, action: nil)
            // The view's touches are cancelled only when the recognizer begins, which it does only
            // when the container asks the content to let go.
            cancelsTouchesInView = true
            delaysTouchesBegan = false
            delaysTouchesEnded = false
            delegate = self
        }

        // UIKit's header: a subclass that overrides these must call super (the base class tracks
        // the touches: `numberOfTouches`, `location(in:)`).
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            forward(touches, .began, event)
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            forward(touches, .moved, event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            forward(touches, .ended, event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            forward(touches, .cancelled, event)
        }

        override func reset() {
            super.reset()
            ids.removeAll()
        }

        /// Alongside every recognizer while the content has the touch; none once the back swipe
        /// took it over from the content.
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { state == .possible }

        /// Ends every touch forwarded so far as cancelled, at the latest time forwarded (the
        /// forwarder is about to stand down: UIKit sends a disabled recognizer no more touches and
        /// resets it without cancelling them).
        func cancelForwardedTouches() {
            guard let driver else { return }
            for id in ids.values.sorted(by: { $0.rawValue < $1.rawValue }) {
                _ = try? driver.handle(Touch(id: id, phase: .cancelled, location: lastLocation, timestamp: lastTime))
            }
            ids.removeAll()
        }

        /// Cancels the other recognizers that were recognizing the touches (disabling a recognizer
        /// that is recognizing cancels it), so content stops scrolling under the back swipe.
        private func cancelContentRecognizers(_ recognizers: [UIGestureRecognizer]) {
            for recognizer in recognizers where recognizer !== self {
                guard recognizer.state == .began || recognizer.state == .changed else { continue }
                recognizer.isEnabled = false
                recognizer.isEnabled = true
            }
        }

        private func forward(_ touches: Set<UITouch>, _ phase: TouchPhase, _ event: UIEvent) {
            guard let driver else { return }
            if phase == .began, ids.isEmpty { willForwardFirstTouch?() }
            var tookOver = false
            if touches.count == 1, let touch = touches.first {
                tookOver = forward(touch, phase, event, to: driver)
            } else {
                // A stable order, so touch identities do not depend on set iteration.
                for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
                    tookOver = forward(touch, phase, event, to: driver) || tookOver
                }
            }
            switch state {
            case .possible where tookOver:
                state = .began
                for touch in touches { cancelContentRecognizers(touch.gestureRecognizers ?? []) }
            case .began, .changed: state = ids.isEmpty ? .ended : .changed
            case .possible where ids.isEmpty: state = .failed
            default: break
            }
        }

        /// Forwards one touch — each sample the digitiser measured, for a move — and returns whether
        /// the container asked the content to let go of it. (Allocation-free for a touch with no
        /// coalesced samples: no arrays are made per event.)
        private func forward(
            _ touch: UITouch, _ phase: TouchPhase, _ event: UIEvent, to driver: NavigationHostDriver
        ) -> Bool {
            let key = ObjectIdentifier(touch)
            if phase == .began {
                ids[key] = TouchID(nextID)
                nextID += 1
            }
            guard let id = ids[key] else { return false }
            var tookOver = false
            // Coalesced touches give the velocity tracker every sample the digitiser measured.
            if phase == .moved, let samples = event.coalescedTouches(for: touch), !samples.isEmpty {
                for sample in samples { tookOver = forward(sample, as: id, phase, to: driver) || tookOver }
            } else {
                tookOver = forward(touch, as: id, phase, to: driver)
            }
            if phase == .ended || phase == .cancelled { ids[key] = nil }
            return tookOver
        }

        private func forward(_ sample: UITouch, as id: TouchID, _ phase: TouchPhase, to driver: NavigationHostDriver)
            -> Bool
        {
            let point = sample.location(in: view)
            lastLocation = Point(x: Double(point.x), y: Double(point.y))
            // UIKit's timestamps can repeat or step back across coalesced samples and touches;
            // the container refuses a time earlier than one it has seen, so each is clamped.
            lastTime = max(lastTime, Timestamp(seconds: Double(sample.timestamp)))
            let routed = try? driver.handle(
                Touch(id: id, phase: phase, location: lastLocation, timestamp: lastTime))
            return routed?.cancelledContentTouches.isEmpty == false
        }
    }
#endif
