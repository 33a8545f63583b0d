// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A file an exporter hands to the system to send.
public struct SentTransferredFile: Sendable {
    /// The file to send.
    public let file: URL
    /// Whether a receiver may use the original file instead of a copy.
    public let allowAccessingOriginalFile: Bool

    /// Creates a file to send; by default receivers get a copy.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an importer receives.
///
/// Unless ``isOriginalFile`` is `true`, the file is a temporary copy that is deleted
/// when the importer returns: an importer that keeps it must copy or move it first, as
/// on Apple platforms.
public struct ReceivedTransferredFile: Sendable {
    /// Where the received file is.
    public let file: URL
    /// Whether ``file`` is the sender's original rather than a copy.
    public let isOriginalFile: Bool

    /// Creates a received file description.
    public init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}
