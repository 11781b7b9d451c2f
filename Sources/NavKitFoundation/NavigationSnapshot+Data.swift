public import Foundation
public import NavKit

// `Data` forms of a snapshot's text, for the stores that keep bytes: a file, the keychain,
// `UserDefaults`, `NSUserActivity.userInfo`, UIKit's state restoration coder.

extension NavigationSnapshot {
    /// Reads a snapshot from UTF-8 JSON data (what ``data()`` writes, or any coder's JSON).
    /// - Parameter data: The data.
    /// - Throws: As ``NavKit/NavigationSnapshot/init(text:)``.
    public init(data: Data) throws(RestorationError) {
        try self.init(utf8: data)
    }

    /// The snapshot's text as UTF-8 data.
    /// - Returns: The data.
    /// - Throws: As ``NavKit/NavigationSnapshot/text()``.
    public func data() throws(RestorationError) -> Data {
        Data(try text().utf8)
    }
}
