// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

/// Advances a `Progress` from many tasks, one update at a time (corelibs' `Progress`
/// does not promise that concurrent setters are safe).
@usableFromInline
final class ProgressCounter: Sendable {
    private let progress: Progress
    private let total = Mutex<Int64>(0)

    @usableFromInline init(_ progress: Progress) {
        self.progress = progress
    }

    @usableFromInline func add(_ amount: Int64) {
        total.withLock { total in
            total += amount
            progress.completedUnitCount = total
        }
    }
}
