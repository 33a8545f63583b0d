// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryLocalization
import FerryScenes
import FerryTestSupport
import FerryVersion
import Testing
import UniformTypeIdentifiers

/// The files `make install` puts on the desktop (`data/`): valid for the desktop's own
/// validators, and in step with the code (application id, release, file types).
@Suite struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let id = FerryOptions().applicationID
    static func data(_ name: String) -> URL { root.appendingPathComponent("data/\(name)") }

    @Test func desktopEntryAndMetainfoPassTheValidators() throws {
        let desktop = try Tool.run("/usr/bin/desktop-file-validate", [Self.data("\(Self.id).desktop").path])
        #expect(desktop.status == 0 && desktop.output.isEmpty, "desktop-file-validate: \(desktop.output)")
        let metainfo = try Tool.run("/usr/bin/appstreamcli", ["validate", "--no-net", "--strict", Self.data("\(Self.id).metainfo.xml").path])
        #expect(metainfo.status == 0, "appstreamcli validate: \(metainfo.output)")
    }

    @Test func namesAgreeWithTheApplicationID() throws {
        let desktop = try String(contentsOf: Self.data("\(Self.id).desktop"), encoding: .utf8)
        #expect(desktop.split(separator: "\n").contains("Icon=\(Self.id)"))
        #expect(desktop.split(separator: "\n").contains("Exec=ferry %U"))
        // Files offers Ferry for the one file type it declares (the MIME package's).
        #expect(desktop.split(separator: "\n").contains("MimeType=application/x-ferry-profile;"))
        #expect(try String(contentsOf: Self.data("\(Self.id).mime.xml"), encoding: .utf8).contains("<mime-type type=\"application/x-ferry-profile\">"))
        let metainfo = try String(contentsOf: Self.data("\(Self.id).metainfo.xml"), encoding: .utf8)
        #expect(metainfo.contains("<id>\(Self.id)</id>") && metainfo.contains("<launchable type=\"desktop-id\">\(Self.id).desktop</launchable>"))
        // Software centres learn which catalogues translate the app (the installed .mo files).
        #expect(metainfo.contains("<translation type=\"gettext\">\(Localization.domain)</translation>"))
        for icon in ["\(Self.id).svg", "\(Self.id)-symbolic.svg"] {
            #expect(FileManager.default.fileExists(atPath: Self.data("icons/\(icon)").path), "no icon \(icon)")
        }
        // Every screenshot the metainfo shows is one of the README's.
        let screenshots = metainfo.components(separatedBy: "/docs/screenshots/").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(screenshots.count == 5)
        for name in screenshots {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("docs/screenshots/\(name)").path), "no screenshot \(name)")
        }
    }

    /// The metainfo's newest release is the build's version, dated as in CHANGELOG.md.
    @Test func metainfoReleaseIsTheBuildsVersion() throws {
        let metainfo = try String(contentsOf: Self.data("\(Self.id).metainfo.xml"), encoding: .utf8)
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let release = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let date = release?.split(separator: " ").last.map(String.init)
        #expect(release?.hasPrefix("## [\(Ferry.version)]") == true)
        let first = metainfo.components(separatedBy: "<release ").dropFirst().first?.prefix { $0 != ">" }
        #expect(first == "version=\"\(Ferry.version)\" date=\"\(date ?? "?")\"", "newest metainfo release: \(first ?? "none")")
    }

    /// What install puts on the desktop speaks every language of po/LINGUAS: msgfmt merges
    /// the catalogues' translations into the desktop entry (`Comment[ja]=…`), the metainfo
    /// and the MIME package (`xml:lang="ar"`), and the merged files still pass the
    /// validators.
    @Test func installedDesktopFilesCarryEveryTranslation() throws {
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        let installed = try Tool.run(Self.root.appendingPathComponent("scripts/install-ferry"),
                                     ["install", "--binary", "/bin/true", "--prefix", "/usr", "--destdir", staging.path])
        try #require(installed.status == 0, "install-ferry: \(installed.output)")
        let share = staging.appendingPathComponent("usr/share")
        let desktopFile = share.appendingPathComponent("applications/\(Self.id).desktop")
        let metainfoFile = share.appendingPathComponent("metainfo/\(Self.id).metainfo.xml")
        let desktop = try Tool.run("/usr/bin/desktop-file-validate", [desktopFile.path])
        #expect(desktop.status == 0 && desktop.output.isEmpty, "desktop-file-validate: \(desktop.output)")
        let metainfo = try Tool.run("/usr/bin/appstreamcli", ["validate", "--no-net", "--strict", metainfoFile.path])
        #expect(metainfo.status == 0, "appstreamcli validate: \(metainfo.output)")

        let linguas = try String(contentsOf: Self.root.appendingPathComponent("po/LINGUAS"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        let catalogues = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("po").path)
            .filter { $0.hasSuffix(".po") }.map { String($0.dropLast(3)) }.sorted()
        #expect(linguas == catalogues, "po/LINGUAS lists \(linguas), po/ holds \(catalogues)")
        let compiled = staging.appendingPathComponent("locale")
        let built = try Tool.run(Self.root.appendingPathComponent("scripts/build-locale"), [compiled.path])
        try #require(built.status == 0, "build-locale: \(built.output)")

        let entry = try String(contentsOf: desktopFile, encoding: .utf8).split(separator: "\n").map(String.init)
        let metainfoText = try String(contentsOf: metainfoFile, encoding: .utf8)
        let mimeText = try String(contentsOf: share.appendingPathComponent("mime/packages/\(Self.id).xml"), encoding: .utf8)
        func english(_ key: String) -> String? { entry.first { $0.hasPrefix("\(key)=") }.map { String($0.dropFirst(key.count + 1)) } }
        for language in linguas {
            let locale = ["ar": "ar_EG.UTF-8", "ja": "ja_JP.UTF-8", "zh_CN": "zh_CN.UTF-8"][language] ?? "\(language).UTF-8"
            func translated(_ msgid: String) throws -> String {
                let text = Localization.translation(of: msgid, locale: locale, catalogues: compiled.path)
                return try #require(text, "the locale \(locale) is not installed (scripts/install-deps generates it)")
            }
            for key in ["GenericName", "Comment", "Keywords"] {
                let source = try #require(english(key), "the desktop entry has no \(key)")
                let expected = try translated(source)
                #expect(expected != source, "\(key) is not translated into \(language)")
                #expect(entry.contains("\(key)[\(language)]=\(expected)"), "no \(key)[\(language)]=\(expected)")
            }
            let summary = try translated("Typed drag and drop, stable lists and caret-stable editing")
            #expect(metainfoText.contains("<summary xml:lang=\"\(language)\">\(summary)</summary>"), "the metainfo has no \(language) summary")
            let comment = try translated("Ferry profile")
            #expect(mimeText.contains("<comment xml:lang=\"\(language)\">\(comment)</comment>"), "the MIME package has no \(language) comment")
        }
    }

    /// The MIME package is the app's file types (declarations with an extension or a MIME
    /// type) exactly as `SharedMIMEInfoPackage` writes them from the type declarations.
    @Test func mimePackageIsTheDeclaredFileTypes() throws {
        var declarations: [TypeDeclaration] = []
        for target in ["ferry", "Profiles", "FerryScenes"] {
            let plist = Self.root.appendingPathComponent("Sources/\(target)/TypeDeclarations/Info.plist")
            for declaration in try AppTypeDeclarations.load(contentsOf: plist)
            where declaration.origin == .exported && !declaration.tags.isEmpty && !declarations.contains(where: { $0.identifier == declaration.identifier }) {
                declarations.append(declaration)
            }
        }
        #expect(declarations.map(\.identifier) == ["com.example.profile"])
        let committed = try String(contentsOf: Self.data("\(Self.id).mime.xml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("<!--") }.joined(separator: "\n")
        #expect(committed == SharedMIMEInfoPackage.xml(for: declarations))
    }
}
