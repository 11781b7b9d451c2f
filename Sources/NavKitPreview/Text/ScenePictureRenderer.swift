public import NavKitCore

/// A multi-line ASCII picture of a ``Scene``: each screen as a block of letters placed by its
/// offset and scale, the bar as the top row, inside a border.
///
/// A screen is drawn with the first letter of its title (upper case; lower case when dimmed
/// by 0.05 or more; skipped below opacity 0.1); its edge shadow is a column of `|` just outside
/// its leading edge. The bar row shows `<` for the back chevron (`>` in right-to-left) and the
/// title, centred; it is left out when the bar is mostly hidden.
///
/// ```swift
/// print(ScenePictureRenderer(columns: 40, rows: 10).picture(of: scene))
/// ```
public struct ScenePictureRenderer: Hashable, Sendable {
    /// Characters per row inside the border.
    public var columns: Int
    /// Rows inside the border.
    public var rows: Int

    /// Creates a renderer.
    /// - Parameters:
    ///   - columns: Characters per row (at least 4).
    ///   - rows: Rows (at least 2).
    public init(columns: Int = 40, rows: Int = 10) {
        self.columns = columns
        self.rows = rows
    }

    /// The picture.
    /// - Parameter scene: The scene.
    /// - Returns: `rows + 2` lines joined by newlines, each `columns + 2` characters wide.
    public func picture(of scene: Scene) -> String {
        let scene = scene.previewSafe
        let width = max(4, min(400, columns))
        let height = max(2, min(200, rows))
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        let b = scene.bounds
        let sx = Double(width) / b.width
        let sy = Double(height) / b.height
        func column(_ x: Double) -> Int { Int(((x - b.minX) * sx).rounded()) }
        func row(_ y: Double) -> Int { Int(((y - b.minY) * sy).rounded()) }
        for layer in scene.layers where layer.state.opacity >= 0.1 {
            let s = layer.state
            let left = b.minX + b.width / 2 * (1 - s.scale) + s.offset.dx
            let top = b.minY + b.height / 2 * (1 - s.scale) + s.offset.dy
            let (c0, c1) = (column(left), column(left + b.width * s.scale))
            let (r0, r1) = (row(top), row(top + b.height * s.scale))
            let initial = layer.title.first(where: \.isLetter) ?? layer.screen.rawValue.first ?? "#"
            let letter = s.dimming >= 0.05 ? Character(initial.lowercased()) : Character(initial.uppercased())
            for r in max(0, r0)..<min(height, max(r0, r1)) {
                for c in max(0, c0)..<min(width, max(c0, c1)) { grid[r][c] = letter }
                let edge = scene.layoutDirection == .leftToRight ? c0 - 1 : c1
                if s.shadowOpacity >= 0.05, (0..<width).contains(edge) { grid[r][edge] = "|" }
            }
        }
        if scene.bar.opacity >= 0.5, scene.bar.offset > -scene.bar.height / 2 {
            grid[0] = barRow(scene.bar, width: width, direction: scene.layoutDirection)
        }
        let border = "+" + String(repeating: "-", count: width) + "+"
        return ([border] + grid.map { "|" + String($0) + "|" } + [border]).joined(separator: "\n")
    }

    private func barRow(_ bar: BarState, width: Int, direction: LayoutDirection) -> [Character] {
        var row = Array(repeating: Character("="), count: width)
        let title = Array(bar.title.text.prefix(max(0, width - 6)))
        let start = (width - title.count) / 2
        for (i, character) in title.enumerated() { row[start + i] = character }
        if bar.backButtonOpacity >= 0.5 {
            if direction == .leftToRight { row[1] = "<" } else { row[width - 2] = ">" }
        }
        return row
    }
}
