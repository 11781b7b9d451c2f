import Foundation
import NavKit
import NavKitTesting
import Testing

/// NavKit's own JSON coder (the text form of snapshots and saved paths): exact round trips of
/// every standard-library scalar and of nested values, standard JSON that Foundation reads and
/// writes too, and typed errors — never a trap — for anything else.
@Suite("JSON text coder")
struct JSONTextCoderTests {
    struct Everything: Codable, Equatable {
        enum Kind: Codable, Equatable {
            case plain
            case tagged(String, count: Int)
        }

        var bool = true
        var int = Int.min
        var int8 = Int8.min
        var uint64 = UInt64.max
        var int64 = Int64.max
        var double = 0.1
        var tiny = Double.leastNonzeroMagnitude
        var huge = Double.greatestFiniteMagnitude
        var negativeZero = -0.0
        var float: Float = 0.1
        var string = "quote \" backslash \\ tab \t nul \u{0} unit \u{1F} emoji 👍🏽 line \u{2028} max \u{10FFFF}"
        var optional: Int? = nil
        var present: String? = "here"
        var list = [1, 2, 3]
        var nested = [[String]]([["a"], [], ["b", "c"]])
        var byName = ["one": 1]
        var byNumber = [7: "seven"]
        var kinds: [Kind] = [.plain, .tagged("x", count: 2)]
    }

    @Test("every scalar and nested value reads back exactly")
    func everythingRoundTrips() throws {
        let value = Everything()
        let text = try JSONTextEncoder().encode(value)
        let read = try JSONTextDecoder().decode(Everything.self, from: text.utf8)
        #expect(read == value)
        #expect(read.negativeZero.sign == .minus)
        #expect(try JSONTextEncoder().encode(read) == text)
    }

    @Test("the text is compact JSON with keys in the order the value encodes them")
    func compactOrderedText() throws {
        struct Point: Codable { var y = 2.5, x = -1, label = "a\"b\n" }
        #expect(try JSONTextEncoder().encode(Point()) == #"{"y":2.5,"x":-1,"label":"a\"b\n"}"#)
        #expect(try JSONTextEncoder().encode([Int?.none, 1]) == "[null,1]")
        #expect(try JSONTextEncoder().encode("\u{1}") == #""\u0001""#)
    }

    @Test("Foundation reads what the coder writes, and the coder reads what Foundation writes")
    func foundationAgrees() throws {
        let value = Everything()
        let ours = try JSONTextEncoder().encode(value)
        #expect(try JSONDecoder().decode(Everything.self, from: Data(ours.utf8)) == value)
        let theirs = try JSONEncoder().encode(value)
        #expect(try JSONTextDecoder().decode(Everything.self, from: [UInt8](theirs)) == value)
    }

    @Test("a number JSON cannot hold is an encoding error", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersRefused(_ value: Double) {
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode([value]) }
    }

    @Test("a value that asks one encoder for two kinds of container is an error, not a trap")
    func containerMisuseThrows() {
        struct Confused: Encodable {
            func encode(to encoder: any Encoder) throws {
                var keyed = encoder.container(keyedBy: IndexlessKey.self)
                try keyed.encode(1, forKey: IndexlessKey(stringValue: "a")!)
                var list = encoder.unkeyedContainer()
                try list.encode(2)
            }
        }
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode([Confused()]) }
    }

    @Test("a missing key, a wrong kind, null and a number out of range are decoding errors with their path")
    func decodingErrors() throws {
        struct Box: Codable { var values: [UInt8] }
        #expect(throws: DecodingError.self) { try decode(Box.self, "{}") }
        #expect(throws: DecodingError.self) { try decode(Box.self, #"{"values":"nope"}"#) }
        #expect(throws: DecodingError.self) { try decode(Box.self, #"{"values":[null]}"#) }
        #expect(throws: DecodingError.self) { try decode(Box.self, #"{"values":[256]}"#) }
        #expect(throws: DecodingError.self) { try decode(Box.self, #"{"values":[1.5]}"#) }
        #expect(throws: DecodingError.self) { try decode(Double.self, "1e400") }
        #expect(try decode(Int.self, "4.2e1") == 42)
        do {
            _ = try decode(Box.self, #"{"values":[1,"2"]}"#)
            Issue.record("decoded a string as a number")
        } catch {
            #expect(RestorationError.account(of: error).hasPrefix("values[1]: expected UInt8, found a string"))
        }
    }

    @Test(
        "an integer type reads a number exactly when its value is an integer in range, however it is written",
        arguments: [
            ("42", 42), ("-42", -42), ("42.0", 42), ("4.2e1", 42), ("4200e-2", 42), ("0.42E+2", 42), ("-0", 0),
            ("0e999999999999", 0), ("9007199254740993", 9_007_199_254_740_993),
            ("9007199254740993.0", 9_007_199_254_740_993), ("9.007199254740993e15", 9_007_199_254_740_993),
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
            ("-9.223372036854775808e18", Int.min),
        ] as [(String, Int)])
    func integersReadExactly(_ text: String, _ expected: Int) throws {
        #expect(try decode(Int.self, text) == expected)
    }

    @Test(
        "a number with a fraction, or out of range, is refused by an integer type, never rounded",
        arguments: [
            "1.5", "1.0000000000000000001", "9007199254740993.5", "1e-1", "5e-1000000", "9223372036854775808",
            "9.223372036854775808e18", "-9223372036854775809", "1e19", "1e1000000", "123456789012345678901234567890e30",
        ])
    func fractionsAndOverflowRefused(_ text: String) throws {
        #expect(throws: DecodingError.self) { try decode(Int.self, text) }
        #expect(throws: DecodingError.self) { try decode([Int].self, "[\(text)]") }
    }

    @Test("the widest integers read and write exactly: UInt64, Int128 and UInt128 at their limits")
    func widestIntegers() throws {
        #expect(try decode(UInt64.self, "18446744073709551615") == .max)
        #expect(try decode(UInt64.self, "1.8446744073709551615e19") == .max)
        #expect(throws: DecodingError.self) { try decode(UInt64.self, "18446744073709551616") }
        #expect(throws: DecodingError.self) { try decode(UInt64.self, "-1") }
        struct Wide: Codable, Equatable {
            var signed: [Int128] = [.min, -1, 0, .max]
            var unsigned: [UInt128] = [0, UInt128(UInt64.max) + 1, .max]
        }
        let text = try JSONTextEncoder().encode(Wide())
        #expect(text.contains("170141183460469231731687303715884105727"))
        #expect(text.contains("340282366920938463463374607431768211455"))
        #expect(try JSONTextDecoder().decode(Wide.self, from: text.utf8) == Wide())
        #expect(try decode(Int128.self, "-1.70141183460469231731687303715884105728e38") == .min)
        #expect(throws: DecodingError.self) { try decode(UInt128.self, "340282366920938463463374607431768211456") }
        #expect(throws: DecodingError.self) { try decode(Int128.self, "0.5") }
        // And Foundation's coder reads NavKit's text of them, as NavKit reads Foundation's.
        #expect(try JSONDecoder().decode(Wide.self, from: Data(text.utf8)) == Wide())
    }

    @Test(
        "the encoder refuses exactly what the reader refuses: encode → decode is the identity or an error when encoding"
    )
    func depthAgrees() throws {
        #expect(JSONParser.maximumDepth == 128)
        for levels in 1...140 {
            let text: String
            do {
                text = try JSONTextEncoder().encode(Nesting(levels: levels))
            } catch {
                #expect(levels > 128, "\(levels) levels refused: \(error)")
                continue
            }
            #expect(levels <= 128, "\(levels) levels encoded")
            #expect(try JSONTextDecoder().decode(Nesting.self, from: text.utf8) == Nesting(levels: levels))
        }
        // Objects count as arrays do, and so does a value that encodes nothing (written `{}`).
        struct Empty: Encodable { func encode(to encoder: any Encoder) throws {} }
        struct EmptyInside: Encodable {
            var arrays: Int
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                for _ in 1..<arrays { container = container.nestedUnkeyedContainer() }
                try container.encode(Empty())
            }
        }
        let deepest = try JSONTextEncoder().encode(EmptyInside(arrays: 127))
        #expect(deepest.hasSuffix("[{}]" + String(repeating: "]", count: 126)))
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode(EmptyInside(arrays: 128)) }
    }

    @Test("equal dictionaries and sets give the same text, whatever order they iterate in")
    func unorderedCollectionsCanonical() throws {
        var forwards: [String: Int] = [:]
        var backwards: [String: Int] = [:]
        backwards.reserveCapacity(1_000)
        var numbersForwards: [Double: String] = [:]
        var numbersBackwards: [Double: String] = [:]
        numbersBackwards.reserveCapacity(1_000)
        for index in 0..<100 {
            forwards["key \(index)"] = index
            numbersForwards[Double(index) / 4] = "\(index)"
        }
        for index in (0..<100).reversed() {
            backwards["key \(index)"] = index
            numbersBackwards[Double(index) / 4] = "\(index)"
        }
        #expect(forwards == backwards && numbersForwards == numbersBackwards)
        let encoder = JSONTextEncoder()
        #expect(try encoder.encode(forwards) == encoder.encode(backwards))
        #expect(try encoder.encode(numbersForwards) == encoder.encode(numbersBackwards))
        #expect(try encoder.encode(Set(forwards.keys)) == encoder.encode(Set(backwards.keys)))
        // Sorted by their UTF-8 bytes, and read back as they were.
        #expect(try encoder.encode(["b": 1, "a": 2, "\u{E9}": 3, "B": 4]) == #"{"B":4,"a":2,"b":1,"é":3}"#)
        #expect(try encoder.encode([2.5: true, -1: false]) == "[-1.0,false,2.5,true]")
        #expect(
            try JSONTextDecoder().decode([Double: String].self, from: encoder.encode(numbersForwards).utf8)
                == numbersForwards)
        #expect(
            try JSONTextDecoder().decode(Set<String>.self, from: encoder.encode(Set(forwards.keys)).utf8)
                == Set(forwards.keys))
    }

    static let malformed: [(text: String, offset: Int)] = [
        ("", 0), ("   ", 3), ("{", 1), ("[1,]", 3), (#"{"a":1,}"#, 7), ("01", 1), ("-", 1), ("1.", 2), ("1e", 2),
        ("+1", 0), ("NaN", 0), ("Infinity", 0), ("'a'", 0), (#""\x""#, 2), ("\"\u{1}\"", 1), (#""\uD800""#, 7),
        (#""\uDC00""#, 7), (#""\uD800\u0041""#, 13), ("[1] x", 4), (#"{"a":1,"a":2}"#, 7), ("tru", 3), ("nul", 3),
        (#"{"a" 1}"#, 5), (#"{1:2}"#, 1), ("[1 2]", 3), ("\u{FEFF}[]", 0), (#""abc"#, 4), ("\"\\u12\"", 5),
    ]

    @Test("text that is not strict JSON is refused at the byte that breaks it", arguments: malformed)
    func malformedTextRefused(_ text: String, offset: Int) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text.utf8) }
        do {
            _ = try JSONParser.parse(text.utf8)
        } catch {
            #expect(error.offset == offset)
        }
    }

    @Test("bytes that are not UTF-8 are refused")
    func invalidUTF8Refused() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22]] {
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        }
    }

    @Test("nesting is bounded: the limit reads, one more is refused")
    func nestingBounded() throws {
        let depth = JSONParser.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: Never.self) { try JSONParser.parse(deepest.utf8) }
        let tooDeep = "[" + deepest + "]"
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(tooDeep.utf8) }
        // Far deeper than any stack could recurse: refused at the limit, no crash.
        let hostile = String(repeating: "[", count: 1_000_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(hostile.utf8) }
    }

    @Test("any JSON value prints and parses back to itself, and Foundation parses it the same")
    func valuesRoundTrip() {
        verifyProperty("JSON values round-trip", Self.values, iterations: 500) { value in
            let text = value.text
            let parsed = try JSONParser.parse(text.utf8)
            guard parsed == value else { throw PropertyViolation("\(text) parsed as \(parsed.text)") }
            let foundation = try JSONDecoder().decode(FoundationJSON.self, from: Data(text.utf8))
            guard foundation.value == value.normalizedNumbers else {
                throw PropertyViolation("Foundation read \(text) as \(foundation.value.text)")
            }
        }
    }

    @Test("random bytes never trap the parser")
    func randomBytesNeverTrap() {
        let bytes = Gen<[UInt8]>.array(
            of: Gen.frequency(
                (3, Gen.element(of: Array("{}[],:\"\\ntrufalse0123456789-.eE+ \t".utf8))),
                (1, Gen.integer(in: UInt8.min...UInt8.max))),
            length: 0...64)
        verifyProperty("the parser takes any bytes", bytes, iterations: 2_000) { bytes in
            _ = try? JSONParser.parse(bytes)
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONTextDecoder().decode(type, from: text.utf8)
    }

    /// Random JSON values (numbers as integers and doubles' shortest texts).
    static let values = Gen<JSONValue>.recursive(
        maxDepth: 3,
        base: Gen.oneOf(
            .constant(.null), Gen<Bool>.bool.map(JSONValue.bool),
            Gen.int(in: -1_000_000...1_000_000).map { .number(String($0)) },
            Gen.double(in: -1e10...1e10).map { .number($0.description) },
            Generated.text().map(JSONValue.string))
    ) { child in
        Gen.oneOf(
            Gen.array(of: child, length: 0...4).map(JSONValue.array),
            Gen.uniqueArray(of: Gen.zip(Generated.text(length: 0...3), child), length: 0...4) { $0.0 }.map {
                var object = JSONObject()
                for (key, value) in $0 { object[key] = value }
                return JSONValue.object(object)
            })
    }
}

/// Any JSON value as Foundation's `JSONDecoder` reads it, numbers as doubles.
struct FoundationJSON: Decodable {
    var value: JSONValue

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            value = .null
        } else if let bool = try? single.decode(Bool.self) {
            value = .bool(bool)
        } else if let number = try? single.decode(Double.self) {
            value = .number("\(number)")
        } else if let string = try? single.decode(String.self) {
            value = .string(string)
        } else if let array = try? single.decode([FoundationJSON].self) {
            value = .array(array.map(\.value))
        } else {
            let members = try single.decode([String: FoundationJSON].self)
            value = .object(members.keys.sorted().reduce(into: JSONObject()) { $0[$1] = members[$1]?.value })
        }
    }
}

/// A coding key made from any string.
struct IndexlessKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension JSONValue {
    /// The value with every number as a `Double` and objects' keys sorted, for comparing with what
    /// Foundation (which reorders keys and rewrites numbers) gives back.
    var normalizedNumbers: JSONValue {
        switch self {
        case .number(let text): .number(Double(text).map { "\($0)" } ?? text)
        case .array(let elements): .array(elements.map(\.normalizedNumbers))
        case .object(let object):
            .object(
                object.keys.sorted().reduce(into: JSONObject()) { sorted, key in
                    sorted[key] = object[key]?.normalizedNumbers
                })
        default: self
        }
    }
}
