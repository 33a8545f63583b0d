// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

/// What the profiles list takes from a paste (Ctrl+V): profiles (their JSON,
/// `com.example.profile`, as a row's drag or Ctrl+C offers them) or a CSV archive (as
/// "Drag all as CSV" or a CSV file copied in Files offers it): the types the list's drops
/// take, in that order. Plain text is not a profile: a paste of only text is refused.
public enum ProfileListPaste: Transferable, Sendable, Hashable {
    /// One profile, whole.
    case profile(Profile)
    /// An archive of profiles, read from CSV.
    case archive(ProfilesArchive)

    /// A profile's JSON first, then CSV.
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(importing: { (profile: Profile) in ProfileListPaste.profile(profile) })
        ProxyRepresentation(importing: { (archive: ProfilesArchive) in ProfileListPaste.archive(archive) })
    }

    /// The profiles it holds, in order.
    public var profiles: [Profile] {
        switch self {
        case .profile(let profile): [profile]
        case .archive(let archive): archive.profiles
        }
    }
}

/// Cut, copy and paste of profiles (issue #16 item 4), under a drop's contracts: a cut and
/// its paste are one move (the profile keeps its id and has one place at a time), a paste
/// takes everything or nothing, and a failed paste changes nothing and says why.
///
/// A cut whose paste never comes is a Mac's: the profile leaves the list at once and lives
/// on the clipboard (its JSON for Ferry, its name for text editors); it is also kept as a
/// deletion, so Ctrl+Z (``undoDelete()``) puts it back where it was, files and all.
extension ProfilesModel {
    /// Ctrl+X on the row of `id`: takes the profile out of the list and the store (its
    /// files stay) and returns it for the clipboard, saying so; Ctrl+Z restores it as a
    /// deletion is restored. A row that cannot move cannot be cut (a cut is half a move):
    /// refused, with the drag's message, changing nothing. `nil` when refused or gone.
    public func cutForClipboard(_ id: UUID) -> Profile? {
        guard let index = profileIDs.firstIndex(of: id) else {
            say(Self.goneMessage)
            return nil
        }
        guard canMove(id) else {
            say(Self.immovableMessage(profiles[index].name))
            return nil
        }
        let profile: Profile
        do {
            profile = try removeRow(at: index)
        } catch {
            say(tr("Could not cut “%1$s”: %2$s", profiles[index].name, ErrorText.describe(error)))
            return nil
        }
        say(Self.cutMessage(profile.name))
        return profile
    }

    /// Ctrl+V on the list: appends the pasted profiles (an archive's, in its order) in one
    /// transaction, as a drop on the list does: all or none, a profile whose id is already
    /// in the list stored as a copy under a new id. A profile whose id is not in the list
    /// keeps it: pasting a cut profile moves it back, the same profile, and it is then no
    /// longer a deletion Ctrl+Z could restore a second time. The first pasted profile is
    /// selected.
    @discardableResult
    public func pasteIntoList(_ pasted: [ProfileListPaste]) -> String {
        let incoming = pasted.flatMap(\.profiles)
        guard !incoming.isEmpty else { return say(Self.nothingInPasteMessage) }
        let stored: [Profile]
        do {
            stored = try store.append(incoming, ids: .assignNewID)
        } catch {
            return say(Self.failureMessage(.paste, error))
        }
        appendToList(stored)
        selectedID = stored.first?.id ?? selectedID
        let back = Set(zip(incoming, stored).filter { $0.id == $1.id }.map(\.0.id))
        let moved = deletedProfiles.filter { back.contains($0.profile.id) }
        deletedProfiles.removeAll { back.contains($0.profile.id) }
        if stored.count == 1, let only = moved.first { return say(Self.movedByPasteMessage(only.profile.name)) }
        return say(Self.addedProfilesMessage(stored.count))
    }

    /// A paste onto the list when the clipboard holds nothing it takes (no profile, no CSV):
    /// nothing changes; says what the clipboard offers instead (its first few types).
    @discardableResult
    public func pasteRefused(offering mimeTypes: [String]) -> String {
        guard !mimeTypes.isEmpty else { return say(tr("Paste failed: the clipboard is empty.")) }
        let shown = mimeTypes.prefix(3).joined(separator: ", ") + (mimeTypes.count > 3 ? ", …" : "")
        return say(tr("Paste failed: the clipboard holds no profile or CSV archive (it offers %1$s).", shown))
    }

    /// A paste onto the list whose reading or decoding failed: nothing changes; says why.
    @discardableResult
    public func pasteFailed(_ error: any Error) -> String {
        say(Self.failureMessage(.paste, error))
    }

    // MARK: Words

    /// The message after Ctrl+X.
    nonisolated public static func cutMessage(_ name: String) -> String {
        tr("Cut “%1$s”. Paste it with Ctrl+V; Ctrl+Z puts it back.", name)
    }
    /// The message after a paste that moved a cut (or deleted) profile back into the list.
    nonisolated public static func movedByPasteMessage(_ name: String) -> String { tr("Moved “%1$s” here.", name) }
    /// The message when the profile acted on is no longer in the list.
    nonisolated public static var goneMessage: String { tr("That profile is no longer in the list.") }
    /// The message after a paste that held no profiles (an empty archive).
    nonisolated public static var nothingInPasteMessage: String { tr("Paste failed: no profiles.") }
}
