// SPDX-License-Identifier: Apache-2.0
// Seed 002 (07:31): the profile made Transferable with a CodableRepresentation.
// One line differs from the seed: it writes `extension Profile: Codable, Transferable`,
// which no Swift compiler accepts (the struct already declares Codable: "redundant
// conformance"); the extension here names Transferable only.
import CoreTransferable
import UniformTypeIdentifiers

struct Profile: Codable {
    var id: UUID
    var name: String
    var bio: String
    var funFacts: [String]
    var video: URL?
    var portrait: URL?
}

extension Profile: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .profile)
    }
}

// also declare the content type in the Info.plist
extension UTType {
    static var profile: UTType = UTType(exportedAs: "com.example.profile")
}
