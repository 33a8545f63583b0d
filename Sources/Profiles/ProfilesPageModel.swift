import CoreTransferable
import Foundation
import Observation

/// The view state and rules of SPEC scene 4 ("Profiles"), headless: the list, the
/// selection, the detail editor, paste-as-fun-facts, the portrait drop, reordering with
/// rows that cannot move, drops and imports, and export. The GTK page only wires widgets
/// to it; every action that the user sees the result of sets ``message`` and returns it.
///
/// Every change is stored at once in the ``ProfileStore`` (one transaction each); a
/// change the store refuses leaves the list as it was and says why.
@MainActor
@Observable
public final class ProfilesPageModel {
    /// The message shown before anything happened.
    nonisolated public static let initialMessage = "Drop profiles, a CSV archive or a video here."

    /// The profiles, in list order.
    public private(set) var profiles: [Profile] = []
    /// The selected profile's id, if any.
    public private(set) var selectedID: UUID?
    /// The message line: what the last action did, in words.
    public private(set) var message = ProfilesPageModel.initialMessage
    /// The rows that cannot be dragged to another place (other rows may still move past
    /// them, as with SwiftUI's `moveDisabled`).
    public private(set) var immovableIDs: Set<UUID>
    /// Whether the archive offers CSV export (its exporting condition).
    public var allowsCSVExport = true
    /// The running video import, for a progress bar; `nil` when none runs.
    public private(set) var videoImportProgress: Progress?

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
        profiles = try store.profiles()
        selectedID = profiles.first?.id
    }

    /// The model of the app: the store at ``ProfilesDirectories/standard(environment:)``,
    /// created with the demo profiles, and "Juan Chavez" marked as a row that cannot move.
    public static func standard() throws(ProfileStoreError) -> ProfilesPageModel {
        let directories = ProfilesDirectories.standard()
        let store = try ProfileStore(url: directories.storeURL, initialProfiles: Profile.demoProfiles)
        return try ProfilesPageModel(
            store: store,
            videos: MediaFolder(url: directories.videosFolder, defaultExtension: "mp4"),
            portraits: MediaFolder(url: directories.portraitsFolder),
            immovableIDs: [Profile.demoProfiles[0].id])
    }

    // MARK: Messages

    /// The message after pasting `count` fun facts.
    nonisolated public static func addedFunFactsMessage(_ count: Int) -> String { "Added \(count) fun fact(s)." }
    /// The message after adding `count` profiles by a drop or an import.
    nonisolated public static func addedProfilesMessage(_ count: Int) -> String { "Added \(count) profile(s)." }
    /// The message for a row that cannot move.
    nonisolated public static func immovableMessage(_ name: String) -> String { "“\(name)” cannot be moved." }
    /// The message when an action needs a selected profile.
    nonisolated public static let noSelectionMessage = "Select a profile first."
    /// The message after a paste that held no text.
    nonisolated public static let nothingToPasteMessage = "Nothing to paste: no text."
    /// The message after a portrait drop that replaced the portrait.
    nonisolated public static let portraitReplacedMessage = "Portrait replaced."
    /// The message after a portrait drop without an image.
    nonisolated public static let noImageMessage = "Drop failed: no image."
    /// The message after a cancelled video import.
    nonisolated public static let videoImportCancelledMessage = "Video import cancelled; nothing was added."

    /// Sets and returns the message.
    @discardableResult
    func say(_ text: String) -> String {
        message = text
        return text
    }

    // MARK: Selection and editing

    /// The selected profile.
    public var selectedProfile: Profile? {
        selectedID.flatMap { id in profiles.first { $0.id == id } }
    }

    /// The selected profile's index in the list.
    public var selectedIndex: Int? {
        selectedID.flatMap { id in profiles.firstIndex { $0.id == id } }
    }

    /// Selects the profile with `id` (`nil`: none). An unknown id selects nothing.
    public func select(_ id: UUID?) {
        selectedID = id.flatMap { id in profiles.contains { $0.id == id } ? id : nil }
    }

    /// Renames the selected profile, exactly as typed (no trimming while editing).
    public func rename(to name: String) {
        editSelected { $0.name = name }
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
    public func addProfile(named name: String = "New profile") -> String {
        let profile = Profile(name: name)
        do {
            try store.append([profile])
        } catch {
            return say("Could not add the profile: \(error)")
        }
        profiles.append(profile)
        selectedID = profile.id
        return say(Self.addedProfilesMessage(1))
    }

    /// Deletes the selected profile (its files stay) and selects its neighbour.
    @discardableResult
    public func deleteSelected() -> String {
        guard let index = selectedIndex else { return say(Self.noSelectionMessage) }
        let profile = profiles[index]
        do {
            try store.delete(ids: [profile.id])
        } catch {
            return say("Could not delete “\(profile.name)”: \(error)")
        }
        profiles.remove(at: index)
        immovableIDs.remove(profile.id)
        selectedID = profiles.isEmpty ? nil : profiles[min(index, profiles.count - 1)].id
        return say("Deleted “\(profile.name)”.")
    }

    /// Applies `change` to the selected profile and stores it; false (with a message)
    /// when there is no selection or the store refused.
    @discardableResult
    func editSelected(_ change: (inout Profile) -> Void) -> Bool {
        guard let index = selectedIndex else {
            say(Self.noSelectionMessage)
            return false
        }
        var edited = profiles[index]
        change(&edited)
        guard edited != profiles[index] else { return true }
        do {
            try store.update(edited)
        } catch {
            say("Could not save “\(edited.name)”: \(error)")
            return false
        }
        profiles[index] = edited
        return true
    }

    // MARK: Reordering

    /// Whether the row with `id` may be dragged to another place.
    public func canMove(_ id: UUID) -> Bool {
        !immovableIDs.contains(id)
    }

    /// Marks the row with `id` as movable or not.
    public func setMovable(_ movable: Bool, for id: UUID) {
        if movable { immovableIDs.remove(id) } else { immovableIDs.insert(id) }
    }

    /// Moves the rows at `source` to before the row at `destination` (the count for the
    /// end) and stores the order. Refused, changing nothing, when a moved row cannot move
    /// or the offsets are out of range.
    ///
    /// - Returns: Whether the rows moved.
    @discardableResult
    public func move(fromOffsets source: IndexSet, toOffset destination: Int) -> Bool {
        if let pinned = source.first(where: { profiles.indices.contains($0) && !canMove(profiles[$0].id) }) {
            say(Self.immovableMessage(profiles[pinned].name))
            return false
        }
        guard let moved = profiles.movingElements(fromOffsets: source, toOffset: destination) else {
            say("Cannot move: offsets \(Array(source)) to \(destination) are outside the \(profiles.count) profiles.")
            return false
        }
        guard moved.map(\.id) != profiles.map(\.id) else { return true }
        do {
            try store.move(fromOffsets: source, toOffset: destination)
        } catch {
            say("Could not store the new order: \(error)")
            return false
        }
        profiles = moved
        say("Moved \(source.count) profile(s).")
        return true
    }

    // MARK: Drops and imports

    /// A drop of profiles (the `com.example.profile` representation): all are appended
    /// as copies in one transaction (a profile whose id is already in the list gets a new
    /// id), or none when the store refuses.
    @discardableResult
    public func dropProfiles(_ dropped: [Profile]) -> String {
        guard !dropped.isEmpty else { return say("Drop failed: no profiles.") }
        do {
            let stored = try store.append(dropped, ids: .assignNewID)
            profiles += stored
            selectedID = stored.first?.id ?? selectedID
            return say(Self.addedProfilesMessage(stored.count))
        } catch {
            return say("Drop failed: \(error)")
        }
    }

    /// A dropped or pasted archive (already decoded from CSV): as ``dropProfiles(_:)``.
    @discardableResult
    public func importArchive(_ archive: ProfilesArchive) -> String {
        guard !archive.profiles.isEmpty else { return say("Import failed: the archive holds no profiles.") }
        return dropProfiles(archive.profiles)
    }

    /// Imports CSV bytes (a dropped or pasted archive) in one transaction, off the main
    /// actor: every profile or none.
    @discardableResult
    public func importCSV(_ data: Data) async -> String {
        await importCSV { (store: ProfileStore) throws(ProfileStoreError) -> Int in try store.importCSV(data) }
    }

    /// Imports a CSV file (an opened or dropped file), streamed, in one transaction.
    @discardableResult
    public func importCSV(fileAt url: URL) async -> String {
        await importCSV { (store: ProfileStore) throws(ProfileStoreError) -> Int in try store.importCSV(fileAt: url) }
    }

    private func importCSV(_ work: @escaping @Sendable (ProfileStore) throws(ProfileStoreError) -> Int) async -> String {
        let store = self.store
        let outcome = await Self.offMainActor { () throws(ProfileStoreError) -> (Int, [Profile]) in
            let count = try work(store)
            return (count, try store.profiles())
        }
        switch outcome {
        case .success(let (count, stored)):
            let firstNew = stored.count >= count ? stored[stored.count - count..<stored.count].first?.id : nil
            profiles = stored
            selectedID = firstNew ?? selectedID
            return say(count == 0 ? "Import failed: the archive holds no profiles." : Self.addedProfilesMessage(count))
        case .failure(let error):
            return say("Import failed: \(error)")
        }
    }

    /// Runs `work` on the global executor, keeping the main actor free.
    @concurrent
    nonisolated static func offMainActor<Value: Sendable>(_ work: @escaping @Sendable () throws(ProfileStoreError) -> Value) async -> Result<Value, ProfileStoreError> {
        Result { () throws(ProfileStoreError) -> Value in try work() }
    }

    /// A portrait drop of files: the first image among them is copied into the portraits
    /// folder and becomes the selected profile's portrait. Fails, changing nothing, when
    /// none of the files is an image.
    ///
    /// - Returns: Whether the drop succeeded (the drop target reports it).
    @discardableResult
    public func dropPortrait(files: [URL]) async -> Bool {
        guard selectedProfile != nil else {
            say(Self.noSelectionMessage)
            return false
        }
        guard let image = files.first(where: Self.isImage) else {
            say(Self.noImageMessage)
            return false
        }
        do {
            let copy = try await portraits.importFile(at: image)
            return setPortrait(copy)
        } catch {
            say("Drop failed: \(error)")
            return false
        }
    }

    /// A portrait drop of image bytes (a texture from another app): written into the
    /// portraits folder as `portrait.<ext>` and made the selected profile's portrait.
    /// Fails when `contentType` is not an image.
    @discardableResult
    public func dropPortrait(data: Data, contentType: UTType) async -> Bool {
        guard selectedProfile != nil else {
            say(Self.noSelectionMessage)
            return false
        }
        guard contentType.conforms(to: .image), !data.isEmpty else {
            say(Self.noImageMessage)
            return false
        }
        let name = "portrait." + (contentType.preferredFilenameExtension ?? "img")
        do {
            let copy = try await portraits.importStream(DataReader(data: data), preferredName: name, expectedByteCount: Int64(data.count))
            return setPortrait(copy)
        } catch {
            say("Drop failed: \(error)")
            return false
        }
    }

    private func setPortrait(_ url: URL) -> Bool {
        guard editSelected({ $0.portrait = url }) else { return false }
        say(Self.portraitReplacedMessage)
        return true
    }

    /// Whether the file at `url` is an image, by its contents and name.
    nonisolated static func isImage(_ url: URL) -> Bool {
        let type = (try? UTType(contentsOf: url)) ?? UTType(fileName: url.lastPathComponent)
        return type?.conforms(to: .image) ?? false
    }

    /// Copies the video at `url` into the videos folder (reporting
    /// ``videoImportProgress``; ``cancelVideoImport()`` stops it and keeps nothing) and
    /// makes it the selected profile's video.
    @discardableResult
    public func importVideo(from url: URL) async -> String {
        guard selectedProfile != nil else { return say(Self.noSelectionMessage) }
        guard videoImportProgress == nil else { return say("A video is already being imported.") }
        let progress = Progress(totalUnitCount: -1)
        videoImportProgress = progress
        defer { videoImportProgress = nil }
        do {
            let copy = try await videos.importFile(at: url, progress: progress)
            return attachVideo(Video(url: copy))
        } catch {
            if case .cancelled = error { return say(Self.videoImportCancelledMessage) }
            return say("Video import failed: \(error)")
        }
    }

    /// Makes `video` (already in the videos folder, such as a `Video` a drop imported)
    /// the selected profile's video.
    @discardableResult
    public func attachVideo(_ video: Video) -> String {
        guard editSelected({ $0.video = video.url }) else { return message }
        return say("Video “\(video.url.lastPathComponent)” added to “\(selectedProfile?.name ?? "")”.")
    }

    /// Cancels the running video import, if any.
    public func cancelVideoImport() {
        videoImportProgress?.cancel()
    }

    // MARK: Export

    /// The archive of every profile, exportable as CSV while ``allowsCSVExport`` holds.
    public var archive: ProfilesArchive {
        ProfilesArchive(profiles: profiles, supportsCSV: allowsCSVExport)
    }

    /// The selected profile's video, if it has one.
    public var selectedVideo: Video? {
        selectedProfile?.video.map(Video.init(url:))
    }

    /// What "Export…" can save.
    public enum ExportSubject: Sendable, Hashable {
        /// The selected profile (JSON, or its name as text).
        case selectedProfile
        /// Every profile as an archive (CSV).
        case archive
        /// The selected profile's video (the file, or its URL).
        case selectedVideo
    }

    /// One format the file chooser offers: a content type the value can be exported as
    /// right now, named for the user, with the representation's suggested file name.
    public struct ExportFormat: Sendable, Hashable {
        /// The content type written.
        public var contentType: UTType
        /// The format's name for the chooser ("Ferry profile", "CSV document"…).
        public var title: String
        /// The file name to suggest.
        public var suggestedFileName: String
    }

    /// The formats `subject` can be saved as now, most preferred first; empty when there
    /// is nothing to export (no selection, no video, or CSV export not allowed).
    public func exportFormats(for subject: ExportSubject) -> [ExportFormat] {
        switch subject {
        case .selectedProfile: selectedProfile.map { Self.formats(of: $0, fallbackName: $0.name) } ?? []
        case .archive: Self.formats(of: archive, fallbackName: "Profiles")
        case .selectedVideo: selectedVideo.map { Self.formats(of: $0, fallbackName: $0.url.deletingPathExtension().lastPathComponent) } ?? []
        }
    }

    nonisolated static func formats<Value: Transferable>(of value: Value, fallbackName: String) -> [ExportFormat] {
        value.exportableContentTypes(visibility: .all).map { type in
            let fallback = TransferFileIO.sanitizedFileName(fallbackName, fallback: "Export")
                + (type.preferredFilenameExtension.map { "." + $0 } ?? "")
            return ExportFormat(
                contentType: type,
                title: type.localizedDescription ?? type.identifier,
                suggestedFileName: value.suggestedFileName(for: type) ?? fallback)
        }
    }

    /// Saves `subject` as `contentType` to `url` (chosen in the file chooser, which asked
    /// before replacing a file). The file appears whole or not at all, and is flushed to
    /// disk before "Saved" is said (``CoreTransferable/TransferFileIO/Durability/flushed``):
    /// a save the user asked for must survive a power cut (GLib flushes likewise before
    /// it replaces an existing file).
    @discardableResult
    public func export(_ subject: ExportSubject, as contentType: UTType, to url: URL) async -> String {
        do {
            switch subject {
            case .selectedProfile:
                guard let profile = selectedProfile else { return say(Self.noSelectionMessage) }
                try await profile.export(to: url, contentType: contentType, durability: .flushed)
            case .archive:
                try await archive.export(to: url, contentType: contentType, durability: .flushed)
            case .selectedVideo:
                guard let video = selectedVideo else { return say("The selected profile has no video.") }
                try await video.export(to: url, contentType: contentType, durability: .flushed)
            }
            return say("Saved “\(url.lastPathComponent)”.")
        } catch TransferError.exportingConditionFalse {
            return say("The profiles cannot be exported as CSV right now.")
        } catch {
            return say("Export failed: \(error)")
        }
    }
}

/// Hands out bytes in memory as a ``ByteStreamReader``.
struct DataReader: ByteStreamReader, Sendable {
    let data: Data
    var offset = 0

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, data.count - offset)
        guard count > 0 else { return 0 }
        data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: offset..<offset + count)
        offset += count
        return count
    }
}
