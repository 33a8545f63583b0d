// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

extension ProfilesModel {
    /// What the details let the user drag out of Ferry. Each drag has a keyboard path: its
    /// handle is a button whose Enter, Space or Ctrl+C copies the same value (the
    /// portrait's is "Copy Portrait").
    public enum DragOut: Sendable, Hashable, CaseIterable {
        /// Every profile as CSV ("Drag all as CSV"), while CSV export is allowed.
        case archive
        /// The selected profile as its JSON file ("Drag the selected profile as a file").
        case selectedProfileFile
        /// The selected profile's video.
        case selectedVideo
        /// The selected profile's portrait.
        case selectedPortrait
    }

    /// `out` for the clipboard: the value its drag offers (for the list, its profiles as
    /// they are now, where the drag reads them as the receiver asks), so that a receiver
    /// gets the same representations in the same order; the message says what was copied.
    /// `nil`, with the message saying why, when there is nothing to copy.
    public func copyForClipboard(_ out: DragOut) -> (any Transferable)? {
        if out != .archive, selectedProfile == nil {
            say(Self.noSelectionMessage)
            return nil
        }
        switch out {
        case .archive:
            guard allowsCSVExport else {
                say(Self.nothingToExportMessage(.archive))
                return nil
            }
            do {
                // The list as it is now: a paste later gives what was copied, whatever
                // changes meanwhile (a drag's value, used up as it ends, reads the store
                // when the receiver asks). The same representation either way.
                let archive = ProfilesArchive(profiles: try store.profiles(), supportsCSV: allowsCSVExport)
                say(trn("Copied %1$d profile as CSV.", "Copied %1$d profiles as CSV.", count: archive.profiles.count, archive.profiles.count))
                return archive
            } catch {
                say(Self.failureMessage(.export, error))
                return nil
            }
        case .selectedProfileFile:
            guard let file = selectedProfileFile else { return nil }
            say(tr("Copied “%1$s” as a file.", file.profile.name))
            return file
        case .selectedVideo:
            guard let video = selectedVideo else {
                say(Self.nothingToExportMessage(.selectedVideo))
                return nil
            }
            say(tr("Copied the video “%1$s”.", video.url.lastPathComponent))
            return video
        case .selectedPortrait:
            guard let portrait = selectedPortrait else {
                say(tr("The selected profile has no portrait."))
                return nil
            }
            say(tr("Copied the portrait “%1$s”.", portrait.url.lastPathComponent))
            return portrait
        }
    }
}
