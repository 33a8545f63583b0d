// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The content of one representation in transit: bytes, or a file.
public enum TransferredContent: Sendable {
    /// Bytes in memory.
    case data(Data)
    /// A file on disk, with whether receivers may use the original.
    case file(SentTransferredFile)
}
