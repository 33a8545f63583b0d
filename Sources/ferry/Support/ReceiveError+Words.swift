// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import GtkKit

/// GtkKit's receive errors are told in the user's words by FerryScenes (which cannot see
/// GtkKit): each case is handed over as its FerryScenes mirror.
extension ReceiveError: ReceiveFailureConvertible {
    public var receiveFailure: ReceiveFailure {
        switch self {
        case let .noImportableFormat(type, offered): .noImportableFormat(type: type, offered: offered)
        case let .readFailed(mimeType, reason): .readFailed(mimeType: mimeType, reason: reason)
        case let .fileNotImportable(path, contentType, type): .fileNotImportable(path: path, contentType: contentType, type: type)
        case let .importFailed(type, underlying): .importFailed(type: type, underlying: underlying)
        case .cancelled: .cancelled
        }
    }
}
