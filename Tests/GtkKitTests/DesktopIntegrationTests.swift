// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
import GtkKit

struct DesktopIntegrationTests {
    private let declarations = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>UTExportedTypeDeclarations</key>
      <array><dict>
        <key>UTTypeIdentifier</key><string>com.example.installtest.doc</string>
        <key>UTTypeDescription</key><string>Install test document</string>
        <key>UTTypeConformsTo</key><array><string>public.data</string></array>
        <key>UTTypeTagSpecification</key><dict><key>public.filename-extension</key><string>itdoc</string></dict>
      </dict></array>
    </dict></plist>
    """

    @Test func installsTheLauncherAndTypeDeclarations() throws {
        let home = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let plist = home.appendingPathComponent("Info.plist")
        try declarations.write(to: plist, atomically: true, encoding: .utf8)
        let entry = DesktopEntry(applicationID: "com.example.InstallTest", name: "Install Test", comment: "A test; with a semicolon",
                                 exec: "/opt/app/bin/install-test")
        let installation = try DesktopIntegration.install(entry, typeDeclarations: plist, dataHome: home)

        #expect(installation.desktopFile.path == home.path + "/applications/com.example.InstallTest.desktop")
        let desktop = try String(contentsOf: installation.desktopFile, encoding: .utf8)
        #expect(desktop.hasPrefix("[Desktop Entry]\n"))
        #expect(desktop.contains("\nName=Install Test\n"))
        #expect(desktop.contains("\nExec=env FERRY_TYPE_DECLARATIONS=\(home.path)/com.example.InstallTest/Info.plist /opt/app/bin/install-test\n"))
        #expect(desktop.contains("\nMimeType=application/x-com.example.installtest.doc;\n"))

        let package = try String(contentsOf: try #require(installation.mimePackage), encoding: .utf8)
        #expect(package.contains("<mime-type type=\"application/x-com.example.installtest.doc\">"))
        #expect(package.contains("<glob pattern=\"*.itdoc\"/>"))
        #expect(try Data(contentsOf: try #require(installation.typeDeclarations)) == Data(declarations.utf8))

        // update-mime-database compiled the package into the user's MIME database.
        if installation.mimeDatabaseUpdated {
            let types = try String(contentsOf: home.appendingPathComponent("mime/types"), encoding: .utf8)
            #expect(types.contains("application/x-com.example.installtest.doc"))
        } else {
            #expect(!FileManager.default.isExecutableFile(atPath: "/usr/bin/update-mime-database"))
        }
    }

    @Test func installingAgainReplacesTheFiles() throws {
        let home = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        var entry = DesktopEntry(applicationID: "com.example.Again", name: "First", comment: "", exec: "/bin/true")
        try DesktopIntegration.install(entry, dataHome: home)
        entry.name = "Second"
        let installation = try DesktopIntegration.install(entry, dataHome: home)
        #expect(try String(contentsOf: installation.desktopFile, encoding: .utf8).contains("\nName=Second\n"))
        #expect(installation.mimePackage == nil)
    }

    @Test func anInvalidApplicationIDIsRefused() throws {
        let home = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(throws: DesktopIntegrationError.self) {
            try DesktopIntegration.install(DesktopEntry(applicationID: "not-reverse-dns", name: "X", comment: "", exec: "/bin/true"), dataHome: home)
        }
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("applications").path))
    }

    @Test func brokenTypeDeclarationsAreReportedWithTheirPath() throws {
        let home = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let plist = home.appendingPathComponent("Broken.plist")
        try "not a plist".write(to: plist, atomically: true, encoding: .utf8)
        do {
            try DesktopIntegration.install(DesktopEntry(applicationID: "com.example.Broken", name: "X", comment: "", exec: "/bin/true"),
                                           typeDeclarations: plist, dataHome: home)
            Issue.record("a broken declarations file must fail")
        } catch {
            #expect(error.description.contains("Broken.plist"))
        }
    }

    @Test(arguments: [("com.example.App", true), ("org.gnome.Text-Editor", true), ("a.b", true), ("App", false),
                      ("com..App", false), ("com.1example.App", false), ("com.example.Ap p", false)])
    func applicationIDs(id: String, valid: Bool) {
        #expect(DesktopIntegration.isValidApplicationID(id) == valid)
    }

    @Test func desktopEntryValuesAreEscaped() {
        let entry = DesktopEntry(applicationID: "com.example.E", name: "Line\nBreak", comment: "Back\\slash", exec: "/bin/e",
                                 mimeTypes: ["a/b;c"], categories: ["Utility"])
        #expect(entry.fileContents.contains("\nName=Line\\nBreak\n"))
        #expect(entry.fileContents.contains("\nComment=Back\\\\slash\n"))
        #expect(entry.fileContents.contains("\nMimeType=a/b\\;c;\n"))
        #expect(entry.fileContents.contains("\nCategories=Utility;\n"))
    }

    @Test func dataHomeFollowsXDG() {
        #expect(DesktopIntegration.dataHome(environment: ["XDG_DATA_HOME": "/x/data", "HOME": "/h"]).path == "/x/data")
        #expect(DesktopIntegration.dataHome(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]).path == "/h/.local/share")
        #expect(DesktopIntegration.dataHome(environment: ["HOME": "/h"]).path == "/h/.local/share")
    }
}
