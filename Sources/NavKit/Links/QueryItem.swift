/// One `name=value` item of a link's query, decoded.
///
/// A query is a list, not a dictionary: its order is kept, and a name may repeat
/// (`?tag=a&tag=b`). `?flag` (no `=`) has a `nil` value, `?flag=` an empty one; the two stay
/// apart through a round trip. `+` is a plus sign, as RFC 3986 reads it (not a space, as HTML
/// forms write one); NavKit writes a space as `%20` and a plus as `%2B`, so every reader agrees.
public struct QueryItem: Hashable, Sendable, CustomStringConvertible {
    /// The name; never empty.
    public var name: String
    /// The value, or `nil` for an item without `=`.
    public var value: String?

    /// Creates an item (the labels of Foundation's `URLQueryItem(name:value:)`).
    ///
    /// ```swift
    /// try routes.link(to: "/search", query: [QueryItem(name: "q", value: "swift & go")])
    /// // "/search?q=swift%20%26%20go"
    /// ```
    /// - Parameters:
    ///   - name: The name (not empty).
    ///   - value: The value, or `nil` for none (`?flag`).
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }

    /// `name=value`, percent-encoded as a link holds it.
    public var description: String {
        PercentEncoding.encode(name) + (value.map { "=" + PercentEncoding.encode($0) } ?? "")
    }
}
