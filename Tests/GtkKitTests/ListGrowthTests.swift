// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import GtkKit

/// How many keys ``KeyedListView`` hands GTK per frame, without a display.
struct ListGrowthTests {
    let growth = ListGrowth(rowsPerFrame: 16)

    @Test func aListThatGrowsPastGTKsTrackedRowsGetsABudgetAFrame() {
        // 19 rows shown, 280 wanted, 10 in view: 16 more rows a frame until GTK's tracked
        // window (200 rows from the first it holds) is covered, then the rest at once.
        var shown = growth.exposure(of: 280, shown: 19, trackedStart: 0, needed: 12)
        #expect(shown == 35)
        var frames = 1
        while shown < 280 {
            let next = growth.exposure(of: 280, shown: shown, trackedStart: 0, needed: 0)
            #expect(next > shown && (next - shown <= 16 || next == 280))
            shown = next
            frames += 1
        }
        #expect(frames == 12)
    }

    @Test func rowsInViewAndTheFocusedRowComeAtOnce() {
        #expect(growth.exposure(of: 1_000, shown: 0, trackedStart: 0, needed: 40) == 56)
        #expect(growth.exposure(of: 1_000, shown: 5, trackedStart: 0, needed: 150) == 166)
    }

    @Test func changesThatBuildNoRowsAreNotSpreadOut() {
        // Shrinking, a small growth, keys beyond GTK's tracked window: all at once.
        #expect(growth.exposure(of: 10, shown: 280, trackedStart: 0, needed: 12) == 10)
        #expect(growth.exposure(of: 30, shown: 19, trackedStart: 0, needed: 12) == 30)
        #expect(growth.exposure(of: 50_000, shown: 280, trackedStart: 0, needed: 12) == 50_000)
        #expect(growth.exposure(of: 50_000, shown: 5_000, trackedStart: 4_700, needed: 4_720) == 50_000)
        // GTK holds rows 4,900…4,999 and would build up to 100 more below them.
        #expect(growth.exposure(of: 50_000, shown: 5_000, trackedStart: 4_900, needed: 4_920) == 5_016)
    }

    @Test func anUnlimitedBudgetHandsEverythingOver() {
        #expect(ListGrowth(rowsPerFrame: .max).exposure(of: 100_000, shown: 0, trackedStart: 0, needed: 0) == 100_000)
        #expect(ListGrowth(rowsPerFrame: 0).exposure(of: 100, shown: 0, trackedStart: 0, needed: 0) == 1)
    }
}
