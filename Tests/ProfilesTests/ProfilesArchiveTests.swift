// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSV
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

struct ProfilesArchiveTests {
    static let juanID = UUID(uuidString: "11111111-2222-4333-8444-555555555555")!
    static let meiID = UUID(uuidString: "AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE")!

    static let archive = ProfilesArchive(profiles: [
        Profile(id: juanID, name: "Juan Chavez", phoneNumber: "(408) 555-4301", bio: "Oboist", funFacts: ["Oboe", "Says \"hi\", twice"],
                video: URL(fileURLWithPath: "/videos/juan.mp4")),
        Profile(id: meiID, name: "Mei Chen", bio: "Line one\nline two", funFacts: [],
                portrait: URL(fileURLWithPath: "/portraits/mei chen.png")),
    ])

    @Test func writesTheDocumentedLayout() throws {
        let text = String(decoding: try Self.archive.csvData(), as: UTF8.self)
        let expected = "\u{FEFF}id,name,phone_number,bio,fun_facts,video,portrait\r\n"
            + "11111111-2222-4333-8444-555555555555,Juan Chavez,(408) 555-4301,Oboist,\"Oboe\nSays \"\"hi\"\", twice\",file:///videos/juan.mp4,\r\n"
            + "AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE,Mei Chen,,\"Line one\nline two\",,,file:///portraits/mei%20chen.png\r\n"
        #expect(text == expected)
    }

    @Test func roundTripsExactly() throws {
        #expect(try ProfilesArchive(csvData: Self.archive.csvData()) == Self.archive)
    }

    @Test func everyFieldRoundTripsNewlinesCommasQuotesAndNonASCII() throws {
        let nasty = ["", " ", ",", "\"", "\"\"", "\n", "\r", "\r\n", "a,b\n\"c\"\r\nd", "Zoë 中文 😀 👩‍👩‍👧", "\\n\\e\\", "\u{FEFF}bom", "\u{0}nul", "tab\there"]
        var profiles: [Profile] = []
        for (index, text) in nasty.enumerated() {
            profiles.append(Profile(
                name: text, bio: text + text, funFacts: [text, "", text, nasty[(index + 1) % nasty.count]],
                video: URL(fileURLWithPath: "/v/" + text.replacingOccurrences(of: "\u{0}", with: "") + ".mp4"),
                portrait: URL(fileURLWithPath: "/p/" + text.replacingOccurrences(of: "\u{0}", with: "") + "é.png")))
        }
        let archive = ProfilesArchive(profiles: profiles)
        #expect(try ProfilesArchive(csvData: archive.csvData()) == archive)
    }

    @Test func randomArchivesRoundTrip() throws {
        var generator = SplitMix64(seed: 2024)
        for round in 0..<1_000 {
            let profiles = (0..<Int.random(in: 0...10, using: &generator)).map { _ in RandomText.profile(using: &generator) }
            let archive = ProfilesArchive(profiles: profiles)
            let decoded = try ProfilesArchive(csvData: archive.csvData())
            #expect(decoded == archive, "round \(round)")
            if decoded != archive { return }
        }
    }

    /// Archives written before profiles had a phone number (no `phone_number` column) still
    /// load, with empty phone numbers.
    @Test func readsArchivesWithoutAPhoneNumberColumn() throws {
        let old = "\u{FEFF}id,name,bio,fun_facts,video,portrait\r\n"
            + "11111111-2222-4333-8444-555555555555,Juan Chavez,(408) 555-4301,Oboe,file:///videos/juan.mp4,\r\n"
        let profiles = try ProfilesArchive(csvData: Data(old.utf8)).profiles
        #expect(profiles == [Profile(id: Self.juanID, name: "Juan Chavez", bio: "(408) 555-4301", funFacts: ["Oboe"],
                                     video: URL(fileURLWithPath: "/videos/juan.mp4"))])
    }

    @Test func emptyArchiveIsAHeaderOnly() throws {
        let data = try ProfilesArchive(profiles: []).csvData()
        #expect(String(decoding: data, as: UTF8.self) == "\u{FEFF}id,name,phone_number,bio,fun_facts,video,portrait\r\n")
        #expect(try ProfilesArchive(csvData: data).profiles == [])
    }

    @Test func readsHandMadeFiles() throws {
        // Columns in another order, different case and spacing, an unknown column, no id,
        // LF line ends and no byte-order mark.
        let csv = " Name ,Notes,FUN_FACTS,id\nAda,ignored,\"Counts\nComputes\",\nGrace,also ignored,,aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee\n"
        let archive = try ProfilesArchive(csvData: Data(csv.utf8))
        #expect(archive.profiles.map(\.name) == ["Ada", "Grace"])
        #expect(archive.profiles[0].funFacts == ["Counts", "Computes"])
        #expect(archive.profiles[1].id == Self.meiID)
        #expect(archive.profiles[0].bio == "")
        #expect(archive.profiles[0].video == nil)
        #expect(archive.profiles[0].id != archive.profiles[1].id)
    }

    @Test func malformedCSVSaysLineAndColumn() {
        let csv = "id,name\n,Ada\n,Gr\"ace\n"
        #expect(throws: ProfilesArchiveError.csv(.quoteInUnquotedField(line: 3, column: 4))) {
            try ProfilesArchive(csvData: Data(csv.utf8))
        }
    }

    @Test func recordWithTheWrongFieldCountIsRefused() {
        #expect(throws: ProfilesArchiveError.csv(.fieldCountMismatch(line: 2, column: 4, expected: 2, found: 1))) {
            try ProfilesArchive(csvData: Data("id,name\nAda\n".utf8))
        }
    }

    @Test func emptyInputHasNoHeader() {
        #expect(throws: ProfilesArchiveError.missingHeader) { try ProfilesArchive(csvData: Data()) }
        #expect(throws: ProfilesArchiveError.missingHeader) { try ProfilesArchive(csvData: Data("\u{FEFF}\r\n\n".utf8)) }
    }

    @Test func headerNeedsANameColumnOnce() {
        #expect(throws: ProfilesArchiveError.missingColumn("name")) { try ProfilesArchive(csvData: Data("id,bio\n".utf8)) }
        #expect(throws: ProfilesArchiveError.duplicateColumn("bio", field: 3)) {
            try ProfilesArchive(csvData: Data("name,bio,BIO\n".utf8))
        }
    }

    @Test func badIDsAndURLsSayWhere() {
        #expect(throws: ProfilesArchiveError.invalidID(line: 4, field: 2, value: "12345")) {
            try ProfilesArchive(csvData: Data("name,id\n\"Two\nlines\",\nBob,12345\n".utf8))
        }
        #expect(throws: ProfilesArchiveError.invalidURL(line: 2, field: 3, column: "portrait", value: "relative/path.png")) {
            try ProfilesArchive(csvData: Data("name,video,portrait\nBob,,relative/path.png\n".utf8))
        }
    }

    @Test func repeatedIDsAreRefused() {
        let id = Self.juanID.uuidString
        #expect(throws: ProfilesArchiveError.duplicateID(Self.juanID, line: 4, firstLine: 2)) {
            try ProfilesArchive(csvData: Data("id,name\n\(id),A\n,B\n\(id.lowercased()),C\n".utf8))
        }
    }

    @Test func invalidUTF8IsRefused() {
        var bytes = Array("name\n".utf8)
        bytes += [0x41, 0xFF, 0x0A]
        #expect(throws: ProfilesArchiveError.csv(.invalidUTF8(line: 2, column: 2))) { try ProfilesArchive(csvData: Data(bytes)) }
    }

    @Test func readsAFileStreamed() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("profiles.csv")
        try Self.archive.csvData().write(to: file)
        #expect(try ProfilesArchive(csvFileAt: file) == Self.archive)
        #expect(throws: ProfilesArchiveError.self) { try ProfilesArchive(csvFileAt: folder.file("missing.csv")) }
    }

    @Test func readProfilesStreamsAndRethrowsTheBodysError() throws {
        struct Stop: Error {}
        let reader = try CSVReader(data: Self.archive.csvData(), options: ProfilesArchive.readerOptions)
        var seen: [String] = []
        #expect(throws: Stop.self) {
            try ProfilesArchive.readProfiles(from: reader, rejectingDuplicateIDs: true) { profile in
                seen.append(profile.name)
                throw Stop()
            }
        }
        #expect(seen == ["Juan Chavez"])
    }

    // MARK: Transferable

    @Test func transfersAsCSVBothWays() async throws {
        #expect(ProfilesArchive.exportedContentTypes() == [.commaSeparatedText])
        #expect(ProfilesArchive.importedContentTypes() == [.commaSeparatedText])
        let data = try await Self.archive.exported(as: .commaSeparatedText)
        #expect(data == (try Self.archive.csvData()))
        #expect(try await ProfilesArchive(importing: data, contentType: .commaSeparatedText) == Self.archive)
    }

    @Test func exportIsOfferedOnlyWhenTheArchiveSupportsCSV() async throws {
        var archive = Self.archive
        #expect(archive.exportableContentTypes() == [.commaSeparatedText])
        archive.supportsCSV = false
        #expect(archive.exportableContentTypes() == [])
        await #expect(throws: TransferError.exportingConditionFalse(type: "ProfilesArchive", contentType: "public.comma-separated-values-text")) {
            _ = try await archive.exported(as: .commaSeparatedText)
        }
    }

    @Test func importedArchivesSupportCSVAndBadCSVFailsTheImport() async throws {
        let archive = try await ProfilesArchive(importing: Data("name\nAda\n".utf8), contentType: .commaSeparatedText)
        #expect(archive.supportsCSV)
        await #expect(throws: TransferError.self) {
            _ = try await ProfilesArchive(importing: Data("name\n\"Ada\n".utf8), contentType: .commaSeparatedText)
        }
    }

    @Test func savedFileIsNamedProfilesCSV() {
        #expect(Self.archive.suggestedFileName(for: .commaSeparatedText) == "Profiles.csv")
    }

    @Test func errorsDescribeThemselves() {
        #expect(ProfilesArchiveError.invalidID(line: 3, field: 1, value: "x").description == "line 3, field 1: \"x\" is not a UUID")
        #expect(ProfilesArchiveError.missingColumn("name").description.contains("\"name\""))
    }
}
