// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryVersion
import Testing

@Suite struct FerryVersionTests {
    /// The changelog's newest release heading (`## [x.y.z] - date`) names the version the
    /// code reports, so the two cannot drift apart.
    @Test func changelogNamesTheVersionTheCodeReports() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let newest = try #require(releases.first, "CHANGELOG.md has no release heading")
        #expect(newest.hasPrefix("## [\(Ferry.version)]"), "newest release in CHANGELOG.md: \(newest), code: \(Ferry.version)")
    }

    @Test func versionIsMajorMinorPatch() {
        let parts = Ferry.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    }
}
