/// Appends well-formed XML (SVG, XHTML-style HTML) to a string: every attribute quoted, every
/// attribute value and text escaped, every element closed.
struct MarkupBuilder {
    /// The markup so far.
    private(set) var text = ""

    /// Opens an element; close it with ``close(_:)``.
    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String> = [:]) {
        text += "<" + name
        append(attributes)
        text += ">"
    }

    /// Closes an element.
    mutating func close(_ name: String) {
        text += "</" + name + ">"
    }

    /// An element without content, `<name .../>`.
    mutating func leaf(_ name: String, _ attributes: KeyValuePairs<String, String>) {
        text += "<" + name
        append(attributes)
        text += "/>"
    }

    /// An element with escaped text content.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, text content: String) {
        open(name, attributes)
        text += Markup.escaped(content)
        close(name)
    }

    /// Markup that is already well formed (e.g. another builder's output).
    mutating func raw(_ markup: String) {
        text += markup
    }

    private mutating func append(_ attributes: KeyValuePairs<String, String>) {
        for (name, value) in attributes {
            text += " " + name + "=\"" + Markup.escaped(value) + "\""
        }
    }
}

/// Shorthand for a preview number with two decimals.
func n(_ value: Double) -> String {
    PreviewNumber.format(value, decimals: 2)
}
