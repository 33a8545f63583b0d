// SPDX-License-Identifier: Apache-2.0
// Seed 002 (Meet Transferable, 04:18): declaring the content type, unchanged.
import UniformTypeIdentifiers

// also declare the content type in the Info.plist
extension UTType {
    static var profile: UTType = UTType(exportedAs: "com.example.profile")
}
