// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry: arbitrary bytes imported as Ferry's seed models and the standard
// conformances, with the content type chosen by the first byte. Any crash, hang or
// sanitizer report is a bug; thrown TransferErrors are the expected outcome.
import CoreTransferable
import Foundation

struct FuzzShape: Codable, Transferable {
    var version: Int
    var kind: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: UTType(exportedAs: "com.example.shape-transfer")).visibility(.ownProcess)
    }
}

struct FuzzProfile: Codable, Transferable {
    var id: UUID
    var name: String
    var bio: String
    var funFacts: [String]
    var video: URL?
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: UTType(exportedAs: "com.example.profile"))
        ProxyRepresentation(exporting: \.name)
    }
}

final class Box: @unchecked Sendable { var done = false }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = bytes[0]
    let data = Data(bytes: bytes + 1, count: size - 1)
    let semaphore = DispatchSemaphore(value: 0)
    Task.detached {
        let types: [UTType?] = [nil, .json, .utf8PlainText, .plainText, .url, .fileURL, UTType(exportedAs: "com.example.profile")]
        let type = types[Int(selector) % types.count]
        switch selector % 5 {
        case 0: _ = try? await FuzzShape(importing: data, contentType: type)
        case 1: _ = try? await FuzzProfile(importing: data, contentType: type)
        case 2: _ = try? await String(importing: data, contentType: type)
        case 3: _ = try? await URL(importing: data, contentType: type)
        default: _ = try? await AttributedString(importing: data, contentType: type)
        }
        semaphore.signal()
    }
    semaphore.wait()
    return 0
}
