// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// Which of the offered export content types a file chosen in the save dialog is, from its
/// extension: an offered type whose own extensions include it, else an offered type that
/// conforms to the type the extension names (`.txt` names `public.plain-text`, which
/// `public.utf8-plain-text` conforms to), else the first (most preferred) type. GtkKit's
/// save dialog returns only the file, not the filter the user picked.
public enum ExportChoice {
    /// The offered type `file` is to be written as; `nil` only when nothing is offered.
    public static func contentType(for file: URL, among types: [UTType]) -> UTType? {
        let ext = file.pathExtension.lowercased()
        guard !ext.isEmpty else { return types.first }
        if let own = types.first(where: { ($0.tags[.filenameExtension] ?? []).contains { $0.lowercased() == ext } }) {
            return own
        }
        if let named = UTType(filenameExtension: ext), let conforming = types.first(where: { $0.conforms(to: named) }) {
            return conforming
        }
        return types.first
    }
}
