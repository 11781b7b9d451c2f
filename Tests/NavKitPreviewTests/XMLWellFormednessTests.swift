import Testing

@Suite("The test XML checker")
struct XMLWellFormednessTests {
    @Test("accepts well-formed markup with a doctype, comments, CDATA and entities")
    func acceptsGood() {
        let good = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset='utf-8'/><!-- note --></head>
            <body a="x &amp; y"><p>Tom &lt;&amp;&gt; &quot;Jerry&quot; &apos;s &#38; &#x26;</p>
            <script>/*<![CDATA[*/ if (a < b && c) {} /*]]>*/</script></body></html>
            """
        #expect(XMLWellFormedness.firstProblem(in: good) == nil)
    }

    @Test(
        "rejects broken markup",
        arguments: [
            "<svg><g></svg>",
            "<svg><g></g>",
            "<svg width=10></svg>",
            "<svg><text>Tom & Jerry</text></svg>",
            "<svg><text>a < b</text></svg>",
            "<svg title=\"a<b\"></svg>",
            "<svg></svg><svg></svg>",
            "<svg a=\"1\" a=\"2\"></svg>",
            "<svg a=\"1\"b=\"2\"></svg>",
            "text<svg></svg>",
            "<svg><text>&nbsp;</text></svg>",
            "<svg><![CDATA[ never closed </svg>",
            "",
        ])
    func rejectsBroken(_ sample: String) {
        #expect(XMLWellFormedness.firstProblem(in: sample) != nil)
    }
}
