// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Writes profiles into the current tables with statements prepared once, for batches.
/// Must be used inside a transaction of its connection.
final class ProfileRowWriter {
    private let insertProfile: SQLiteStatement
    private let insertFact: SQLiteStatement
    private let insertFile: SQLiteStatement

    init(_ connection: SQLiteConnection) throws(ProfileStoreError) {
        insertProfile = try connection.prepare("INSERT INTO profile (id, name, bio, position, phone_number) VALUES (?1, ?2, ?3, ?4, ?5)")
        insertFact = try connection.prepare("INSERT INTO fun_fact (profile_id, position, text) VALUES (?1, ?2, ?3)")
        insertFile = try connection.prepare("INSERT INTO file_reference (profile_id, role, url) VALUES (?1, ?2, ?3)")
    }

    /// Inserts `profile` at `position`. Throws `duplicateID` (with `batchIndex`) when the
    /// id is already stored.
    func insert(_ profile: Profile, position: Int64, batchIndex: Int) throws(ProfileStoreError) {
        let id = profile.id.uuidString
        try insertProfile.bind(id, at: 1)
        try insertProfile.bind(profile.name, at: 2)
        try insertProfile.bind(profile.bio, at: 3)
        try insertProfile.bind(position, at: 4)
        try insertProfile.bind(profile.phoneNumber, at: 5)
        do {
            try insertProfile.run()
        } catch {
            if insertProfile.lastResultCode == .primaryKeyConstraint {
                throw .duplicateID(profile.id, index: batchIndex)
            }
            throw error
        }
        try insertDetails(of: profile, id: id)
    }

    /// Inserts the facts and file references of `profile`, stored under `id`.
    func insertDetails(of profile: Profile, id: String) throws(ProfileStoreError) {
        for (index, fact) in profile.funFacts.enumerated() {
            try insertFact.bind(id, at: 1)
            try insertFact.bind(Int64(index), at: 2)
            try insertFact.bind(fact, at: 3)
            try insertFact.run()
        }
        for (role, url) in [("video", profile.videoText), ("portrait", profile.portraitText)] {
            guard let url else { continue }
            try insertFile.bind(id, at: 1)
            try insertFile.bind(role, at: 2)
            try insertFile.bind(url, at: 3)
            try insertFile.run()
        }
    }
}
