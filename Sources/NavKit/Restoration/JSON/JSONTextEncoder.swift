/// Writes `Encodable` values as compact JSON text with nothing but the standard library, so
/// NavKit's snapshots and saved paths become a `String` (for `@SceneStorage`, an
/// `NSUserActivity`, a file) on every platform, Foundation or not. The text is standard JSON, and
/// Foundation's `JSONDecoder` reads it back the same as long as the value is made of the standard
/// library's types; Foundation's coder has forms of its own for `Data` (base64), `URL` (a string)
/// and `Decimal` (a number), where this encoder writes what their `Codable` conformances say.
///
/// The same value always gives the same text. Keys come out in the order a value encodes them —
/// except that a collection whose order is not part of its value is written in one canonical
/// order: a `Dictionary`'s keys (or, for a dictionary of other keys, its key–value pairs) sorted by
/// the UTF-8 bytes of their JSON text, a `Set`'s elements likewise. (Their own iteration order
/// differs between two equal values and between two runs of the app, which would make equal
/// snapshots differ, and a saved path be written again when nothing moved.)
/// Values JSON cannot hold — a NaN or infinite number — a value that asks one encoder for two
/// kinds of container, and arrays and objects nested deeper than ``JSONParser/maximumDepth`` (what
/// the reader refuses) are `EncodingError.invalidValue`, never a trap: whatever encodes, reads back.
package struct JSONTextEncoder {
    /// Creates an encoder.
    package init() {}

    /// Encodes a value as JSON text.
    /// - Parameter value: The value.
    /// - Returns: The text.
    /// - Throws: `EncodingError`, or what the value's own `encode(to:)` throws.
    package func encode<T: Encodable>(_ value: T) throws -> String { try encodeValue(value).text }

    /// Encodes a value as a JSON value.
    /// - Parameter value: The value.
    /// - Returns: The JSON value.
    /// - Throws: `EncodingError`, or what the value's own `encode(to:)` throws.
    package func encodeValue<T: Encodable>(_ value: T) throws -> JSONValue {
        let state = EncodingState()
        let slot = EncodingSlot()
        try TreeEncoder(slot: slot, codingPath: [], state: state).put(value)
        if let failure = state.failure { throw failure }
        return slot.resolved
    }
}

/// The first misuse an encoding met (container requests cannot throw), thrown as soon as the value
/// that made it is done.
private final class EncodingState {
    var failure: EncodingError?

    func fail(_ what: String, at path: [any CodingKey]) {
        guard failure == nil else { return }
        failure = .invalidValue(what, EncodingError.Context(codingPath: path, debugDescription: what))
    }
}

/// One value under construction: unset, a finished value, or an object or array being filled.
private final class EncodingSlot {
    enum Content {
        case unset
        case value(JSONValue)
        case object(ObjectSlots)
        case array(ArraySlots)
    }

    var content = Content.unset

    /// The finished value (an unset slot — a value that encoded nothing — is an empty object).
    var resolved: JSONValue {
        switch content {
        case .unset: .object(JSONObject())
        case .value(let value): value
        case .object(let object):
            .object(
                object.keys.reduce(into: JSONObject()) { result, key in result[key] = object.slots[key]?.resolved })
        case .array(let array): .array(array.slots.map(\.resolved))
        }
    }

    /// Puts the members of a collection whose order is not its value's in one order: an object's
    /// keys, or an array's elements (or key–value pairs), by the UTF-8 bytes of their text.
    /// - Parameter pairs: Whether the array holds keys and values in turn (a dictionary whose keys
    ///   are not strings or integers).
    func putInCanonicalOrder(pairs: Bool) {
        func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }
        switch content {
        case .object(let object):
            object.keys.sort(by: precedes)
        case .array(let array) where pairs:
            var members: [(key: String, slots: ArraySlice<EncodingSlot>)] = []
            for start in stride(from: 0, to: array.slots.count, by: 2) {
                let slots = array.slots[start..<min(start + 2, array.slots.count)]
                members.append((slots[start].resolved.text, slots))
            }
            array.slots = members.sorted { precedes($0.key, $1.key) }.flatMap(\.slots)
        case .array(let array):
            array.slots = array.slots.map { ($0.resolved.text, $0) }.sorted { precedes($0.0, $1.0) }.map(\.1)
        case .unset, .value:
            break
        }
    }

    var kind: String {
        switch content {
        case .unset: "nothing"
        case .value(let value): value.kind
        case .object: "an object"
        case .array: "an array"
        }
    }
}

private final class ObjectSlots {
    var keys: [String] = []
    var slots: [String: EncodingSlot] = [:]

    /// A fresh slot for a key (a key encoded again is replaced, keeping its place).
    func slot(for key: String) -> EncodingSlot {
        if slots[key] == nil { keys.append(key) }
        let slot = EncodingSlot()
        slots[key] = slot
        return slot
    }
}

private final class ArraySlots {
    var slots: [EncodingSlot] = []

    func append() -> EncodingSlot {
        let slot = EncodingSlot()
        slots.append(slot)
        return slot
    }
}

private struct TreeEncoder: Encoder {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    let state: EncodingState
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Encodes a value into this encoder's slot: a scalar as itself, anything else by its own
    /// `encode(to:)` — after which a misuse it made of its containers is thrown, so the error
    /// comes out of the value that made it.
    func put<T: Encodable>(_ value: T) throws {
        if let primitive = value as? any JSONPrimitive {
            set(try primitive.json(at: codingPath))
        } else {
            try value.encode(to: self)
            // A value that encoded nothing is written as `{}`: one more level too.
            if case .unset = slot.content { checkDepth() }
            if let unordered = value as? any UnorderedCollection { slot.putInCanonicalOrder(pairs: unordered.isKeyed) }
        }
        if let failure = state.failure { throw failure }
    }

    /// Refuses an array or object here when the reader would refuse it: one at this coding path
    /// is nested in one array or object per key of the path.
    private func checkDepth() {
        guard codingPath.count >= JSONParser.maximumDepth else { return }
        state.fail(
            "arrays and objects nested deeper than \(JSONParser.maximumDepth), which no reader of this text accepts",
            at: codingPath)
    }

    func set(_ value: JSONValue) {
        guard case .unset = slot.content else {
            state.fail("a single value encoded into \(slot.kind)", at: codingPath)
            return
        }
        slot.content = .value(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        checkDepth()
        let object: ObjectSlots
        switch slot.content {
        case .unset:
            object = ObjectSlots()
            slot.content = .object(object)
        case .object(let existing):
            object = existing
        case .value, .array:
            state.fail("a keyed container asked of \(slot.kind)", at: codingPath)
            object = ObjectSlots()
        }
        return KeyedEncodingContainer(KeyedTreeContainer(object: object, codingPath: codingPath, state: state))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        checkDepth()
        let array: ArraySlots
        switch slot.content {
        case .unset:
            array = ArraySlots()
            slot.content = .array(array)
        case .array(let existing):
            array = existing
        case .value, .object:
            state.fail("an unkeyed container asked of \(slot.kind)", at: codingPath)
            array = ArraySlots()
        }
        return UnkeyedTreeContainer(array: array, codingPath: codingPath, state: state)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleTreeContainer(encoder: self) }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: ObjectSlots
    let codingPath: [any CodingKey]
    let state: EncodingState

    private func encoder(for key: any CodingKey) -> TreeEncoder {
        TreeEncoder(slot: object.slot(for: key.stringValue), codingPath: codingPath + [key], state: state)
    }

    mutating func encodeNil(forKey key: Key) throws { encoder(for: key).set(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder(for: key).put(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        encoder(for: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder(for: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder(for: SuperKey()) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder(for: key) }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let array: ArraySlots
    let codingPath: [any CodingKey]
    let state: EncodingState
    var count: Int { array.slots.count }

    private func next() -> TreeEncoder {
        let path = codingPath + [IndexKey(count)]
        return TreeEncoder(slot: array.append(), codingPath: path, state: state)
    }

    mutating func encodeNil() throws { next().set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws { try next().put(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { next() }
}

private struct SingleTreeContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.set(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard case .unset = encoder.slot.content else {
            encoder.state.fail("a single value encoded into \(encoder.slot.kind)", at: codingPath)
            return
        }
        try encoder.put(value)
    }
}

/// A collection whose order is not part of its value (two equal ones can iterate differently):
/// what the encoder writes in a canonical order.
private protocol UnorderedCollection {
    /// Whether it is a dictionary (encoded as an object, or as keys and values in turn).
    var isKeyed: Bool { get }
}

extension Dictionary: UnorderedCollection {
    fileprivate var isKeyed: Bool { true }
}

extension Set: UnorderedCollection {
    fileprivate var isKeyed: Bool { false }
}
