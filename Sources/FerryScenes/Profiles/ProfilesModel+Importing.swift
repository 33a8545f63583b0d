// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

extension ProfilesModel {
    /// A drop of profiles (the `com.example.profile` representation): all are appended
    /// as copies in one transaction (a profile whose id is already in the list gets a new
    /// id), or none when the store refuses.
    @discardableResult
    public func dropProfiles(_ dropped: [Profile]) -> String {
        guard !dropped.isEmpty else { return say(tr("Drop failed: no profiles.")) }
        return appendAsCopies(dropped) { Self.failureMessage(.drop, $0) }
    }

    /// Appends `incoming` in one transaction as a drop does (a profile whose id the list
    /// holds gets a new id; the first added is selected) and says so, or says `failure`'s
    /// words for the store's error, changing nothing.
    func appendAsCopies(_ incoming: [Profile], failure: (any Error) -> String) -> String {
        do {
            let stored = try store.append(incoming, ids: .assignNewID)
            appendToList(stored)
            selectedID = stored.first?.id ?? selectedID
            return say(Self.addedProfilesMessage(stored.count))
        } catch {
            return say(failure(error))
        }
    }

    /// Dropped or pasted archives (already decoded from CSV; several when several files
    /// are dropped at once): all their profiles, in order, in one transaction, as
    /// ``dropProfiles(_:)``; none when the store refuses.
    @discardableResult
    public func importArchives(_ archives: [ProfilesArchive]) -> String {
        let profiles = archives.flatMap(\.profiles)
        guard !profiles.isEmpty else { return say(tr("Import failed: the archive holds no profiles.")) }
        return dropProfiles(profiles)
    }

    /// Imports CSV bytes (a dropped or pasted archive) in one transaction, off the main
    /// actor: every profile or none.
    @discardableResult
    public func importCSV(_ data: Data) async -> String {
        await importCSV { (store: ProfileStore) throws(ProfileStoreError) -> Int in try store.importCSV(data) }
    }

    /// Imports a CSV file (an opened or dropped file), streamed, in one transaction,
    /// reporting ``csvImportProgress`` (bytes read of the file's size);
    /// ``cancelCSVImport()`` stops it and keeps none of its profiles.
    @discardableResult
    public func importCSV(fileAt url: URL) async -> String {
        guard csvImportProgress == nil else { return say(Self.csvImportRunningMessage) }
        let progress = Progress(totalUnitCount: -1)
        csvImportProgress = progress
        defer { csvImportProgress = nil }
        return await importCSV { (store: ProfileStore) throws(ProfileStoreError) -> Int in
            try store.importCSV(fileAt: url, progress: progress)
        }
    }

    /// What a progress bar shows of an import.
    public enum ProgressDisplay: Equatable, Sendable {
        /// The share done, from 0 to 1.
        case fraction(Double)
        /// Work that no count predicts, saying what it is: the bar pulses.
        case pulse(String)
    }

    /// What the CSV import's progress bar shows: the share of the file read, then, while
    /// the profiles read move into the store (the store's progress is indeterminate), a
    /// pulse saying so; `nil` when no import runs.
    public var csvImportDisplay: ProgressDisplay? {
        csvImportProgress.map { progress in
            if progress.totalUnitCount <= 0, progress.completedUnitCount > 0 { return .pulse(tr("Storing the profiles read…")) }
            return .fraction(Self.fraction(progress))
        }
    }

    /// What the video import's progress bar shows: the share copied; `nil` when no
    /// import runs.
    public var videoImportDisplay: ProgressDisplay? {
        videoImportProgress.map { .fraction(Self.fraction($0)) }
    }

    /// The share done; 0 while the total is unknown.
    static func fraction(_ progress: Progress) -> Double {
        guard progress.totalUnitCount > 0 else { return 0 }
        return min(max(Double(progress.completedUnitCount) / Double(progress.totalUnitCount), 0), 1)
    }

    /// Imports a CSV file dropped on the list's CSV drop zone exactly as
    /// ``importCSV(fileAt:)`` imports an opened one (progress, Cancel keeping nothing),
    /// then removes the drop's private copy, if it made one.
    @discardableResult
    public func importCSV(drop: CSVFileDrop) async -> String {
        defer { drop.removePrivateCopy() }
        return await importCSV(fileAt: drop.file)
    }

    /// CSV files dropped together: one file as ``importCSV(drop:)``; several as one
    /// transaction of all their profiles, in order, or none (each file is read whole,
    /// off the main actor, before anything is stored).
    @discardableResult
    public func importCSV(drops: [CSVFileDrop]) async -> String {
        guard drops.count > 1 else {
            guard let drop = drops.first else { return say(tr("Import failed: the archive holds no profiles.")) }
            return await importCSV(drop: drop)
        }
        defer { for drop in drops { drop.removePrivateCopy() } }
        let files = drops.map(\.file)
        let read = await Self.readArchives(files)
        switch read {
        case .success(let archives): return importArchives(archives)
        case .failure(let error): return say(Self.failureMessage(.import, error))
        }
    }

    @concurrent
    nonisolated static func readArchives(_ files: [URL]) async -> Result<[ProfilesArchive], ProfilesArchiveError> {
        Result { () throws(ProfilesArchiveError) -> [ProfilesArchive] in try files.map { url throws(ProfilesArchiveError) in try ProfilesArchive(csvFileAt: url) } }
    }

    /// Cancels the running CSV file import, if any: the store keeps what it held before.
    public func cancelCSVImport() {
        csvImportProgress?.cancel()
    }

    private func importCSV(_ work: @escaping @Sendable (ProfileStore) throws(ProfileStoreError) -> Int) async -> String {
        let store = self.store
        // The new order is read as ids: the list reads the profiles it shows.
        let outcome = await Self.offMainActor { () throws(ProfileStoreError) -> (Int, [UUID]) in
            let count = try work(store)
            return (count, try store.orderedIDs())
        }
        switch outcome {
        case .success(let (count, stored)):
            let firstNew = count > 0 && stored.count >= count ? stored[stored.count - count] : nil
            profileIDs = stored
            selectedID = firstNew ?? selectedID
            return say(count == 0 ? tr("Import failed: the archive holds no profiles.") : Self.addedProfilesMessage(count))
        case .failure(.cancelled):
            return say(Self.csvImportCancelledMessage)
        case .failure(let error):
            return say(Self.failureMessage(.import, error))
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
            let copy = try await portraits.importFile(at: image, preferredName: Self.portraitFileName(for: image))
            return setPortrait(copy)
        } catch {
            say(Self.failureMessage(.drop, error))
            return false
        }
    }

    /// A portrait dropped or pasted as a file: stored as ``dropPortrait(files:)`` does,
    /// then the drop's private copy removed, whatever the outcome.
    @discardableResult
    public func dropPortrait(_ drop: PortraitDrop) async -> Bool {
        defer { drop.removePrivateCopy() }
        return await dropPortrait(files: [drop.file])
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
            say(Self.failureMessage(.drop, error))
            return false
        }
    }

    private func setPortrait(_ url: URL) -> Bool {
        guard editSelected({ $0.portrait = url }) else { return false }
        say(Self.portraitReplacedMessage)
        return true
    }

    /// The name a portrait file is kept under: its own, with the extension of what it
    /// holds when it has none (image bytes dropped without a file arrive as `received`).
    nonisolated static func portraitFileName(for url: URL) -> String {
        let name = url.lastPathComponent
        guard url.pathExtension.isEmpty, let type = try? UTType(contentsOf: url),
              let ext = type.preferredFilenameExtension else { return name }
        return name + "." + ext
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
        guard videoImportProgress == nil else { return say(tr("A video is already being imported.")) }
        let progress = Progress(totalUnitCount: -1)
        videoImportProgress = progress
        defer { videoImportProgress = nil }
        do {
            let copy = try await videos.importFile(at: url, progress: progress)
            return attachVideo(Video(url: copy))
        } catch {
            if case .cancelled = error { return say(Self.videoImportCancelledMessage) }
            return say(Self.failureMessage(.videoImport, error))
        }
    }

    /// Makes `video` (already in the videos folder, such as a `Video` a drop imported)
    /// the selected profile's video.
    @discardableResult
    public func attachVideo(_ video: Video) -> String {
        guard editSelected({ $0.video = video.url }) else { return message }
        return say(tr("Video “%1$s” added to “%2$s”.", video.url.lastPathComponent, selectedProfile?.name ?? ""))
    }

    /// Cancels the running video import, if any.
    public func cancelVideoImport() {
        videoImportProgress?.cancel()
    }
}
