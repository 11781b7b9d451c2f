#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif
    import NavKit
    import NavKitDisplayLink
    import NavKitHost

    extension NavKitNavigationController: NavigationHostRenderer {
        /// Makes a lifecycle callback: containment and appearance calls on the child.
        /// - Parameter effect: The callback.
        public func perform(_ effect: ScreenLifecycleEffect) {
            guard let child = records[effect.screen] else { return }
            switch effect {
            case .willEnterStack:
                addChild(child)
                updateSafeAreas()
            case .didEnterStack:
                child.didMove(toParent: self)
            case .willLeaveStack:
                child.willMove(toParent: nil)
            case .didLeaveStack(let id):
                hostViews[id]?.removeFromSuperview()
                child.view.removeFromSuperview()
                hostViews[id] = nil
                child.removeFromParent()
                sweepRecords()
                // Left and brought back in one frame (popped, then set back by a request that
                // waited for the pop): the scene shows it already, so the views are made again.
                if container.scene.layers.contains(where: { $0.screen == id }) {
                    for host in screensView.subviews { host.removeFromSuperview() }
                    driver.invalidateViews()
                    driver.render()
                }
            case .willAppear(_, let animated):
                child.beginAppearanceTransition(true, animated: animated)
            case .didAppear:
                child.endAppearanceTransition()
            case .willDisappear(_, let animated):
                child.beginAppearanceTransition(false, animated: animated)
            case .didDisappear:
                child.endAppearanceTransition()
            }
        }

        /// Applies one view change to the screens' host views or the bar.
        /// - Parameters:
        ///   - command: The change.
        ///   - scene: The scene it leads to.
        public func apply(_ command: ViewCommand, of scene: NavKit.Scene) {
            switch command {
            case .layout(let bounds, let direction):
                screensView.frame = CGRect(bounds)
                sharedElementsView.frame = CGRect(bounds)
                for host in hostViews.values { host.layOut(in: screensView.bounds, direction: direction) }
            case .attach(let id):
                guard let host = hostView(for: id) else { return }
                host.resetToRest()
                host.layOut(in: screensView.bounds, direction: scene.layoutDirection)
                screensView.addSubview(host)
            case .detach(let id):
                hostViews[id]?.removeFromSuperview()
            case .order(let id, let index):
                guard let host = hostViews[id] else { return }
                screensView.insertSubview(host, at: index)
            case .transform(let id, let offset, let scale):
                // Scale about the centre, then translate (`scaledBy` applies first).
                hostViews[id]?.transform = CGAffineTransform(translationX: CGFloat(offset.dx), y: CGFloat(offset.dy))
                    .scaledBy(x: CGFloat(scale), y: CGFloat(scale))
            case .alpha(let id, let value):
                hostViews[id]?.alpha = CGFloat(value)
            case .dimming(let id, let value):
                hostViews[id]?.dimmingView.alpha = CGFloat(value)
            case .shadow(let id, let value):
                hostViews[id]?.layer.shadowOpacity = Float(value)
            case .clip(let id, let clip):
                hostViews[id]?.apply(clip)
            case .sharedElements:
                applySharedElements(of: scene)
            case .bar:
                applyBar(of: scene)
            }
        }

        /// Resumes or pauses the display link.
        /// - Parameter running: Whether frames are needed.
        public func setFrameUpdatesRunning(_ running: Bool) {
            frameLink?.isPaused = !running
        }

        /// The host view of a screen, made on first use around the child's view.
        private func hostView(for id: ScreenID) -> ScreenHostView? {
            if let host = hostViews[id] { return host }
            guard let child = records[id] else { return nil }
            let host = ScreenHostView(content: child.view)
            hostViews[id] = host
            return host
        }

        private func applyBar(of scene: NavKit.Scene) {
            let presentation = driver.barPresentation(measure: measureText)
            let frames = safeAreaLayout.barFrames(for: scene.bar, width: scene.bounds.width)
            barView.apply(
                presentation, background: CGRect(frames.background), content: CGRect(frames.content),
                direction: scene.layoutDirection)
            updateStatusBarIfNeeded()
        }
    }
#endif
