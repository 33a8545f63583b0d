// SPDX-License-Identifier: Apache-2.0
/// Where focus goes when a row is appended.
public enum AppendFocus: Hashable, Sendable {
    /// Focus, and the focused row's selection, stay where they are (the default for "Add
    /// label" while editing: adding never steals the caret).
    case keep
    /// Focus moves to the new row, with the caret at the end of its text; the previously
    /// focused row keeps its selection.
    case newRow
}
