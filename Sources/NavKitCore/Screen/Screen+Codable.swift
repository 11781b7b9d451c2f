// How a screen is saved (a `NavigationSnapshot` in NavKit is a list of them). The keyed form is
// part of the snapshot format: a key is only ever added, never renamed or given a new meaning,
// and every key but the identity may be missing — a missing or `null` key reads as the default —
// so a snapshot written before a preference existed still reads. A value equal to its default is
// not written, so a saved screen stays as short as what it changed; the defaults are therefore part
// of the format too (changing one changes what old snapshots mean, so it takes a new format
// version). An enumeration case this version does not know is an error, not a silent default.

extension Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, title, preferences
    }

    /// Reads a screen; a missing title reads as the identifier's text, missing preferences as the
    /// defaults.
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoder's error when the identity is missing or a value has the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(ScreenID.self, forKey: .id),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            preferences: try container.decode(ScreenPreferences.self, forKey: .preferences, default: .init()))
    }

    /// Writes the screen: its identity and title, and its preferences unless they are the defaults.
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(preferences, forKey: .preferences, unlessEqualTo: .init())
    }
}

extension ScreenPreferences: Codable {
    private enum CodingKeys: String, CodingKey {
        case prefersBarHidden, barAppearance, backGesture, preferredAnimator, backButtonTitle, hidesBackButton
        case leadingBarItems, trailingBarItems, statusBarStyle, allowsCatchingTransitions
        case defersBackToEnclosingContainer, transitionSource, sharedElements
    }

    /// Reads preferences; every missing key reads as its default.
    /// - Parameter decoder: The decoder.
    /// - Throws: The decoder's error when a value has the wrong type or names an unknown case.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var p = ScreenPreferences()
        p.prefersBarHidden = try c.decode(Bool.self, forKey: .prefersBarHidden, default: p.prefersBarHidden)
        p.barAppearance = try c.decode(BarAppearance.self, forKey: .barAppearance, default: p.barAppearance)
        p.backGesture = try c.decode(BackGesturePolicy.self, forKey: .backGesture, default: p.backGesture)
        p.preferredAnimator = try c.decodeIfPresent(AnimatorID.self, forKey: .preferredAnimator)
        p.backButtonTitle = try c.decodeIfPresent(String.self, forKey: .backButtonTitle)
        p.hidesBackButton = try c.decode(Bool.self, forKey: .hidesBackButton, default: p.hidesBackButton)
        p.leadingBarItems = try c.decode([BarItem].self, forKey: .leadingBarItems, default: [])
        p.trailingBarItems = try c.decode([BarItem].self, forKey: .trailingBarItems, default: [])
        p.statusBarStyle = try c.decode(StatusBarStyle.self, forKey: .statusBarStyle, default: p.statusBarStyle)
        p.allowsCatchingTransitions = try c.decode(
            Bool.self, forKey: .allowsCatchingTransitions, default: p.allowsCatchingTransitions)
        p.defersBackToEnclosingContainer = try c.decode(
            Bool.self, forKey: .defersBackToEnclosingContainer, default: p.defersBackToEnclosingContainer)
        p.transitionSource = try c.decodeIfPresent(TransitionSourceID.self, forKey: .transitionSource)
        p.sharedElements = try c.decode([SharedElementID].self, forKey: .sharedElements, default: [])
        self = p
    }

    /// Writes the preferences that differ from the defaults.
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        let d = ScreenPreferences()
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(prefersBarHidden, forKey: .prefersBarHidden, unlessEqualTo: d.prefersBarHidden)
        try c.encode(barAppearance, forKey: .barAppearance, unlessEqualTo: d.barAppearance)
        try c.encode(backGesture, forKey: .backGesture, unlessEqualTo: d.backGesture)
        try c.encodeIfPresent(preferredAnimator, forKey: .preferredAnimator)
        try c.encodeIfPresent(backButtonTitle, forKey: .backButtonTitle)
        try c.encode(hidesBackButton, forKey: .hidesBackButton, unlessEqualTo: d.hidesBackButton)
        try c.encode(leadingBarItems, forKey: .leadingBarItems, unlessEqualTo: [])
        try c.encode(trailingBarItems, forKey: .trailingBarItems, unlessEqualTo: [])
        try c.encode(statusBarStyle, forKey: .statusBarStyle, unlessEqualTo: d.statusBarStyle)
        try c.encode(
            allowsCatchingTransitions, forKey: .allowsCatchingTransitions, unlessEqualTo: d.allowsCatchingTransitions)
        try c.encode(
            defersBackToEnclosingContainer, forKey: .defersBackToEnclosingContainer,
            unlessEqualTo: d.defersBackToEnclosingContainer)
        try c.encodeIfPresent(transitionSource, forKey: .transitionSource)
        try c.encode(sharedElements, forKey: .sharedElements, unlessEqualTo: [])
    }
}

extension BackGesturePolicy: Codable {}
extension StatusBarStyle: Codable {}

extension KeyedEncodingContainer {
    /// Writes a value unless it equals the default a reader assumes for a missing key.
    mutating func encode<T: Encodable & Equatable>(_ value: T, forKey key: Key, unlessEqualTo fallback: T) throws {
        if value != fallback { try encode(value, forKey: key) }
    }
}

extension KeyedDecodingContainer {
    /// Reads a value, or the default when the key is missing or `null`.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default fallback: T) throws -> T {
        try decodeIfPresent(type, forKey: key) ?? fallback
    }
}
