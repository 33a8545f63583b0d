// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

/// A profile offered as a file and nothing else: its JSON (`com.example.profile`) under
/// the profile's name, `Mei Chen.ferryprofile`.
///
/// A ``Profile`` also offers its name as plain text, so that a text editor it is dropped
/// into inserts the name. A file manager takes files first, but so does GNOME's Text
/// Editor (it opens them), so a toolkit offers a value with text as text only. Drag a
/// `ProfileFile` where the profile should arrive as a file.
public struct ProfileFile: Transferable, Hashable, Sendable {
    /// The profile the file holds.
    public var profile: Profile

    /// The file form of `profile`.
    public init(_ profile: Profile) {
        self.profile = profile
    }

    /// The profile's JSON, the same bytes as ``Profile``'s own representation, under the
    /// profile's suggested file name.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .profile) { file in try JSONEncoder().encode(file.profile) }
            .suggestedFileName { $0.profile.suggestedFileName(extension: UTType.profile.preferredFilenameExtension ?? "json") }
    }
}
