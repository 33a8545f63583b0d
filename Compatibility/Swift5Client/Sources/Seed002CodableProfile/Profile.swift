// SPDX-License-Identifier: Apache-2.0
// Seed 002 (06:34): the Codable profile, unchanged.
import Foundation

struct Profile: Codable {
    var id: UUID
    var name: String
    var bio: String
    var funFacts: [String]
    var video: URL?
    var portrait: URL?
}
