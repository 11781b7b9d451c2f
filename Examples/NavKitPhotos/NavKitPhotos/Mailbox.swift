import Foundation

/// A message of the sample mailbox, with the photo it carries.
struct Message: Identifiable, Hashable {
    let id: Int
    let sender: String
    let subject: String
    let body: String
    /// The photo's colour (the sample draws a coloured rectangle as the photo).
    let hue: Double

    /// The name the photo's thumbnail and the photo screen share for the zoom.
    var photoSource: String { "photo-\(id)" }
}

enum Mailbox {
    static let messages: [Message] = (1...12).map { number in
        Message(
            id: number, sender: ["Ana", "Bo", "Chen", "Dara"][number % 4], subject: "Trip, day \(number)",
            body: "Here is the photo from day \(number). Swipe back from anywhere, or drag the photo down.",
            hue: Double(number) / 12)
    }

    static func message(_ id: Int) -> Message { messages.first { $0.id == id }! }
}
