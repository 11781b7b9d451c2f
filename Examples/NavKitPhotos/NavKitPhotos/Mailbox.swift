import Foundation
import NavKit

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

/// The app's links: `navkitphotos://message/3` opens the inbox and message 3, and
/// `navkitphotos://message/3/photo` its photo on top (register the `navkitphotos` URL scheme in the
/// target's URL Types to try them).
enum PhotosLinks {
    static let routes = try! RouteTable(
        Route(
            "/", title: "Inbox",
            children: [
                Route("message/:id", children: [Route("photo")]) { match in
                    guard let id = Int(match["id"] ?? ""), Mailbox.messages.contains(where: { $0.id == id }) else {
                        return nil
                    }
                    return RouteScreen(title: Mailbox.message(id).subject)
                }
            ]),
        prefixes: ["navkitphotos://"])

    /// The SwiftUI tab's path for a link, or `nil` for a link this app does not open.
    static func path(for url: URL) -> [SwiftUIInbox.Route]? {
        guard let stack = try? routes.stack(for: url.absoluteString) else { return nil }
        return stack.dropFirst().compactMap { screen in
            guard let match = routes.match(screen.id), let id = Int(match["id"] ?? "") else { return nil }
            return match.pattern.hasSuffix("/photo") ? .photo(id) : .message(id)
        }
    }
}
