// SPDX-License-Identifier: Apache-2.0
import Testing
import FerryScenes

@Suite struct FerryShortcutsTests {
    /// Every shortcut the app binds, and every key the focused widget handles, is listed
    /// in the shortcuts window, once; none shares its keys with another, and no two bound
    /// ones run one action.
    @Test(arguments: [false, true])
    func everyBoundShortcutIsListedOnce(developer: Bool) {
        let bound = FerryShortcuts.all(developer: developer)
        let everyKey = bound + FerryShortcuts.focusKeys
        let listed = FerryShortcuts.sections(developer: developer).flatMap(\.shortcuts)
        #expect(listed.count == everyKey.count)
        #expect(Set(listed) == Set(everyKey))
        #expect(Set(everyKey.map(\.keys)).count == everyKey.count, "two shortcuts share keys")
        #expect(Set(bound.map(\.action)).count == bound.count, "two shortcuts run one action")
        #expect(!bound.contains { $0.action.isEmpty } && FerryShortcuts.focusKeys.allSatisfy { $0.action.isEmpty },
                "bound shortcuts name their action; focus keys have none")
        #expect(everyKey.allSatisfy { FerryShortcuts.groups.contains($0.group) }, "a shortcut in a group the window does not show")
    }

    @Test func helpAndPagesHaveTheirKeys() {
        let keys = Dictionary(uniqueKeysWithValues: FerryShortcuts.standard.map { ($0.action, $0.keys) })
        #expect(keys["app.help"] == "F1")
        #expect(keys["win.show-help-overlay"] == "<Control>question")
        #expect((1...FerryWindowPage.allCases.count).allSatisfy { keys["win.page-\($0)"] == "<Alt>\($0)" })
    }
}
