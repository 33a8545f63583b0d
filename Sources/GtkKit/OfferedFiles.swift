// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Dispatch
import Foundation
import Synchronization

/// Files written on demand for receivers that take files, such as a file manager a value
/// is dropped or pasted into.
///
/// A value whose representations suggest a file name is also offered as `text/uri-list`
/// (see ``TransferContentProvider``). Only when a receiver asks for that list is the value
/// exported, into a folder of its own so the suggested name is kept exactly. A receiver
/// copies the file after the drop has ended, so the folders outlive the offer by
/// ``retention`` once the drag or the clipboard lets the offer go; whatever is left when
/// the application's ``Application/run()`` returns is removed then.
enum OfferedFiles {
    private static let folders = Mutex<Set<URL>>([])

    private static let retentionTime = Mutex<Duration>(.seconds(120))

    /// How long files stay after their offer ends: time for a receiver to copy them.
    static var retention: Duration {
        get { retentionTime.withLock { $0 } }
        set { retentionTime.withLock { $0 = newValue } }
    }

    /// The folders one offer made, removed ``retention`` after the offer is let go.
    final class Offer: Sendable {
        private let made = Mutex<[URL]>([])

        /// Exports `value` as `contentType` under its suggested file name into a new
        /// folder: the URI list naming the file.
        func export<T: Transferable>(_ value: T, as contentType: UTType) async throws -> Data {
            let folder = try TransferFileIO.makeTemporaryFolder()
            OfferedFiles.folders.withLock { _ = $0.insert(folder) }
            made.withLock { $0.append(folder) }
            let file = try await value.export(to: folder, contentType: contentType)
            return Data(file.absoluteString.utf8)
        }

        deinit {
            let made = made.withLock { $0 }
            guard !made.isEmpty else { return }
            let delay = OfferedFiles.retention.components
            let nanoseconds = Int(delay.seconds) * 1_000_000_000 + Int(delay.attoseconds / 1_000_000_000)
            DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
                OfferedFiles.remove(made)
            }
        }
    }

    private static func remove(_ made: [URL]) {
        let owned = folders.withLock { folders in made.filter { folders.remove($0) != nil } }
        for folder in owned { try? FileManager.default.removeItem(at: folder) }
    }

    /// Removes every folder still there (what receivers have not copied yet is gone).
    static func removeAll() {
        remove(folders.withLock { Array($0) })
    }
}
