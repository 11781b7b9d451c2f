// NavKit Photos: one app, the same flow twice — inbox → message → photo (the photo grows out of its
// thumbnail), a compose screen that asks before a draft is lost, each stack inside a tab — once
// with NavKitSwiftUI, once with NavKitUIKit. Open NavKitPhotos.xcodeproj in Xcode and run it on an
// iPhone or the iOS Simulator (the project uses the NavKit package two folders up).
import SwiftUI

@main
struct NavKitPhotosApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                SwiftUIInbox()
                    .tabItem { Label("SwiftUI", systemImage: "swift") }
                UIKitInbox()
                    .ignoresSafeArea()
                    .tabItem { Label("UIKit", systemImage: "square.stack.3d.up") }
            }
        }
    }
}
