// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions

/// What the Shapes palette sends when dragged: the real payload, or (from the developer
/// menu) a payload the contract rejects or a provider that fails, so that the rejection
/// paths of SPEC scene 1 can be shown and tested.
public enum PaletteDragMode: String, Sendable, Hashable, CaseIterable {
    /// A version-1 `ShapePayload` (`ShapesModel.startPaletteDrag`).
    case normal
    /// A version-2 `ShapePayload`: decodes, then the acceptance contract rejects it.
    case versionTwo
    /// A provider whose only representation fails to produce its bytes.
    case failingProvider

    /// The developer menu's wording.
    public var title: String {
        switch self {
        case .normal: tr("Palette Sends Version 1 (Normal)")
        case .versionTwo: tr("Palette Sends Version 2 Payloads")
        case .failingProvider: tr("Palette Sends a Failing Provider")
        }
    }

    /// The line the Shapes page shows while a developer mode is on (`nil` when normal).
    public var notice: String? {
        switch self {
        case .normal: nil
        case .versionTwo: tr("Developer mode: the palette sends version-2 payloads.")
        case .failingProvider: tr("Developer mode: the palette sends a provider that fails.")
        }
    }

    /// The items a drag of `kind` carries in a developer mode (`nil` when normal: the model
    /// starts its own session). Same content type and own-process visibility as the real
    /// payload, so destinations accept the drag and their rules decide.
    public func items(for kind: ShapePayload.Kind) -> [ItemProvider]? {
        switch self {
        case .normal:
            return nil
        case .versionTwo:
            return [ItemProvider(ShapePayload(version: 2, kind: kind))]
        case .failingProvider:
            let provider = ItemProvider()
            provider.registerDataRepresentation(for: .shapeTransfer, visibility: .ownProcess) { () async throws -> Data in
                throw PaletteDragFailure.encodingRefused(kind: kind.rawValue)
            }
            return [provider]
        }
    }
}

/// The failure a developer-mode provider reports.
public enum PaletteDragFailure: Error, Sendable, CustomStringConvertible {
    /// The provider refused to encode the shape of this kind.
    case encodingRefused(kind: String)

    public var description: String {
        switch self {
        case .encodingRefused(let kind): tr("the developer-mode provider refused to encode the %1$s (on purpose)", kind)
        }
    }
}

extension ShapesModel {
    /// Starts dragging palette entry `kind` as `mode` says: the real version-1 payload
    /// (``startPaletteDrag(_:at:)``), or the developer mode's items with the same preview
    /// and copy-only operation, so that destinations accept the drag and their rules decide.
    public func startPaletteDrag(_ kind: ShapePayload.Kind, mode: PaletteDragMode) -> DragSession {
        guard let items = mode.items(for: kind) else { return startPaletteDrag(kind) }
        return DragSession(items: items, allowedOperations: [.copy], preview: preview(for: kind))
    }
}
