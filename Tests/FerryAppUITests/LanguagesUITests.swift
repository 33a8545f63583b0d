// SPDX-License-Identifier: Apache-2.0
import FerryLocalization
import FerryScenes
import Foundation
import Testing

extension FerryUITests {
    /// #19's languages with real input: seed sequences run in Arabic and Japanese, every
    /// message read back through AT-SPI and compared with what the compiled catalogue says
    /// (the same catalogue Ferry found beside its executable); Arabic's layout read back as
    /// mirrored from the objects' extents.
    @Suite
    struct LanguagesUITests {
        @Test(arguments: DisplayBackend.underTest)
        func arabicAndJapaneseSeedSequences(on backend: DisplayBackend) throws {
            let catalogues = try Self.compileCatalogues()
            try UISession.run("languages", backend: backend) { session in
                // Arabic: seed 001's delete and undo, seed 004's filter, right to left.
                let arabic = Catalogue(locale: "ar_EG.UTF-8", folder: catalogues)
                let app = try Self.deleteAndUndoThenFilter(session, arabic, title: "UI Arabic", rightToLeft: true)
                // The seed's own words for the switch and the empty message (seed 004's table).
                try app.waitForAccessible("the seed's Arabic words") { $0.contains(name: "المربعات فقط") }
                try app.focus("filter-query", named: try arabic.text("Filter labels"))
                try session.type("z")
                try Self.expectCaption(app, arabic, shown: 0, of: 4)
                try app.waitForAccessible("the empty message") { $0.contains(name: "لا توجد عناوين مطابقة") }
                session.expect(try arabic.text("No matching labels") == "لا توجد عناوين مطابقة", "the catalogue departs from seed 004")
                try session.key("BackSpace")
                try Self.expectCaption(app, arabic, shown: 4, of: 4)
                // Another plural form: 100,000 labels ("other") where 4 was "few".
                try session.click(try app.point("large-collection"))
                try Self.expectCaption(app, arabic, shown: 100_000, of: 100_000)
                try app.quit()

                // Japanese: seed 001's delete and undo, left to right.
                let japanese = Catalogue(locale: "ja_JP.UTF-8", folder: catalogues)
                try Self.deleteAndUndoThenFilter(session, japanese, title: "UI Japanese", rightToLeft: false).quit()
            }
        }

        /// The other scenes, each in the language of the seed it comes from, with real
        /// input: seed 000's shapes in Arabic (a circle dragged from the palette into
        /// Collection), seed 002's profiles in Japanese (a profile copied and pasted into the
        /// list), seed 003's drag sources in Simplified Chinese (a profile and a name dragged
        /// onto the receivers). Every message is read back and compared with the model's own
        /// wording of it, made in that language from the compiled catalogue.
        @Test(arguments: DisplayBackend.underTest)
        func eachSceneInItsSeedsLanguage(on backend: DisplayBackend) throws {
            let catalogues = try Self.compileCatalogues()
            try UISession.run("seed-languages", backend: backend) { session in
                // Seed 000, Arabic: the palette's circle copied into Collection.
                let arabic = Catalogue(locale: "ar_EG.UTF-8", folder: catalogues)
                var app = try FerryApp(session, title: "UI Shapes Arabic", page: "shapes", extraEnvironment: arabic.environment)
                let mark = app.mark
                try session.drag(from: try app.point("palette-circle"), to: try app.point("collection-collection"))
                try app.waitForLog("session=completed (copy)", after: mark)
                let added = try arabic.words { ShapesModel.addedMessage(1) }
                session.expect(added != ShapesModel.addedMessage(1), "the Arabic catalogue has no words for “\(ShapesModel.addedMessage(1))”")
                try app.waitForAccessible("“\(added)”") { $0.contains(name: added) }
                try app.quit()

                // Seed 002, Japanese: Juan's row copied (Ctrl+C) and pasted into the list (Ctrl+V).
                let japanese = Catalogue(locale: "ja_JP.UTF-8", folder: catalogues)
                app = try FerryApp(session, title: "UI Profiles Japanese", page: "profiles", extraEnvironment: japanese.environment)
                try app.focus()
                try session.click(try app.point("profile-row-0"))
                try app.waitForAccessible("Juan selected") { $0.isSelected("Juan Chavez") }
                let copyMark = app.mark
                try session.key("ctrl+c")
                let copied = try japanese.text("Copied “%1$s”.", ["Juan Chavez"])
                try app.waitForAccessible("“\(copied)”") { $0.contains(name: copied) }
                try app.waitForClipboardOffer(after: copyMark, "the profile") { $0.contains("text/plain;charset=utf-8") }
                try session.key("ctrl+v")
                let pasted = try japanese.words { ProfilesModel.addedProfilesMessage(1) }
                session.expect(pasted != ProfilesModel.addedProfilesMessage(1), "the Japanese catalogue has no words for the paste")
                // The list's rows: the buttons that can be selected (the Drag sources page's
                // cards, named after profiles too, cannot).
                try app.waitForAccessible("“\(pasted)” and the copy in the list") { nodes in
                    nodes.contains(name: pasted)
                        && nodes.filter { $0.role == "push button" && $0.states.contains("selectable") }.map(\.name) == ["Juan Chavez", "Mei Chen", "Juan Chavez"]
                }
                try app.quit()

                // Seed 003, Simplified Chinese: a profile onto the Ferry receiver, the name onto
                // the text receiver.
                let chinese = Catalogue(locale: "zh_CN.UTF-8", folder: catalogues)
                app = try FerryApp(session, title: "UI Sources Chinese", page: "sources", extraEnvironment: chinese.environment)
                try session.drag(from: try app.point("source-profile-0"), to: try app.point("receiver-ferry"))
                let profile = try chinese.words { DragSourcesScene.receivedProfile(DragSourcesScene.samples[0]) }
                try app.waitForAccessible("“\(profile)”") { $0.contains(name: profile) }
                try session.drag(from: try app.point("source-plain-text"), to: try app.point("receiver-text"))
                let text = try chinese.words { DragSourcesScene.receivedText([DragSourcesScene.name]) }
                session.expect(text != DragSourcesScene.receivedText([DragSourcesScene.name]), "the Chinese catalogue has no words for the text received")
                try app.waitForAccessible("“\(text)”") { $0.contains(name: text) }
                try app.quit()
            }
        }

        /// Starts Ferry in the catalogue's language on Labels, checks the page order, deletes
        /// and restores the first label, and shows the Filter page with its caption.
        static func deleteAndUndoThenFilter(_ session: UISession, _ catalogue: Catalogue, title: String,
                                            rightToLeft: Bool) throws -> FerryApp {
            let app = try FerryApp(session, title: title, page: "labels", extraEnvironment: catalogue.environment)
            try expectPagesInOrder(app, catalogue, rightToLeft: rightToLeft)
            try deleteAndUndo(app, catalogue)
            try session.key("alt+3")
            try expectCaption(app, catalogue, shown: 4, of: 4)
            return app
        }

        /// One language's compiled catalogue, as the test reads it.
        struct Catalogue {
            let locale: String
            let folder: String

            /// How Ferry is started in this language (LANGUAGE emptied: it would override).
            var environment: [String: String] { ["LC_ALL": locale, "LANG": locale, "LANGUAGE": ""] }

            /// What `body` words (a model's message, built from several translated pieces) in
            /// this language.
            func words(_ body: () -> String) throws -> String {
                guard let text = Localization.inLanguage(locale, catalogues: folder, body) else {
                    throw UISession.Failure("the locale \(locale) is not installed (scripts/install-deps generates it)")
                }
                return text
            }

            /// `msgid` in this language, formatted as Ferry formats it.
            func text(_ msgid: String, plural: String? = nil, count: Int = 1, _ arguments: [any CustomStringConvertible] = []) throws -> String {
                guard let text = Localization.translation(of: msgid, plural: plural, count: count, locale: locale, catalogues: folder,
                                                          arguments: arguments) else {
                    throw UISession.Failure("the locale \(locale) is not installed (scripts/install-deps generates it)")
                }
                return text
            }
        }

        /// The page switcher's buttons in the language, the first page's (Shapes) on the
        /// right of the last's (Drag Sources) when the layout is mirrored.
        static func expectPagesInOrder(_ app: FerryApp, _ catalogue: Catalogue, rightToLeft: Bool) throws {
            let first = try catalogue.text("Shapes"), last = try catalogue.text("Drag Sources")
            let nodes = try app.session.waitForAccessible(pid: app.process.pid, "the page switcher in \(catalogue.locale)", extents: true) { nodes in
                nodes.contains { $0.name == first && $0.centerInWindow != nil } && nodes.contains { $0.name == last && $0.centerInWindow != nil }
            }
            let firstX = nodes.first { $0.name == first && $0.centerInWindow != nil }!.centerInWindow!.x
            let lastX = nodes.first { $0.name == last && $0.centerInWindow != nil }!.centerInWindow!.x
            app.session.expect(rightToLeft ? firstX > lastX : firstX < lastX,
                               "\(catalogue.locale): “\(first)” at x=\(firstX), “\(last)” at x=\(lastX); expected \(rightToLeft ? "right to left" : "left to right")")
        }

        /// Seed 001, step 5: the first label deleted (the toast says so in the language,
        /// with its Undo), then restored with Ctrl+Z.
        static func deleteAndUndo(_ app: FerryApp, _ catalogue: Catalogue) throws {
            let editorName = try catalogue.text("Label text")
            let deleted = try catalogue.text("Deleted “%1$s”", ["Blue tile"]), undo = try catalogue.text("Undo")
            func labels(_ nodes: [AccessibleNode]) -> [String] { nodes.editors.filter { $0.name == editorName }.map { $0.text ?? "" } }
            try app.waitForAccessible("the starting labels") { labels($0) == ["Blue tile", "Round pebble", "Paper square"] }
            try app.session.click(try app.point("label-delete-0"))
            try app.waitForAccessible("the toast “\(deleted)” with “\(undo)”") { nodes in
                nodes.contains(name: deleted) && nodes.contains(name: undo) && labels(nodes) == ["Round pebble", "Paper square"]
            }
            try app.session.key("ctrl+z")
            try app.waitForAccessible("Blue tile restored") { labels($0) == ["Blue tile", "Round pebble", "Paper square"] }
        }

        /// Waits for the Filter page's caption "N of M labels" in the language's plural form for M.
        static func expectCaption(_ app: FerryApp, _ catalogue: Catalogue, shown: Int, of total: Int) throws {
            let caption = try catalogue.text("%1$d of %2$d labels", plural: "%1$d of %2$d labels", count: total, [shown, total])
            try app.waitForAccessible("the caption “\(caption)”", timeout: 20) { $0.contains(name: caption) }
        }

        /// Compiles po/ into `locale/` beside the ferry executable, where Ferry looks first.
        static func compileCatalogues() throws -> String {
            let folder = URL(fileURLWithPath: FerryApp.executable).deletingLastPathComponent().appendingPathComponent("locale").path
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            let process = Process()
            process.executableURL = root.appendingPathComponent("scripts/build-locale")
            process.arguments = [folder]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw UISession.Failure("scripts/build-locale \(folder) failed") }
            return folder
        }
    }
}
