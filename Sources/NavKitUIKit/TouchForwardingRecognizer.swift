#if canImport(UIKit) || os(Linux)
    #if canImport(UIKit)
        import UIKit
        // Apple-only (not type-checked on Linux): makes `state` settable in a subclass.
        import UIKit.UIGestureRecognizerSubclass
    #else
        import UIKitStandIn
    #endif
    import NavKit
    import NavKitHost

    /// Sees every touch first and forwards it to the driver, without ever blocking the app's own
    /// recognizers or content: it recognizes simultaneously with every other recognizer, never
    /// delays touches, and begins only when the back swipe took the touch over (UIKit then cancels
    /// the content's touches, as ``NavKitInteraction/TouchRouting/cancelledContentTouches`` asks).
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
            cancelsTouchesInView = true
            delaysTouchesBegan = false
            delaysTouchesEnded = false
            delegate = self
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { forward(touches, .began, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { forward(touches, .moved, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { forward(touches, .ended, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            forward(touches, .cancelled, event)
        }

        override func reset() {
            super.reset()
            ids.removeAll()
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }

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

        private func forward(_ touches: Set<UITouch>, _ phase: TouchPhase, _ event: UIEvent) {
            guard let driver else { return }
            if phase == .began, ids.isEmpty { willForwardFirstTouch?() }
            var tookOver = false
            // A stable order, so touch identities do not depend on set iteration.
            for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
                let key = ObjectIdentifier(touch)
                if phase == .began {
                    ids[key] = TouchID(nextID)
                    nextID += 1
                }
                guard let id = ids[key] else { continue }
                // Coalesced touches give the velocity tracker every sample the digitiser measured.
                let samples = phase == .moved ? (event.coalescedTouches(for: touch) ?? [touch]) : [touch]
                for sample in samples {
                    let point = sample.location(in: view)
                    lastLocation = Point(x: Double(point.x), y: Double(point.y))
                    lastTime = max(lastTime, Timestamp(seconds: Double(sample.timestamp)))
                    let routed = try? driver.handle(
                        Touch(
                            id: id, phase: phase, location: lastLocation,
                            timestamp: Timestamp(seconds: Double(sample.timestamp))))
                    if case .begin = routed?.action { tookOver = true }
                }
                if phase == .ended || phase == .cancelled { ids[key] = nil }
            }
            switch state {
            case .possible where tookOver: state = .began
            case .began, .changed: state = ids.isEmpty ? .ended : .changed
            case .possible where ids.isEmpty: state = .failed
            default: break
            }
        }
    }
#endif
