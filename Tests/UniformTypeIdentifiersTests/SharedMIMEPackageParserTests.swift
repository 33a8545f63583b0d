// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

@Suite("shared-mime-info XML packages")
struct SharedMIMEPackageParserTests {
    static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
    """

    /// Parses `body` wrapped in a `<mime-info>` document whose first line is line 1.
    func parse(_ body: String) throws(SharedMIMEDatabaseError) -> MIMEPackageContents {
        var contents = MIMEPackageContents()
        try MIMEPackageParser.parsePackage(Array((Self.header + "\n" + body + "\n</mime-info>\n").utf8), file: "test.xml", into: &contents)
        return contents
    }

    /// The error parsing `body` throws.
    func failure(_ body: String) -> SharedMIMEDatabaseError? {
        do {
            _ = try parse(body)
            return nil
        } catch {
            return error
        }
    }

    func expectInvalid(_ body: String, line: Int, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case let .invalidPackage(file, errorLine, column, reason)? = failure(body) else {
            Issue.record("expected invalidPackage, got \(String(describing: failure(body)))", sourceLocation: sourceLocation)
            return
        }
        #expect(file == "test.xml", sourceLocation: sourceLocation)
        #expect(errorLine == line, "\(reason)", sourceLocation: sourceLocation)
        #expect(column > 0, sourceLocation: sourceLocation)
        #expect(reason.contains(text), "\(reason)", sourceLocation: sourceLocation)
    }

    @Test func readsEveryElement() throws {
        let contents = try parse("""
          <mime-type type="application/x-test">
            <comment>Test file</comment>
            <comment xml:lang="fr">Fichier &amp; test</comment>
            <acronym>TF</acronym>
            <expanded-acronym>Test File</expanded-acronym>
            <alias type="application/x-test-old"/>
            <sub-class-of type="application/xml"/>
            <sub-class-of type="text/plain"/>
            <glob pattern="*.TST" weight="80"/>
            <glob pattern="*.Tc" case-sensitive="true"/>
            <glob-deleteall/>
            <icon name="test-icon"/>
            <generic-icon name="text-x-generic"/>
            <root-XML namespaceURI="urn:test" localName="doc"/>
            <treemagic><treematch path="x" type="file"/></treemagic>
            <x:extra xmlns:x="urn:other"><x:nested/></x:extra>
            <unknown-element/>
            <magic priority="70"><match type="string" offset="0" value="TEST"/></magic>
            <magic-deleteall/>
          </mime-type>
        """)
        #expect(contents.types == ["application/x-test"])
        let details = contents.details["application/x-test"]
        #expect(details?.comments == ["": "Test file", "fr": "Fichier & test"])
        #expect(details?.acronym == "TF")
        #expect(details?.expandedAcronym == "Test File")
        #expect(details?.globs == [MIMEGlob(pattern: "*.TST", weight: 80), MIMEGlob(pattern: "*.Tc", caseSensitive: true)])
        #expect(contents.aliases == ["application/x-test-old": "application/x-test"])
        #expect(contents.parents == ["application/x-test": ["application/xml", "text/plain"]])
        #expect(contents.globs.map(\.pattern) == ["*.tst", "*.Tc", "__NOGLOBS__"])
        #expect(contents.globs.last?.isDeleteAll == true)
        #expect(contents.icons == ["application/x-test": "test-icon"])
        #expect(contents.genericIcons == ["application/x-test": "text-x-generic"])
        #expect(contents.namespaces == ["urn:test doc": "application/x-test"])
        #expect(contents.magic.count == 2)
        #expect(contents.magic[0].priority == 70)
        #expect(contents.magic[0].matches == [.init(rangeStart: 0, rangeLength: 1, wordSize: 1, value: Array("TEST".utf8), mask: nil, children: [])])
        #expect(contents.magic[1].isDeleteAll)
    }

    @Test func laterDefinitionsMergeLikeUpdateMimeDatabase() throws {
        let contents = try parse("""
          <mime-type type="a/b"><comment>first</comment><alias type="a/old"/><glob pattern="*.b"/></mime-type>
          <mime-type type="a/c"><alias type="a/old"/></mime-type>
          <mime-type type="a/b"><comment>second</comment><glob pattern="*.bb"/></mime-type>
        """)
        #expect(contents.types == ["a/b", "a/c"])
        #expect(contents.details["a/b"]?.comments[""] == "second")
        #expect(contents.details["a/b"]?.globs.map(\.pattern) == ["*.b", "*.bb"])
        #expect(contents.aliases["a/old"] == "a/c")
    }

    @Test func parsesMatchValuesAsUpdateMimeDatabaseDoes() throws {
        let contents = try parse("""
          <mime-type type="a/b">
            <magic>
              <match type="string" offset="4:7" value="\\x41\\101\\n\\0\\x\\q" mask="0xFF0F"/>
              <match type="byte" offset="1" value="0x7f" mask="017"/>
              <match type="big16" offset="2" value="258"/>
              <match type="little16" offset="2" value="0x0102"/>
              <match type="host16" offset="2" value="0x0102"/>
              <match type="big32" offset="0" value="0x01020304"/>
              <match type="little32" offset="0" value="0x01020304" mask="0xFFFF0000">
                <match type="host32" offset="8" value="1"/>
              </match>
            </magic>
          </mime-type>
        """)
        let matches = try #require(contents.magic.first?.matches)
        #expect(matches[0].value == [0x41, 0x41, 0x0A, 0x00, 0x78, 0x71])
        #expect(matches[0].mask == [0xFF, 0x0F, 0, 0, 0, 0])
        #expect(matches[0].rangeStart == 4 && matches[0].rangeLength == 4)
        #expect(matches[1].value == [0x7F] && matches[1].mask == [0x0F])
        #expect(matches[2].value == [0x01, 0x02] && matches[2].wordSize == 1)
        #expect(matches[3].value == [0x02, 0x01])
        #expect(matches[4].value == [0x01, 0x02] && matches[4].wordSize == 2)
        #expect(matches[5].value == [1, 2, 3, 4])
        #expect(matches[6].value == [4, 3, 2, 1] && matches[6].mask == [0, 0, 0xFF, 0xFF])
        #expect(matches[6].children == [.init(rangeStart: 8, rangeLength: 1, wordSize: 4, value: [0, 0, 0, 1], mask: nil, children: [])])
        #expect(MIMEPackageParser.cInteger("0x1F") == 31)
        #expect(MIMEPackageParser.cInteger("017") == 15)
        #expect(MIMEPackageParser.cInteger("0") == 0)
        #expect(MIMEPackageParser.cInteger("08") == nil)
        #expect(MIMEPackageParser.cInteger("12ab") == nil)
        #expect(MIMEPackageParser.cInteger("") == nil)
    }

    @Test func rejectsMalformedXMLWithItsLine() {
        guard case let .malformedXML(file, line, column, reason)? = failure("""
          <mime-type type="a/b">
            <comment>unclosed
          </mime-type>
        """) else {
            Issue.record("expected malformedXML")
            return
        }
        #expect(file == "test.xml")
        #expect(line == 5)
        #expect(column > 0)
        #expect(!reason.isEmpty)
        #expect(SharedMIMEDatabaseError.malformedXML(file: "f.xml", line: 3, column: 7, reason: "x").description == "f.xml:3:7: malformed XML: x")
    }

    @Test func rejectsSchemaViolationsWithTheirLine() {
        expectInvalid("<mime-type type=\"nonsense\"/>", line: 3, mentioning: "invalid MIME type name")
        expectInvalid("<mime-type/>", line: 3, mentioning: "no 'type' attribute")
        expectInvalid("<other/>", line: 3, mentioning: "expected <mime-type>")
        expectInvalid("<mime-type type=\"a/b\">\n<glob/>\n</mime-type>", line: 4, mentioning: "no 'pattern'")
        expectInvalid("<mime-type type=\"a/b\">\n<glob pattern=\"*.b\" weight=\"101\"/>\n</mime-type>", line: 4, mentioning: "weight")
        expectInvalid("<mime-type type=\"a/b\">\n<magic priority=\"x\"><match type=\"byte\" offset=\"0\" value=\"1\"/></magic>\n</mime-type>", line: 4, mentioning: "priority")
        expectInvalid("<mime-type type=\"a/b\">\n<magic>\n</magic>\n</mime-type>", line: 5, mentioning: "has no <match>")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<glob pattern=\"x\"/>\n</magic></mime-type>", line: 4, mentioning: "expected <match>")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"word\" offset=\"0\" value=\"1\"/>\n</magic></mime-type>", line: 4, mentioning: "unknown <match> type")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"byte\" offset=\"x\" value=\"1\"/>\n</magic></mime-type>", line: 4, mentioning: "offset")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"byte\" offset=\"9:3\" value=\"1\"/>\n</magic></mime-type>", line: 4, mentioning: "offset range")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"byte\" offset=\"0\" value=\"256\"/>\n</magic></mime-type>", line: 4, mentioning: "fits in 1 byte")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"big16\" offset=\"0\" value=\"0x10000\"/>\n</magic></mime-type>", line: 4, mentioning: "fits in 2 byte")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"big32\" offset=\"0\" value=\"1\" mask=\"z\"/>\n</magic></mime-type>", line: 4, mentioning: "mask")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"string\" offset=\"0\"/>\n</magic></mime-type>", line: 4, mentioning: "no 'value'")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"string\" offset=\"0\" value=\"ab\" mask=\"FF\"/>\n</magic></mime-type>", line: 4, mentioning: "string mask")
        expectInvalid("<mime-type type=\"a/b\"><magic>\n<match type=\"string\" offset=\"0\" value=\"ab\" mask=\"0xFFFFFF\"/>\n</magic></mime-type>", line: 4, mentioning: "string mask")
        expectInvalid("<mime-type type=\"a/b\">\n<alias type=\"nonsense\"/>\n</mime-type>", line: 4, mentioning: "'type' attribute")
        expectInvalid("<mime-type type=\"a/b\">\n<root-XML namespaceURI=\"\" localName=\"\"/>\n</mime-type>", line: 4, mentioning: "both attributes empty")
    }

    @Test func rejectsAWrongRootElementOrNamespace() {
        var contents = MIMEPackageContents()
        for document in ["<?xml version=\"1.0\"?>\n<mime-type xmlns=\"http://www.freedesktop.org/standards/shared-mime-info\" type=\"a/b\"/>",
                         "<?xml version=\"1.0\"?>\n<mime-info xmlns=\"urn:wrong\"/>",
                         "<?xml version=\"1.0\"?>\n<mime-info/>"] {
            #expect(throws: SharedMIMEDatabaseError.self) {
                try MIMEPackageParser.parsePackage(Array(document.utf8), file: "root.xml", into: &contents)
            }
        }
        #expect(throws: SharedMIMEDatabaseError.self) {
            try MIMEPackageParser.parsePackage([], file: "empty.xml", into: &contents)
        }
    }

    /// Foundation's XMLParser crashes on `<!ATTLIST … #IMPLIED>`; the parser blanks the
    /// DOCTYPE first and keeps line numbers.
    @Test func toleratesADocumentTypeDeclaration() throws {
        let document = """
        <?xml version="1.0"?>
        <!DOCTYPE mime-info [
          <!ELEMENT mime-info (mime-type)+>
          <!ATTLIST comment xml:lang CDATA #IMPLIED>
          <!-- a comment with ] and > inside -->
          <!ATTLIST glob weight CDATA "50">
        ]>
        <mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
          <mime-type type="a/b"><comment xml:lang="de">B</comment></mime-type>
          <mime-type type="bad"/>
        </mime-info>
        """
        var contents = MIMEPackageContents()
        #expect(throws: SharedMIMEDatabaseError.invalidPackage(file: "dtd.xml", line: 10, column: 24, reason: "invalid MIME type name 'bad'")) {
            try MIMEPackageParser.parsePackage(Array(document.utf8), file: "dtd.xml", into: &contents)
        }
        let valid = document.replacingOccurrences(of: "  <mime-type type=\"bad\"/>\n", with: "")
        contents = MIMEPackageContents()
        try MIMEPackageParser.parsePackage(Array(valid.utf8), file: "dtd.xml", into: &contents)
        #expect(contents.details["a/b"]?.comments == ["de": "B"])
        #expect(MIMEPackageParser.blankingDocumentType(Array(valid.utf8)).count == valid.utf8.count)
    }

    @Test func readsTheSystemPackageWithoutCrashing() throws {
        let contents = try #require(try MIMEPackageParser.parsePackagesDirectory("/usr/share/mime/packages"))
        #expect(contents.types.count == 851)
        #expect(contents.details["image/png"]?.comments[""] == "PNG image")
    }

    @Test func readsPackagesInUpdateMimeDatabaseOrder() throws {
        let directory = try SharedMIMEFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let packages = directory.appendingPathComponent("mime/packages", isDirectory: true)
        try FileManager.default.createDirectory(at: packages, withIntermediateDirectories: true)
        func write(_ name: String, comment: String) throws {
            try (Self.header + "<mime-type type=\"a/b\"><comment>\(comment)</comment></mime-type></mime-info>")
                .write(to: packages.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("Override.xml", comment: "override")
        try write("b.xml", comment: "b")
        try write("a.xml", comment: "a")
        try "not a package".write(to: packages.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let database = try SharedMIMEDatabase.load(directories: [directory.appendingPathComponent("mime")])
        #expect(database.comment(for: "a/b") == "override")
        try FileManager.default.removeItem(at: packages.appendingPathComponent("Override.xml"))
        #expect(try SharedMIMEDatabase.load(directories: [directory.appendingPathComponent("mime")]).comment(for: "a/b") == "b")

        // An error names the package file.
        try (Self.header + "<mime-type type=\"a/b\"><glob pattern=\"\"/></mime-type></mime-info>")
            .write(to: packages.appendingPathComponent("c.xml"), atomically: true, encoding: .utf8)
        #expect(throws: SharedMIMEDatabaseError.invalidPackage(file: packages.appendingPathComponent("c.xml").path, line: 2, column: 112, reason: "<glob> of a/b has no 'pattern' attribute")) {
            try SharedMIMEDatabase.load(directories: [directory.appendingPathComponent("mime")])
        }
    }
}
