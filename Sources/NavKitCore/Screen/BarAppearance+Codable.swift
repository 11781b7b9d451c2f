// How bar appearances, colours and bar items are saved, as part of a saved screen's preferences
// (see Screen+Codable.swift for the rules: keys are only added, missing keys read as defaults,
// defaults are not written). Values read go through the initialisers, so a colour component or an
// opacity outside 0…1 is clamped as it would be in code.

extension BarAppearance: Codable {
    private enum CodingKeys: String, CodingKey {
        case backgroundColor, tintColor, titleColor, shadowLineOpacity
    }

    /// Reads an appearance; missing keys read as the standard appearance's values.
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoder's error when a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = BarAppearance.standard
        self.init(
            backgroundColor: try c.decode(Color.self, forKey: .backgroundColor, default: d.backgroundColor),
            tintColor: try c.decode(Color.self, forKey: .tintColor, default: d.tintColor),
            titleColor: try c.decode(Color.self, forKey: .titleColor, default: d.titleColor),
            shadowLineOpacity: try c.decode(Double.self, forKey: .shadowLineOpacity, default: d.shadowLineOpacity))
    }

    /// Writes what differs from the standard appearance.
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        let d = BarAppearance.standard
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(backgroundColor, forKey: .backgroundColor, unlessEqualTo: d.backgroundColor)
        try c.encode(tintColor, forKey: .tintColor, unlessEqualTo: d.tintColor)
        try c.encode(titleColor, forKey: .titleColor, unlessEqualTo: d.titleColor)
        try c.encode(shadowLineOpacity, forKey: .shadowLineOpacity, unlessEqualTo: d.shadowLineOpacity)
    }
}

extension Color: Codable {
    private enum CodingKeys: String, CodingKey {
        case red, green, blue, alpha
    }

    /// Reads a colour (`{"red": 1, "green": 0.5, "blue": 0}`; a missing alpha is opaque),
    /// clamping each component to 0…1.
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoder's error when a component is missing or not a number.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            red: try c.decode(Double.self, forKey: .red), green: try c.decode(Double.self, forKey: .green),
            blue: try c.decode(Double.self, forKey: .blue), alpha: try c.decode(Double.self, forKey: .alpha, default: 1)
        )
    }

    /// Writes the components (the alpha only when the colour is not opaque).
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(red, forKey: .red)
        try c.encode(green, forKey: .green)
        try c.encode(blue, forKey: .blue)
        try c.encode(alpha, forKey: .alpha, unlessEqualTo: 1)
    }
}

extension BarItem: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, accessibilityLabel, isEnabled
    }

    /// Reads a bar item; a missing `isEnabled` reads as enabled.
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoder's error when the identity or title is missing.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(BarItemID.self, forKey: .id), title: try c.decode(String.self, forKey: .title),
            accessibilityLabel: try c.decodeIfPresent(String.self, forKey: .accessibilityLabel),
            isEnabled: try c.decode(Bool.self, forKey: .isEnabled, default: true))
    }

    /// Writes the item.
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try c.encode(isEnabled, forKey: .isEnabled, unlessEqualTo: true)
    }
}
