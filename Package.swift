// swift-tools-version:6.2
// SPDX-License-Identifier: Apache-2.0
// Ferry: typed data transfer, identity-stable collections and caret-stable editing for
// Swift on Linux, with a GTK 4 app. Module layout and dependency direction:
// docs/architecture.md, checked by scripts/check-architecture.
// 6.2: the sources use `@concurrent` and `isolated deinit`.
import PackageDescription

/// `FERRY_HEADLESS=1` (set by `make test-libs`) leaves out every target that needs GTK, so
/// the headless libraries build and test on a machine without GTK's development files.
let headless = Context.environment["FERRY_HEADLESS"] == "1"

let package = Package(
    name: "Ferry",
    products: [
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "FerryLogging", targets: ["FerryLogging"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "TextEditing", targets: ["TextEditing"]),
        .library(name: "StableCollections", targets: ["StableCollections"]),
        .library(name: "TransferSessions", targets: ["TransferSessions"]),
        .library(name: "CSV", targets: ["CSV"]),
        .library(name: "Profiles", targets: ["Profiles"]),
    ] + (headless ? [] : [
        .library(name: "GtkKit", targets: ["GtkKit"]),
        // Apple's SwiftUI API on GTK 4: on Apple platforms `import SwiftUI` is Apple's.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .executable(name: "ferry", targets: ["ferry"]),
    ]),
    // gtkkit-demo, ferry-types, ferry-bench and the scenes are the package's own tools:
    // SwiftPM still builds and runs them here (`make demo`, `make bench`), but no
    // depending package sees them.
    targets: [
        .target(name: "FerryVersion"),
        .target(name: "FerryLogging"),
        // glibc's gettext, which Swift's Glibc module does not expose; FerryLocalization's only user.
        .systemLibrary(name: "CGettext"),
        .target(name: "FerryLocalization", dependencies: ["CGettext"]),
        .target(name: "UniformTypeIdentifiers", dependencies: ["FerryLogging"]),
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
        .target(name: "TextEditing"),
        .target(name: "StableCollections"),
        .target(name: "TransferSessions", dependencies: ["CoreTransferable"]),
        .target(name: "CCSVSupport"),
        .target(name: "CSV", dependencies: ["CCSVSupport"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "Profiles", dependencies: ["CoreTransferable", "CSV", "CSQLite", "StableCollections"], resources: [.copy("TypeDeclarations")]),
        .target(name: "FerryScenes",
                dependencies: ["UniformTypeIdentifiers", "CoreTransferable", "TransferSessions", "StableCollections",
                               "TextEditing", "Profiles", "CSV", "FerryLocalization"],
                resources: [.copy("TypeDeclarations")]),
        .executableTarget(name: "profiles-import-child", dependencies: ["Profiles"]),
        .executableTarget(name: "ferry-types", dependencies: ["UniformTypeIdentifiers", "FerryVersion"]),
        .systemLibrary(name: "CGIO", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .executableTarget(name: "ferry-bench", dependencies: ["UniformTypeIdentifiers", "CoreTransferable", "TextEditing", "StableCollections", "TransferSessions", "CSV", "Profiles", "FerryScenes", "CGIO"]),
        // The tests' shared helpers: the toolchain only, so every test target can use them,
        // headless or not.
        .target(name: "FerryTestSupport", path: "Tests/FerryTestSupport"),
        .testTarget(
            name: "UniformTypeIdentifiersTests",
            dependencies: ["UniformTypeIdentifiers", "CGIO", "FerryTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CoreTransferableTests", dependencies: ["CoreTransferable"]),
        .testTarget(name: "TextEditingTests", dependencies: ["TextEditing", "FerryTestSupport"]),
        .testTarget(name: "StableCollectionsTests", dependencies: ["StableCollections", "FerryTestSupport"]),
        .testTarget(name: "TransferSessionsTests", dependencies: ["TransferSessions", "FerryTestSupport"]),
        .testTarget(name: "CSVTests", dependencies: ["CSV", "CCSVSupport", "FerryTestSupport"]),
        .testTarget(name: "ProfilesTests", dependencies: ["Profiles", "CSV", "CSQLite", "profiles-import-child", "FerryTestSupport"]),
        .testTarget(name: "FerryScenesTests", dependencies: ["FerryScenes", "CSV", "FerryTestSupport"]),
        .testTarget(name: "FerryLoggingTests", dependencies: ["FerryLogging"]),
        .testTarget(name: "FerryVersionTests", dependencies: ["FerryVersion"]),
        .testTarget(name: "FerryLocalizationTests", dependencies: ["FerryLocalization", "FerryTestSupport"]),
    ] + (headless ? [] : [
        // Everything that needs GTK 4 and libadwaita.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        .target(name: "CGtkKitSupport", dependencies: ["CGtk"]),
        .target(name: "GtkKit", dependencies: ["CGtk", "CAdwaita", "CGtkKitSupport", "UniformTypeIdentifiers", "CoreTransferable",
                                           "TransferSessions", "StableCollections"]),
        .target(name: "SwiftUI", dependencies: ["GtkKit", "CGtk", "CAdwaita", "CGtkKitSupport", "CoreTransferable",
                                                "TransferSessions", "TextEditing", "UniformTypeIdentifiers",
                                                "StableCollections", "FerryLocalization", "FerryLogging"]),
        // The seeds' own SwiftUI apps, their code unchanged (Swift 5 mode, as the seeds say).
        .executableTarget(name: "seed-000", dependencies: ["SwiftUI", "CoreTransferable", "UniformTypeIdentifiers"],
                          path: "Seeds/seed-000", resources: [.copy("TypeDeclarations")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "seed-001", dependencies: ["SwiftUI"], path: "Seeds/seed-001",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "seed-004", dependencies: ["SwiftUI"], path: "Seeds/seed-004",
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // Seeds 002 and 003 give views, not apps: a small host app of Ferry's shows them
        // (SeedHost.swift, marked as not the seed's code).
        .executableTarget(name: "seed-002", dependencies: ["SwiftUI"], path: "Seeds/seed-002",
                          resources: [.copy("Resources/portrait.png")], swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "seed-003", dependencies: ["SwiftUI", "CoreTransferable", "UniformTypeIdentifiers"],
                          path: "Seeds/seed-003", resources: [.copy("TypeDeclarations")],
                          swiftSettings: [.swiftLanguageMode(.v5)]),
        // What `ferry-bench swiftui` measures, in a real window (the package's own tool).
        .executableTarget(name: "swiftui-bench-app", dependencies: ["SwiftUI"]),
        // The UI tests' app for SwiftUI symbols the seeds do not use.
        .executableTarget(name: "swiftui-test-app", dependencies: ["SwiftUI"], path: "Tests/SwiftUITestApp"),
        .executableTarget(name: "gtkkit-demo", dependencies: ["GtkKit", "CoreTransferable", "TransferSessions"],
                          resources: [.copy("TypeDeclarations")]),
        .executableTarget(
            name: "ferry",
            dependencies: ["GtkKit", "FerryScenes", "FerryVersion"],
            resources: [.copy("TypeDeclarations")]
        ),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "TransferSessions", "CGtk", "CGtkKitSupport", "gtkkit-demo", "FerryTestSupport"]),
        .testTarget(name: "GtkKitUITests", dependencies: ["gtkkit-demo"]),
        .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "GtkKit", "CGtk"]),
        .testTarget(name: "FerryAppUITests", dependencies: ["ferry", "gtkkit-demo", "FerryVersion", "FerryScenes", "UniformTypeIdentifiers",
                                                          "FerryLocalization", "Profiles", "seed-000", "seed-001", "seed-002", "seed-003",
                                                          "seed-004", "swiftui-test-app", "FerryTestSupport"]),
    ])
)
