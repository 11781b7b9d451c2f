import NavKitCore

/// The arena's members with a region, arranged so a touch-down finds the regions that contain its
/// point without looking at the others: a packed R-tree, built once after the regions change.
///
/// The regions are sorted (in vertical slices left to right, each slice top to bottom) and cut into
/// runs of ``fanout``; each run gets one box around its regions, those boxes are cut into runs the
/// same way, and so on up to a single level of a few boxes. A lookup descends only into the boxes
/// that contain the point, so a list of 10,000 rows costs a few boxes per level and the rows of
/// one run — the same as a list of ten.
struct RegionIndex: Sendable {
    /// Entries per box.
    static let fanout = 16

    /// A box around a run of entries (level 0) or of boxes of the level below.
    private struct Box: Sendable {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        /// The run it covers, in the level below.
        var children: Range<Int>

        /// Grows the box to cover a rectangle (ignoring coordinates that are not numbers: such a
        /// rectangle contains no point).
        mutating func cover(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            if minX < self.minX { self.minX = minX }
            if minY < self.minY { self.minY = minY }
            if maxX > self.maxX { self.maxX = maxX }
            if maxY > self.maxY { self.maxY = maxY }
        }

        /// Whether a point may lie in something the box covers (the same half-open test as
        /// `Rect.contains`).
        func mayContain(_ point: Point) -> Bool {
            point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
        }
    }

    /// The regions, in the index's order, with the member each belongs to.
    private var entries: [(region: Rect, member: Int)] = []
    /// `levels[0]` boxes runs of `entries`; each later level boxes runs of the one before.
    private var levels: [[Box]] = []

    /// An index with no regions.
    init() {}

    /// Indexes regions.
    /// - Parameter regions: Each member's region, with the member's position in the arena.
    init(_ regions: [(region: Rect, member: Int)]) {
        entries = Self.tiled(regions)
        var boxes = entries.indices.map { i in
            let r = entries[i].region
            var box = Box(children: i..<(i + 1))
            box.cover(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY)
            return box
        }
        repeat {
            boxes = Self.group(boxes)
            levels.append(boxes)
        } while boxes.count > Self.fanout
    }

    /// Calls `body` with the member of every region that contains `point`, in no particular order.
    func forEachMember(containing point: Point, _ body: (Int) -> Void) {
        guard let top = levels.indices.last else { return }
        for box in levels[top].indices { visit(level: top, box: box, point, body) }
    }

    private func visit(level: Int, box index: Int, _ point: Point, _ body: (Int) -> Void) {
        let box = levels[level][index]
        guard box.mayContain(point) else { return }
        if level == 0 {
            for entry in box.children where entries[entry].region.contains(point) { body(entries[entry].member) }
        } else {
            for child in box.children { visit(level: level - 1, box: child, point, body) }
        }
    }

    /// One box around each run of `fanout` consecutive boxes.
    private static func group(_ boxes: [Box]) -> [Box] {
        stride(from: 0, to: boxes.count, by: fanout).map { start in
            let run = start..<min(start + fanout, boxes.count)
            var box = Box(children: run)
            for child in boxes[run] {
                box.cover(minX: child.minX, minY: child.minY, maxX: child.maxX, maxY: child.maxY)
            }
            return box
        }
    }

    /// Sort-tile-recursive order: vertical slices by centre x, each slice sorted by centre y, so
    /// neighbouring entries (and so the runs the boxes cover) lie close together on the screen.
    private static func tiled(_ regions: [(region: Rect, member: Int)]) -> [(region: Rect, member: Int)] {
        func centre(_ r: Rect) -> (x: Double, y: Double) { (r.minX + r.size.width / 2, r.minY + r.size.height / 2) }
        // Ties broken by the other axis and then the member, so a column of rows stays in order.
        let byX = regions.sorted {
            let a = centre($0.region)
            let b = centre($1.region)
            return a.x != b.x ? a.x < b.x : a.y != b.y ? a.y < b.y : $0.member < $1.member
        }
        let runs = (byX.count + fanout - 1) / fanout
        var slices = 1
        while slices * slices < runs { slices += 1 }
        let perSlice = slices * fanout
        return stride(from: 0, to: byX.count, by: perSlice).flatMap { start in
            byX[start..<min(start + perSlice, byX.count)].sorted {
                let a = centre($0.region)
                let b = centre($1.region)
                return a.y != b.y ? a.y < b.y : $0.member < $1.member
            }
        }
    }
}
