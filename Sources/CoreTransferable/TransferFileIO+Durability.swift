// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

extension TransferFileIO {
    /// What a written file survives. Under either policy a file is written under a
    /// temporary name in its destination's folder and takes its name (by `rename(2)`, or
    /// `link(2)` when it must not replace anything) only once it is complete, so a failed,
    /// cancelled, crashed or killed writer never leaves a half-written destination; the
    /// policies differ in what a power cut or kernel crash can leave.
    ///
    /// - ``atomic`` does not flush. It is what Apple's atomic writes promise
    ///   (`Data.WritingOptions.atomic`, `FileManager` copies, CoreTransferable's own
    ///   files), costs no more than `cp`, and is CoreTransferable's default: exports and
    ///   received files, which the caller can write again.
    /// - ``flushed`` adds `fsync(2)` of the file before it takes its name (started early:
    ///   each chunk's write-out is requested as soon as it is copied) and of the folder
    ///   after, so the name never reaches the disk before the bytes it names. It runs at
    ///   the disk's write speed rather than the page cache's, and is the default of
    ///   Profiles' media folders, whose files are named by records of the SQLite profile
    ///   store: once such a record reaches the disk, it must not name a file that a power
    ///   cut left empty, and the store cannot know when the kernel writes the file back.
    public enum Durability: Sendable, Hashable, CustomStringConvertible {
        /// Whole or absent for any failure of the writing process; not flushed, so after
        /// a power cut or kernel crash the destination may be missing, or (on file systems
        /// that allocate blocks late, such as ext4) present but empty or incomplete.
        case atomic
        /// Whole or absent even after a power cut or kernel crash: flushed to disk before
        /// it takes its name, and the name flushed before the write returns.
        case flushed

        public var description: String {
            switch self {
            case .atomic: "atomic"
            case .flushed: "flushed"
            }
        }
    }

    /// The flushes writes made, for tests that check a policy is kept (recording only
    /// once a test has started it).
    package static let flushLog = FlushLog()

    /// Paths flushed by ``TransferFileIO`` since recording started.
    package final class FlushLog: Sendable {
        private let recording = Atomic<Bool>(false)
        private let entries = Mutex<[String]>([])

        /// Starts recording (it then stays on for the process).
        package func startRecording() {
            recording.store(true, ordering: .relaxed)
        }

        func record(_ path: String) {
            guard recording.load(ordering: .relaxed) else { return }
            entries.withLock { $0.append(path) }
        }

        /// The flushed paths (files and folders) inside `folder`, or `folder` itself, in
        /// the order they were flushed.
        package func paths(under folder: URL) -> [String] {
            let prefix = folder.standardizedFileURL.path
            return entries.withLock { $0 }.filter { $0 == prefix || $0.hasPrefix(prefix + "/") }
        }
    }
}
