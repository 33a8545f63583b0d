// SPDX-License-Identifier: Apache-2.0
/// Why content received from another application (a drop, a paste) could not be turned
/// into values: what a toolkit bridge such as GtkKit's drop targets and clipboard throws.
public enum ReceiveError: Error, Sendable, CustomStringConvertible {
    /// Nothing offered can be imported as `type`; `offered` lists the MIME types on offer.
    case noImportableFormat(type: String, offered: [String])
    /// Reading the bytes offered as `mimeType` failed.
    case readFailed(mimeType: String, reason: String)
    /// The bytes offered as `mimeType` are more than `limit`, the most a value is read
    /// into memory with (nothing of them was kept).
    case tooLarge(mimeType: String, limit: Int)
    /// A received file's content type is not one the importer takes.
    case fileNotImportable(path: String, contentType: String, type: String)
    /// Importing failed with `underlying`, CoreTransferable's typed error (or the
    /// importer's own), kept so an app can put it in its own words.
    case importFailed(type: String, underlying: any Error)
    /// The user cancelled the import.
    case cancelled

    public var description: String {
        switch self {
        case let .noImportableFormat(type, offered):
            "nothing offered can be imported as \(type) (offered: \(offered.isEmpty ? "nothing" : offered.joined(separator: ", ")))"
        case let .readFailed(mimeType, reason): "could not read the \"\(mimeType)\" data: \(reason)"
        case let .tooLarge(mimeType, limit): "the \"\(mimeType)\" data is larger than \(limit) bytes, the most read into memory"
        case let .fileNotImportable(path, contentType, type): "\(path) is \(contentType), which \(type) does not import"
        case let .importFailed(type, underlying): "could not import \(type): \(underlying)"
        case .cancelled: "the import was cancelled"
        }
    }
}
