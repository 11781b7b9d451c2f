import NavKit

/// The small on-screen readout: progress, velocity, the last gesture decision and settings.
@MainActor
struct Overlay {
    static let height = 58.0

    var progress: Double?
    var velocity: Double
    var decision: String?
    var depth: Int
    /// The depth the meter shows: the stack's depth at rest, in between during a transition,
    /// following it frame by frame (the host's alongside animation).
    var meterDepth: Double
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
        // The depth meter: one segment per screen above the root, filled as far as the
        // transition has come (a cancelled swipe leaves it exactly where it was).
        let segment = 18.0
        let meter = Rect(x: bounds.width - 8 - segment * 6, y: frame.minY + 8, width: segment * 6, height: 4)
        canvas.fill(meter, .white, alpha: 0.25)
        canvas.fill(
            Rect(x: meter.minX, y: meter.minY, width: min(meter.width, max(0, meterDepth) * segment), height: 4),
            green)
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
