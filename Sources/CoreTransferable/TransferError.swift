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
    case encodingFailed(type: String, contentType: String, reason: String)
    /// The bytes could not be decoded as `type`; `codingPath` says where in the payload.
    case decodingFailed(type: String, contentType: String, codingPath: String, reason: String)
    /// An importer or exporter threw an error of its own.
    case representationFailed(type: String, contentType: String, direction: Direction, reason: String)
    /// A file to send or receive does not exist.
    case fileMissing(path: String)
    /// A file operation failed with `errno`.
    case io(operation: String, path: String, errno: Int32)

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
