// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import CGtk

extension UTType {
    static let testShape = UTType(exportedAs: "com.example.gtkkit-tests.shape", conformingTo: .data)
}

/// A payload whose only real representation is own-process, with a text fallback.
struct TestShape: Codable, Transferable, Equatable, Sendable {
    var version = 1
    var kind: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .testShape).visibility(.ownProcess)
        ProxyRepresentation(exporting: { (shape: TestShape) in shape.kind.capitalized })
    }
}

/// A value exported and imported as a file.
struct TestDocument: Transferable, Sendable {
    var url: URL
    var receivedName: String
    var contents: Data

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .plainText) { document in
            SentTransferredFile(document.url)
        } importing: { received in
            TestDocument(url: received.file, receivedName: received.file.lastPathComponent, contents: try Data(contentsOf: received.file))
        }
    }
}

/// Runs the default GLib main context until `done` is true or `timeout` passes.
@MainActor
func iterateMainContext(timeout: Duration = .seconds(10), until done: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !done() {
        if ContinuousClock.now > deadline { return false }
        while g_main_context_iteration(nil, 0) != 0 {}
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}

/// A fresh temporary folder.
func makeTemporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gtkkit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
