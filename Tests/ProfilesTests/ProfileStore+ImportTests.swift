// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import Profiles

/// CSV and multi-profile imports: one transaction, all rows or none.
struct ProfileStoreImportTests {
    @Test func importsEveryRowOfACSV() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: Profile.demoProfiles)
        let archive = ProfilesArchive(profiles: ProfileStoreTests.profiles(50, seed: 11))
        #expect(try store.importCSV(archive.csvData()) == 50)
        #expect(try store.profiles() == Profile.demoProfiles + archive.profiles)
    }

    @Test func oneBadRecordImportsNothing() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let url = scratch.file("p.sqlite")
        let store = try ProfileStore(url: url, initialProfiles: Profile.demoProfiles)
        var csv = try ProfilesArchive(profiles: ProfileStoreTests.profiles(2_000, seed: 12)).csvData()
        csv.append(Data("\(UUID().uuidString),Last,,bio,,not a url,\r\n".utf8))
        #expect {
            try store.importCSV(csv)
        } throws: { error in
            guard case .archive(.invalidURL(_, let field, let column, let value)) = error as? ProfileStoreError else { return false }
            return field == 6 && column == "video" && value == "not a url"
        }
        #expect(try store.profiles() == Profile.demoProfiles)
        #expect(try RawSQLite.value(url.path, "SELECT COUNT(*) FROM fun_fact") == "0")
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func malformedCSVHalfWayImportsNothing() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"))
        let csv = "name,bio\nAda,ok\nBob,\"unterminated\n"
        #expect(throws: ProfileStoreError.archive(.csv(.unterminatedQuotedField(line: 3, column: 5)))) { try store.importCSV(Data(csv.utf8)) }
        #expect(try store.count() == 0)
    }

    @Test func storedIDsBecomeCopiesByDefaultOrAreRefused() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: Profile.demoProfiles)
        let csv = try ProfilesArchive(profiles: Profile.demoProfiles).csvData()
        #expect(throws: ProfileStoreError.duplicateID(Profile.demoProfiles[0].id, index: 0)) { try store.importCSV(csv, ids: .reject) }
        #expect(try store.count() == 2)
        #expect(try store.importCSV(csv) == 2)
        let names = try store.profiles().map(\.name)
        #expect(names == ["Juan Chavez", "Mei Chen", "Juan Chavez", "Mei Chen"])
        #expect(Set(try store.orderedIDs()).count == 4)
    }

    /// The import stores profiles sorted by id (see `ProfileStagedImport`), yet the list
    /// keeps the file's order, and a repeated id is resolved in file order: the later
    /// profile is refused (at its own index) or becomes a copy with its facts and files.
    @Test func repeatedIDsInTheFileAreResolvedInFileOrder() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"), initialProfiles: [Profile.demoProfiles[0]])
        var profiles = ProfileStoreTests.profiles(40, seed: 5)
        var twin = profiles[3]
        twin.name = "Twin"
        twin.funFacts = ["the twin's fact"]
        twin.portrait = URL(fileURLWithPath: "/photos/twin.png")
        profiles.insert(twin, at: 30)
        profiles.insert(Profile.demoProfiles[0], at: 35)
        let csv = try ProfilesArchive(profiles: profiles).csvData()

        #expect(throws: ProfileStoreError.duplicateID(twin.id, index: 30)) { try store.importCSV(csv, ids: .reject) }
        #expect(try store.profiles() == [Profile.demoProfiles[0]])

        #expect(try store.importCSV(csv) == 42)
        let stored = try store.profiles()
        #expect(stored.map(\.name) == [Profile.demoProfiles[0].name] + profiles.map(\.name), "the file's order")
        #expect(Set(stored.map(\.id)).count == 43)
        let copy = stored[31]
        #expect(copy.id != twin.id && copy.funFacts == ["the twin's fact"] && copy.portrait == twin.portrait)
        #expect(stored[4] == profiles[3], "the first of a repeated id keeps it")
        #expect(stored[36].id != Profile.demoProfiles[0].id && stored[36].name == Profile.demoProfiles[0].name)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test func importsAFileStreamed() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"))
        let archive = ProfilesArchive(profiles: ProfileStoreTests.profiles(300, seed: 13))
        let file = scratch.file("in.csv")
        try archive.csvData().write(to: file)
        #expect(try store.importCSV(fileAt: file) == 300)
        #expect(try store.profiles() == archive.profiles)
        #expect(throws: ProfileStoreError.self) { try store.importCSV(fileAt: scratch.file("missing.csv")) }
    }

    @Test func anEmptyArchiveImportsNothingAndAMissingHeaderFails() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let store = try ProfileStore(url: scratch.file("p.sqlite"))
        #expect(try store.importCSV(Data("id,name,bio,fun_facts,video,portrait\r\n".utf8)) == 0)
        #expect(throws: ProfileStoreError.archive(.missingHeader)) { try store.importCSV(Data()) }
    }
}
