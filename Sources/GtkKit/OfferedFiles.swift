// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Synchronization

/// Files written on demand for receivers that take files, such as a file manager a value
/// is dropped or pasted into.
///
/// A value whose representations suggest a file name is also offered as `text/uri-list`
/// (see ``TransferContentProvider``). Only when a receiver asks for that list is the value
/// exported, into a folder of its own so the suggested name is kept exactly. The receiver
/// copies the file after the drop has ended, so the folders live until the application's
/// ``Application/run()`` returns, which removes them.
enum OfferedFiles {
    private static let folders = Mutex<[URL]>([])

    /// A new private folder for one exported file, removed by ``removeAll()``.
    static func makeFolder() throws -> URL {
        let folder = try TransferFileIO.makeTemporaryFolder()
        folders.withLock { $0.append(folder) }
        return folder
    }

    /// Exports `value` as `contentType` under its suggested file name, for a receiver
    /// that asked for files: the URI list naming the file.
    static func export<T: Transferable>(_ value: T, as contentType: UTType) async throws -> Data {
        let file = try await value.export(to: try makeFolder(), contentType: contentType)
        return Data(file.absoluteString.utf8)
    }

    /// Removes every folder made so far (what receivers have not copied yet is gone).
    static func removeAll() {
        let made = folders.withLock { folders in
            defer { folders.removeAll() }
            return folders
        }
        for folder in made { try? FileManager.default.removeItem(at: folder) }
    }
}
