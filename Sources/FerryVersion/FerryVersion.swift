// SPDX-License-Identifier: Apache-2.0
/// Ferry's release, kept in this one place: the app's About window and
/// `ferry-types --version` read it, and a test holds it equal to the newest release in
/// `CHANGELOG.md`.
public enum Ferry {
    /// The release these sources are, in Semantic Versioning (`major.minor.patch`).
    public static let version = "0.1.0"
}
