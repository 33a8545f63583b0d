// swift-tools-version:5.9
// SPDX-License-Identifier: Apache-2.0
// A client package in Swift 5 language mode that depends on Ferry by path and compiles
// model code written for the Mac, unchanged. Built and run by `make test`.
import PackageDescription

// The seeds' own model code, one module per listing (several listings redeclare the same
// types), each with its check; `swift run seed-listings-check` runs them all.
let seedListings = [
    "Seed000ShapePayload",
    "Seed001LabelItem",
    "Seed002DeclaredType",
    "Seed002PasteProfile",
    "Seed002CodableProfile",
    "Seed002TransferableProfile",
    "Seed002ProfilesArchive",
    "Seed002Video",
    "Seed002ProxyProfile",
    "Seed002ProxyVideo",
    "Seed002ConditionalArchive",
    "Seed003Profile",
    "Seed004DemoItem",
]
let seedListingTargets: [Target] = seedListings.map { name in
    .target(name: name, dependencies: [
        .product(name: "UniformTypeIdentifiers", package: "Ferry"),
        .product(name: "CoreTransferable", package: "Ferry"),
    ])
} + [.executableTarget(name: "seed-listings-check", dependencies: seedListings.map { .target(name: $0) })]

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
    ] + seedListingTargets,
    swiftLanguageVersions: [.v5]
)

