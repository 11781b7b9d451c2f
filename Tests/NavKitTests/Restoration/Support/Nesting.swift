/// A value that is nothing but arrays inside each other, `levels` deep (`[[[]]]` is 3): what
/// the text coder's depth limit is about.
struct Nesting: Codable, Hashable, Sendable {
    var levels: Int

    init(levels: Int) { self.levels = levels }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for _ in 1..<levels { container = container.nestedUnkeyedContainer() }
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        levels = 1
        while !container.isAtEnd {
            container = try container.nestedUnkeyedContainer()
            levels += 1
        }
    }
}
