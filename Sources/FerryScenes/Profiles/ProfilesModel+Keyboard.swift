// SPDX-License-Identifier: Apache-2.0
import Foundation
import Profiles

/// The Profiles page without a pointer (issue #19 item 5): Up and Down on a row select its
/// neighbour, the row's menu (the menu key) moves, cuts, copies, pastes and deletes, and
/// every button that acts on the selected profile names it for assistive technology.
extension ProfilesModel {
    /// What an entry of a row's menu does.
    public enum RowCommand: Sendable, Hashable {
        /// One place up, as Alt+Up.
        case moveUp
        /// One place down, as Alt+Down.
        case moveDown
        /// Ctrl+X.
        case cut
        /// Ctrl+C.
        case copy
        /// Ctrl+V on the list.
        case paste
        /// Deletes the row (Ctrl+Z restores it).
        case delete
    }

    /// The menu of the row with `id` (the menu key, Shift+F10 or a right click), each entry
    /// with its title: Cut, Copy, Paste, the moves the row can make (none for a row that
    /// cannot move, none past either end), Delete. Empty for an unknown id.
    public func rowMenu(for id: UUID) -> [(command: RowCommand, title: String)] {
        guard let index = profileIDs.firstIndex(of: id) else { return [] }
        let name = profiles[index].name
        var entries: [(command: RowCommand, title: String)] = [(.cut, tr("Cut")), (.copy, tr("Copy")), (.paste, tr("Paste"))]
        if canMove(id), index > 0 { entries.append((.moveUp, tr("Move “%1$s” Up", name))) }
        if canMove(id), index < profileIDs.count - 1 { entries.append((.moveDown, tr("Move “%1$s” Down", name))) }
        entries.append((.delete, tr("Delete “%1$s”", name)))
        return entries
    }

    /// Up (`offset` -1) or Down (+1) on the row with `id`: selects the neighbouring row, as
    /// arrows do in a list, and returns its id for the focus; `nil` (nothing changes) at
    /// either end or for an unknown id.
    @discardableResult
    public func selectNeighbour(of id: UUID, by offset: Int) -> UUID? {
        guard offset == -1 || offset == 1, let index = profileIDs.firstIndex(of: id),
              profileIDs.indices.contains(index + offset) else { return nil }
        selectedID = profileIDs[index + offset]
        return selectedID
    }

    /// The buttons that act on the selected profile.
    public enum SelectedProfileAction: Sendable, Hashable, CaseIterable {
        /// "Delete Profile".
        case delete
        /// "Paste Fun Facts".
        case pasteFunFacts
        /// "Paste Portrait".
        case pastePortrait
        /// "Copy Portrait": the portrait's drag by keyboard.
        case copyPortrait
        /// "Paste Video".
        case pasteVideo
    }

    /// A button's visible title.
    nonisolated public static func title(of action: SelectedProfileAction) -> String {
        switch action {
        case .delete: tr("Delete Profile")
        case .pasteFunFacts: tr("Paste Fun Facts")
        case .pastePortrait: tr("Paste Portrait")
        case .copyPortrait: tr("Copy Portrait")
        case .pasteVideo: tr("Paste Video")
        }
    }

    /// What assistive technology calls the button of `action`: its title and the profile
    /// it acts on ("Paste Portrait for “Mei Chen”"); the title alone with no selection.
    public func accessibleName(of action: SelectedProfileAction) -> String {
        guard let name = selectedProfile?.name else { return Self.title(of: action) }
        return switch action {
        case .delete: tr("Delete “%1$s”", name)
        case .pasteFunFacts: tr("Paste Fun Facts for “%1$s”", name)
        case .pastePortrait: tr("Paste Portrait for “%1$s”", name)
        case .copyPortrait: tr("Copy the Portrait of “%1$s”", name)
        case .pasteVideo: tr("Paste Video for “%1$s”", name)
        }
    }
}
