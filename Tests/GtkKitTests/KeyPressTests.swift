// SPDX-License-Identifier: Apache-2.0
import Testing
import GtkKit

struct KeyPressTests {
    @Test func theMenuKeyAndShiftF10OpenAContextMenu() {
        #expect(KeyPress("Menu").opensContextMenu)
        #expect(KeyPress("F10", shift: true).opensContextMenu)
        #expect(!KeyPress("F10").opensContextMenu, "F10 alone opens the window's main menu")
        #expect(!KeyPress("F10", control: true, shift: true).opensContextMenu)
        #expect(!KeyPress("Menu", alt: true).opensContextMenu)
    }
}
