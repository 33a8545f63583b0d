// SPDX-License-Identifier: Apache-2.0
// Seed 002 (12:35): CSV is offered while supportsCSV holds (it always does in the seed).
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

public enum Seed002ConditionCheck {
    public static func run() async -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append("seed 002 (12:35): \(what)") } }
        do {
            let archive = try ProfilesArchive(csvData: Data())
            check(archive.supportsCSV, "the seed's archive supports CSV")
            check(try await archive.exported(as: .commaSeparatedText) == Data(), "so it is exported as CSV")
        } catch {
            check(false, "unexpected error \(error)")
        }
        return failures
    }
}
