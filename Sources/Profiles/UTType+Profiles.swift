// SPDX-License-Identifier: Apache-2.0
import CoreTransferable

extension UTType {
    /// `com.example.profile`: one ``Profile`` as JSON. The app exports it (declared in
    /// `TypeDeclarations/Info.plist`, conforming to `public.json`, extension
    /// `.ferryprofile`).
    public static let profile = UTType(exportedAs: "com.example.profile", conformingTo: .json)
}
