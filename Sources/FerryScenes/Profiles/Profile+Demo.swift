// SPDX-License-Identifier: Apache-2.0
import Profiles
import Foundation

extension Profile {
    /// The demo profiles of SPEC scene 4, with fixed ids so that seeding twice is
    /// recognisable: "Juan Chavez" (408) 555-4301 and "Mei Chen" (919) 555-2481 (seed
    /// 003's phone numbers).
    public static let demoProfiles: [Profile] = [
        Profile(id: UUID(uuidString: "6F1C2A3E-4B5D-4E6F-8A7B-9C0D1E2F3A41")!, name: "Juan Chavez", phoneNumber: "(408) 555-4301"),
        Profile(id: UUID(uuidString: "0A9B8C7D-6E5F-4A3B-9C2D-1E0F9A8B7C62")!, name: "Mei Chen", phoneNumber: "(919) 555-2481"),
    ]
}
