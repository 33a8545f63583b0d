// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

/// A file Ferry was asked to open that it cannot add to the profiles.
public enum OpenFileError: Error, Sendable, Hashable {
    /// The file is neither a profile (`.ferryprofile`) nor a CSV archive (`.csv`), by its
    /// extension.
    case unsupportedType(path: String)
}

extension ProfilesModel {
    /// What Ferry opens: a profile saved by Export Profile… or dragged into Files
    /// (`.ferryprofile`), or a CSV archive (`.csv`).
    public enum OpenedFile: Sendable, Equatable {
        /// A profile file.
        case profile(URL)
        /// A CSV archive of profiles.
        case archive(URL)

        /// The kind of `url`, by its extension (case-insensitive), or the refusal.
        public init(_ url: URL) throws(OpenFileError) {
            let fileExtension = url.pathExtension.lowercased()
            if fileExtension == (UTType.profile.preferredFilenameExtension ?? "ferryprofile") {
                self = .profile(url)
            } else if UTType.commaSeparatedText.tags[.filenameExtension]?.contains(fileExtension) == true {
                self = .archive(url)
            } else {
                throw .unsupportedType(path: url.path)
            }
        }
    }

    /// Files opened from outside (Files' Open With, `ferry FILE…`, a second launch's
    /// files): their profiles are added in one transaction, in the order given (an
    /// archive's in its order), as a drop on the list adds them: a profile whose id the
    /// list already holds is added as a copy under a new id, and the first added is
    /// selected. A file that cannot be read, or is neither a profile nor a CSV
    /// archive, changes nothing and the message says which and why. A lone CSV file is
    /// imported as a dropped one is: streamed, with progress, cancellable.
    @discardableResult
    public func openFiles(_ urls: [URL]) async -> String {
        guard !urls.isEmpty else { return say(tr("Open failed: no files.")) }
        let files: [OpenedFile]
        do {
            files = try urls.map { url throws(OpenFileError) in try OpenedFile(url) }
        } catch {
            return say(Self.openFailedMessage(error))
        }
        if files.count == 1, case .archive(let url) = files[0] { return await importCSV(fileAt: url) }
        switch await Self.readProfiles(files) {
        case .success(let profiles):
            guard !profiles.isEmpty else { return say(tr("Open failed: the files hold no profiles.")) }
            return appendAsCopies(profiles, failure: Self.openFailedMessage)
        case .failure(let error):
            return say(Self.openFailedMessage(error))
        }
    }

    /// The message when opening files failed, for `error` in the user's words.
    nonisolated public static func openFailedMessage(_ error: any Error) -> String {
        tr("Open failed: %1$s", ErrorText.describe(error))
    }

    /// Every profile of `files`, read off the main actor, or the first file's error.
    @concurrent
    nonisolated static func readProfiles(_ files: [OpenedFile]) async -> Result<[Profile], any Error> {
        Result {
            try files.flatMap { file -> [Profile] in
                switch file {
                case .profile(let url): [try ProfileFile(contentsOf: url).profile]
                case .archive(let url): try ProfilesArchive(csvFileAt: url).profiles
                }
            }
        }
    }
}
