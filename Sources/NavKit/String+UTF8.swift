extension String {
    /// The text of `bytes` when they are well-formed UTF-8, else `nil` (overlong forms, surrogates,
    /// truncated or stray continuation bytes).
    ///
    /// The standard library's `String(validating:as:)` does this, but it is available only from
    /// iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2 (Swift 6.0's
    /// `String(validating:as:)`, SE-0405), later than the platforms NavKit declares; so the bytes are
    /// decoded with `String(decoding:as:)` (available everywhere), which replaces every ill-formed
    /// sequence with U+FFFD, and the result is kept only when its UTF-8 is exactly the bytes given.
    init?(validatingUTF8Bytes bytes: some Collection<UInt8>) {
        let decoded = String(decoding: bytes, as: UTF8.self)
        guard decoded.utf8.elementsEqual(bytes) else { return nil }
        self = decoded
    }
}
