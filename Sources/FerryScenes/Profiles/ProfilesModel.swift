// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Observation
import Profiles

/// The view state and rules of SPEC scene 4 ("Profiles"), headless: the list, the
/// selection, the detail editor, paste-as-fun-facts, the portrait drop, reordering with
/// rows that cannot move, drops and imports, and export. The GTK page only wires widgets
/// to it; every action that the user sees the result of sets ``message`` and returns it.
///
/// Every change is stored at once in the ``ProfileStore`` (one transaction each); a
/// change the store refuses leaves the list as it was and says why.
@MainActor
@Observable
public final class ProfilesModel {
    /// The message shown before anything happened.
    nonisolated public static var initialMessage: String { tr("Drop profiles, a CSV archive or a video here.") }

    /// The ids of the profiles, in list order: all the model keeps of the list.
    public internal(set) var profileIDs: [UUID] = []
    /// Counts edits of profiles in the list: ``profiles`` reads it, so that what observes
    /// the list is told of an edit as it is of a new order.
    private(set) var profileRevision = 0
    /// The profiles read so far (a bounded cache), shared by every ``profiles`` handed out.
    let profileCache: ProfileCache

    /// The profiles, in list order, read from the store as they are asked for (see
    /// ``ProfileList``).
    public var profiles: ProfileList {
        _ = profileRevision
        return ProfileList(ids: profileIDs, cache: profileCache)
    }
    /// The selected profile's id, if any.
    public internal(set) var selectedID: UUID?
    /// The message line: what the last action did, in words.
    public internal(set) var message = ProfilesModel.initialMessage
    /// The rows that cannot be dragged to another place (other rows may still move past
    /// them, as with SwiftUI's `moveDisabled`).
    public internal(set) var immovableIDs: Set<UUID>
    /// Whether the archive offers CSV export (its exporting condition).
    public var allowsCSVExport = true
    /// The running video import, for a progress bar; `nil` when none runs.
    public internal(set) var videoImportProgress: Progress?
    /// The profiles deleted (or cut and not pasted) in this session that Ctrl+Z can
    /// restore, newest last.
    public internal(set) var deletedProfiles: [DeletedProfile] = []

    /// The running CSV file import, for a progress bar (bytes read of the file's size);
    /// `nil` when none runs.
    public internal(set) var csvImportProgress: Progress?

    /// The running export of every profile as CSV ("Export All as CSV…"), for a progress
    /// bar (profiles written of the store's count); `nil` when none runs.
    public internal(set) var csvExportProgress: Progress?

    /// Where the profiles are stored.
    public let store: ProfileStore
    /// Where imported videos are copied.
    public let videos: MediaFolder
    /// Where dropped portraits are copied.
    public let portraits: MediaFolder

    /// A model over `store`, showing what it holds and selecting the first profile.
    public init(store: ProfileStore, videos: MediaFolder, portraits: MediaFolder, immovableIDs: Set<UUID> = []) throws(ProfileStoreError) {
        self.store = store
        self.videos = videos
        self.portraits = portraits
        self.immovableIDs = immovableIDs
        profileCache = ProfileCache(store: store)
        profileIDs = try store.orderedIDs()
        selectedID = profileIDs.first
    }

    /// The model of the app: the store at ``ProfilesDirectories/standard(environment:)``,
    /// created with the demo profiles, and "Juan Chavez" marked as a row that cannot move.
    public static func standard() throws(ProfileStoreError) -> ProfilesModel {
        let directories = ProfilesDirectories.standard()
        let store = try ProfileStore(url: directories.storeURL, initialProfiles: Profile.demoProfiles)
        return try ProfilesModel(
            store: store,
            videos: MediaFolder(url: directories.videosFolder, defaultExtension: "mp4"),
            portraits: MediaFolder(url: directories.portraitsFolder),
            immovableIDs: [Profile.demoProfiles[0].id])
    }

    // MARK: Selection and editing

    /// The selected profile: from the cache when it is there (it is shown, so usually),
    /// without looking for its id in the list.
    public var selectedProfile: Profile? {
        guard let id = selectedID else { return nil }
        // Read for observation: what shows the selection is told of edits and of changes
        // to the list, as when it looked the profile up there.
        _ = (profileRevision, profileIDs)
        return profileCache.profile(id) ?? profile(id: id)
    }

    /// The selected profile's index in the list.
    public var selectedIndex: Int? {
        selectedID.flatMap { id in profileIDs.firstIndex(of: id) }
    }

    /// The profile with `id` in the list, if any.
    public func profile(id: UUID) -> Profile? {
        profileIDs.firstIndex(of: id).map { profiles[$0] }
    }

    /// The profile with `id` as stored, read again if it is not cached: what an edit
    /// starts from (a profile the store cannot read is an error here, not a blank).
    func storedProfile(id: UUID) throws(ProfileStoreError) -> Profile {
        if let cached = profileCache.profile(id) { return cached }
        guard let stored = try store.profile(id: id) else { throw .notFound(id) }
        profileCache.put([stored])
        return stored
    }

    /// Selects the profile with `id` (`nil`: none). An unknown id selects nothing.
    public func select(_ id: UUID?) {
        selectedID = id.flatMap { id in profileIDs.contains(id) ? id : nil }
    }

    /// Renames the selected profile, exactly as typed (no trimming while editing).
    public func rename(to name: String) {
        editSelected { $0.name = name }
    }

    /// Replaces the selected profile's phone number, exactly as typed.
    public func setPhoneNumber(_ phoneNumber: String) {
        editSelected { $0.phoneNumber = phoneNumber }
    }

    /// Replaces the selected profile's bio.
    public func setBio(_ bio: String) {
        editSelected { $0.bio = bio }
    }

    /// Replaces the selected profile's fun fact at `index`.
    public func setFunFact(at index: Int, to text: String) {
        editSelected { profile in
            guard profile.funFacts.indices.contains(index) else { return }
            profile.funFacts[index] = text
        }
    }

    /// Appends a fun fact to the selected profile.
    public func addFunFact(_ text: String) {
        editSelected { $0.funFacts.append(text) }
    }

    /// Removes the selected profile's fun fact at `index`.
    public func removeFunFact(at index: Int) {
        editSelected { profile in
            guard profile.funFacts.indices.contains(index) else { return }
            profile.funFacts.remove(at: index)
        }
    }

    /// The paste button's action (it accepts only text): appends each pasted string to
    /// the selected profile's fun facts, in order, skipping empty strings.
    @discardableResult
    public func paste(_ strings: [String]) -> String {
        guard selectedProfile != nil else { return say(Self.noSelectionMessage) }
        let facts = strings.filter { !$0.isEmpty }
        guard !facts.isEmpty else { return say(Self.nothingToPasteMessage) }
        guard editSelected({ $0.funFacts += facts }) else { return message }
        return say(Self.addedFunFactsMessage(facts.count))
    }

    /// Adds a profile named "New profile" at the end and selects it.
    @discardableResult
    public func addProfile(named name: String = tr("New profile")) -> String {
        let profile = Profile(name: name)
        do {
            try store.append([profile])
        } catch {
            return say(tr("Could not add the profile: %1$s", ErrorText.describe(error)))
        }
        appendToList([profile])
        selectedID = profile.id
        return say(Self.addedProfilesMessage(1))
    }

    /// Deletes the selected profile (its files stay) and selects its neighbour.
    @discardableResult
    public func deleteSelected() -> String {
        guard let id = selectedID else { return say(Self.noSelectionMessage) }
        return delete(id)
    }

    /// Deletes the profile with `id` (its files stay; its row's menu), as
    /// ``deleteSelected()`` does the selected one: Ctrl+Z restores it.
    @discardableResult
    public func delete(_ id: UUID) -> String {
        guard let index = profileIDs.firstIndex(of: id) else { return say(Self.goneMessage) }
        do {
            let profile = try removeRow(at: index)
            return say(Self.deletedMessage(profile.name))
        } catch {
            return say(tr("Could not delete “%1$s”: %2$s", profileCache.profile(id)?.name ?? id.uuidString, ErrorText.describe(error)))
        }
    }

    /// Deletes the row at `index` from the store and the list (its files stay), keeping it
    /// for ``undoDelete()``; a selected row passes the selection to its neighbour.
    @discardableResult
    func removeRow(at index: Int) throws(ProfileStoreError) -> Profile {
        // Read whole before it goes: undo puts back exactly this.
        let profile = try storedProfile(id: profileIDs[index])
        try store.delete(ids: [profile.id])
        profileIDs.remove(at: index)
        profileCache.remove(profile.id)
        let wasImmovable = immovableIDs.remove(profile.id) != nil
        deletedProfiles.append(DeletedProfile(profile: profile, index: index, wasImmovable: wasImmovable))
        if selectedID == profile.id { selectedID = profileIDs.isEmpty ? nil : profileIDs[min(index, profileIDs.count - 1)] }
        return profile
    }

    /// Restores the last deleted profile (Ctrl+Z): same id, fields and files, at its old
    /// place (or the end, if the list is shorter now), selected. A profile the store
    /// refuses (its id came back by an import meanwhile) is dropped with a message.
    @discardableResult
    public func undoDelete() -> String {
        guard let deleted = deletedProfiles.popLast() else { return say(Self.nothingToRestoreMessage) }
        let index = min(deleted.index, profileIDs.count)
        do {
            // By its new neighbour's id: the store finds it without walking the list.
            try store.insert(deleted.profile, before: index < profileIDs.count ? profileIDs[index] : nil)
        } catch {
            return say(tr("Could not restore “%1$s”: %2$s", deleted.profile.name, ErrorText.describe(error)))
        }
        profileIDs.insert(deleted.profile.id, at: index)
        profileCache.put([deleted.profile])
        if deleted.wasImmovable { immovableIDs.insert(deleted.profile.id) }
        selectedID = deleted.profile.id
        return say(Self.restoredMessage(deleted.profile.name))
    }

    /// Applies `change` to the selected profile and stores it; false (with a message)
    /// when there is no selection or the store refused.
    @discardableResult
    func editSelected(_ change: (inout Profile) -> Void) -> Bool {
        guard let id = selectedID else {
            say(Self.noSelectionMessage)
            return false
        }
        let stored: Profile
        do {
            stored = try storedProfile(id: id)
        } catch {
            // Unreadable: its name is not known, its id is.
            say(tr("Could not save “%1$s”: %2$s", id.uuidString, ErrorText.describe(error)))
            return false
        }
        var edited = stored
        change(&edited)
        guard edited != stored else { return true }
        do {
            try store.update(edited)
        } catch {
            say(tr("Could not save “%1$s”: %2$s", edited.name, ErrorText.describe(error)))
            return false
        }
        profileCache.put([edited])
        profileRevision += 1
        return true
    }

    /// Adds `stored` (just appended to the store) at the end of the list.
    func appendToList(_ stored: [Profile]) {
        profileIDs += stored.map(\.id)
        profileCache.put(stored.suffix(ProfileCache.pageSize))
    }
}
