import NavKit

/// The small on-screen readout: progress, velocity, the last gesture decision and settings.
@MainActor
struct Overlay {
    static let height = 58.0

    var progress: Double?
    var velocity: Double
    var decision: String?
    var depth: Int
    var direction: LayoutDirection
    var edgeOnly: Bool
    var reducedMotion: Bool
    var fps: Double

    func draw(on canvas: Canvas, bounds: Rect) {
        let frame = Rect(x: 0, y: bounds.maxY - Self.height, width: bounds.width, height: Self.height)
        canvas.fill(frame, .black, alpha: 0.72)
        let green = Color(red: 0.55, green: 1, blue: 0.6)
        let progressText = progress.map { format($0) } ?? "idle"
        let lines = [
            "progress \(progressText)   release velocity \(format(velocity)) w/s",
            "gesture  \(decision ?? "none yet")",
            "depth \(depth)  \(direction == .leftToRight ? "LTR" : "RTL")  \(edgeOnly ? "edge-only" : "fullscreen")"
                + "\(reducedMotion ? "  reduced" : "")  \(Int(fps.rounded())) fps   p b Esc m r f q",
        ]
        for (index, line) in lines.enumerated() {
            canvas.text(
                line, at: Point(x: 8, y: frame.minY + 5 + Double(index) * 16), size: 11.5, font: .mono,
                color: index == 1 ? green : .white)
        }
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded >= 0 ? " \(rounded)" : "\(rounded)"
    }
}
