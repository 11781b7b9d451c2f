/// Reads `Decodable` values from JSON text with nothing but the standard library — the reverse of
/// ``JSONTextEncoder``, and a reader of any standard JSON. What Foundation's `JSONEncoder` writes
/// reads the same wherever the value is made of the standard library's types; its own forms of
/// `Data`, `URL` and `Decimal` are not what their `Codable` conformances read, and are refused
/// (a typed error, never a wrong value).
///
/// Every failure is thrown, never trapped: text that is not JSON is
/// `DecodingError.dataCorrupted` naming the byte (``JSONParser`` is strict and bounds nesting);
/// a missing key, a value of the wrong kind or a number that does not fit is the matching
/// `DecodingError` with its coding path; and what a type's own `init(from:)` throws comes out
/// unchanged.
package struct JSONTextDecoder {
    /// Creates a decoder.
    package init() {}

    /// Decodes a value from JSON text.
    /// - Parameters:
    ///   - type: The type.
    ///   - text: UTF-8 JSON text (a `String`'s `utf8` view, or bytes).
    /// - Returns: The value.
    /// - Throws: `DecodingError`, or what the type's `init(from:)` throws.
    package func decode<T: Decodable>(_ type: T.Type, from text: some Sequence<UInt8>) throws -> T {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "\(error)"))
        }
        return try decode(type, from: value)
    }

    /// Decodes a value from a JSON value.
    /// - Parameters:
    ///   - type: The type.
    ///   - value: The JSON value.
    /// - Returns: The value.
    /// - Throws: `DecodingError`, or what the type's `init(from:)` throws.
    package func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try TreeDecoder(value: value, codingPath: []).read(type)
    }
}

private struct TreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Reads a value of a type: a scalar directly, anything else by its own `init(from:)`.
    func read<T: Decodable>(_ type: T.Type) throws -> T {
        if let primitive = type as? any JSONPrimitive.Type, let read = try primitive.read(value, at: codingPath) as? T {
            return read
        }
        return try T(from: self)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value else {
            throw mismatch([String: Any].self, expected: "an object", value, codingPath)
        }
        return KeyedDecodingContainer(KeyedTreeContainer(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw mismatch([Any].self, expected: "an array", value, codingPath)
        }
        return UnkeyedTreeContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleTreeContainer(decoder: self) }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let codingPath: [any CodingKey]

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private func decoder(for key: any CodingKey) throws -> TreeDecoder {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(codingPath: codingPath, debugDescription: "no value for \"\(key.stringValue)\""))
        }
        return TreeDecoder(value: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).value == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).read(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try superDecoder(named: SuperKey()) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try superDecoder(named: key) }

    /// A decoder for a key's value, or for `null` when the key is missing (as other coders do).
    private func superDecoder(named key: any CodingKey) throws -> any Decoder {
        TreeDecoder(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct UnkeyedTreeContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder of the next element, without moving past it.
    private func peek(_ type: Any.Type) throws -> TreeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [IndexKey(currentIndex)],
                    debugDescription: "the array has only \(elements.count) elements"))
        }
        return TreeDecoder(value: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard try peek(Any?.self).value == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try peek(type).read(type)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try peek([String: Any].self).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try peek([Any].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try peek(Any.self)
        currentIndex += 1
        return decoder
    }
}

private struct SingleTreeContainer: SingleValueDecodingContainer {
    let decoder: TreeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.read(type) }
}
