import NavKit

/// Draws a demo screen's content at rest, in its own coordinates (the scene moves it).
@MainActor
struct DemoPainter {
    let canvas: Canvas
    let content: DemoContent

    /// Paints a screen; `hides` says which shared elements fly above it now (left out here).
    func paint(
        _ demo: DemoScreen, layout: DemoLayout, direction: LayoutDirection,
        hides: (SharedElementID) -> Bool = { _ in false }
    ) {
        let size = layout.size
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), demo.background)
        let dark = demo.kind == .hiddenBar || demo.kind == .zoomed
        let ink = dark ? Color.white : Color(red: 0.08, green: 0.08, blue: 0.1)
        let id = demo.screen.id
        var title = layout.titleOrigin
        switch demo.kind {
        case .hiddenBar:
            title.y = 40
            paintPhoto(Rect(x: 0, y: 130, width: size.width, height: size.width * 0.75))
        case .transparentBar:
            let header = layout.header
            canvas.fill(header, Color(red: 0.98, green: 0.55, blue: 0.24))
            canvas.fill(
                Rect(x: 0, y: header.maxY - 60, width: size.width, height: 60), Color(red: 0.95, green: 0.42, blue: 0.2)
            )
            canvas.fill(Rect(x: size.width - 100, y: header.maxY - 80, width: 70, height: 70), .white)
            title.y = header.maxY + 16
        case .plain:
            paintRows(from: title.y + 100, layout: layout, label: demo.screen.title == "Inbox" ? "Message" : "Row")
        case .pager:
            paintPager(id, in: layout.pager, direction: direction)
        case .slider:
            paintSlider(id, track: layout.slider)
        case .web:
            paintHistory(id, from: title.y + 100, width: size.width)
        case .zoomed:
            title.y = 40
            if !hides(DemoCatalog.photo) { paintPhoto(layout.zoomedPhoto) }
        }
        if DemoContent.showsThumbnail(demo), !hides(DemoCatalog.photo) {
            let thumbnail = layout.thumbnail
            canvas.fill(thumbnail.insetBy(-2), .white)
            paintPhoto(thumbnail)
        }
        canvas.text(demo.screen.title, at: title, size: 30, font: .bold, color: ink)
        canvas.text(demo.note, at: Point(x: title.x, y: title.y + 44), size: 15, color: ink, alpha: 0.7)
        if demo.kind != .zoomed { paintButton(demo, in: layout.button) }
    }

    private func paintButton(_ demo: DemoScreen, in rect: Rect) {
        let next = DemoCatalog.screen(atDepth: depth(of: demo) + 1).screen.title
        let pressed = content.pressedButton == demo.screen.id
        canvas.fill(rect, pressed ? Color(red: 0, green: 0.33, blue: 0.75) : .systemBlue)
        canvas.text(
            "Push \(next)  ›", at: Point(x: rect.minX + rect.width / 2, y: rect.minY + 14), size: 17,
            font: .bold, color: .white, anchor: 0.5)
    }

    private func depth(of demo: DemoScreen) -> Int { Int(demo.screen.id.rawValue.dropFirst()) ?? 0 }

    private func paintRows(from y: Double, layout: DemoLayout, label: String) {
        let rowHeight = 44.0
        var top = y
        var index = 1
        while top + rowHeight < layout.button.minY - 20 {
            canvas.fill(Rect(x: 0, y: top, width: layout.size.width, height: rowHeight), .white, alpha: 0.7)
            canvas.text("\(label) \(index)", at: Point(x: 20, y: top + 12), size: 16, color: .black, alpha: 0.85)
            canvas.fill(
                Rect(x: 20, y: top + rowHeight - 0.5, width: layout.size.width - 20, height: 0.5), .black, alpha: 0.15)
            top += rowHeight
            index += 1
        }
    }

    /// Paints a shared element in flight, in window coordinates: the photo with a white rim.
    func paintFlying(_ layer: SharedElementLayer) {
        guard layer.element == DemoCatalog.photo else { return }
        canvas.fill(layer.frame.insetBy(-2), .white, alpha: layer.opacity)
        paintPhoto(layer.frame, alpha: layer.opacity)
    }

    private func paintPhoto(_ rect: Rect, alpha: Double = 1) {
        let bands: [(Double, Color)] = [
            (0.35, Color(red: 0.45, green: 0.7, blue: 0.95)), (0.2, Color(red: 0.6, green: 0.8, blue: 0.97)),
            (0.2, Color(red: 0.3, green: 0.5, blue: 0.3)), (0.25, Color(red: 0.2, green: 0.38, blue: 0.22)),
        ]
        var y = rect.minY
        for (fraction, color) in bands {
            canvas.fill(
                Rect(x: rect.minX, y: y, width: rect.width, height: rect.height * fraction), color, alpha: alpha)
            y += rect.height * fraction
        }
        let sun = min(36, rect.width * 0.2)
        canvas.fill(
            Rect(x: rect.minX + rect.width * 0.7, y: rect.minY + sun * 0.6, width: sun, height: sun),
            Color(red: 1, green: 0.9, blue: 0.5), alpha: alpha)
    }

    private func paintPager(_ id: ScreenID, in frame: Rect, direction: LayoutDirection) {
        guard let pager = content.pagers[id] else { return }
        let sign = direction.trailingSign
        let position = pager.shown - pager.drag * sign / frame.width
        let colors = [
            Color(red: 0.36, green: 0.6, blue: 0.95), Color(red: 0.3, green: 0.75, blue: 0.5),
            Color(red: 0.95, green: 0.6, blue: 0.3), Color(red: 0.7, green: 0.45, blue: 0.85),
        ]
        for page in 0..<pager.pages {
            let x = frame.minX + sign * (Double(page) - position) * frame.width
            guard x < frame.maxX, x + frame.width > frame.minX else { continue }
            let card = Rect(x: x + 16, y: frame.minY, width: frame.width - 32, height: frame.height - 24)
            canvas.fill(card, colors[page % colors.count])
            canvas.text(
                "Page \(page + 1) of \(pager.pages)",
                at: Point(x: card.minX + card.width / 2, y: card.minY + card.height / 2 - 14),
                size: 22, font: .bold, color: .white, anchor: 0.5)
        }
        for page in 0..<pager.pages {
            let slot = Double(page) - Double(pager.pages - 1) / 2
            let dot = Rect(
                x: frame.minX + frame.width / 2 + sign * slot * 16 - 4, y: frame.maxY - 14, width: 8, height: 8)
            canvas.fill(dot, .black, alpha: page == pager.page ? 0.7 : 0.2)
        }
    }

    private func paintSlider(_ id: ScreenID, track: Rect) {
        let value = content.sliders[id] ?? 0
        let y = track.minY + track.height / 2
        canvas.fill(Rect(x: track.minX, y: y - 2, width: track.width, height: 4), .black, alpha: 0.15)
        canvas.fill(Rect(x: track.minX, y: y - 2, width: track.width * value, height: 4), .systemBlue)
        let thumb = Rect(x: track.minX + track.width * value - 14, y: y - 14, width: 28, height: 28)
        canvas.fill(thumb.insetBy(-1), .black, alpha: 0.25)
        canvas.fill(thumb, .white)
        canvas.text(
            "Volume \(Int((value * 100).rounded()))%", at: Point(x: track.minX, y: track.maxY + 12), size: 16,
            color: .black, alpha: 0.8)
    }

    private func paintHistory(_ id: ScreenID, from y: Double, width: Double) {
        let pages = content.webHistory[id] ?? 1
        for page in 1...max(1, pages) {
            let row = Rect(x: 20, y: y + Double(page - 1) * 48, width: width - 40, height: 40)
            canvas.fill(row, page == pages ? .systemBlue : .white, alpha: page == pages ? 0.25 : 0.8)
            canvas.text(
                "web page \(page)\(page == pages ? "  (current)" : "")", at: Point(x: row.minX + 12, y: row.minY + 10),
                size: 16, color: .black, alpha: 0.85)
        }
        let left = pages - 1
        let note =
            left > 0
            ? "The next \(left) back swipe\(left == 1 ? "" : "s") step back in history" : "The next back swipe pops"
        canvas.text(note, at: Point(x: 20, y: y + Double(pages) * 48 + 8), size: 14, color: .black, alpha: 0.6)
    }
}
