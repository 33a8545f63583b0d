// swift-tools-version:6.0
// Ferry: typed data transfer, identity-stable collections and caret-stable editing for
// Swift on Linux, with a GTK 4 app. Module layout and dependency direction: DESIGN.md.
import PackageDescription

let package = Package(
    name: "Ferry",
    products: [
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .executable(name: "ferry-types", targets: ["ferry-types"]),
        .executable(name: "ferry-bench", targets: ["ferry-bench"]),
    ],
    targets: [
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
        .executableTarget(name: "ferry-types", dependencies: ["UniformTypeIdentifiers"]),
        .executableTarget(name: "ferry-bench", dependencies: ["UniformTypeIdentifiers", "CoreTransferable"]),
        .testTarget(
            name: "UniformTypeIdentifiersTests",
            dependencies: ["UniformTypeIdentifiers"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CoreTransferableTests", dependencies: ["CoreTransferable"]),
    ]
)
