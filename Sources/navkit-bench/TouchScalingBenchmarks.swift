import NavKit

/// Touches on a screen with N scroll regions (a list whose rows each have a swipe-to-delete
/// region, 44 points tall, one under another), at N = 1 … 10,000, through the container's public
/// API: a touch costs what is under the finger, so every row must be flat in N.
@MainActor
enum TouchScalingBenchmarks {
    /// A container with two screens, the top one a list of `rows` swipe-to-delete rows.
    @MainActor
    final class ListLoop {
        let container: NavigationContainer
        var time = 1.0
        var finger = 0
        /// Where the finger lands: on the first row (so every N has one region under it).
        let down = Point(x: 200, y: 120)

        init(rows: Int) {
            container = NavigationContainer(
                root: Screen(id: "home", title: "Home"), bounds: Rect(x: 0, y: 0, width: 390, height: 844),
                clock: ManualClock())
            _ = try? container.push(Screen(id: "list", title: "List"), animated: false)
            let regions = (0..<rows).map { row in
                ScrollRegion(
                    id: ScrollRegionID("row\(row)"),
                    frame: Rect(x: 0, y: 100 + Double(row) * 44, width: 390, height: 44),
                    kind: .swipeToDeleteRow(revealedWidth: 0))
            }
            container.setScrollRegions(regions, for: "list")
            // The first touch attaches the regions to the arena and indexes them.
            tap()
        }

        private func touch(_ phase: TouchPhase, _ location: Point) {
            time += 1.0 / 120
            _ = try? container.handle(
                Touch(id: TouchID(finger), phase: phase, location: location, timestamp: Timestamp(seconds: time)))
        }

        /// A finger lands on a row and lifts where it landed: two events.
        func tap() {
            finger += 1
            touch(.began, down)
            touch(.ended, down)
        }

        /// A finger lands on a row and drags toward leading (opening its actions), back and forth
        /// `moves` times, then lifts: `moves + 2` events.
        func drag(moves: Int) {
            finger += 1
            touch(.began, down)
            var x = down.x
            var step = -3.0
            for _ in 0..<moves {
                x += step
                if x < 40 || x > down.x { step = -step }
                touch(.moved, Point(x: x, y: down.y))
            }
            touch(.ended, Point(x: x, y: down.y))
        }
    }

    /// A back swipe across a screen with `rows` rows (none of them open, so the swipe wins): one
    /// touch move, a tick and the scene per frame.
    @MainActor
    final class SwipeLoop {
        let clock = ManualClock()
        let container: NavigationContainer
        var time = 1.0
        var x = 40.0
        var step = 3.0

        init(rows: Int) {
            container = NavigationContainer(
                root: Screen(id: "home", title: "Home"), bounds: Rect(x: 0, y: 0, width: 390, height: 844), clock: clock
            )
            _ = try? container.push(Screen(id: "list", title: "List"), animated: false)
            let regions = (0..<rows).map { row in
                ScrollRegion(
                    id: ScrollRegionID("row\(row)"),
                    frame: Rect(x: 0, y: 100 + Double(row) * 44, width: 390, height: 44),
                    kind: .swipeToDeleteRow(revealedWidth: 0))
            }
            container.setScrollRegions(regions, for: "list")
            _ = try? container.handle(
                Touch(id: 1, phase: .began, location: Point(x: 10, y: 150), timestamp: Timestamp(seconds: time)))
            for _ in 0..<4 { frame() }
            precondition(container.transition?.isInteractive == true, "the benchmark swipe did not begin")
        }

        /// One frame: a touch move, a tick, and a read of the scene.
        func frame() {
            time += 1.0 / 120
            x += step
            if x > 330 || x < 30 { step = -step }
            _ = try? container.handle(
                Touch(id: 1, phase: .moved, location: Point(x: x, y: 150), timestamp: Timestamp(seconds: time)))
            _ = try? container.tick(at: Timestamp(seconds: time))
            blackHole(container.scene.layers.count)
        }
    }

    private static func row(_ name: String, _ n: Int, _ m: Measurement, note: String) -> Measurement {
        var row = m
        row.name = name
        row.group = name
        row.n = n
        row.note = note
        return row
    }

    /// Taps (a touch-down and its lift) on one row of `rows`.
    static func touchDown(rows: Int) -> Measurement {
        let loop = ListLoop(rows: rows)
        let taps = 1_000
        let m = measure("", operations: taps * 2, runs: 11) { for _ in 0..<taps { loop.tap() } }
        return row("touch-down + lift, N regions", rows, m, note: "ns per event of a tap on one row")
    }

    /// Drags on one row of `rows`: the row follows the finger.
    static func touchMove(rows: Int) -> Measurement {
        let loop = ListLoop(rows: rows)
        let moves = 400
        let drags = 10
        let m = measure("", operations: drags * (moves + 2), runs: 11) {
            for _ in 0..<drags { loop.drag(moves: moves) }
        }
        return row("touch move, N regions", rows, m, note: "ns per event of a row's drag (down, 400 moves, lift)")
    }

    /// Interactive back-swipe frames over `rows` rows.
    static func frame(rows: Int) -> Measurement {
        let loop = SwipeLoop(rows: rows)
        let frames = 4_000
        let m = measure("", operations: frames, runs: 11) { for _ in 0..<frames { loop.frame() } }
        return row("interactive frame, N regions", rows, m, note: "touch move + tick + animator + Scene")
    }

    static func all() -> [Measurement] {
        var rows: [Measurement] = []
        for n in ScalingBenchmarks.sizes { rows.append(touchDown(rows: n)) }
        for n in ScalingBenchmarks.sizes { rows.append(touchMove(rows: n)) }
        for n in ScalingBenchmarks.sizes { rows.append(frame(rows: n)) }
        return rows
    }
}
