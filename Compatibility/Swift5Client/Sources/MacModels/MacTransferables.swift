// SPDX-License-Identifier: Apache-2.0
// Transferable models as a Mac developer writes them (Swift 5 language mode, Apple's
// module names). This file must compile unchanged against Ferry on Linux.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public struct ShapePayload: Codable, Transferable, Equatable {
    public enum Kind: String, Codable { case circle, square }
    public var version: Int
    public var kind: Kind
    public init(version: Int, kind: Kind) { self.version = version; self.kind = kind }

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .shapeTransfer)
            .visibility(.ownProcess)
    }
}

public struct Profile: Codable, Transferable, Equatable {
    public var id = UUID()
    public var name: String
    public var funFacts: [String] = []
    public init(name: String) { self.name = name }

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .profile)
        ProxyRepresentation(exporting: \.name)
    }
}

public struct ProfilesArchive: Transferable {
    public var profiles: [Profile]
    public var supportsCSV: Bool { !profiles.isEmpty }
    public init(profiles: [Profile]) { self.profiles = profiles }

    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .commaSeparatedText) { archive in
            Data(archive.profiles.map(\.name).joined(separator: "\n").utf8)
        } importing: { data in
            ProfilesArchive(profiles: String(decoding: data, as: UTF8.self).split(separator: "\n").map { Profile(name: String($0)) })
        }
        .exportingCondition { archive in archive.supportsCSV }
        .suggestedFileName("Profiles.csv")
    }
}

public struct Video: Transferable {
    public let url: URL
    public init(url: URL) { self.url = url }

    public static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(contentType: .mpeg4Movie) { video in
            SentTransferredFile(video.url)
        } importing: { received in
            let destination = FileManager.default.temporaryDirectory.appendingPathComponent(received.file.lastPathComponent)
            if FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.removeItem(at: destination)
            }
            try FileManager.default.copyItem(at: received.file, to: destination)
            return Video(url: destination)
        }
        ProxyRepresentation(exporting: \.url)
    }
}

public struct Todo: Codable, Transferable {
    public var text: String
    public var isDone = false
    public init(text: String) { self.text = text }

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .todo)
        ProxyRepresentation(exporting: \.text)
        FileRepresentation(exportedContentType: .plainText) { todo in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("todo.txt")
            try todo.text.write(to: url, atomically: true, encoding: .utf8)
            return SentTransferredFile(url)
        }
        .visibility(.team)
        .suggestedFileName { todo in todo.text }
        DataRepresentation(importedContentType: .utf8PlainText) { data in
            Todo(text: String(decoding: data, as: UTF8.self))
        }
    }
}

extension UTType {
    public static var todo: UTType { UTType(exportedAs: "com.example.todo") }
}
