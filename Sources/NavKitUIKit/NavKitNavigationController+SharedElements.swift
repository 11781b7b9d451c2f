#if os(iOS) || os(visionOS) || os(Linux)
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif
    public import NavKit
    import NavKitHost

    extension NavKitNavigationController: TransitionSourceResolver {
        /// Where a zoom's source element stands: asked of ``sourceResolver``.
        /// - Parameters:
        ///   - source: The element.
        ///   - screen: The screen that owns it.
        /// - Returns: ``sourceResolver``'s answer, or `nil`.
        public func frame(of source: TransitionSourceID, on screen: ScreenID) -> Rect? {
            sourceResolver?.frame(of: source, on: screen)
        }

        /// Where a shared element stands on a screen at rest: the frame of the view its view
        /// controller registered (``NavKitItem/setSharedElement(_:as:)``) in the screens' coordinates,
        /// with that view's corner radius; otherwise ``sourceResolver``'s answer.
        /// - Parameters:
        ///   - element: The element.
        ///   - screen: The screen.
        /// - Returns: The element's resting frame, or `nil` when the screen does not show it.
        public func sharedElement(_ element: SharedElementID, on screen: ScreenID) -> SharedElementFrame? {
            guard let child = records[screen], let view = child.navKit.sharedElementView(element) else {
                return sourceResolver?.sharedElement(element, on: screen)
            }
            // The child's view at rest fills the screens' bounds; an incoming screen is laid out
            // there first, so its element is measured where it will land.
            if child.view.bounds.size != screensView.bounds.size {
                child.view.frame = CGRect(origin: .zero, size: screensView.bounds.size)
                child.view.layoutIfNeeded()
            }
            return SharedElementFrame(
                Rect(view.convert(view.bounds, to: child.view)), cornerRadius: Double(view.layer.cornerRadius))
        }

        /// Shows the scene's shared elements in flight: a snapshot of each element (of the
        /// incoming screen's view, or the outgoing one's) above the screens at the layer's frame,
        /// corner radius and alpha, with both screens' own views of it hidden; elements that
        /// landed lose their snapshot and show again.
        func applySharedElements(of scene: NavKit.Scene) {
            for hidden in hiddenSharedElements where !scene.hidesElement(hidden.element, on: hidden.screen) {
                hidden.view?.isHidden = false
            }
            hiddenSharedElements.removeAll { !scene.hidesElement($0.element, on: $0.screen) }
            for (element, snapshot) in flyingSnapshots
            where !scene.sharedElements.contains(where: { $0.element == element }) {
                snapshot.removeFromSuperview()
                flyingSnapshots[element] = nil
            }
            for layer in scene.sharedElements {
                let snapshot = flyingSnapshots[layer.element] ?? makeSnapshot(of: layer)
                flyingSnapshots[layer.element] = snapshot
                sharedElementsView.bringSubviewToFront(snapshot)
                snapshot.frame = CGRect(layer.frame)
                snapshot.layer.cornerRadius = CGFloat(layer.cornerRadius)
                snapshot.clipsToBounds = true
                snapshot.alpha = CGFloat(layer.opacity)
                for screen in [layer.fromScreen, layer.toScreen] {
                    guard let view = records[screen]?.navKit.sharedElementView(layer.element), !view.isHidden else {
                        continue
                    }
                    view.isHidden = true
                    hiddenSharedElements.append(HiddenSharedElement(element: layer.element, screen: screen, view: view))
                }
            }
        }

        /// A snapshot of the element's view on the screen that was shown when the flight began —
        /// the outgoing one, already drawn — or, failing that, on the incoming one, as it was last
        /// drawn. Never `afterScreenUpdates: true`: that forces a render pass of the whole window
        /// at once (this runs inside a display-link frame), and an incoming screen that has never
        /// been drawn comes out blank either way. An empty view when neither screen has the view.
        private func makeSnapshot(of layer: SharedElementLayer) -> UIView {
            let source =
                records[layer.fromScreen]?.navKit.sharedElementView(layer.element)
                ?? records[layer.toScreen]?.navKit.sharedElementView(layer.element)
            let snapshot = source?.snapshotView(afterScreenUpdates: false) ?? UIView()
            snapshot.isUserInteractionEnabled = false
            sharedElementsView.addSubview(snapshot)
            return snapshot
        }
    }
#endif
