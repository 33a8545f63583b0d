// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Foundation
import Testing
@testable import FerryLocalization

/// The catalogues in `po/`: current with the sources, complete, and their plural rules
/// the languages' own, read back through glibc's ngettext from the compiled `.mo` files.
@Suite(.serialized)
struct CatalogueTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// Each catalogue and a locale of its language that install-deps generates.
    static let locales = ["ar": "ar_EG.UTF-8", "ja": "ja_JP.UTF-8", "zh_CN": "zh_CN.UTF-8"]

    @Test func theTemplateIsWhatTheSourcesGive() throws {
        let updated = try Tool.run(Self.root.appendingPathComponent("scripts/update-po"), ["--check"], in: Self.root)
        #expect(updated.status == 0, "po/ferry.pot is stale (run `make po`):\n\(updated.output)")
    }

    @Test(arguments: ["ar", "ja", "zh_CN"])
    func everyMessageIsTranslated(language: String) throws {
        let template = try POFile(Self.root.appendingPathComponent("po/ferry.pot"))
        let catalogue = try POFile(Self.root.appendingPathComponent("po/\(language).po"))
        let forms = try #require(catalogue.pluralCount, "po/\(language).po has no Plural-Forms")
        for entry in template.entries {
            guard let translated = catalogue.entries.first(where: { $0.msgid == entry.msgid }) else {
                Issue.record("po/\(language).po lacks “\(entry.msgid)”")
                continue
            }
            #expect(!translated.isFuzzy, "po/\(language).po: “\(entry.msgid)” is fuzzy")
            #expect(translated.msgidPlural == entry.msgidPlural, "po/\(language).po: “\(entry.msgid)” has another plural")
            #expect(translated.msgstr.count == (entry.msgidPlural == nil ? 1 : forms),
                    "po/\(language).po: “\(entry.msgid)” has \(translated.msgstr.count) forms, not \(forms)")
            #expect(!translated.msgstr.contains(""), "po/\(language).po: “\(entry.msgid)” is untranslated")
        }
        let obsolete = Set(catalogue.entries.map(\.msgid)).subtracting(template.entries.map(\.msgid))
        #expect(obsolete.isEmpty, "po/\(language).po has messages the sources no longer have: \(obsolete.sorted())")
    }

    /// Arabic's six forms (CLDR: zero, one, two, few 3–10, many 11–99, other), for the
    /// counts that tell them apart, each as ngettext picks it from the compiled catalogue.
    @Test func arabicHasSixPluralForms() throws {
        let catalogues = try Self.compiledCatalogues()
        let catalogue = try POFile(Self.root.appendingPathComponent("po/ar.po"))
        #expect(catalogue.pluralCount == 6)
        let formOfCount = [0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 11: 4, 99: 4, 100: 5, 101: 5, 102: 5, 103: 3, 111: 4, 1000: 5]
        let entry = try #require(catalogue.entries.first { $0.msgid == "Added %1$d shape(s)." })
        #expect(Set(entry.msgstr).count == 6, "the six forms of “Added %1$d shape(s).” are not all different")
        for (count, form) in formOfCount.sorted(by: { $0.key < $1.key }) {
            let shown = Localization.translation(of: entry.msgid, plural: entry.msgidPlural, count: count, locale: "ar_EG.UTF-8",
                                                 catalogues: catalogues, arguments: [count])
            #expect(shown == Localization.format(entry.msgstr[form], [count], isolating: true), "count \(count): form \(form) expected")
        }
    }

    /// Japanese and Chinese have one form, whatever the count.
    @Test(arguments: ["ja", "zh_CN"])
    func oneFormInJapaneseAndChinese(language: String) throws {
        let catalogues = try Self.compiledCatalogues()
        let catalogue = try POFile(Self.root.appendingPathComponent("po/\(language).po"))
        let entry = try #require(catalogue.entries.first { $0.msgid == "%1$d of %2$d labels" })
        for total in [0, 1, 2, 4, 11, 100_000] {
            let shown = Localization.translation(of: entry.msgid, plural: entry.msgidPlural, count: total, locale: Self.locales[language]!,
                                                 catalogues: catalogues, arguments: [total, total])
            #expect(shown == Localization.format(entry.msgstr[0], [total, total], isolating: false))
        }
    }

    /// Arabic says it is written right to left; the others left to right.
    @Test func directionComesFromTheCatalogue() throws {
        let catalogues = try Self.compiledCatalogues()
        for (language, locale) in Self.locales {
            let marker = Localization.translation(of: "default:LTR", locale: locale, catalogues: catalogues)
            #expect(marker == (language == "ar" ? "default:RTL" : "default:LTR"), "\(language)")
        }
    }

    /// A language without a catalogue stays English.
    @Test func englishIsTheMsgid() throws {
        let catalogues = try Self.compiledCatalogues()
        #expect(Localization.translation(of: "Deleted “%1$s”", locale: "C.UTF-8", catalogues: catalogues, arguments: ["Blue tile"])
                == "Deleted “Blue tile”")
    }

    /// The catalogues compiled by scripts/build-locale (msgfmt --check) into a fresh folder.
    static func compiledCatalogues() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-locale-\(UUID().uuidString)").path
        let built = try Tool.run(root.appendingPathComponent("scripts/build-locale"), [folder], in: root)
        guard built.status == 0 else { throw CatalogueFailure("scripts/build-locale failed:\n\(built.output)") }
        for locale in locales.values {
            guard let installed = newlocale(LC_MESSAGES_MASK, locale, nil) else {
                throw CatalogueFailure("the locale \(locale) is not installed (scripts/install-deps generates it)")
            }
            freelocale(installed)
        }
        return folder
    }
}

struct CatalogueFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A gettext catalogue (`.po` or `.pot`) as its entries; enough of the format for the
/// files `xgettext` and `msgmerge --no-wrap` write.
struct POFile {
    struct Entry {
        var msgid = ""
        var msgidPlural: String?
        var msgstr: [String] = []
        var isFuzzy = false
    }

    /// The entries, the header left out.
    var entries: [Entry] = []
    /// `nplurals` of the header's Plural-Forms.
    var pluralCount: Int?

    init(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        var current = Entry()
        var field: WritableKeyPath<Entry, String>?
        var pluralIndex: Int?
        var header = ""
        func finish() {
            if current.msgid.isEmpty {
                header = current.msgstr.first ?? header
            } else {
                entries.append(current)
            }
            current = Entry()
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.isEmpty {
                if field != nil || pluralIndex != nil { finish() }
                field = nil
                pluralIndex = nil
            } else if line.hasPrefix("#,") {
                current.isFuzzy = line.contains("fuzzy")
            } else if line.hasPrefix("#") {
                continue
            } else if let value = Self.quoted(line, after: "msgid_plural ") {
                current.msgidPlural = value
                field = nil
            } else if let value = Self.quoted(line, after: "msgid ") {
                current.msgid = value
                field = \.msgid
            } else if line.hasPrefix("msgstr"), let open = line.firstIndex(of: "\"") {
                current.msgstr.append(Self.unescape(String(line[line.index(after: open)..<line.index(before: line.endIndex)])))
                pluralIndex = current.msgstr.count - 1
                field = nil
            } else if line.hasPrefix("\""), let value = Self.quoted(line, after: "") {
                if let field {
                    current[keyPath: field] += value
                } else if let pluralIndex {
                    current.msgstr[pluralIndex] += value
                }
            }
        }
        if field != nil || pluralIndex != nil { finish() }
        if let range = header.range(of: "nplurals=") {
            pluralCount = Int(header[range.upperBound...].prefix { $0.isNumber })
        }
    }

    private static func quoted(_ line: String, after prefix: String) -> String? {
        guard line.hasPrefix(prefix + "\""), line.hasSuffix("\"") else { return nil }
        return unescape(String(line.dropFirst(prefix.count + 1).dropLast()))
    }

    private static func unescape(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
