// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Why a transfer failed. Each case says which type, which content type and what went
/// wrong, so a message can tell the user and a log can tell the developer.
public enum TransferError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No representation of `type` exports (or imports) `contentType` (`nil`: any) for
    /// this audience.
    case noRepresentation(type: String, contentType: String?, direction: Direction)
    /// A representation exists but its exporting condition is false for this value.
    case exportingConditionFalse(type: String, contentType: String)
    /// Encoding the value failed.
    case encodingFailed(type: String, contentType: String, reason: Reason)
    /// The bytes could not be decoded as `type`; `codingPath` says where in the payload.
    case decodingFailed(type: String, contentType: String, codingPath: String, reason: Reason)
    /// An importer or exporter threw an error of its own (`reason` is ``Reason/error(_:)``,
    /// holding it).
    case representationFailed(type: String, contentType: String, direction: Direction, reason: Reason)
    /// A file to send or receive does not exist.
    case fileMissing(path: String)
    /// A file operation failed with `errno`.
    case io(operation: String, path: String, errno: Int32)

    /// Why content could not be encoded, decoded or made, kept typed so that an app can
    /// word it in its user's language (its ``description`` is English, for logs).
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The bytes are not valid UTF-8 text.
        case invalidUTF8
        /// The text (its first line, at most 80 characters) is not an absolute URL.
        case notAURL(String)
        /// The URL is not a file URL, where only a file URL will do.
        case notAFileURL(String)
        /// An error thrown below: an importer's or exporter's own, or a coder's
        /// (`DecodingError`, `EncodingError`), as it was thrown.
        case error(any Error)

        public var description: String {
            switch self {
            case .invalidUTF8: "the bytes are not valid UTF-8"
            case .notAURL(let text): "\"\(text)\" is not a URL"
            case .notAFileURL(let text): "\"\(text)\" is not a file URL"
            case .error(let error): TransferError.describe(error)
            }
        }

        /// Thrown errors are equal when they are of one type and say the same (errors need
        /// not be `Equatable`).
        public static func == (lhs: Reason, rhs: Reason) -> Bool {
            switch (lhs, rhs) {
            case (.invalidUTF8, .invalidUTF8): true
            case let (.notAURL(a), .notAURL(b)), let (.notAFileURL(a), .notAFileURL(b)): a == b
            case let (.error(a), .error(b)): type(of: a) == type(of: b) && String(reflecting: a) == String(reflecting: b)
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .invalidUTF8: hasher.combine(0)
            case .notAURL(let text): hasher.combine(1); hasher.combine(text)
            case .notAFileURL(let text): hasher.combine(2); hasher.combine(text)
            case .error(let error): hasher.combine(3); hasher.combine(String(reflecting: error))
            }
        }
    }

    /// Export or import.
    public enum Direction: String, Sendable, Hashable {
        /// Turning a value into data or a file.
        case export
        /// Turning data or a file into a value.
        case `import`
    }

    public var description: String {
        switch self {
        case let .noRepresentation(type, contentType, direction):
            let what = contentType.map { "\"\($0)\"" } ?? "any content type"
            return "\(type) has no representation that can \(direction.rawValue) \(what)"
        case let .exportingConditionFalse(type, contentType):
            return "this \(type) cannot be exported as \"\(contentType)\" right now (its exporting condition is false)"
        case let .encodingFailed(type, contentType, reason):
            return "could not encode \(type) as \"\(contentType)\": \(reason)"
        case let .decodingFailed(type, contentType, codingPath, reason):
            let place = codingPath.isEmpty ? "" : " at \(codingPath)"
            return "could not decode \(type) from \"\(contentType)\"\(place): \(reason)"
        case let .representationFailed(type, contentType, direction, reason):
            return "could not \(direction.rawValue) \(type) as \"\(contentType)\": \(reason)"
        case let .fileMissing(path):
            return "\(path): no such file"
        case let .io(operation, path, code):
            return "\(path): \(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// A readable coding path such as `funFacts[2].text`.
    static func codingPath(of error: DecodingError) -> String {
        let path: [any CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
        @unknown default:
            path = []
        }
        var text = ""
        for key in path {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    /// A short description of any error, preferring what it says about itself.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as DecodingError:
            switch error {
            case .typeMismatch(let type, let context): return "expected \(type): \(context.debugDescription)"
            case .valueNotFound(let type, let context): return "missing \(type): \(context.debugDescription)"
            case .keyNotFound(let key, _): return "missing key \"\(key.stringValue)\""
            case .dataCorrupted(let context): return context.debugDescription
            @unknown default: return String(describing: error)
            }
        case let error as CustomStringConvertible:
            return error.description
        default:
            return String(describing: error)
        }
    }
}
