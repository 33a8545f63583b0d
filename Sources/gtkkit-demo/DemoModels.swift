// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import GtkKit

extension UTType {
    /// A shape being dragged or copied: own process only.
    static let demoShape = UTType(exportedAs: "com.example.gtkkit-demo.shape", conformingTo: .data)
    /// An item of the move lists: own process only.
    static let demoItem = UTType(exportedAs: "com.example.gtkkit-demo.item", conformingTo: .data)
}

/// A shape on the palette: its one real representation stays in this process; other
/// programs get only its name as text.
struct DemoShape: Codable, Transferable, Identifiable, Sendable {
    var id = UUID()
    var version = 1
    var kind: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .demoShape).visibility(.ownProcess)
        ProxyRepresentation(exporting: { (shape: DemoShape) in shape.kind.capitalized })
    }
}

/// An item that moves between two lists, keeping its id.
struct DemoItem: Codable, Transferable, Identifiable, Sendable, Hashable {
    var id: UUID
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .demoItem).visibility(.ownProcess)
    }
}

/// A file imported into the demo's own folder.
struct DemoFile: Transferable, Sendable {
    var url: URL
    var byteCount: Int64

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .data) { received in
            let folder = DemoFile.importFolder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let copy = try TransferFileIO.copyIntoFolder(received.file, folder: folder, preferredName: received.file.lastPathComponent)
            let size = (try FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? NSNumber)?.int64Value ?? 0
            return DemoFile(url: copy, byteCount: size)
        }
    }

    /// Where imported files go: `$GTKKIT_DEMO_IMPORTS`, or a folder in the temporary directory.
    static var importFolder: URL {
        if let path = ProcessInfo.processInfo.environment["GTKKIT_DEMO_IMPORTS"] { return URL(fileURLWithPath: path) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-demo-imports-\(getuid())")
    }
}

/// Image bytes dropped on the picture.
struct DemoImage: Transferable, Sendable {
    var data: Data

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(importedContentType: .image) { DemoImage(data: $0) }
    }
}

/// A row of the long list.
struct NumberedRow: Identifiable, Sendable {
    var id: Int
}

/// The demo's log: one line per event on standard output, read by the UI tests.
enum DemoLog {
    static func write(_ message: String) {
        FileHandle.standardOutput.write(Data("[gtkkit-demo \(getpid())] \(message)\n".utf8))
    }
}

/// A row of the demo's keyed list: one label.
@MainActor
final class KeyedDemoRow: ListRow {
    let label = Label("").minimumSize(height: 28)
    var widget: Widget { label }
}
