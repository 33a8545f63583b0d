// SPDX-License-Identifier: Apache-2.0
// Seed 002's declared type (04:18).
import UniformTypeIdentifiers

public enum Seed002DeclaredTypeCheck {
    public static func run() -> [String] {
        UTType.profile.identifier == "com.example.profile" ? [] : ["seed 002 (04:18): UTType.profile is com.example.profile"]
    }
}
