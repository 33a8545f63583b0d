// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

// The seed models of SPEC scenes 1 and 4, written as a Mac developer would.

extension UTType {
    static let shapeTransfer = UTType(exportedAs: "com.example.shape-transfer")
    static let profile = UTType(exportedAs: "com.example.profile")
}

/// Scene 1: a versioned value that only the sending app may receive.
struct ShapePayload: Codable, Transferable, Equatable {
    enum Kind: String, Codable { case circle, square }
    var version: Int
    var kind: Kind

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .shapeTransfer)
            .visibility(.ownProcess)
    }
}

/// Scene 4: JSON of com.example.profile first, then the name as text.
struct Profile: Codable, Transferable, Equatable {
    var id: UUID
    var name: String
    var bio: String
    var funFacts: [String]

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .profile)
        ProxyRepresentation(exporting: \.name)
    }
}

/// Scene 4: many profiles as CSV, offered only when the archive supports it.
struct ProfilesArchive: Transferable, Equatable {
    var names: [String]
    var supportsCSV: Bool

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .commaSeparatedText) { archive in
            Data(archive.names.map { "\"\($0.replacingOccurrences(of: "\"", with: "\"\""))\"" }.joined(separator: "\n").utf8)
        } importing: { data in
            let text = String(decoding: data, as: UTF8.self)
            let names = text.split(separator: "\n").map { line in
                String(line.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
            }
            return ProfilesArchive(names: names, supportsCSV: true)
        }
        .exportingCondition { $0.supportsCSV }
        .suggestedFileName("Profiles.csv")
    }
}

/// Scene 4: a file that is never loaded into memory; import copies into the library.
struct Video: Transferable, Equatable {
    var url: URL

    @TaskLocal static var library: URL = FileManager.default.temporaryDirectory
    /// What the last importer saw, to check the received file's lifetime.
    @TaskLocal static var receivedFiles: ReceivedLog?

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .mpeg4Movie) { video in
            SentTransferredFile(video.url)
        } importing: { received in
            receivedFiles?.append(received)
            let copy = try TransferFileIO.copyIntoFolder(received.file, folder: library, preferredName: received.file.lastPathComponent)
            return Video(url: copy)
        }
        .suggestedFileName { $0.url.lastPathComponent }
        ProxyRepresentation(exporting: \.url)
    }
}

/// A video whose importer wants the sender's original file.
struct InPlaceVideo: Transferable {
    var url: URL
    var wasOriginal: Bool

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .mpeg4Movie, shouldAttemptToOpenInPlace: true) { video in
            SentTransferredFile(video.url, allowAccessingOriginalFile: true)
        } importing: { received in
            InPlaceVideo(url: received.file, wasOriginal: received.isOriginalFile)
        }
    }
}

final class ReceivedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [ReceivedTransferredFile] = []
    func append(_ file: ReceivedTransferredFile) { lock.lock(); files.append(file); lock.unlock() }
    var all: [ReceivedTransferredFile] { lock.lock(); defer { lock.unlock() }; return files }
}
