// SPDX-License-Identifier: Apache-2.0
// Exercises the shared models the way an app would, and fails loudly if a transfer does
// not round-trip: proof that the code compiled against this platform's frameworks also
// behaves.
import CoreTransferable
import Foundation
import SharedModels
import UniformTypeIdentifiers

func check(_ condition: Bool, _ what: String) {
    if !condition {
        FileHandle.standardError.write(Data("models-check: \(what)\n".utf8))
        exit(1)
    }
}

check(UTType.profile.isDeclared && UTType.profile.conforms(to: .json) && UTType.profile.preferredFilenameExtension == "profile",
      "com.example.profile is declared by the app's Info.plist")

let profile = Profile(name: "Grace Hopper", phoneNumber: "555-0100")
check(Profile.exportedContentTypes() == [.profile, .utf8PlainText], "Profile exports \(Profile.exportedContentTypes())")
let json = try await profile.exported(as: .profile)
check(try await Profile(importing: json, contentType: .profile) == profile, "a profile round-trips through com.example.profile")
check(String(decoding: try await profile.exported(as: .utf8PlainText), as: UTF8.self) == "Grace Hopper",
      "a profile exports its name as plain text")

let shape = ShapePayload(version: 1, kind: .circle)
check(ShapePayload.exportedContentTypes(visibility: .ownProcess) == [.shapeTransfer], "a shape exports within the process")
check(ShapePayload.exportedContentTypes(visibility: .all).isEmpty, "a shape exports to no other process")
check(try await ShapePayload(importing: try await shape.exported(as: .shapeTransfer), contentType: .shapeTransfer) == shape,
      "a shape round-trips")
print("models-check: Profile and ShapePayload transfer as on a Mac")
