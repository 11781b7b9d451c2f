import NavKitCore
import NavKitPreview
import Testing

@Suite("Escaping and deterministic colours")
struct MarkupAndPaletteTests {
    @Test("XML escaping replaces < & > \" ' and control characters")
    func xmlEscaping() {
        #expect(Markup.escaped("<&>\"'") == "&lt;&amp;&gt;&quot;&apos;")
        #expect(Markup.escaped("a\u{1}b\tc") == "a\u{FFFD}b\tc")
        #expect(
            XMLWellFormedness.firstProblem(in: "<t a=\"\(Markup.escaped("x\"<'&"))\">\(Markup.escaped("<&>"))</t>")
                == nil)
    }

    @Test("JavaScript strings cannot end a script element or a CDATA section")
    func javaScriptStrings() {
        let literal = Markup.javaScriptString("</script>]]>\"\\\n\u{2028}")
        #expect(literal == "\"<\\/script>]]\\u003e\\\"\\\\\\n\\u2028\"")
        #expect(!literal.contains("</"))
        #expect(!literal.contains("]]>"))
    }

    @Test("the stable hash is 64-bit FNV-1a over UTF-8 bytes")
    func fnv() {
        #expect(ScreenPalette.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(ScreenPalette.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(ScreenPalette.stableHash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("screen colours depend only on the identifier and are light")
    func colours() {
        let ids: [ScreenID] = ["home", "list", "detail", "photo", "settings", "ünïcödé"]
        let colours = ids.map(ScreenPalette.color(for:))
        #expect(colours == ids.map(ScreenPalette.color(for:)))
        #expect(Set(colours.map(ScreenPalette.hex)).count == ids.count)
        for colour in colours {
            #expect((colour.red + colour.green + colour.blue) / 3 > 0.6)
            #expect(colour.alpha == 1)
        }
        #expect(ScreenPalette.hex(Color(red: 1, green: 0, blue: 122.0 / 255)) == "#FF007A")
    }
}
