// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import FerryScenes
import Foundation
import Synchronization
import TransferSessions

/// A fresh folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init(_ label: String = "ferry-scenes-test") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in `folder`, hidden ones included, sorted.
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A provider of `bytes` as `contentType`.
func dataProvider(_ contentType: UTType, _ bytes: Data, visibility: TransferRepresentationVisibility = .all) -> ItemProvider {
    let provider = ItemProvider()
    provider.registerDataRepresentation(for: contentType, visibility: visibility) { bytes }
    return provider
}

/// A provider whose load handler throws.
func failingProvider(_ contentType: UTType) -> ItemProvider {
    let provider = ItemProvider()
    provider.registerDataRepresentation(for: contentType) { () async throws -> Data in throw TestLoadError.unavailable }
    return provider
}

enum TestLoadError: Error, CustomStringConvertible {
    case unavailable
    var description: String { "the test source has no data" }
}

/// A shape payload's JSON with any version and kind.
func shapeBytes(version: Int, kind: String) -> Data {
    Data(#"{"version":\#(version),"kind":"\#(kind)"}"#.utf8)
}

/// A shape payload whose encoding always fails (JSON cannot encode NaN).
struct UnencodableShape: Codable, Transferable {
    var version = 1
    var kind = "Circle"
    var weight = Double.nan

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .shapeTransfer).visibility(.ownProcess)
    }
}

/// A flag any thread may set: for `withObservationTracking`'s `onChange`, which runs at
/// once, on the thread making the change, when an observed property is about to change.
final class ChangeFlag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}

