// swift-tools-version: 6.0
import PackageDescription

// The desktop host: NavKit in an SDL2 window, driven by a real pointer or touchscreen.
// SDL2 and SDL2_ttf come from the system (Debian: libsdl2-dev, libsdl2-ttf-dev; see ./setup).
let package = Package(
    name: "DesktopHost",
    dependencies: [.package(name: "NavKit", path: "../..")],
    targets: [
        .systemLibrary(
            name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .systemLibrary(
            name: "CSDL2TTF", path: "Sources/CSDL2TTF", pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-ttf-dev"]), .brew(["sdl2_ttf"])]),
        .executableTarget(
            name: "DesktopHost",
            dependencies: [
                "CSDL2", "CSDL2TTF", .product(name: "NavKit", package: "NavKit"),
                .product(name: "NavKitHost", package: "NavKit"),
            ],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
