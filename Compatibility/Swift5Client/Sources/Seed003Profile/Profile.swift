// SPDX-License-Identifier: Apache-2.0
// Seed 003 (Making a view into a drag source): the profile model, its transfer
// representations and its content type, unchanged (the SwiftUI views are Mac-only).
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

struct Profile: Codable, Identifiable {
    var id: UUID = UUID()
    var name: String
    var phoneNumber: String
}

extension Profile: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .profile)
        ProxyRepresentation(exporting: \.name)
    }
}

extension UTType {
    static var profile = UTType(exportedAs: "com.example.profile")
}
