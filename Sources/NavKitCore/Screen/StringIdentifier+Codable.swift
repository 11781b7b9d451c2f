// The identifiers a saved screen names: each is written as its bare text (`"settings"`), so a
// saved stack reads as the names an app chose.

extension StringIdentifier where Self: Decodable {
    /// Reads the name from its text.
    /// - Parameter decoder: A decoder holding a single string.
    /// - Throws: The decoder's error when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }
}

extension StringIdentifier where Self: Encodable {
    /// Writes the name as its text.
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension ScreenID: Codable {}
extension AnimatorID: Codable {}
extension TransitionSourceID: Codable {}
extension SharedElementID: Codable {}
extension BarItemID: Codable {}
