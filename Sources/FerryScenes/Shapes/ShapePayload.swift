// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions

extension UTType {
    /// SPEC scene 1's payload type, `com.example.shape-transfer`, conforming to
    /// `public.data`; the app declares it in its exported type declarations.
    public static let shapeTransfer = UTType(exportedAs: "com.example.shape-transfer")
}

/// What crosses the boundary in SPEC scene 1 ("Shapes"): a versioned value
/// `{version, kind}`, with exactly one representation (JSON of
/// `com.example.shape-transfer`) visible only to the process that sent it. No text
/// fallback, on purpose.
public struct ShapePayload: Codable, Transferable, Hashable, Sendable {
    /// The kinds of shape. Their raw values are the seed's (`ShapeKind`): "Circle" and
    /// "Square", which the payload carries and the rows show.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case circle = "Circle"
        case square = "Square"

        /// The name shown to the user: the raw value, as the seed's rows show it.
        public var displayName: String { rawValue }
    }

    /// The only version this app accepts.
    public static let currentVersion = 1

    /// The payload format's version.
    public var version: Int
    /// Which shape.
    public var kind: Kind

    /// Creates a payload; the current version unless told otherwise.
    public init(version: Int = ShapePayload.currentVersion, kind: Kind) {
        self.version = version
        self.kind = kind
    }

    /// JSON of `com.example.shape-transfer`, visible only to this process.
    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .shapeTransfer)
            .visibility(.ownProcess)
    }

    /// Scene 1's acceptance contract: a non-empty batch whose every payload has version
    /// 1; otherwise "Drop rejected: unsupported payload.".
    public static var acceptanceContract: AcceptanceContract<ShapePayload> {
        AcceptanceContract(rejectionReason: ShapesModel.rejectionMessage, rules: [
            .nonEmpty,
            .every("version == \(currentVersion)", \.version, equals: currentVersion),
        ])
    }
}
