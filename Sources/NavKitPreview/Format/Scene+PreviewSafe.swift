import NavKitCore

extension Scene {
    /// A copy every renderer can draw: numbers finite and clamped (``PreviewNumber/finite(_:)``),
    /// opacities in 0…1, a non-finite scale drawn as 1, bounds at least 1×1.
    ///
    /// The mapping is deterministic, so a scene with a non-finite value still renders the same
    /// bytes every time. Renderers flag such scenes with ``isWellFormed`` where they print text.
    var previewSafe: Scene {
        var copy = self
        let f = PreviewNumber.finite
        copy.bounds = Rect(
            x: f(bounds.minX), y: f(bounds.minY), width: max(1, f(bounds.width)), height: max(1, f(bounds.height)))
        copy.layers = SceneLayers(
            layers.map { layer in
                var layer = layer
                layer.state = layer.state.previewSafe
                return layer
            })
        copy.bar = bar.previewSafe
        copy.sharedElements = sharedElements.map(\.previewSafe)
        if var transition = copy.transition {
            transition.progress = transition.progress.clampedUnit
            copy.transition = transition
        }
        return copy
    }
}

extension SceneLayers {
    /// Rebuilds layers from an array of at most two, keeping their order.
    init(_ array: [ScreenLayer]) {
        switch array.count {
        case 0: self.init()
        case 1: self.init(array[0])
        default: self.init(array[0], array[1])
        }
    }
}

extension LayerState {
    var previewSafe: LayerState {
        let f = PreviewNumber.finite
        return LayerState(
            offset: Vector(dx: f(offset.dx), dy: f(offset.dy)),
            scale: scale.isFinite ? min(1000, max(0, scale)) : 1,
            opacity: opacity.clampedUnit, shadowOpacity: shadowOpacity.clampedUnit, dimming: dimming.clampedUnit,
            zIndex: zIndex, clip: clip.sanitized)
    }
}

extension SharedElementLayer {
    var previewSafe: SharedElementLayer {
        let f = PreviewNumber.finite
        var copy = self
        copy.frame = Rect(
            x: f(frame.minX), y: f(frame.minY), width: max(0, f(frame.width)), height: max(0, f(frame.height)))
        copy.cornerRadius = min(max(0, f(cornerRadius)), copy.frame.width / 2, copy.frame.height / 2)
        copy.opacity = opacity.clampedUnit
        return copy
    }
}

extension BarState {
    var previewSafe: BarState {
        var copy = self
        copy.height = max(0, PreviewNumber.finite(height))
        copy.offset = PreviewNumber.finite(offset)
        copy.opacity = opacity.clampedUnit
        copy.backButtonOpacity = backButtonOpacity.clampedUnit
        copy.title.opacity = title.opacity.clampedUnit
        copy.outgoingTitle?.opacity = (outgoingTitle?.opacity ?? 0).clampedUnit
        copy.appearance.shadowLineOpacity = appearance.shadowLineOpacity.clampedUnit
        return copy
    }
}
