// swift-tools-version:6.2
// SPDX-License-Identifier: Apache-2.0
// A package whose model code uses Apple's UniformTypeIdentifiers and CoreTransferable on
// a Mac and Ferry's modules of the same names on Linux, depending on Ferry exactly as
// docs/using-ferry-from-another-package.md says (here by path instead of by URL).
// Built and run by `make test`.
import PackageDescription

let package = Package(
    name: "MacAndLinuxModels",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "Ferry", path: "../.."),
    ],
    targets: [
        .target(
            name: "SharedModels",
            dependencies: [
                // On Linux, Ferry's modules; on Apple platforms the SDK's frameworks of the
                // same names, and Ferry is not built.
                .product(name: "UniformTypeIdentifiers", package: "Ferry", condition: .when(platforms: [.linux])),
                .product(name: "CoreTransferable", package: "Ferry", condition: .when(platforms: [.linux])),
            ]
        ),
        // The app declares its types as a Mac app does, in Info.plist (on Linux Ferry finds
        // it in the executable's resource bundle; on a Mac it belongs in the app bundle).
        .executableTarget(name: "models-check", dependencies: ["SharedModels"],
                          resources: [.copy("TypeDeclarations")]),
    ]
)
