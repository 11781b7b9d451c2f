// NavKit Photos: one app, the same flow twice — inbox → message → photo (the photo grows out of its
// thumbnail), a compose screen that asks before a draft is lost, each stack inside a tab — once
// with NavKitSwiftUI, once with NavKitUIKit. Open NavKitPhotos.xcodeproj in Xcode and run it on an
// iPhone or the iOS Simulator (the project uses the NavKit package two folders up).
import NavKitSwiftUI
import SwiftUI

@main
struct NavKitPhotosApp: App {
    var body: some Scene {
        WindowGroup { PhotosTabs() }
    }
}

/// The two tabs. Tapping the selected tab again pops its stack to the inbox, as UIKit's tab bar
/// does (the compose screen's guard is asked first): SwiftUI sets the selection again on such a
/// tap, and the binding counts it.
struct PhotosTabs: View {
    @State private var tab = 0
    @State private var reselections = [0, 0]

    var body: some View {
        TabView(selection: Binding(get: { tab }, set: { new in
            if new == tab { reselections[new] += 1 }
            tab = new
        })) {
            SwiftUIInbox()
                .navKitPopsToRoot(onReselect: reselections[0])
                .tabItem { Label("SwiftUI", systemImage: "swift") }
                .tag(0)
            UIKitInbox(reselections: reselections[1])
                .ignoresSafeArea()
                .tabItem { Label("UIKit", systemImage: "square.stack.3d.up") }
                .tag(1)
        }
    }
}
