// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The adapters' settings: on Linux they compile their iOS paths against the stand-ins.
let adapterSettings = strictSettings + [.define("STANDIN_IOS", .when(platforms: [.linux]))]

let package = Package(
    name: "NavKit",
    // The core (NavKitCore … NavKitHost, the tools) is plain Swift and builds on every one of these;
    // the adapters NavKitUIKit and NavKitSwiftUI are compiled for iOS and visionOS only (on the
    // others their modules are empty), and every Apple declaration they use is checked against
    // these minimums by scripts/standin-check.sh.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "NavKit", targets: ["NavKit"]),
        .library(name: "NavKitCore", targets: ["NavKitCore"]),
        .library(name: "NavKitAnimators", targets: ["NavKitAnimators"]),
        .library(name: "NavKitInteraction", targets: ["NavKitInteraction"]),
        .library(name: "NavKitProperties", targets: ["NavKitProperties"]),
        .library(name: "NavKitLaws", targets: ["NavKitLaws"]),
        .library(name: "NavKitTesting", targets: ["NavKitTesting"]),
        .library(name: "NavKitPreview", targets: ["NavKitPreview"]),
        .library(name: "NavKitHost", targets: ["NavKitHost"]),
        .library(name: "NavKitFoundation", targets: ["NavKitFoundation"]),
        .library(name: "NavKitUIKit", targets: ["NavKitUIKit"]),
        .library(name: "NavKitSwiftUI", targets: ["NavKitSwiftUI"]),
        // What a package's NavKit runner (written by `new-animator`) links: the navkit tool itself.
        .library(name: "NavKitCommandLine", targets: ["NavKitCommandLine"]),
        .executable(name: "navkit", targets: ["navkit"]),
        .executable(name: "navkit-bench", targets: ["navkit-bench"]),
        .plugin(name: "PreviewTransition", targets: ["PreviewTransition"]),
        .plugin(name: "NewAnimator", targets: ["NewAnimator"]),
        .plugin(name: "CheckAnimatorLaws", targets: ["CheckAnimatorLaws"]),
        .executable(name: "navkit-fuzz", targets: ["navkit-fuzz"]),
    ],
    targets: [
        // The layers, bottom up. No arrow points upward.
        .target(
            name: "NavKitCore", path: "Sources/NavKitCore", swiftSettings: strictSettings,
            // Floating-point rounding and square roots lower to libm calls; Foundation-free
            // executables on Linux must still link it.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(
            name: "NavKitAnimators", dependencies: ["NavKitCore"], path: "Sources/Animators",
            swiftSettings: strictSettings),
        .target(
            name: "NavKitInteraction", dependencies: ["NavKitCore"], path: "Sources/InteractionControllers",
            swiftSettings: strictSettings),
        .target(
            name: "NavKit", dependencies: ["NavKitCore", "NavKitAnimators", "NavKitInteraction"],
            path: "Sources/NavKit", swiftSettings: strictSettings),
        // Hosts: everything a host does except the pixel calls (lifecycle, scene diff, bar, a11y).
        .target(
            name: "NavKitHost", dependencies: ["NavKit"], path: "Sources/NavKitHost", swiftSettings: strictSettings),
        // Foundation's types (URL, Data) for NavKit's links and snapshots, which read strings alone.
        .target(
            name: "NavKitFoundation", dependencies: ["NavKit"], path: "Sources/NavKitFoundation",
            swiftSettings: strictSettings),
        // The UIKit and SwiftUI adapters (iOS and visionOS). On Linux they are type-checked and
        // behaviour-tested against stand-ins: one Linux-only target per Apple module they import,
        // each re-exporting exactly what that Apple module re-exports (so an import an adapter
        // forgets fails here as it would on Apple platforms), each declaration as Apple publishes
        // it (scripts/standin-manifest.txt, held by scripts/standin-check.sh). On Linux the
        // adapters compile the iOS paths (STANDIN_IOS); the check compiles them again for each
        // declared adapter platform.
        // The display link both adapters draw their frames from (one piece of code: up to 120 Hz,
        // each frame computed for when it is shown).
        .target(
            name: "NavKitDisplayLink",
            dependencies: ["NavKitCore", .target(name: "QuartzCoreStandIn", condition: .when(platforms: [.linux]))],
            path: "Sources/NavKitDisplayLink", swiftSettings: adapterSettings),
        .target(
            name: "NavKitUIKit",
            dependencies: [
                "NavKitHost", "NavKitDisplayLink",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ],
            path: "Sources/NavKitUIKit", swiftSettings: adapterSettings),
        .target(
            name: "NavKitSwiftUI",
            dependencies: [
                "NavKitHost", "NavKitDisplayLink",
                .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
                .target(name: "CombineStandIn", condition: .when(platforms: [.linux])),
                .target(name: "QuartzCoreStandIn", condition: .when(platforms: [.linux])),
            ],
            path: "Sources/NavKitSwiftUI", swiftSettings: adapterSettings),
        // The stand-ins (Linux only: Apple builds never see them), bottom up as Apple's modules
        // import one another.
        .target(name: "ObjectiveCStandIn", path: "Sources/ObjectiveCStandIn", swiftSettings: strictSettings),
        .target(name: "CoreGraphicsStandIn", path: "Sources/CoreGraphicsStandIn", swiftSettings: strictSettings),
        .target(
            name: "QuartzCoreStandIn", dependencies: ["CoreGraphicsStandIn", "ObjectiveCStandIn"],
            path: "Sources/QuartzCoreStandIn", swiftSettings: strictSettings),
        .target(
            name: "UIKitStandIn", dependencies: ["CoreGraphicsStandIn", "QuartzCoreStandIn", "ObjectiveCStandIn"],
            path: "Sources/UIKitStandIn", swiftSettings: strictSettings),
        .target(name: "CombineStandIn", path: "Sources/CombineStandIn", swiftSettings: strictSettings),
        .target(
            name: "SwiftUIStandIn", dependencies: ["CoreGraphicsStandIn", "CombineStandIn"],
            path: "Sources/SwiftUIStandIn", swiftSettings: strictSettings),
        // Testing, bottom up: the property engine (standard library and Swift Testing only), the
        // laws for plug-in authors (NavKitCore and the engine), then the container tools.
        .target(name: "NavKitProperties", path: "Sources/NavKitProperties", swiftSettings: strictSettings),
        .target(
            name: "NavKitLaws", dependencies: ["NavKitCore", "NavKitProperties"], path: "Sources/NavKitLaws",
            swiftSettings: strictSettings),
        .target(
            name: "NavKitTesting", dependencies: ["NavKit", "NavKitLaws", "NavKitProperties"],
            path: "Sources/NavKitTesting", swiftSettings: strictSettings),
        .target(
            name: "NavKitPreview", dependencies: ["NavKitCore"], path: "Sources/NavKitPreview",
            swiftSettings: strictSettings),

        // Tools.
        .target(
            name: "NavKitCommandLine", dependencies: ["NavKit", "NavKitLaws", "NavKitPreview", "NavKitTesting"],
            path: "Sources/NavKitCommandLine", swiftSettings: strictSettings),
        .executableTarget(
            name: "navkit", dependencies: ["NavKitCommandLine"], path: "Sources/navkit", swiftSettings: strictSettings),
        .target(name: "CAllocationCounter", path: "Sources/CAllocationCounter"),
        .executableTarget(
            name: "navkit-bench",
            dependencies: [
                "NavKit", "NavKitHost", "NavKitTesting", "CAllocationCounter", "NavKitUIKit",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ],
            path: "Sources/navkit-bench", swiftSettings: strictSettings),

        // The fuzz harnesses, one per layer (container, NavKitHost's driver, the SwiftUI model and
        // the UIKit controller on the stand-ins, the restore and link decoders), and the checkers
        // they share with the tests; `package` API only.
        .target(
            name: "NavKitFuzz",
            dependencies: [
                "NavKit", "NavKitHost", "NavKitTesting", "NavKitUIKit", "NavKitSwiftUI",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
                .target(name: "QuartzCoreStandIn", condition: .when(platforms: [.linux])),
            ],
            path: "Sources/NavKitFuzz", swiftSettings: strictSettings),
        // libFuzzer target (scripts/fuzz.sh); a replay/random driver in normal builds. Entry points only.
        .executableTarget(
            name: "navkit-fuzz", dependencies: ["NavKitFuzz"], path: "Sources/navkit-fuzz",
            swiftSettings: strictSettings),
        // SwiftPM command plug-ins: `swift package preview-transition …`, `check-animator-laws …`,
        // `new-animator …`. The first two run the package's NavKit runner when it has one
        // (Plugins/Shared/NavKitRunner.swift, linked into both), else the navkit tool.
        .plugin(
            name: "PreviewTransition",
            capability: .command(
                intent: .custom(
                    verb: "preview-transition",
                    description: "Renders a transition of a NavKit animator (the package's own or a built-in) to a file"
                ),
                permissions: [.writeToPackageDirectory(reason: "Writes the preview file into the package directory")]),
            dependencies: ["navkit"], path: "Plugins/PreviewTransition"),
        .plugin(
            name: "NewAnimator",
            capability: .command(
                intent: .custom(
                    verb: "new-animator",
                    description:
                        "Scaffolds a NavKit animator, its law test, and the runner the other NavKit plug-ins use"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the animator, its test and the NavKit runner, and adds it to Package.swift")
                ]),
            path: "Plugins/NewAnimator"),
        .plugin(
            name: "CheckAnimatorLaws",
            capability: .command(
                intent: .custom(
                    verb: "check-animator-laws",
                    description: "Checks the package's NavKit animators against the transition laws")),
            dependencies: ["navkit"], path: "Plugins/CheckAnimatorLaws"),

        // Tests.
        .testTarget(name: "NavKitCoreTests", dependencies: ["NavKitCore"], swiftSettings: strictSettings),
        .testTarget(name: "NavKitAnimatorsTests", dependencies: ["NavKitAnimators"], swiftSettings: strictSettings),
        .testTarget(
            name: "NavKitInteractionTests", dependencies: ["NavKitInteraction", "NavKitProperties"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "NavKitTests", dependencies: ["NavKit", "NavKitTesting", "NavKitFuzz"], swiftSettings: strictSettings
        ),
        .testTarget(
            name: "NavKitHostTests", dependencies: ["NavKitHost", "NavKitTesting", "NavKitFuzz"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "NavKitFoundationTests", dependencies: ["NavKitFoundation", "NavKit"], swiftSettings: strictSettings),
        .testTarget(
            name: "NavKitUIKitTests",
            dependencies: ["NavKitUIKit", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))],
            swiftSettings: strictSettings),
        .testTarget(
            name: "NavKitSwiftUITests",
            dependencies: [
                "NavKitSwiftUI", .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
                .target(name: "CombineStandIn", condition: .when(platforms: [.linux])),
                .target(name: "QuartzCoreStandIn", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: strictSettings),
        .testTarget(
            name: "NavKitPropertiesTests", dependencies: ["NavKitProperties"], swiftSettings: strictSettings),
        .testTarget(name: "NavKitTestingTests", dependencies: ["NavKitTesting"], swiftSettings: strictSettings),
        // The laws without the container: what a plug-in author's test target sees.
        .testTarget(
            name: "NavKitLawsTests",
            dependencies: ["NavKitLaws", "NavKitCore", "NavKitAnimators", "NavKitInteraction"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "NavKitCommandLineTests", dependencies: ["NavKitCommandLine", "NavKitCore", "NavKitLaws"],
            swiftSettings: strictSettings),
        // An app's view of NavKit: Swift 6 mode with no upcoming features, main-actor conformances
        // written as UIKit delegate conformances are, a view controller among them (built with
        // warnings as errors in CI).
        .testTarget(
            name: "NavKitClientTests",
            dependencies: [
                "NavKit", "NavKitUIKit", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ],
            // Outside the package: `package` declarations are as invisible here as in an app.
            packageAccess: false),
        // Every Swift block of the README and the DocC articles, compiled as a Swift 6 client would
        // (generated by scripts/docs-snippets.py; scripts/docs-check.sh keeps them current).
        .testTarget(
            name: "NavKitDocsTests",
            dependencies: [
                "NavKit", "NavKitHost", "NavKitLaws", "NavKitTesting", "NavKitProperties", "NavKitPreview",
                "NavKitUIKit", "NavKitSwiftUI", "NavKitFoundation",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
                .target(name: "SwiftUIStandIn", condition: .when(platforms: [.linux])),
            ],
            // Outside the package, as a reader's code is: a block naming a `package` declaration fails.
            packageAccess: false),
        .testTarget(
            name: "NavKitPreviewTests", dependencies: ["NavKitPreview", "NavKitCore"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)
