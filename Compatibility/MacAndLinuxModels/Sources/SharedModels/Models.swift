// SPDX-License-Identifier: Apache-2.0
// The models of Apple's "Meet Transferable" session and of a SwiftUI shapes sample, as
// written for the Mac: nothing here knows which platform it is compiled for.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

extension UTType {
    /// A profile file, declared by the app (Info.plist's UTExportedTypeDeclarations).
    public static let profile = UTType(exportedAs: "com.example.profile")
    /// A shape that travels only inside the app that dragged it.
    public static let shapeTransfer = UTType(exportedAs: "com.example.shape-transfer", conformingTo: .data)
}

/// A person's profile: the app's own type first, plain text (the name) for everyone else.
public struct Profile: Codable, Sendable, Equatable, Transferable {
    public var name: String
    public var phoneNumber: String

    public init(name: String, phoneNumber: String) {
        self.name = name
        self.phoneNumber = phoneNumber
    }

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .profile)
        ProxyRepresentation(exporting: \.name)
    }
}

/// The kind of shape a palette offers.
public enum ShapeKind: String, Codable, Sendable {
    case circle, square
}

/// A versioned shape payload that never leaves the process.
public struct ShapePayload: Codable, Sendable, Equatable, Transferable {
    public let version: Int
    public let kind: ShapeKind

    public init(version: Int, kind: ShapeKind) {
        self.version = version
        self.kind = kind
    }

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .shapeTransfer)
            .visibility(.ownProcess)
    }
}
