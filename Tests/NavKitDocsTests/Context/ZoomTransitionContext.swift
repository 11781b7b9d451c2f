// The adapters exist on iOS and visionOS (the stand-ins on Linux): elsewhere this document's
// blocks and this context are compiled out (scripts/docs-snippets.py).
#if os(iOS) || os(visionOS) || os(Linux)
    import NavKit
    import NavKitSwiftUI
    import NavKitUIKit

    // What "The zoom transition" assumes: a container, the photo grid's views in UIKit, and the
    // photos, thumbnails and photo view of the SwiftUI example.
    #if os(Linux)
        import UIKitStandIn
    #else
        import UIKit
    #endif
    #if os(Linux)
        import SwiftUIStandIn
    #else
        import SwiftUI
    #endif

    /// A photo of the grid.
    struct Photo: Hashable, Identifiable {
        let id: String
    }

    /// The SwiftUI grid of thumbnails.
    struct ThumbnailGrid<Cell: View>: View {
        let photos: [Photo]
        let cell: (Photo) -> Cell
        init(_ photos: [Photo], @ViewBuilder cell: @escaping (Photo) -> Cell) {
            self.photos = photos
            self.cell = cell
        }
        var body: some View { ForEach(photos) { cell($0) } }
    }

    /// A thumbnail of the SwiftUI grid.
    struct Thumbnail: View {
        let photo: Photo
        init(_ photo: Photo) { self.photo = photo }
        var body: some View { Text(photo.id) }
    }

    /// The SwiftUI photo screen.
    struct PhotoView: View {
        let photo: Photo
        init(_ photo: Photo) { self.photo = photo }
        var body: some View { Text(photo.id) }
    }

    extension PhotoGrid {
        var containerView: UIView? { view }
        func visibleCell(named source: TransitionSourceID) -> UIView? { nil }
        func view(named element: SharedElementID, on screen: ScreenID) -> UIView? { nil }
        func screenView(_ screen: ScreenID) -> UIView? { view }
    }

    @MainActor final class ZoomTransitionContext {
        let container = NavigationContainer(root: Screen(id: "grid"), clock: ManualClock())
        @Binding var path: [Photo]
        let photos = [Photo(id: "7")]
        let grid = PhotoGrid()
        init(path: Binding<[Photo]>) { _path = path }
    }
#endif
