// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

extension ProfilesModel {
    /// The archive of every profile, exportable as CSV while ``allowsCSVExport`` holds,
    /// for the list's drag: made at once as the drag starts (it holds the store), and
    /// read from the store, streamed, only when a receiver asks for it. (The list's copy
    /// takes the profiles as they are when copied: `copyForClipboard(.archive)`.)
    public var archive: StoredProfilesArchive {
        StoredProfilesArchive(store: store, supportsCSV: allowsCSVExport)
    }

    /// The selected profile as a file (its JSON under its name), for the details'
    /// "drag as a file" handle: a file manager receives the profile itself.
    public var selectedProfileFile: ProfileFile? {
        selectedProfile.map(ProfileFile.init)
    }

    /// Ctrl+C on the row of `id`: the profile to put on the clipboard (its JSON for Ferry
    /// and apps that declare the type, its name for text editors), saying so; `nil` when
    /// the profile is gone.
    public func copyForClipboard(_ id: UUID) -> Profile? {
        guard let profile = profile(id: id) else { return nil }
        say(tr("Copied “%1$s”.", profile.name))
        return profile
    }

    /// The selected profile's video, if it has one.
    public var selectedVideo: Video? {
        selectedProfile?.video.map(Video.init(url:))
    }

    /// The selected profile's portrait, if it has one, for the portrait's drag: its image
    /// file, which receivers get as a copy.
    public var selectedPortrait: Portrait? {
        selectedProfile?.portrait.map(Portrait.init(url:))
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
        // An archive's formats do not depend on its profiles: none is read for them.
        case .archive: Self.formats(of: ProfilesArchive(profiles: [], supportsCSV: allowsCSVExport), fallbackName: "Profiles")
        case .selectedVideo: selectedVideo.map { Self.formats(of: $0, fallbackName: $0.url.deletingPathExtension().lastPathComponent) } ?? []
        }
    }

    nonisolated static func formats<Value: Transferable>(of value: Value, fallbackName: String) -> [ExportFormat] {
        value.exportableContentTypes(visibility: .all).map { type in
            let fallback = TransferFileIO.sanitizedFileName(fallbackName, fallback: "Export")
                + (type.preferredFilenameExtension.map { "." + $0 } ?? "")
            return ExportFormat(
                contentType: type,
                title: formatTitle(of: type),
                suggestedFileName: value.suggestedFileName(for: type) ?? fallback)
        }
    }

    /// A format's name for the file chooser, in the user's language. The desktop's types
    /// come translated from shared-mime-info; the app's own declaration (its Info.plist)
    /// is English only, so its type is named through the catalogue.
    nonisolated static func formatTitle(of type: UTType) -> String {
        if type == .profile { return tr("Ferry profile") }
        return type.localizedDescription ?? type.identifier
    }

    /// Saves `subject` as `contentType` to `url` (chosen in the file chooser, which asked
    /// before replacing a file). The archive as CSV is written from the store, streamed
    /// (`ProfileStore.exportCSV(to:existing:durability:progress:)`), reporting
    /// ``csvExportProgress``; ``cancelCSVExport()`` stops it, writing no file and leaving
    /// a file already at `url` as it was. The file appears
    /// whole or not at all, and is flushed to disk before "Saved" is said
    /// (``CoreTransferable/TransferFileIO/Durability/flushed``): a save the user asked for
    /// must survive a power cut (GLib flushes likewise before it replaces an existing file).
    @discardableResult
    public func export(_ subject: ExportSubject, as contentType: UTType, to url: URL) async -> String {
        do {
            switch subject {
            case .selectedProfile:
                guard let profile = selectedProfile else { return say(Self.noSelectionMessage) }
                try await profile.export(toFile: url, contentType: contentType, durability: .flushed)
            case .archive where contentType == .commaSeparatedText:
                // Streamed from the store off the main actor: a list of millions is neither
                // held in memory nor keeps the window waiting.
                guard allowsCSVExport else {
                    throw TransferError.exportingConditionFalse(type: "\(ProfilesArchive.self)", contentType: contentType.identifier)
                }
                guard csvExportProgress == nil else { return say(Self.csvExportRunningMessage) }
                let progress = Progress(totalUnitCount: -1)
                csvExportProgress = progress
                defer { csvExportProgress = nil }
                let store = self.store
                _ = try await Self.offMainActor { () throws(ProfileStoreError) -> Int in
                    try store.exportCSV(to: url, durability: .flushed, progress: progress)
                }.get()
            case .archive:
                // (A type the archive has no representation for: the archive says so, having
                // read nothing.)
                try await archive.export(toFile: url, contentType: contentType, durability: .flushed)
            case .selectedVideo:
                guard let video = selectedVideo else { return say(tr("The selected profile has no video.")) }
                try await video.export(toFile: url, contentType: contentType, durability: .flushed)
            }
            return say(tr("Saved “%1$s”.", url.lastPathComponent))
        } catch ProfileStoreError.exportCancelled {
            return say(Self.csvExportCancelledMessage)
        } catch TransferError.exportingConditionFalse {
            return say(tr("The profiles cannot be exported as CSV right now."))
        } catch {
            return say(Self.failureMessage(.export, error))
        }
    }

    /// What the CSV export's progress bar shows: the share of the profiles written; `nil`
    /// when no export runs.
    public var csvExportDisplay: ProgressDisplay? {
        csvExportProgress.map { .fraction(Self.fraction($0)) }
    }

    /// Cancels the running CSV export, if any: no file is written, and a file it would
    /// have replaced stays as it was.
    public func cancelCSVExport() {
        csvExportProgress?.cancel()
    }
}
