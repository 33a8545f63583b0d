// SPDX-License-Identifier: Apache-2.0
import CoreTransferable

/// Why loading from an ``ItemProvider`` failed. Each case names the content type (and
/// the type being made) so a message can tell the user and a log the developer.
public enum ItemProviderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No representation this reader may see is, or conforms to, `contentType`.
    case notOffered(contentType: String, offered: [String], audience: TransferAudience)
    /// No representation this reader may see can be imported as `type`.
    case noImportableRepresentation(type: String, offered: [String], audience: TransferAudience)
    /// The source's load handler or exporter failed to produce `contentType`.
    case loadFailed(contentType: String, reason: TransferError.Reason)
    /// The content arrived but could not be made into `type`.
    case decodeFailed(type: String, contentType: String, reason: TransferError.Reason)
    /// A received file could not be copied or read.
    case fileFailed(contentType: String, reason: TransferError.Reason)
    /// A completion-handler load handler reported neither a result nor an error.
    case handlerReturnedNothing(contentType: String)
    /// The load was started after the drop handler that received the provider returned:
    /// providers handed to a drop must start every load inside the handler.
    case accessExpired(contentType: String?)
    /// The load was cancelled before it finished.
    case cancelled(contentType: String)

    public var description: String {
        switch self {
        case let .notOffered(contentType, offered, audience):
            return "no representation conforming to \"\(contentType)\" is offered to \(audience) (offered: \(Self.list(offered)))"
        case let .noImportableRepresentation(type, offered, audience):
            return "no representation offered to \(audience) can be imported as \(type) (offered: \(Self.list(offered)))"
        case let .loadFailed(contentType, reason):
            return "loading \"\(contentType)\" failed: \(reason)"
        case let .decodeFailed(type, contentType, reason):
            return "could not make \(type) from \"\(contentType)\": \(reason)"
        case let .fileFailed(contentType, reason):
            return "receiving the \"\(contentType)\" file failed: \(reason)"
        case let .handlerReturnedNothing(contentType):
            return "the load handler for \"\(contentType)\" completed with neither a result nor an error"
        case let .accessExpired(contentType):
            let what = contentType.map { "\"\($0)\"" } ?? "the item"
            return "loading \(what) was started after the drop handler returned; start every load inside the handler"
        case let .cancelled(contentType):
            return "loading \"\(contentType)\" was cancelled"
        }
    }

    private static func list(_ types: [String]) -> String {
        types.isEmpty ? "nothing" : types.joined(separator: ", ")
    }
}
