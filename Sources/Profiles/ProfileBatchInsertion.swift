// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Appends profiles to the end of the list one by one, inside a transaction the caller
/// holds, applying an ``ProfileStore/IDConflictPolicy``.
final class ProfileBatchInsertion {
    private let writer: ProfileRowWriter
    private let policy: ProfileStore.IDConflictPolicy
    private var nextPosition: Int64
    /// How many profiles were appended.
    private(set) var count = 0

    init(_ connection: SQLiteConnection, policy: ProfileStore.IDConflictPolicy) throws(ProfileStoreError) {
        writer = try ProfileRowWriter(connection)
        self.policy = policy
        nextPosition = try ProfilePositions(connection).end()
    }

    /// Appends `profile`; returns it as stored (a new id when the policy gave one).
    func append(_ profile: Profile) throws(ProfileStoreError) -> Profile {
        var stored = profile
        while true {
            do {
                try writer.insert(stored, position: nextPosition, batchIndex: count)
                break
            } catch {
                guard case .duplicateID = error, policy == .assignNewID else { throw error }
                stored.id = UUID()
            }
        }
        nextPosition += ProfilePositions.spacing
        count += 1
        return stored
    }
}
