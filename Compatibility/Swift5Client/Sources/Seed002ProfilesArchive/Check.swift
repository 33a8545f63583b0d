// SPDX-License-Identifier: Apache-2.0
// Seed 002 (07:49): the archive travels as CSV both ways through its two functions.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public enum Seed002ArchiveCheck {
    public static func run() async -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 002 (07:49): \(what)") } }
        check(ProfilesArchive.exportedContentTypes() == [.commaSeparatedText], "exported as CSV")
        check(ProfilesArchive.importedContentTypes() == [.commaSeparatedText], "imported from CSV")
        do {
            let archive = try await ProfilesArchive(importing: Data("id,name\r\n".utf8), contentType: .commaSeparatedText)
            check(try await archive.exported(as: .commaSeparatedText) == Data(), "convertToCSV() is what is sent")
        } catch {
            check(false, "unexpected error \(error)")
        }
        return failures
    }
}
