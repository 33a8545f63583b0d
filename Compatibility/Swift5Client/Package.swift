// swift-tools-version:5.9
// A client package in Swift 5 language mode that depends on Ferry by path and compiles
// model code written for the Mac, unchanged. Built and run by `make test`.
import PackageDescription

let package = Package(
    name: "Swift5Client",
    dependencies: [
        .package(name: "Ferry", path: "../.."),
    ],
    targets: [
        .target(
            name: "MacModels",
            dependencies: [
                .product(name: "UniformTypeIdentifiers", package: "Ferry"),
                .product(name: "CoreTransferable", package: "Ferry"),
            ]
        ),
        // Compile-only: every symbol of Apple's CoreTransferable and UniformTypeIdentifiers
        // with Apple's exact declarations (docs/api-parity.md).
        .target(
            name: "APIParity",
            dependencies: [
                .product(name: "UniformTypeIdentifiers", package: "Ferry"),
                .product(name: "CoreTransferable", package: "Ferry"),
            ]
        ),
        .executableTarget(name: "mac-models-check", dependencies: ["MacModels", "APIParity"]),
    ],
    swiftLanguageVersions: [.v5]
)
