// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
import TextEditing
@testable import FerryScenes

@MainActor
@Suite struct FerrySettingsTests {
    @Test func aFreshStoreGivesTheDefaults() {
        let settings = FerrySettings(storage: InMemorySettingsStorage())
        #expect(settings.windowSize == FerrySettings.defaultWindowSize)
        #expect(!settings.windowIsMaximized && !settings.tilesOnly)
        #expect(settings.lastPage == .shapes && settings.caretPolicy == .keepLogicalPosition)
    }

    @Test func whatIsChangedIsRememberedByTheNextLaunch() {
        let storage = InMemorySettingsStorage()
        let first = FerrySettings(storage: storage)
        first.pageShown(.filter)
        first.tilesOnlyChanged(true)
        first.caretPolicyChanged(.selectReplacement)
        first.windowClosed(width: 900, height: 500, isMaximized: true)

        let next = FerrySettings(storage: storage)
        #expect(next.lastPage == .filter && next.tilesOnly && next.caretPolicy == .selectReplacement)
        #expect(next.windowSize == (900, 500) && next.windowIsMaximized)
        #expect(storage.value(forKey: "caret-policy") == .string("select"), "stored under the schema's key and choice")
    }

    @Test func pageNamedOnTheCommandLineWinsOverTheRememberedOne() {
        let settings = FerrySettings(storage: InMemorySettingsStorage(["last-page": .string("profiles")]))
        var options = FerryOptions()
        #expect(settings.startingPage(options: options) == .profiles)
        options.page = "labels"
        #expect(settings.startingPage(options: options) == .labels)
    }

    @Test func sizesNoWindowCanHaveAreClampedOrIgnored() {
        let storage = InMemorySettingsStorage()
        let settings = FerrySettings(storage: storage)
        settings.windowClosed(width: 10, height: 99_999, isMaximized: false)
        #expect(settings.windowSize == (FerrySettings.minimumWindowSize.width, FerrySettings.maximumWindowSize))
        settings.windowClosed(width: 0, height: -1, isMaximized: true)
        #expect(settings.windowSize == (FerrySettings.minimumWindowSize.width, FerrySettings.maximumWindowSize),
                "a window with no size of its own keeps the remembered size")
        #expect(settings.windowIsMaximized)
        storage.setValue(.int(-5), forKey: "window-width")
        #expect(settings.windowSize.width == FerrySettings.minimumWindowSize.width, "a hand-edited value is clamped when read")
    }

    @Test func unknownOrMistypedStoredValuesMeanTheDefaults() {
        let settings = FerrySettings(storage: InMemorySettingsStorage([
            "last-page": .string("nowhere"), "caret-policy": .string("sideways"), "tiles-only": .string("yes"),
            "window-width": .bool(true), "window-maximized": .int(1),
        ]))
        #expect(settings.lastPage == .shapes && settings.caretPolicy == .keepLogicalPosition && !settings.tilesOnly)
        #expect(settings.windowSize == FerrySettings.defaultWindowSize && !settings.windowIsMaximized)
    }

    @Test func screenshotAndTimingRunsNeitherReadNorWrite() {
        let storage = InMemorySettingsStorage(["tiles-only": .bool(true), "last-page": .string("filter")])
        for configure in [{ (options: inout FerryOptions) in options.screenshotFolder = "/tmp/x" },
                          { (options: inout FerryOptions) in options.benchmark = true },
                          { (options: inout FerryOptions) in options.csvImportTimingFile = "/tmp/x.csv" }] {
            var options = FerryOptions()
            configure(&options)
            let settings = FerrySettings(storage: storage, options: options)
            #expect(!settings.remembers && !settings.tilesOnly && settings.startingPage(options: options) == .shapes)
            settings.pageShown(.profiles)
            settings.caretPolicyChanged(.moveToEnd)
        }
        #expect(storage.value(forKey: "last-page") == .string("filter") && storage.value(forKey: "caret-policy") == nil)
    }

    /// The schema the app installs lists exactly the model's keys, with its types and
    /// defaults, under the application id.
    @Test func theSchemaAgreesWithTheModel() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let file = root.appendingPathComponent("data/\(FerrySettings.schemaID).gschema.xml")
        let xml = try String(contentsOf: file, encoding: .utf8)
        #expect(xml.contains("<schema id=\"\(FerrySettings.schemaID)\" path=\"/\(FerrySettings.schemaID.replacingOccurrences(of: ".", with: "/"))/\">"))
        var keys: [String: String] = [:]
        for block in xml.components(separatedBy: "<key ").dropFirst() {
            let name = try #require(block.firstMatch(of: /name="([^"]+)"/)).1
            let type = try #require(block.firstMatch(of: /type="([^"]+)"/)).1
            let value = try #require(block.firstMatch(of: /<default>([^<]*)<\/default>/)).1
            keys[String(name)] = "\(type) \(value)"
        }
        var expected: [String: String] = [:]
        for key in FerrySettings.Key.allCases {
            expected[key.rawValue] = switch key.defaultValue {
            case .bool(let value): "b \(value)"
            case .int(let value): "i \(value)"
            case .string(let value): "s \"\(value)\""
            }
        }
        #expect(keys == expected)
        let pages = FerryWindowPage.allCases.map { "<choice value=\"\($0.rawValue)\"/>" }
        let policies = CaretPolicy.allCases.map { "<choice value=\"\(LabelsModel.key(of: $0))\"/>" }
        #expect((pages + policies).allSatisfy(xml.contains), "every page and policy is an allowed choice")
    }
}
