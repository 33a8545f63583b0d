// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import TransferSessions

/// The progress of importing received files, which can take a while: bind it to a
/// ``ProgressBar`` and a cancel button.
///
/// GtkKit first copies each file (streamed, honouring cancellation between chunks) into a
/// private folder, reporting bytes copied, then hands the copy to the type's importer.
@MainActor
public final class ImportProgress {
    /// The names of the files being imported.
    public private(set) var fileNames: [String] = []
    /// The total size of the files.
    public private(set) var totalBytes: Int64 = 0
    /// The bytes copied so far.
    public private(set) var completedBytes: Int64 = 0
    /// Whether the import has ended (completed, failed or cancelled).
    public private(set) var isFinished = false
    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false
    /// Called after every change.
    public var onUpdate: (@MainActor (ImportProgress) -> Void)?

    var task: Task<Void, Never>?
    /// Told when the files are known and copying starts.
    var onBegin: (@MainActor (ImportProgress) -> Void)?

    init() {}

    func begin(fileNames: [String], totalBytes: Int64) {
        self.fileNames = fileNames
        self.totalBytes = totalBytes
        onBegin?(self)
        onUpdate?(self)
    }

    /// The fraction done, 0 to 1 (1 for empty files once finished).
    public var fractionCompleted: Double {
        totalBytes > 0 ? min(1, Double(completedBytes) / Double(totalBytes)) : (isFinished ? 1 : 0)
    }

    /// Stops the import; the drop then fails with `ReceiveError.cancelled` and nothing is added.
    public func cancel() {
        guard !isFinished, !isCancelled else { return }
        isCancelled = true
        task?.cancel()
        onUpdate?(self)
    }

    func advance(to bytes: Int64) {
        guard !isFinished, bytes > completedBytes else { return }
        completedBytes = min(bytes, totalBytes)
        onUpdate?(self)
    }

    func finish() {
        guard !isFinished else { return }
        isFinished = true
        onUpdate?(self)
    }
}
