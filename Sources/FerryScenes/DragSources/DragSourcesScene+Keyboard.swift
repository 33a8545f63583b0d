// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Profiles

/// The keyboard path of every drag on the Drag sources page (issue #19 item 5): a source
/// card copies what its drag offers to the clipboard (Enter, Space or Ctrl+C), and a
/// receiver pastes the clipboard (its Paste button, or Ctrl+V) under its drop's rule: the same
/// representations offered in the same order, the same first-supported choice.
extension DragSourcesScene {
    /// One drag source card of the page.
    public enum Source: Hashable, Sendable, CaseIterable {
        /// The name with the default preview.
        case plainText
        /// The name with the seed's custom preview.
        case customPreview
        /// Profile `index` of ``DragSourcesScene/samples``.
        case profile(Int)

        /// Every card, in page order.
        nonisolated public static var allCases: [Source] { [.plainText, .customPreview] + samples.indices.map { .profile($0) } }

        /// What the card drags (and copies).
        public enum Value: Sendable, Hashable {
            /// Plain text (``DragSourcesScene/name``).
            case text(String)
            /// A whole profile: JSON of `com.example.profile`, then its name as text.
            case profile(Profile)
        }

        /// The value the card drags.
        nonisolated public var value: Value {
            switch self {
            case .plainText, .customPreview: .text(DragSourcesScene.name)
            case .profile(let index): .profile(DragSourcesScene.samples[index])
            }
        }

        /// The content types the drag (and a copy) offers, in the value's priority order.
        nonisolated public var offeredTypes: [UTType] {
            switch value {
            case .text: String.exportedContentTypes()
            case .profile: Profile.exportedContentTypes()
            }
        }

        /// The name the card shows.
        nonisolated public var title: String {
            switch value {
            case .text(let text): text
            case .profile(let profile): profile.name
            }
        }

        /// The card's accessible name: which value it is, told apart from the other cards
        /// showing the same name ("Mei Chen (profile)").
        nonisolated public var accessibleName: String {
            switch self {
            case .plainText: tr("%1$s (default preview)", title)
            case .customPreview: tr("%1$s (custom preview)", title)
            case .profile: tr("%1$s (profile)", title)
            }
        }

        /// The card's name in landmarks and the log (`source-profile-0`).
        nonisolated public var logName: String {
            switch self {
            case .plainText: "plain-text"
            case .customPreview: "custom-preview"
            case .profile(let index): "profile-\(index)"
            }
        }
    }

    /// What a source card's keys do, read after its name.
    nonisolated public static var sourceKeysDescription: String {
        tr("Enter or Ctrl+C copies what dragging it offers; paste it on a receiver with Ctrl+V.")
    }

    /// The message after a source card was copied: what it put on the clipboard, in order.
    nonisolated public static func copiedMessage(_ source: Source) -> String {
        tr("Copied “%1$s” as %2$s. Paste it on a receiver with Ctrl+V.", source.title,
           source.offeredTypes.map(\.identifier).joined(separator: ", "))
    }

    /// A receiver of the page: each takes what its drop takes.
    public enum Receiver: String, Sendable, Hashable, CaseIterable {
        /// Imports profiles (gets the JSON).
        case ferry
        /// Imports text, like a text editor (gets the name).
        case text
        /// Takes any data through an item provider and lists what was offered.
        case any

        /// The receiver's title, also its accessible name.
        nonisolated public var title: String {
            switch self {
            case .ferry: tr("Ferry (imports profiles)")
            case .text: tr("Text editor (imports text)")
            case .any: tr("Any data (item provider)")
            }
        }

        /// The receiver's name in landmarks and the log (`receiver-ferry`).
        nonisolated public var logName: String { rawValue }
    }

    /// A receiver's state for assistive technologies: what it last received (or that
    /// nothing was), and how to paste into it.
    nonisolated public static func receiverDescription(lastReceived: String) -> String {
        tr("%1$s Paste or Ctrl+V puts the clipboard here, as a drop would.", lastReceived)
    }

    /// The accessible name of a receiver's Paste button: "Paste on Ferry (imports profiles)".
    nonisolated public static func pasteActionLabel(_ receiver: Receiver) -> String {
        tr("Paste on %1$s", receiver.title)
    }

    /// The message when a paste finds nothing on the clipboard this receiver's drop takes.
    nonisolated public static func nothingToPaste(on receiver: Receiver) -> String {
        switch receiver {
        case .ferry: tr("Nothing to paste: the clipboard holds no profile.")
        case .text: tr("Nothing to paste: the clipboard holds no text.")
        case .any: tr("Nothing to paste: the clipboard is empty.")
        }
    }
}
