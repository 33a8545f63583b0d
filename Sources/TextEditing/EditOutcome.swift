// SPDX-License-Identifier: Apache-2.0
/// What one transaction changed, so that a view can update exactly the affected editors
/// and no others.
public struct EditOutcome<ID: Hashable & Sendable>: Sendable {
    /// Who changed a text.
    public enum Origin: Hashable, Sendable {
        /// The user, in the editor: the editor already shows the text.
        case editor
        /// The app: the editor must be given the text (and then the selection, once).
        case program
    }

    /// One changed text.
    public struct TextChange: Sendable {
        /// The change from the previous version.
        public let changes: ChangeSet
        /// The new text.
        public let text: String
        /// The new version.
        public let version: TextVersion
        /// Who made the change.
        public let origin: Origin
    }

    /// Changed texts by item id.
    public internal(set) var textChanges: [ID: TextChange] = [:]
    /// Selections the app decided (after a programmatic change, a restore or an append with
    /// focus) that the editor must apply once. Selections the user made are not listed.
    public internal(set) var selectionsToApply: [ID: Selection] = [:]
    /// Ids of rows that appeared (appended, restored, new in a rebuild), in list order.
    public internal(set) var insertedIDs: [ID] = []
    /// Ids of rows that left the list.
    public internal(set) var removedIDs: [ID] = []
    /// True when surviving rows changed order.
    public internal(set) var orderChanged = false
    /// The focused id before the transaction.
    public internal(set) var focusBefore: ID?
    /// The focused id after the transaction.
    public internal(set) var focusAfter: ID?
    /// Names of transformations deferred because an input method is composing, by id.
    public internal(set) var deferredTransformations: [ID: [String]] = [:]

    /// True when focus moved to another id (or to none).
    public var focusChanged: Bool { focusBefore != focusAfter }

    /// True when nothing at all changed.
    public var isEmpty: Bool {
        textChanges.isEmpty && selectionsToApply.isEmpty && insertedIDs.isEmpty && removedIDs.isEmpty
            && !orderChanged && !focusChanged && deferredTransformations.isEmpty
    }
}
