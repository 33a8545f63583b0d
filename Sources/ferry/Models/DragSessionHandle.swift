import CoreTransferable
import Foundation

extension UTType {
    /// What a desktop drag carries for a drag session of this process: a handle, never
    /// offered outside the process. Declared in the app's type declarations.
    static let ferryDragSession = UTType(exportedAs: "com.example.ferry.drag-session", conformingTo: .data)
}

/// The value a GTK drag of the Shapes page carries: which ``DragSessionBridge`` session it
/// is. The payload itself (`ShapePayload`, or a deliberately broken one) travels in the
/// session's item providers, so the headless rules of `TransferSessions` decide what a
/// drop does; GTK only supplies the pointer, the targets and the operation.
struct DragSessionHandle: Codable, Transferable, Hashable, Sendable {
    /// Identifies the session.
    let id: UUID

    /// JSON of `com.example.ferry.drag-session`, visible only to this process.
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .ferryDragSession).visibility(.ownProcess)
    }
}
