// SPDX-License-Identifier: Apache-2.0

/// What Ctrl+Z does where the user is (issue #19 item 5): in a text field it undoes the
/// typing there (the field's own undo, never a deletion elsewhere); elsewhere on Labels
/// it restores the last deleted label, on Profiles the last deleted profile; anywhere
/// else it does nothing.
public enum ContextualUndo: Equatable, Sendable {
    /// Leave the key to the text field: it undoes its own typing.
    case typing
    /// Restore the last deleted label (Labels page).
    case restoreLabel
    /// Restore the last deleted profile (Profiles page).
    case restoreProfile
    /// Nothing to undo here.
    case nothing

    /// What Ctrl+Z does on `page`, with the focus in a text field or not, given whether a
    /// deleted label or profile can be restored.
    public static func command(on page: FerryWindowPage, focusIsInText: Bool,
                               canRestoreLabel: Bool, canRestoreProfile: Bool) -> ContextualUndo {
        if focusIsInText { return .typing }
        switch page {
        case .labels where canRestoreLabel: return .restoreLabel
        case .profiles where canRestoreProfile: return .restoreProfile
        default: return .nothing
        }
    }
}
