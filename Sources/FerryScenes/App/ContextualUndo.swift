// SPDX-License-Identifier: Apache-2.0

/// What Ctrl+Z does where the user is (issue #19 item 5), most recent change first: in a
/// text field with typing to undo, it undoes that typing (never a deletion elsewhere);
/// otherwise on Labels it restores the last deleted label, on Profiles the last deleted
/// profile; anywhere else it does nothing.
public enum ContextualUndo: Equatable, Sendable {
    /// Leave the key to the text field: it undoes its own typing.
    case typing
    /// Restore the last deleted label (Labels page).
    case restoreLabel
    /// Restore the last deleted or cut profile (Profiles page).
    case restoreProfile
    /// Nothing to undo here.
    case nothing

    /// What Ctrl+Z does on `page`, given whether the focused text field (if any) has typing
    /// to undo and whether a deleted label or profile can be restored.
    public static func command(on page: FerryWindowPage, focusedFieldHasTyping: Bool,
                               canRestoreLabel: Bool, canRestoreProfile: Bool) -> ContextualUndo {
        if focusedFieldHasTyping { return .typing }
        switch page {
        case .labels where canRestoreLabel: return .restoreLabel
        case .profiles where canRestoreProfile: return .restoreProfile
        default: return .nothing
        }
    }
}
