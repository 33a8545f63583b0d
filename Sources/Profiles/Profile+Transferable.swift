// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation

extension Profile: Transferable {
    /// JSON of `com.example.profile` first (the whole profile, for Ferry and any app that
    /// declares the type), then UTF-8 plain text holding only the name (for text
    /// editors). A receiver takes the first one it supports. Saved files are named after
    /// the profile: `Juan Chavez.ferryprofile` and `Juan Chavez.txt`.
    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .profile)
            .suggestedFileName { $0.suggestedFileName(extension: UTType.profile.preferredFilenameExtension ?? "json") }
        ProxyRepresentation(exporting: \.name)
            .suggestedFileName { $0.suggestedFileName(extension: "txt") }
    }

    /// The profile's name made safe as a file name, with `ext`.
    func suggestedFileName(extension ext: String) -> String {
        // Sanitise the name first so that a name of dots cannot eat the extension's dot,
        // then again to keep the whole within the length limit.
        TransferFileIO.sanitizedFileName(TransferFileIO.sanitizedFileName(name, fallback: "Profile") + "." + ext)
    }
}
