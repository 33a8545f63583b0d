// swift-tools-version:6.0
// Ferry: typed data transfer, identity-stable collections and caret-stable editing for
// Swift on Linux, with a GTK 4 app. Module layout and dependency direction: the README's
// "Architecture" section, checked by scripts/check-architecture.
import PackageDescription

let package = Package(
    name: "Ferry",
    products: [
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "TextEditing", targets: ["TextEditing"]),
        .library(name: "StableCollections", targets: ["StableCollections"]),
        .library(name: "TransferSessions", targets: ["TransferSessions"]),
        .library(name: "CSV", targets: ["CSV"]),
        .library(name: "Profiles", targets: ["Profiles"]),
        .library(name: "FerryScenes", targets: ["FerryScenes"]),
        .library(name: "GtkKit", targets: ["GtkKit"]),
        .executable(name: "ferry", targets: ["ferry"]),
        .executable(name: "gtkkit-demo", targets: ["gtkkit-demo"]),
        .executable(name: "ferry-types", targets: ["ferry-types"]),
        .executable(name: "ferry-bench", targets: ["ferry-bench"]),
    ],
    targets: [
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
        .target(name: "TextEditing"),
        .target(name: "StableCollections"),
        .target(name: "TransferSessions", dependencies: ["CoreTransferable"]),
        .target(name: "CCSVSupport"),
        .target(name: "CSV", dependencies: ["CCSVSupport"]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "Profiles", dependencies: ["CoreTransferable", "CSV", "CSQLite", "StableCollections"], resources: [.copy("TypeDeclarations")]),
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        .target(name: "CGtkKitSupport", dependencies: ["CGtk"]),
        .target(name: "GtkKit", dependencies: ["CGtk", "CAdwaita", "CGtkKitSupport", "UniformTypeIdentifiers", "CoreTransferable",
                                           "TransferSessions", "StableCollections"]),
        .target(name: "FerryScenes",
                dependencies: ["UniformTypeIdentifiers", "CoreTransferable", "TransferSessions", "StableCollections",
                               "TextEditing", "Profiles"],
                resources: [.copy("TypeDeclarations")]),
        .executableTarget(name: "profiles-import-child", dependencies: ["Profiles"]),
        .executableTarget(name: "gtkkit-demo", dependencies: ["GtkKit", "CoreTransferable", "TransferSessions"],
                          resources: [.copy("TypeDeclarations")]),
        .executableTarget(
            name: "ferry",
            dependencies: ["GtkKit", "FerryScenes"],
            resources: [.copy("TypeDeclarations")]
        ),
        .executableTarget(name: "ferry-types", dependencies: ["UniformTypeIdentifiers"]),
        .systemLibrary(name: "CGIO", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .executableTarget(name: "ferry-bench", dependencies: ["UniformTypeIdentifiers", "CoreTransferable", "TextEditing", "StableCollections", "TransferSessions", "CSV", "Profiles", "FerryScenes", "CGIO"]),
        .testTarget(
            name: "UniformTypeIdentifiersTests",
            dependencies: ["UniformTypeIdentifiers", "CGIO"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CoreTransferableTests", dependencies: ["CoreTransferable"]),
        .testTarget(name: "TextEditingTests", dependencies: ["TextEditing"]),
        .testTarget(name: "StableCollectionsTests", dependencies: ["StableCollections"]),
        .testTarget(name: "TransferSessionsTests", dependencies: ["TransferSessions"]),
        .testTarget(name: "CSVTests", dependencies: ["CSV", "CCSVSupport"]),
        .testTarget(name: "ProfilesTests", dependencies: ["Profiles", "CSV", "CSQLite", "profiles-import-child"]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "TransferSessions", "CGtk", "CGtkKitSupport", "gtkkit-demo"]),
        .testTarget(name: "GtkKitUITests", dependencies: ["gtkkit-demo"]),
        .testTarget(name: "FerryScenesTests", dependencies: ["FerryScenes"]),
        .testTarget(name: "FerryAppUITests", dependencies: ["ferry", "gtkkit-demo"]),
    ]
)
