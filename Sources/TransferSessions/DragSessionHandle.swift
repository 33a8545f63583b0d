// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

extension UTType {
    /// What a desktop drag carries for a drag session of this process: a handle, never
    /// offered outside the process. Apps declare it in their type declarations.
    public static let ferryDragSession = UTType(exportedAs: "com.example.ferry.drag-session", conformingTo: .data)
}

/// The value a desktop drag carries for a ``DesktopDragBridge`` session: which session it
/// is. The payload itself travels in the session's item providers, so the headless rules
/// of the session decide what a drop does; the toolkit only supplies the pointer, the
/// targets and the operation.
public struct DragSessionHandle: Codable, Transferable, Hashable, Sendable {
    /// Identifies the session.
    public let id: UUID

    /// Creates a handle for the session `id` names.
    public init(id: UUID) { self.id = id }

    /// JSON of `com.example.ferry.drag-session`, visible only to this process.
    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .ferryDragSession).visibility(.ownProcess)
    }
}
