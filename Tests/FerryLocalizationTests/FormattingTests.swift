// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import FerryLocalization

/// Positional placeholders: translations may reorder them; right-to-left text isolates them.
struct FormattingTests {
    @Test func placeholdersAreReplacedByPosition() {
        #expect(Localization.format("%2$s, then %1$d%%", [3, "b"], isolating: false) == "b, then 3%")
        #expect(Localization.format("no placeholders", [], isolating: false) == "no placeholders")
    }

    @Test func unknownOrMissingPlaceholdersStayAsWritten() {
        #expect(Localization.format("%3$s and %x and %", ["a"], isolating: false) == "%3$s and %x and %")
    }

    @Test func rightToLeftIsolatesEachArgument() {
        #expect(Localization.format("حُذف “%1$s”", ["Blue tile"], isolating: true) == "\u{200F}حُذف “\u{2068}Blue tile\u{2069}”")
    }

    @Test func cataloguesAreFoundBesideTheBuildOrUnderThePrefix() {
        #expect(Localization.catalogueDirectory(executable: "/x/bin/ferry", environment: ["FERRY_LOCALEDIR": "/l"]) == "/l")
        #expect(Localization.catalogueDirectory(executable: "/usr/bin/ferry", environment: [:]) == "/usr/bin/../share/locale")
        #expect(Localization.catalogueDirectory(executable: "/nonexistent/bin/ferry", environment: [:]) == nil)
    }
}
